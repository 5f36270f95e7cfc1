import IBDocument

/// AppKit controls' intrinsic sizes and alignment rects in macOS documents, by the Xcode
/// generation that laid the document out (its AppKit drew the frames Xcode stored). Sizes are
/// the alignment rect's (what constraints place); `outsets` is how far the stored frame reaches
/// beyond it. A control not listed here has no intrinsic size and no outsets (as before).
///
/// Where the figures come from — the corpus' stored frames against the constraints that place
/// them (`../shared/fixtures/ib`), and for push buttons' Aqua insets wxWidgets' Cocoa button
/// insets (regular 4/6/7/6, small 4/5/6/5, mini 0/1/1/1; small square 1/0/1/0), as the corpus
/// confirms:
/// - Labels (text fields without a border): the text 2 pt inside the frame on both sides (every
///   generation: `x = 18` for a leading constant of 20); one line is 16 pt at 13 pt (17 before
///   Xcode 11: Aqua's NSFont rounds ascender and descender up apiece), 14 at 11 pt; lines stack
///   whole. Bezeled fields: the line plus 5 pt (22, then 21), 24 in Xcode 26; editable fields
///   have no intrinsic width.
/// - Push buttons (`bezelStyle="rounded"`): a 32 pt frame around a 21 pt alignment rect (4, 6,
///   7, 6) before Big Sur, 20 pt (5, 7, 7, 7) from Xcode 12 (a spinning indicator centred on one
///   and a pop-up 20 pt above another), 24 pt with no outsets in Xcode 26 (28 large). Width: the
///   title + 26 pt (fitted with our Helvetica widths: 25–29 in Xcode 26). Big Sur's small ones are
///   a 27 pt frame round 16 pt (4, 6, 7, 6) and large ones 40 round 28 (6, 6, 6, 6): every
///   constraint-placed one in `../shared/fixtures/corpus` (23 small, 50 large; the 28 pt small
///   frames there are all `fixedFrame`), their edges against a superview, a label or a field.
/// - Pop-up buttons (push, rounded): a 25 pt frame, 21 pt rect (1, 2, 3, 3) before Big Sur, 20 pt
///   (1, 3, 4, 4) after (a label above, a push button below, a label before and the window's
///   or a bezeled field's edge place them); 24 pt in Xcode 26. Small ones from Big Sur (Xcode 26
///   too) a 22 pt frame round 16 pt (2, 4, 4, 4), large Big Sur ones 40 round 28 (6, 5, 6, 5): the
///   corpus' 67 small and 25 large constraint-placed pop-ups, edges as for push buttons.
/// - Check boxes and radio buttons: 16 pt (small 14) in Xcode 26, no outsets, the box then 6 pt
///   then the title; before, small ones are a 16 pt frame round a 14 pt rect (1, 1, 1, 0) and
///   regular ones an 18 pt frame round a 16 pt rect (1, 2, 1, 0): 90 leading edges of the corpus'
///   regular check boxes 2 pt inside their frame, 47 bottoms and 37 tops 1 pt, 9 trailing 0
///   (Aqua to Big Sur; the one regular radio button agrees).
/// - Progress bars: an 18 pt rect in a 20 pt frame (1 pt above and below: IndeterminateProgress
///   Window, SUStatus); spinning indicators 32/16/10 pt square. Steppers 20×26 and segmented
///   controls 24 pt high in Xcode 26; help buttons 24×24 there; NSSwitch mini 36×16; image views
///   the image's size; separator boxes 1 pt thick in a 5 pt frame.
/// Text: the cell's `<font>` (system 13 pt by default) through `TextMetrics` at whole points.
/// Baselines (`baselines(of:generation:)`): a label's first line hangs from its top; buttons,
/// pop-ups and fields centre their line — and so do a help button and a stepper without a title
/// (NetNewsWire's help buttons share a push button's baseline, and its Dinosaurs stepper a
/// bezeled field's, only so). Frames are aligned to whole points (`RootLayout.pixelScale`, PixelAlignment.swift).
/// Twin of `Public/js/layout/appkit-controls.js`.
enum AppKitControls {
    /// Xcode generations whose AppKit controls differ.
    enum Generation: Int, Comparable, Sendable {
        case aqua, catalina, bigSur, tahoe

        /// Tahoe (Xcode 26) from 24000, Big Sur (Xcode 12) from 17000, Catalina (Xcode 11) from 15000.
        init(toolsVersion: Int) {
            self = toolsVersion >= 24000 ? .tahoe : toolsVersion >= 17000 ? .bigSur : toolsVersion >= 15000 ? .catalina : .aqua
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

    /// Point sizes of the `metaFont`s Interface Builder writes (`menu` lays out as 13 pt: pop-ups
    /// written with it share a 13 pt label's baseline as a 13 pt control would).
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "smallSystem": 11, "smallSystemBold": 11, "miniSystem": 9, "miniSystemBold": 9, "menu": 13,
        "menuBar": 14, "message": 13, "controlContent": 13, "titleBar": 13, "label": 10, "cellTitle": 12, "toolTip": 11, "palette": 11,
        "paletteTitle": 11,
    ]

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

    static func metrics(of element: MarkupElement, generation: Generation, imageSizes: [String: (Double, Double)] = [:]) -> Metrics? {
        let cell = cell(of: element)
        let size = cell?.attribute("controlSize") ?? element.attribute("controlSize") ?? "regular"
        switch element.name {
        case let name where textFields.contains(name):
            return cell.map { textFieldMetrics(element, cell: $0, generation: generation) }
        case "button":
            return cell.flatMap { buttonMetrics(cell: $0, generation: generation, size: size, imageSizes: imageSizes) }
        case "popUpButton":
            guard let cell, cell.attribute("bezelStyle") == "rounded", cell.attribute("type") == "push" else { return nil }
            let height: Double, outsets: Insets
            switch (generation, size) {
            case (.bigSur, "small"), (.tahoe, "small"): (height, outsets) = (16, Insets(top: 2, left: 4, bottom: 4, right: 4))
            case (.bigSur, "large"): (height, outsets) = (28, Insets(top: 6, left: 5, bottom: 6, right: 5))
            case (.tahoe, "regular"): (height, outsets) = (24, .zero)
            case (.bigSur, "regular"): (height, outsets) = (20, Insets(top: 1, left: 3, bottom: 4, right: 4))
            case (_, "regular"): (height, outsets) = (21, Insets(top: 1, left: 2, bottom: 3, right: 3))
            default: return nil
            }
            return Metrics(size: IntrinsicContentSize(width: nil, height: height), outsets: outsets, font: font(of: cell))
        case "progressIndicator":
            if element.attribute("style") == "spinning" {
                guard let side = ["regular": 32.0, "small": 16, "mini": 10][size] else { return nil }
                return Metrics(size: IntrinsicContentSize(width: side, height: side), outsets: nil, font: nil)
            }
            return size == "regular" ? Metrics(size: IntrinsicContentSize(width: nil, height: 18), outsets: Insets(top: 1, left: 0, bottom: 1, right: 0), font: nil) : nil
        // (Controls without a title still put their baseline where their font's centred line would be.)
        case "stepper":
            return generation == .tahoe && size == "regular" ? Metrics(size: IntrinsicContentSize(width: 20, height: 26), outsets: nil, font: font(of: cell)) : nil
        case "segmentedControl":
            return generation == .tahoe && size == "regular" ? Metrics(size: IntrinsicContentSize(width: nil, height: 24), outsets: nil, font: font(of: cell)) : nil
        case "switch":
            return generation == .tahoe && size == "mini" ? Metrics(size: IntrinsicContentSize(width: 36, height: 16), outsets: nil, font: nil) : nil
        case "imageView":
            let frameStyle = element.attribute("imageFrameStyle") ?? cell?.attribute("imageFrameStyle")
            guard frameStyle == nil || frameStyle == "none", let name = cell?.attribute("image"), let image = imageSizes[name] else { return nil }
            return Metrics(size: IntrinsicContentSize(width: image.0, height: image.1), outsets: nil, font: nil)
        case "box":
            guard element.attribute("boxType") == "separator" else { return nil }
            let frame = LayoutHierarchy.frame(of: element)
            if let frame, frame.height > frame.width {
                return Metrics(size: IntrinsicContentSize(width: 1, height: nil), outsets: Insets(top: 0, left: 2, bottom: 0, right: 2), font: nil)
            }
            return Metrics(size: IntrinsicContentSize(width: nil, height: 1), outsets: Insets(top: 2, left: 0, bottom: 2, right: 0), font: nil)
        default:
            return nil
        }
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
        if border == "bezel" || border == "border" {
            let width = editable ? nil : font.width(of: title(of: cell)).rounded(.up) + 4
            return Metrics(size: IntrinsicContentSize(width: width, height: line + (generation == .tahoe ? 8 : 5)), outsets: nil, font: font)
        }
        let outsets = Insets(top: 0, left: 2, bottom: 0, right: 2)
        let text = title(of: cell)
        if text.isEmpty { return Metrics(size: IntrinsicContentSize(width: editable ? nil : 0, height: line), outsets: outsets, font: font) }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if wraps(cell) {
            let stored = LayoutHierarchy.frame(of: element)?.width
            var wrapWidth: Double?
            if let preferred = element.layoutNumber("preferredMaxLayoutWidth"), preferred > 0 {
                wrapWidth = preferred
            } else if let stored, stored > 4 {
                wrapWidth = stored - 4
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
            let box: (height: Double, width: Double, outsets: Insets?)
            switch (generation == .tahoe, size) {
            case (true, "regular"): box = (16, 16, nil)
            case (true, "small"): box = (14, 14, nil)
            case (false, "small"): box = (14, 13, Insets(top: 1, left: 1, bottom: 1, right: 0))
            case (false, "regular"): box = (16, 16, Insets(top: 1, left: 2, bottom: 1, right: 0))
            default: return nil
            }
            // The box, then 6 pt, then the title.
            let width = box.width + (title.isEmpty ? 0 : 6 + font.width(of: title).rounded(.up))
            return Metrics(size: IntrinsicContentSize(width: width, height: box.height), outsets: box.outsets, font: font)
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
            let push: (height: Double, outsets: Insets)
            switch (generation, size) {
            case (.tahoe, "regular"): push = (24, .zero)
            case (.tahoe, "large"): push = (28, .zero)
            case (.tahoe, _): return nil
            case (.bigSur, "small"): push = (16, Insets(top: 4, left: 6, bottom: 7, right: 6))
            case (.bigSur, "large"): push = (28, Insets(top: 6, left: 6, bottom: 6, right: 6))
            case (_, "small"): push = (18, Insets(top: 4, left: 5, bottom: 6, right: 5))
            case (_, "mini"): push = (15, Insets(top: 0, left: 1, bottom: 1, right: 1))
            case (.bigSur, _): push = (20, Insets(top: 5, left: 7, bottom: 7, right: 7))
            default: push = (21, Insets(top: 4, left: 6, bottom: 7, right: 6))
            }
            // Title padding of the alignment rect, both sides together.
            let paddings: [String: Double] = ["large": generation == .tahoe ? 32 : 26, "small": 22, "mini": 18]
            let padding = paddings[size] ?? 26
            return Metrics(size: IntrinsicContentSize(width: font.width(of: title).rounded(.up) + padding, height: push.height),
                           outsets: push.outsets, font: font)
        case "helpButton":
            return generation == .tahoe ? Metrics(size: IntrinsicContentSize(width: 24, height: 24), outsets: nil, font: font) : nil
        case "smallSquare":
            return Metrics(size: .none, outsets: Insets(top: 1, left: 0, bottom: 1, right: 0), font: nil)
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
