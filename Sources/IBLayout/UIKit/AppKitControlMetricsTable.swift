/// The figures AppKit controls measure in macOS documents, as data: one row per kind of control,
/// Xcode generation(s) and control size(s), with where its numbers come from. `AppKitControls`
/// applies them (the rules that combine them with the cell's text live there); the browser's copy,
/// `Public/js/layout/appkit-control-table.js`, is generated from this file by
/// `Tests/IBLayoutTests/LayoutDataTwinsExportTests.swift`.
///
/// Sizes are the alignment rect's (what constraints place); `outsets` (top, left, bottom, right) is
/// how far the frame Xcode stores reaches beyond it. Unless a row says otherwise, the figures were
/// read off the corpus' stored frames against the constraints that place them
/// (`../shared/fixtures/ib`, `../shared/fixtures/corpus`); push buttons' Aqua insets are
/// wxWidgets' Cocoa button insets (regular 4/6/7/6, small 4/5/6/5, mini 0/1/1/1; small square
/// 1/0/1/0), which the corpus confirms.
enum AppKitControlMetricsTable {
    typealias Generation = AppKitControls.Generation

    /// The kinds of control the table measures (`AppKitControls.metrics(of:)` tells them apart).
    enum Control: String, CaseIterable, Sendable {
        /// A text field without a border or bezel.
        case label
        /// A text field with `borderStyle="bezel"` or `"border"`.
        case bezeledField
        /// A `bezelStyle="rounded"` button that isn't bevel-type.
        case pushButton
        /// A `type="push" bezelStyle="rounded"` pop-up button.
        case popUpButton
        /// A check box or radio button.
        case checkBox
        /// A spinning progress indicator.
        case spinner
        /// A bar progress indicator.
        case progressBar
        case stepper
        case segmentedControl
        /// An NSSwitch (`<switch>`).
        case `switch`
        case helpButton
        case smallSquareButton
        /// A separator box wider than high (or without a frame).
        case horizontalSeparator
        /// A separator box higher than wide.
        case verticalSeparator
        /// A box of the default (primary) type with a border (`AppKitControls.isBorderedPrimaryBox`).
        case primaryBox
    }

    /// What one kind of control measures in some generations at some control sizes.
    struct Row: Sendable {
        var control: Control
        var generations: [Generation]
        /// The `controlSize`s it applies to; nil: any.
        var controlSizes: [String]?
        /// Fixed alignment-rect width (a check box: its box), nil: none or the text's.
        var width: Double? = nil
        /// Fixed alignment-rect height, nil: none or the text's.
        var height: Double? = nil
        var outsets: Insets? = nil
        /// Added to the title's width: a push button's padding (both sides), a bezeled field's,
        /// a check box's gap between box and title (only with a title).
        var titlePadding: Double? = nil
        /// Added to the line height (bezeled fields).
        var linePadding: Double? = nil
        /// Where the figures come from.
        var source: String

        /// The fixed width and height (nil: none on that axis).
        var size: IntrinsicContentSize { IntrinsicContentSize(width: width, height: height) }
    }

    static let all: [Generation] = [.aqua, .catalina, .bigSur, .tahoe]
    static let beforeTahoe: [Generation] = [.aqua, .catalina, .bigSur]
    static let beforeBigSur: [Generation] = [.aqua, .catalina]

    /// The first row for the control, generation and control size, in this order (first match wins), or nil:
    /// the control has no intrinsic size and no outsets there.
    static func row(_ control: Control, _ generation: Generation, _ controlSize: String) -> Row? {
        rows.first { $0.control == control && $0.generations.contains(generation) && ($0.controlSizes?.contains(controlSize) ?? true) }
    }

    /// The first toolsVersion (or CocoaPlugin version) of each generation, newest first.
    static let generationStarts: [(generation: Generation, firstToolsVersion: Int)] = [
        (.tahoe, 24000), (.bigSur, 17000), (.catalina, 15000), (.aqua, 0),
    ]

    /// Point sizes of the `metaFont`s Interface Builder writes (`menu` lays out as 13 pt: pop-ups
    /// written with it share a 13 pt label's baseline as a 13 pt control would).
    static let metaFontSizes: [(name: String, pointSize: Double)] = [
        ("system", 13), ("systemBold", 13), ("smallSystem", 11), ("smallSystemBold", 11), ("miniSystem", 9), ("miniSystemBold", 9),
        ("menu", 13), ("menuBar", 14), ("message", 13), ("controlContent", 13), ("titleBar", 13), ("label", 10), ("cellTitle", 12),
        ("toolTip", 11), ("palette", 11), ("paletteTitle", 11),
    ]

    static let rows: [Row] = [
        Row(control: .label, generations: all, controlSizes: nil, outsets: Insets(top: 0, left: 2, bottom: 0, right: 2),
            source: "the text 2 pt inside the frame on both sides, every generation (x = 18 for a leading constant of 20)"),
        Row(control: .bezeledField, generations: [.tahoe], controlSizes: nil, titlePadding: 4, linePadding: 8,
            source: "Xcode 26's bezeled fields are 24 pt at 13 pt (the 16 pt line + 8); the title + 4 pt wide"),
        Row(control: .bezeledField, generations: beforeTahoe, controlSizes: nil, titlePadding: 4, linePadding: 5,
            source: "the line plus 5 pt (22 at 13 pt in Aqua, then 21); the title + 4 pt wide"),

        Row(control: .pushButton, generations: [.tahoe], controlSizes: ["regular"], height: 24, outsets: .zero, titlePadding: 26,
            source: "Xcode 26: 24 pt, the frame is the alignment rect; the title + 26 pt (fitted with our Helvetica widths: 25–29)"),
        Row(control: .pushButton, generations: [.tahoe], controlSizes: ["large"], height: 28, outsets: .zero, titlePadding: 32,
            source: "Xcode 26 large: 28 pt, no outsets, the title + 32 pt"),
        Row(control: .pushButton, generations: [.bigSur], controlSizes: ["small"], height: 16, outsets: Insets(top: 4, left: 6, bottom: 7, right: 6),
            titlePadding: 22,
            source: "Big Sur small: a 27 pt frame round 16 pt, every constraint-placed one of the corpus (23; its 28 pt small frames are all fixedFrame)"),
        Row(control: .pushButton, generations: [.bigSur], controlSizes: ["large"], height: 28, outsets: Insets(top: 6, left: 6, bottom: 6, right: 6),
            titlePadding: 26,
            source: "Big Sur large: a 40 pt frame round 28 pt, every constraint-placed one of the corpus (50), edges against a superview, a label or a field"),
        Row(control: .pushButton, generations: beforeBigSur, controlSizes: ["small"], height: 18, outsets: Insets(top: 4, left: 5, bottom: 6, right: 5),
            titlePadding: 22, source: "wxWidgets' Cocoa small button insets 4/5/6/5; the corpus' 28 pt small frames agree"),
        Row(control: .pushButton, generations: beforeTahoe, controlSizes: ["mini"], height: 15, outsets: Insets(top: 0, left: 1, bottom: 1, right: 1),
            titlePadding: 18, source: "wxWidgets' Cocoa mini button insets 0/1/1/1; the corpus' 16 pt mini frames agree"),
        Row(control: .pushButton, generations: [.bigSur], controlSizes: nil, height: 20, outsets: Insets(top: 5, left: 7, bottom: 7, right: 7),
            titlePadding: 26,
            source: "Big Sur (Xcode 12): a 32 pt frame round 20 pt (a spinning indicator centred on one, a pop-up 20 pt above another)"),
        Row(control: .pushButton, generations: beforeBigSur, controlSizes: nil, height: 21, outsets: Insets(top: 4, left: 6, bottom: 7, right: 6),
            titlePadding: 26, source: "Aqua and Catalina: a 32 pt frame round 21 pt (wxWidgets' Cocoa button insets 4/6/7/6, as the corpus confirms)"),

        Row(control: .popUpButton, generations: [.bigSur, .tahoe], controlSizes: ["small"], height: 16, outsets: Insets(top: 2, left: 4, bottom: 4, right: 4),
            source: "Big Sur and Xcode 26 small: a 22 pt frame round 16 pt, the corpus' 67 constraint-placed small pop-ups"),
        Row(control: .popUpButton, generations: [.bigSur], controlSizes: ["large"], height: 28, outsets: Insets(top: 6, left: 5, bottom: 6, right: 5),
            source: "Big Sur large: a 40 pt frame round 28 pt, the corpus' 25 constraint-placed large pop-ups"),
        Row(control: .popUpButton, generations: [.tahoe], controlSizes: ["regular"], height: 24, outsets: .zero,
            source: "Xcode 26: 24 pt, the frame is the alignment rect"),
        Row(control: .popUpButton, generations: [.bigSur], controlSizes: ["regular"], height: 20, outsets: Insets(top: 1, left: 3, bottom: 4, right: 4),
            source: "Big Sur: a 25 pt frame round 20 pt (a label above, a push button below, a label before and the window's or a bezeled field's edge place them)"),
        Row(control: .popUpButton, generations: beforeBigSur, controlSizes: ["regular"], height: 21, outsets: Insets(top: 1, left: 2, bottom: 3, right: 3),
            source: "Aqua and Catalina: a 25 pt frame round 21 pt"),

        Row(control: .checkBox, generations: [.tahoe], controlSizes: ["regular"], width: 16, height: 16, titlePadding: 6,
            source: "Xcode 26: 16 pt, no outsets; the box, 6 pt, the title"),
        Row(control: .checkBox, generations: [.tahoe], controlSizes: ["small"], width: 14, height: 14, titlePadding: 6,
            source: "Xcode 26 small: 14 pt, no outsets"),
        Row(control: .checkBox, generations: beforeTahoe, controlSizes: ["small"], width: 13, height: 14, outsets: Insets(top: 1, left: 1, bottom: 1, right: 0),
            titlePadding: 6, source: "before Xcode 26, small: a 16 pt frame round a 14 pt rect"),
        Row(control: .checkBox, generations: beforeTahoe, controlSizes: ["regular"], width: 16, height: 16, outsets: Insets(top: 1, left: 2, bottom: 1, right: 0),
            titlePadding: 6,
            source: "before Xcode 26: an 18 pt frame round a 16 pt rect — 90 leading edges of the corpus' regular check boxes 2 pt inside the frame, 47 bottoms and 37 tops 1 pt, 9 trailing 0 (the one regular radio button agrees)"),

        Row(control: .spinner, generations: all, controlSizes: ["regular"], width: 32, height: 32, source: "spinning indicators 32 pt square"),
        Row(control: .spinner, generations: all, controlSizes: ["small"], width: 16, height: 16, source: "small spinning indicators 16 pt square"),
        Row(control: .spinner, generations: all, controlSizes: ["mini"], width: 10, height: 10, source: "mini spinning indicators 10 pt square"),
        Row(control: .progressBar, generations: all, controlSizes: ["regular"], height: 18, outsets: Insets(top: 1, left: 0, bottom: 1, right: 0),
            source: "an 18 pt rect in a 20 pt frame, 1 pt above and below (IndeterminateProgressWindow, SUStatus)"),
        Row(control: .stepper, generations: [.tahoe], controlSizes: ["regular"], width: 20, height: 26, source: "Xcode 26 steppers 20×26"),
        Row(control: .segmentedControl, generations: [.tahoe], controlSizes: ["regular"], height: 24, source: "Xcode 26 segmented controls 24 pt high"),
        Row(control: .switch, generations: [.tahoe], controlSizes: ["mini"], width: 36, height: 16, source: "Xcode 26 mini NSSwitch 36×16"),
        Row(control: .helpButton, generations: [.tahoe], controlSizes: nil, width: 24, height: 24, source: "Xcode 26 help buttons 24×24"),
        Row(control: .smallSquareButton, generations: all, controlSizes: nil, outsets: Insets(top: 1, left: 0, bottom: 1, right: 0),
            source: "wxWidgets' Cocoa small square button insets 1/0/1/0; no intrinsic size"),
        Row(control: .horizontalSeparator, generations: all, controlSizes: nil, height: 1, outsets: Insets(top: 2, left: 0, bottom: 2, right: 0),
            source: "separator boxes 1 pt thick in a 5 pt frame"),
        Row(control: .verticalSeparator, generations: all, controlSizes: nil, width: 1, outsets: Insets(top: 0, left: 2, bottom: 0, right: 2),
            source: "separator boxes 1 pt thick in a 5 pt frame"),
        Row(control: .primaryBox, generations: beforeTahoe, controlSizes: nil, outsets: Insets(top: 2, left: 3, bottom: 4, right: 3),
            source: "a hypothesis from the corpus: before Xcode 26 a bordered primary box's frame reaches 3 pt beyond its alignment rect at the sides, 2 above, 4 below — 10 constraint-placed boxes of 6 documents (HandBrake, Sequel-Ace, Amethyst ×2, iina ×2: x = −3, y = −4 for edges pinned at 0), and the content views of 17 Big Sur boxes sit 4, 5, 4, 3 pt inside their frames (that rect less a 1 pt border); Xcode 26's 2 (transmission) have none"),
    ]
}
