import IBDocument

/// A label's attributed text as Interface Builder stores it (`<attributedString
/// key="attributedText">` with `<fragment content="…">` runs, each with its `<font key="NSFont"
/// metaFont="system" size="17"/>` and `<paragraphStyle key="NSParagraphStyle"
/// lineHeightMultiple="…" lineSpacing="…" minimumLineHeight="…"/>`): the runs' text joined, measured
/// with the first run's font and paragraph style (mixed fonts within a label are not modelled).
/// Twin of `attributedText` in `Public/js/layout/text-metrics.js`.
struct AttributedText {
    var text: String
    var font: TextMetrics

    /// Nil when the element has no attributed text.
    static func of(_ element: MarkupElement, device: Device?) -> AttributedText? {
        guard let string = element.firstChild(named: "attributedString", key: "attributedText") else { return nil }
        let fragments = string.childElements.filter { $0.name == "fragment" }
        let text = fragments.map { $0.attribute("content") ?? $0.firstChild(named: "string", key: "content")?.textContent ?? "" }.joined()
        let attributes = fragments.first?.firstChild(named: "attributes")
        var font = TextMetrics(pointSize: 17, displayScale: device?.displayScale ?? 3)
        if let described = attributes?.firstChild(named: "font", key: "NSFont") {
            if let size = described.layoutNumber("size"), size > 0 { font.pointSize = size }
            // `metaFont="boldSystem"` (or `systemBold`) is bold; a named font's weight is in its name.
            font.weight = (described.attribute("metaFont") ?? "").lowercased().contains("bold") ? 700
                : TextMetrics.weight(named: described.attribute("name") ?? "")
        }
        if let paragraph = attributes?.firstChild(named: "paragraphStyle", key: "NSParagraphStyle") {
            font.lineHeightMultiple = paragraph.layoutNumber("lineHeightMultiple").flatMap { $0 > 0 ? $0 : nil } ?? 1
            font.lineSpacing = paragraph.layoutNumber("lineSpacing") ?? 0
            font.minimumLineHeight = paragraph.layoutNumber("minimumLineHeight") ?? 0
        }
        return AttributedText(text: text, font: font)
    }
}
