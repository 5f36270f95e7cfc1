import IBDocument

/// The natural size of the UIKit controls that have one, estimated from the document (titles,
/// fonts, image sizes in `<resources>`). A nil side means "no intrinsic size on this axis".
/// Control sizes are UIKit's stock ones (switch 49×31 alignment rect, classic button 30 pt high...); text goes
/// through `TextMetrics`. When the document says `placeholderIntrinsicWidth/Height` (IB's
/// "Intrinsic Size: Placeholder"), that wins, as in Xcode.
public struct IntrinsicContentSize: Equatable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public static let none = IntrinsicContentSize(width: nil, height: nil)

    /// Computes the size for a view element; `imageSizes` maps resource image names to sizes.
    /// `toolsVersion` picks the control generation: Xcode 26 (toolsVersion 24500+) draws the
    /// iOS 26 switch, 63×28 (its alignment rect 61×28, see `fixedFrameSize`).
    /// `device`: the one laid out for — its size classes pick size-class variations of fonts
    /// (`SizeClasses`), text sizes round up to its pixels (`TextMetrics.of`).
    public static func of(_ element: MarkupElement, imageSizes: [String: (Double, Double)], toolsVersion: Int = 0,
                          device: Device? = nil) -> IntrinsicContentSize {
        var size = natural(element, imageSizes: imageSizes, device: device)
        if element.name == "switch", toolsVersion >= 24500 { size = IntrinsicContentSize(width: 61, height: 28) }
        if let raw = element.attribute("placeholderIntrinsicWidth") { size.width = LayoutNumber.read(raw) }
        if let raw = element.attribute("placeholderIntrinsicHeight") { size.height = LayoutNumber.read(raw) }
        return size
    }

    /// A UISwitch draws at its own size whatever its constraints say: its frame takes that size
    /// (origin from the layout), and that is what Xcode stores. Its alignment rect — what the
    /// constraints and its intrinsic size (49×31; 61×28 in Xcode 26) describe — is the frame less
    /// 2 pt on the right: a switch pinned to a trailing edge (margin) has its frame 2 pt past it,
    /// a view placed 8 pt after a switch at x = 20 starts at 77, and a switch constrained 49 pt
    /// wide is stored 51 pt wide. Nil for every other view.
    public static func fixedFrameSize(of element: MarkupElement, toolsVersion: Int = 0) -> (width: Double, height: Double)? {
        guard element.name == "switch" else { return nil }
        return toolsVersion >= 24500 ? (63, 28) : (51, 31)
    }

    private static func natural(_ element: MarkupElement, imageSizes: [String: (Double, Double)], device: Device?) -> IntrinsicContentSize {
        switch element.name {
        case "label":
            var font = TextMetrics.of(element, device: device)
            let lines = Int(element.attribute("numberOfLines") ?? "1") ?? 1
            var text = element.attribute("text") ?? element.firstChild(named: "string", key: "text")?.textContent ?? ""
            if text.isEmpty, let attributed = AttributedText.of(element, device: device) { (text, font) = (attributed.text, attributed.font) }
            // A label without text has no size (an empty label collapses in a stack view): NetNewsWire's
            // `text=""` label is stored 0 pt high.
            if text.isEmpty { return IntrinsicContentSize(width: 0, height: 0) }
            let measured = font.size(of: text, lines: lines, wrapWidth: lines == 1 ? nil : wrapWidth(of: element))
            return IntrinsicContentSize(width: measured.width, height: measured.height)
        case "button":
            return buttonSize(element, imageSizes: imageSizes, device: device)
        case "textField":
            let font = TextMetrics.of(element, defaultSize: 14, device: device)
            let text = element.attribute("text") ?? element.attribute("placeholder") ?? ""
            // No `borderStyle` is UITextField's default, none (Xcode writes `roundedRect` when it is one).
            let rounded = element.attribute("borderStyle") == "roundedRect"
            let textWidth = font.roundedUp(font.width(of: text))
            return IntrinsicContentSize(width: textWidth + (rounded ? 14 : 0),
                                        height: rounded ? max(34, font.lineHeight + 16) : font.roundedUp(font.lineHeight))
        case "switch":
            return IntrinsicContentSize(width: 49, height: 31)
        case "activityIndicatorView":
            let large = (element.attribute("style") ?? "").lowercased().contains("large")
            return large ? IntrinsicContentSize(width: 37, height: 37) : IntrinsicContentSize(width: 20, height: 20)
        case "slider":
            return IntrinsicContentSize(width: nil, height: 30)
        case "progressView":
            return IntrinsicContentSize(width: nil, height: 4)
        case "stepper":
            return IntrinsicContentSize(width: 94, height: 32)
        case "segmentedControl":
            return IntrinsicContentSize(width: nil, height: 32)
        case "navigationBar", "toolbar":
            return IntrinsicContentSize(width: nil, height: 44)
        case "tabBar":
            return IntrinsicContentSize(width: nil, height: 49)
        case "searchBar":
            return IntrinsicContentSize(width: nil, height: 56)
        case "pageControl":
            let pages = LayoutNumber.read(element.attribute("numberOfPages") ?? "3") ?? 3
            return IntrinsicContentSize(width: max(pages, 1) * 16 - 7 + 24, height: 26)
        case "imageView":
            // An SF Symbol's resource size (`catalog="system"`, 128×123…) is not its point size.
            guard let name = element.attribute("image"), element.attribute("catalog") != "system",
                  let size = imageSizes[name] else { return .none }
            return IntrinsicContentSize(width: size.0, height: size.1)
        default:
            return .none
        }
    }

    /// How many lines a label draws: the lines its text takes wrapped at its wrap width, at most
    /// `numberOfLines` (0: no limit) and at most the whole lines its height holds (UILabel leaves
    /// out the lines that don't fit its bounds; the stored frame's height stands for the solved
    /// one, as its width does for the wrap width), at least one. UILabel draws that block of lines
    /// centred in its bounds, so its baselines depend on it (`RootLayout.setBaselines`). Twin of
    /// the JavaScript `labelLineCount`.
    static func lineCount(of element: MarkupElement, font: TextMetrics, text: String) -> Int {
        let lines = Int(element.attribute("numberOfLines") ?? "1") ?? 1
        if lines == 1 || text.isEmpty { return 1 }
        let laidOut = font.laidOutLines(of: text, lines: lines, wrapWidth: wrapWidth(of: element)).count
        let fitting = LayoutHierarchy.frame(of: element).map { Int((($0.height / font.lineHeight) + 1e-9).rounded(.down)) } ?? laidOut
        return max(1, min(laidOut, fitting))
    }

    /// Where a multi-line label (`numberOfLines` 0 or more than 1) wraps its text: its
    /// `preferredMaxLayoutWidth`, else the width of its stored frame (UIKit wraps at the width the
    /// layout gives it, which would make the layout non-linear: the stored width stands for it, as
    /// stored frames do for nested safe areas). Nil without either.
    static func wrapWidth(of element: MarkupElement) -> Double? {
        if let preferred = element.layoutNumber("preferredMaxLayoutWidth"), preferred > 0 { return preferred }
        guard let frame = LayoutHierarchy.frame(of: element), frame.width > 0 else { return nil }
        return frame.width
    }

    /// Classic buttons: title + 2 pt wide, its line + 12 pt high (rounded up: 30 at 15 pt, 27 at
    /// 12), plus `contentEdgeInsets`; an image without a title: the image's
    /// size (from `<resources>`) plus `contentEdgeInsets` — none when the image is an SF Symbol
    /// (`catalog="system"`: the resource size is not its point size) or not listed; iOS 15
    /// configuration buttons: the title with the configuration's default content insets (12 pt
    /// sides, 7 pt top and bottom).
    private static func buttonSize(_ element: MarkupElement, imageSizes: [String: (Double, Double)], device: Device?) -> IntrinsicContentSize {
        if let configuration = element.firstChild(named: "buttonConfiguration") {
            let font = TextMetrics.of(configuration, defaultSize: 17, device: device)
            let title = configuration.attribute("title") ?? ""
            let text = font.size(of: title)
            return IntrinsicContentSize(width: (text.width + 24).rounded(.up), height: text.height + 14)
        }
        let font = TextMetrics.of(element, defaultSize: 15, device: device)
        let normal = element.childElements.first { $0.name == "state" && $0.attribute("key") == "normal" }
        let title = normal?.attribute("title") ?? ""
        let imageOnly = title.isEmpty && normal?.attribute("image") != nil
        let insets = element.firstChild(named: "inset", key: "contentEdgeInsets")
        let side = { (key: String) in insets?.layoutNumber(key) ?? 0 }
        if imageOnly {
            guard normal?.attribute("catalog") != "system", let name = normal?.attribute("image"),
                  let image = imageSizes[name] else { return .none }
            return IntrinsicContentSize(width: image.0 + side("minX") + side("maxX"), height: image.1 + side("minY") + side("maxY"))
        }
        if title.isEmpty { return IntrinsicContentSize(width: 30, height: (font.lineHeight + 12).rounded(.up)) }
        return IntrinsicContentSize(width: (font.width(of: title) + 2).rounded(.up) + side("minX") + side("maxX"),
                                    height: (font.lineHeight + 12).rounded(.up) + side("minY") + side("maxY"))
    }
}
