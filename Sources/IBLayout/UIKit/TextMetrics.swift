import IBDocument

/// Text measurement without fonts. The approximation (documented in docs/layout.md): advance
/// widths are Helvetica's (AFM, per 1000 em) for ASCII, which track SF Pro within a few percent
/// ("Label" at 17 pt: 41.6 → 42, as Xcode shows), and Helvetica-Bold's for bold, other weights
/// interpolated between them (`TextAdvances`); other scripts count 0.556 em (Latin-like) or 1 em
/// (CJK and other wide characters). Line metrics are SF Pro's
/// (its hhea ascender 1950 and descender 494 per 2048 em: 17 pt → a 20.287 pt line, UIFont's
/// `lineHeight` for the 17 pt system font).
public struct TextMetrics: Equatable, Sendable {
    public var pointSize: Double
    /// The weight on the OpenType scale: 300 light, 400 regular, 500 medium, 600 semibold, 700 bold.
    public var weight: Double
    /// Semibold or heavier; setting it makes the weight bold (700) or regular (400).
    public var isBold: Bool {
        get { weight >= 600 }
        set { weight = newValue ? 700 : 400 }
    }
    /// The device's points-to-pixels scale: UILabel's size is rounded up to whole pixels (half
    /// points on a @2x device, thirds on @3x; `Device.displayScale`).
    public var displayScale: Double
    /// Paragraph style of attributed text (`AttributedText`): each line is `lineHeightMultiple` ×
    /// the font's line, at least `minimumLineHeight`, with `lineSpacing` between lines.
    public var lineHeightMultiple = 1.0
    public var lineSpacing = 0.0
    public var minimumLineHeight = 0.0

    public init(pointSize: Double, isBold: Bool = false, displayScale: Double = 3) {
        self.init(pointSize: pointSize, weight: isBold ? 700 : 400, displayScale: displayScale)
    }

    public init(pointSize: Double, weight: Double, displayScale: Double = 3) {
        self.pointSize = pointSize
        self.weight = weight
        self.displayScale = displayScale
    }

    /// `value` rounded up to the device's pixels.
    public func roundedUp(_ value: Double) -> Double { (value * displayScale).rounded(.up) / displayScale }

    public static let ascender = 1950.0 / 2048
    public static let descender = 494.0 / 2048

    public var lineHeight: Double { pointSize * (TextMetrics.ascender + TextMetrics.descender) }
    public var ascent: Double { pointSize * TextMetrics.ascender }

    /// The advance width of one line of text, not rounded.
    public func width(of text: String) -> Double {
        var units = 0.0
        for scalar in text.unicodeScalars { units += TextAdvances.advance(of: scalar, weight: weight) }
        return units / 1000 * pointSize
    }

    /// The lines UILabel lays the text out in: its paragraphs, wrapped at `wrapWidth` if any, at
    /// most `lines` (0: all).
    public func laidOutLines(of text: String, lines: Int = 0, wrapWidth: Double? = nil) -> [String] {
        var textLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let wrapWidth { textLines = textLines.flatMap { wrapped($0, width: wrapWidth) } }
        if textLines.isEmpty { textLines = [""] }
        if lines > 0, textLines.count > lines { textLines = Array(textLines.prefix(lines)) }
        return textLines
    }

    /// The size UILabel reports for the text: the widest line × the line count, rounded up to pixels.
    /// With a `wrapWidth`, paragraphs wrap at it (`wrapped(_:width:)`).
    public func size(of text: String, lines: Int = 0, wrapWidth: Double? = nil) -> (width: Double, height: Double) {
        let textLines = laidOutLines(of: text, lines: lines, wrapWidth: wrapWidth)
        let widest = textLines.map(width(of:)).max() ?? 0
        let count = Double(textLines.count)
        guard lineHeightMultiple != 1 || lineSpacing != 0 || minimumLineHeight != 0 else {
            return (roundedUp(widest), roundedUp(lineHeight * count))
        }
        let line = max(lineHeight * lineHeightMultiple, minimumLineHeight)
        return (roundedUp(widest), roundedUp(line * count + lineSpacing * (count - 1)))
    }

    /// The lines one paragraph wraps into at `width`, as UILabel's word wrapping does: greedily by
    /// words separated by spaces (a line fits when its text, spaces between words included, is no
    /// wider than `width`); a word wider than a line is broken between characters (Unicode scalars).
    public func wrapped(_ paragraph: String, width maxWidth: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        func startLine(with word: String) {
            current = ""
            for scalar in word.unicodeScalars {
                let piece = current + String(scalar)
                if !current.isEmpty, width(of: piece) > maxWidth {
                    lines.append(current)
                    current = String(scalar)
                } else {
                    current = piece
                }
            }
        }
        for (index, word) in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init).enumerated() {
            if index == 0 { startLine(with: word); continue }
            let candidate = current + " " + word
            if width(of: candidate) <= maxWidth {
                current = candidate
            } else {
                lines.append(current)
                startLine(with: word)
            }
        }
        lines.append(current)
        return lines
    }

    /// The font of an element's `<fontDescription key="fontDescription">` (system 17 pt when absent).
    /// With a `device`, a size-class variation's `<fontDescription>` for its size classes wins
    /// (`SizeClasses`) and sizes round up to its pixels; without one, the base font and thirds.
    public static func of(_ element: MarkupElement, defaultSize: Double = 17, device: Device? = nil) -> TextMetrics {
        let scale = device?.displayScale ?? 3
        let described = device.map { SizeClasses(device: $0).variant(of: element, named: "fontDescription", key: "fontDescription") }
            ?? element.firstChild(named: "fontDescription")
        guard let font = described else { return TextMetrics(pointSize: defaultSize, displayScale: scale) }
        var metrics = TextMetrics(pointSize: defaultSize, weight: weight(of: font), displayScale: scale)
        if let size = font.layoutNumber("pointSize"), size > 0 {
            metrics.pointSize = size
        } else if let style = font.attribute("style"), let size = textStyleSizes[style] {
            metrics.pointSize = size
            // The Headline text style is semibold (Apple HIG, Typography › Specifications).
            if style == "UICTFontTextStyleHeadline" { metrics.weight = max(metrics.weight, 600) }
        }
        return metrics
    }

    /// A `<fontDescription>`'s weight: its `weight` (`ultraLight` 100 … `black` 900), a bold
    /// `type` (`boldSystem`: 700), or the weight its PostScript `name` names (…-Light 300,
    /// …-Bold 700); regular (400) otherwise.
    static func weight(of font: MarkupElement) -> Double {
        if let named = font.attribute("weight"), let weight = weights[named] { return weight }
        if (font.attribute("type") ?? "").lowercased().contains("bold") { return 700 }
        return weight(named: font.attribute("name") ?? "")
    }

    /// The weight a font's PostScript name names (`HelveticaNeue-Light`: 300), regular (400) when none.
    static func weight(named name: String) -> Double {
        weightsInNames.first { name.contains($0.word) }?.weight ?? 400
    }

    /// `UIFont.Weight`'s names as Interface Builder writes them, on the OpenType scale.
    static let weights: [String: Double] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
        "heavy": 800, "black": 900,
    ]
    /// Weight words in PostScript names, checked in order (UltraLight before Light, SemiBold before Bold).
    static let weightsInNames: [(word: String, weight: Double)] = [
        ("UltraLight", 100), ("Thin", 200), ("Light", 300), ("Medium", 500), ("SemiBold", 600), ("Semibold", 600),
        ("Bold", 700), ("Heavy", 800), ("Black", 900),
    ]

    /// Dynamic Type sizes at the default (Large) content size category.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]
}
