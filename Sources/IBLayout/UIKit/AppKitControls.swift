import IBDocument

/// AppKit controls' intrinsic sizes and alignment rects in macOS documents, by the Xcode
/// generation that laid the document out (its AppKit drew the frames Xcode stored). Sizes are
/// the alignment rect's (what constraints place); `outsets` is how far the stored frame reaches
/// beyond it. A control not listed here has no intrinsic size and no outsets (as before).
///
/// The figures per control kind, control size and generation, and where each comes from, are the
/// rows of `AppKitControlMetricsTable`; this file holds the rules that apply them:
/// - Labels (text fields without a border): one line is 16 pt at 13 pt (17 before Xcode 11: Aqua's
///   NSFont rounds ascender and descender up apiece), 14 at 11 pt; lines stack whole; they wrap at
///   `preferredMaxLayoutWidth`, else at the stored frame less the outsets. Bezeled fields: the line
///   plus the row's line padding; editable fields have no intrinsic width.
/// - Push buttons: the title + the row's padding wide. A bevel-type button drawn with the rounded
///   bezel has neither a push button's fixed height nor its outsets (the corpus' 16–40 pt ones, Big
///   Sur and Xcode 26, have their frame on 23 of the 24 edges a constraint places).
/// - Check boxes and radio buttons: the box, then (with a title) the row's gap, then the title.
/// - Image views and borderless image buttons: the image's size; separator boxes by orientation;
///   bordered primary boxes have outsets only (their size is their content's).
/// Text: the cell's `<font>` (system 13 pt by default) through `TextMetrics` at whole points.
/// Baselines (`baselines(of:generation:)`): a label's first line hangs from its top; buttons,
/// pop-ups and fields centre their line — and so do a help button and a stepper without a title
/// (NetNewsWire's help buttons share a push button's baseline, and its Dinosaurs stepper a
/// bezeled field's, only so). Frames are aligned to whole points (`RootLayout.pixelScale`, PixelAlignment.swift).
/// Twin of `Public/js/layout/appkit-controls.js` (which reads the generated `appkit-control-table.js`).
enum AppKitControls {
    /// Xcode generations whose AppKit controls differ.
    enum Generation: Int, Comparable, Sendable {
        case aqua, catalina, bigSur, tahoe

        /// Tahoe (Xcode 26) from 24000, Big Sur (Xcode 12) from 17000, Catalina (Xcode 11) from 15000
        /// (`AppKitControlMetricsTable.generationStarts`).
        init(toolsVersion: Int) {
            self = AppKitControlMetricsTable.generationStarts.first { toolsVersion >= $0.firstToolsVersion }?.generation ?? .aqua
        }

        static func < (lhs: Generation, rhs: Generation) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The document's CocoaPlugin version when it names one (Sparkle's toolsVersion
    /// "32700.99.1234" is no Xcode's; its plugin, 22690, is), else its toolsVersion.
    static func toolsVersion(of root: MarkupElement) -> Int {
        let plugin = root.firstChild(named: "dependencies")?.childElements.first {
            $0.name == "plugIn" && $0.attribute("identifier") == "com.apple.InterfaceBuilder.CocoaPlugin"
        }
        if let version = plugin?.attribute("version"), let number = Int(version.prefix { $0.isNumber }), number > 0 { return number }
        return Int((root.attribute("toolsVersion") ?? "").prefix { $0.isNumber }) ?? 0
    }

    /// What a control measures: its intrinsic size, frame outsets, and the font of its text (for baselines).
    struct Metrics {
        var size: IntrinsicContentSize
        var outsets: Insets?
        var font: TextMetrics?
    }

    /// Point sizes of the `metaFont`s Interface Builder writes (`AppKitControlMetricsTable.metaFontSizes`).
    static let metaFontSizes = Dictionary(uniqueKeysWithValues: AppKitControlMetricsTable.metaFontSizes.map { ($0.name, $0.pointSize) })

    /// The element's `<…Cell key="cell">`.
    static func cell(of element: MarkupElement) -> MarkupElement? {
        element.childElements.first { $0.name.hasSuffix("Cell") && $0.attribute("key") == "cell" }
    }

    /// The cell's `<font key="font">` at whole points (AppKit lays out at 1 pt); system 13 pt without one.
    static func font(of cell: MarkupElement?) -> TextMetrics {
        let font = cell?.firstChild(named: "font", key: "font")
        let meta = font?.attribute("metaFont") ?? ""
        var size = font?.layoutNumber("size") ?? 0
        if size == 0 { size = metaFontSizes[meta] ?? 13 }
        let weight = meta.contains("Bold") ? 700 : TextMetrics.weight(named: font?.attribute("name") ?? "")
        return TextMetrics(pointSize: size, weight: weight, displayScale: 1)
    }

    /// One line of text: Aqua rounds ascender and descender up apiece (13 pt: 17), later ones the line (16; 11 pt: 14).
    static func lineHeight(_ font: TextMetrics, _ generation: Generation) -> Double {
        if generation == .aqua { return font.ascent.rounded(.up) + (font.lineHeight - font.ascent).rounded(.up) }
        return font.lineHeight.rounded(.up)
    }

    static let textFields: Set<String> = ["textField", "secureTextField"]

    private typealias Table = AppKitControlMetricsTable

    static func metrics(of element: MarkupElement, generation: Generation, imageSizes: [String: (Double, Double)] = [:]) -> Metrics? {
        let cell = cell(of: element)
        let size = cell?.attribute("controlSize") ?? element.attribute("controlSize") ?? "regular"
        switch element.name {
        case let name where textFields.contains(name):
            return cell.map { textFieldMetrics(element, cell: $0, generation: generation) }
        case "button":
            return cell.flatMap { buttonMetrics(cell: $0, generation: generation, size: size, imageSizes: imageSizes) }
        case "popUpButton":
            guard let cell, cell.attribute("bezelStyle") == "rounded", cell.attribute("type") == "push",
                  let row = Table.row(.popUpButton, generation, size) else { return nil }
            return Metrics(size: row.size, outsets: row.outsets, font: font(of: cell))
        case "progressIndicator":
            let control: Table.Control = element.attribute("style") == "spinning" ? .spinner : .progressBar
            return Table.row(control, generation, size).map { Metrics(size: $0.size, outsets: $0.outsets, font: nil) }
        // (Controls without a title still put their baseline where their font's centred line would be.)
        case "stepper":
            return Table.row(.stepper, generation, size).map { Metrics(size: $0.size, outsets: $0.outsets, font: font(of: cell)) }
        case "segmentedControl":
            return Table.row(.segmentedControl, generation, size).map { Metrics(size: $0.size, outsets: $0.outsets, font: font(of: cell)) }
        case "switch":
            return Table.row(.switch, generation, size).map { Metrics(size: $0.size, outsets: $0.outsets, font: nil) }
        case "imageView":
            let frameStyle = element.attribute("imageFrameStyle") ?? cell?.attribute("imageFrameStyle")
            guard frameStyle == nil || frameStyle == "none", let name = cell?.attribute("image"), let image = imageSizes[name] else { return nil }
            return Metrics(size: IntrinsicContentSize(width: image.0, height: image.1), outsets: nil, font: nil)
        case "box" where isBorderedPrimaryBox(element):
            return Table.row(.primaryBox, generation, size).map { Metrics(size: $0.size, outsets: $0.outsets, font: nil) }
        case "box":
            guard element.attribute("boxType") == "separator" else { return nil }
            let frame = LayoutHierarchy.frame(of: element)
            let control: Table.Control = frame.map { $0.height > $0.width } == true ? .verticalSeparator : .horizontalSeparator
            return Table.row(control, generation, size).map { Metrics(size: $0.size, outsets: $0.outsets, font: nil) }
        default:
            return nil
        }
    }

    /// A box of the default (primary) type that draws a border: its bezel is drawn inside the
    /// frame, round the alignment rect. Custom boxes (`boxType="custom"`, their content view 0 or
    /// 1 pt inside the frame in every corpus case), old-style boxes and `borderType="none"` ones
    /// (their content view is the whole frame) have no outsets.
    static func isBorderedPrimaryBox(_ element: MarkupElement) -> Bool {
        let type = element.attribute("boxType")
        return (type == nil || type == "primary") && element.attribute("borderType") != "none"
    }

    /// The cell's title (`title`, or a `<string key="title">`).
    static func title(of cell: MarkupElement) -> String {
        cell.attribute("title") ?? cell.firstChild(named: "string", key: "title")?.textContent ?? ""
    }

    private static func textFieldMetrics(_ element: MarkupElement, cell: MarkupElement, generation: Generation) -> Metrics {
        let font = font(of: cell)
        let line = lineHeight(font, generation)
        let border = cell.attribute("borderStyle")
        // An editable field has no intrinsic width (it changes as one types).
        let editable = cell.attribute("editable") == "YES"
        let size = cell.attribute("controlSize") ?? element.attribute("controlSize") ?? "regular"
        if border == "bezel" || border == "border" {
            let row = Table.row(.bezeledField, generation, size)
            let width = editable ? nil : font.width(of: title(of: cell)).rounded(.up) + (row?.titlePadding ?? 0)
            return Metrics(size: IntrinsicContentSize(width: width, height: line + (row?.linePadding ?? 0)), outsets: row?.outsets, font: font)
        }
        let outsets = Table.row(.label, generation, size)?.outsets
        let text = title(of: cell)
        if text.isEmpty { return Metrics(size: IntrinsicContentSize(width: editable ? nil : 0, height: line), outsets: outsets, font: font) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if wraps(cell) {
            let stored = LayoutHierarchy.frame(of: element)?.width
            let insetWidth = outsets.map { $0.left + $0.right } ?? 0
            var wrapWidth: Double?
            if let preferred = element.layoutNumber("preferredMaxLayoutWidth"), preferred > 0 {
                wrapWidth = preferred
            } else if let stored, stored > insetWidth {
                wrapWidth = stored - insetWidth
            }
            if let wrapWidth { lines = lines.flatMap { font.wrapped($0, width: wrapWidth) } }
        }
        let widest = lines.map { font.width(of: $0) }.max() ?? 0
        return Metrics(size: IntrinsicContentSize(width: editable ? nil : widest.rounded(.up), height: line * Double(lines.count)),
                       outsets: outsets, font: font)
    }

    /// A label wraps unless it is in single-line mode or clips/truncates (Xcode writes no `lineBreakMode` for word wrapping).
    static func wraps(_ cell: MarkupElement) -> Bool {
        if cell.attribute("usesSingleLineMode") == "YES" { return false }
        let mode = cell.attribute("lineBreakMode")
        return mode == nil || mode == "wordWrapping" || mode == "charWrapping"
    }

    private static func buttonMetrics(cell: MarkupElement, generation: Generation, size: String,
                                      imageSizes: [String: (Double, Double)]) -> Metrics? {
        let font = font(of: cell)
        let title = title(of: cell)
        let type = cell.attribute("type"), bezel = cell.attribute("bezelStyle")
        if type == "check" || type == "radio" {
            guard let row = Table.row(.checkBox, generation, size), let box = row.width else { return nil }
            // The box, then the gap, then the title.
            let width = box + (title.isEmpty ? 0 : (row.titlePadding ?? 0) + font.width(of: title).rounded(.up))
            return Metrics(size: IntrinsicContentSize(width: width, height: row.height), outsets: row.outsets, font: font)
        }
        if cell.attribute("bordered") == "NO" {
            guard title.isEmpty, let name = cell.attribute("image"), let image = imageSizes[name] else { return nil }
            return Metrics(size: IntrinsicContentSize(width: image.0, height: image.1), outsets: nil, font: nil)
        }
        switch bezel {
        case "rounded" where type != "bevel":
            // (A bevel-type button drawn with the rounded bezel has neither a push button's fixed
            // height nor its outsets: the corpus' 16–40 pt ones, Big Sur and Xcode 26, have their
            // frame on 23 of the 24 edges a constraint places.)
            guard let row = Table.row(.pushButton, generation, size) else { return nil }
            return Metrics(size: IntrinsicContentSize(width: font.width(of: title).rounded(.up) + (row.titlePadding ?? 0), height: row.height),
                           outsets: row.outsets, font: font)
        case "helpButton":
            return Table.row(.helpButton, generation, size).map { Metrics(size: $0.size, outsets: $0.outsets, font: font) }
        case "smallSquare":
            return Table.row(.smallSquareButton, generation, size).map { Metrics(size: $0.size, outsets: $0.outsets, font: nil) }
        default:
            return nil
        }
    }

    /// The control's intrinsic size; `placeholderIntrinsicWidth/Height` win, as in Xcode.
    static func intrinsicSize(of element: MarkupElement, generation: Generation, imageSizes: [String: (Double, Double)]) -> IntrinsicContentSize {
        var size = metrics(of: element, generation: generation, imageSizes: imageSizes)?.size ?? .none
        if let raw = element.attribute("placeholderIntrinsicWidth") { size.width = LayoutNumber.read(raw) }
        if let raw = element.attribute("placeholderIntrinsicHeight") { size.height = LayoutNumber.read(raw) }
        return size
    }

    /// How far the frame reaches beyond the alignment rect, or nil.
    static func frameOutsets(of element: MarkupElement, generation: Generation) -> Insets? {
        guard let outsets = metrics(of: element, generation: generation)?.outsets, outsets != .zero else { return nil }
        return outsets
    }

    /// Where a text control's baselines sit below its alignment rect's top (LayoutItem's scale and
    /// offset), or nil (no text: the bottom edge). A label draws its lines from its top (first
    /// baseline one ascent down, the last a line above its bottom). A control centres its whole
    /// line in its own height, rounded down — but a small or large bezeled field's rounded up (the
    /// corpus' 11 pt small fields 19 pt high put their text 3 pt below a label's of the same font in
    /// 18 of 19 cases (7 documents), 14 pt large ones 22 pt high 3 pt in 9 (3 documents), where
    /// 13 pt regular 21 pt ones put it 2 pt in all 24 (5 documents); a hypothesis: the control
    /// size or the font's fractional metrics may be what decides, the corpus can't tell them apart) — the fixtures' 53 baseline constraints between
    /// controls whose stored frames both hold: Xcode 26's 24 pt buttons, pop-ups and fields 4 pt
    /// below a label's, 28 pt large buttons 6, 26 pt steppers 5, 16 pt check boxes 0; Catalina's
    /// 21 pt fields and pop-ups 2 — except Big Sur's 20 pt push buttons and pop-ups, 1 pt higher
    /// (SUStatus, NNW3OpenPanelAccessoryView), and so its large (28 pt) ones: 29 baseline
    /// constraints of 10 documents, all of one app (Aerial), against labels, fields and each other.
    static func baselines(of element: MarkupElement, generation: Generation) -> (first: (scale: Double, offset: Double), last: (scale: Double, offset: Double))? {
        guard let metrics = metrics(of: element, generation: generation), let font = metrics.font else { return nil }
        let line = lineHeight(font, generation)
        if textFields.contains(element.name), metrics.outsets != nil { return ((0, font.ascent), (1, font.ascent - line)) }
        guard let height = metrics.size.height else {
            let centred = (scale: 0.5, offset: -line / 2 + font.ascent)
            return (centred, centred)
        }
        let raised: Double = generation == .bigSur && (height == 20 || height == 28) ? 1 : 0
        let cell = cell(of: element)
        let roundsUp = textFields.contains(element.name) && (cell?.attribute("controlSize") ?? element.attribute("controlSize") ?? "regular") != "regular"
        let offset = (scale: 0.5, offset: ((height - line) / 2).rounded(roundsUp ? .up : .down) - raised - height / 2 + font.ascent)
        return (offset, offset)
    }
}
