import IBDocument

/// Text measurement without fonts. The approximation (documented in docs/layout.md): advance
/// widths are Helvetica's (AFM, per 1000 em) for ASCII, which track SF Pro within a few percent
/// ("Label" at 17 pt: 41.6 → 42, as Xcode shows); other scripts count 0.556 em (Latin-like)
/// or 1 em (CJK and other wide characters); bold text is 6% wider. Line metrics are SF Pro's
/// (its hhea ascender 1950 and descender 494 per 2048 em: 17 pt → a 20.287 pt line, UIFont's
/// `lineHeight` for the 17 pt system font).
public struct TextMetrics: Equatable, Sendable {
    public var pointSize: Double
    public var isBold: Bool
    /// The device's points-to-pixels scale: UILabel's size is rounded up to whole pixels (half
    /// points on a @2x device, thirds on @3x; `Device.displayScale`).
    public var displayScale: Double
    /// Paragraph style of attributed text (`AttributedText`): each line is `lineHeightMultiple` ×
    /// the font's line, at least `minimumLineHeight`, with `lineSpacing` between lines.
    public var lineHeightMultiple = 1.0
    public var lineSpacing = 0.0
    public var minimumLineHeight = 0.0

    public init(pointSize: Double, isBold: Bool = false, displayScale: Double = 3) {
        self.pointSize = pointSize
        self.isBold = isBold
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
        for scalar in text.unicodeScalars { units += TextMetrics.advance(of: scalar) }
        return units / 1000 * pointSize * (isBold ? 1.06 : 1)
    }

    /// The size UILabel reports for the text: the widest line × the line count, rounded up to pixels.
    /// With a `wrapWidth`, paragraphs wrap at it (`wrapped(_:width:)`).
    public func size(of text: String, lines: Int = 0, wrapWidth: Double? = nil) -> (width: Double, height: Double) {
        var textLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let wrapWidth { textLines = textLines.flatMap { wrapped($0, width: wrapWidth) } }
        if textLines.isEmpty { textLines = [""] }
        if lines > 0, textLines.count > lines { textLines = Array(textLines.prefix(lines)) }
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
        let weight = font.attribute("weight") ?? ""
        let bold = (font.attribute("type") ?? "").lowercased().contains("bold") || weight == "bold" || weight == "semibold"
            || weight == "heavy" || weight == "black" || (font.attribute("name") ?? "").contains("Bold")
        if let size = font.number("pointSize"), size > 0 { return TextMetrics(pointSize: size, isBold: bold, displayScale: scale) }
        if let style = font.attribute("style"), let size = textStyleSizes[style] {
            return TextMetrics(pointSize: size, isBold: bold || style == "UICTFontTextStyleHeadline", displayScale: scale)
        }
        return TextMetrics(pointSize: defaultSize, isBold: bold, displayScale: scale)
    }

    /// Dynamic Type sizes at the default (Large) content size category.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    private static func advance(of scalar: Unicode.Scalar) -> Double {
        let value = Int(scalar.value)
        if value >= 32, value < 127 { return helveticaWidths[value - 32] }
        if value < 32 { return 0 }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || value >= 0x1F300 {
            return 1000
        }
        return 556
    }

    /// Helvetica advance widths for U+0020…U+007E, per 1000 em.
    private static let helveticaWidths: [Double] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,      // p … ~
    ]
}
