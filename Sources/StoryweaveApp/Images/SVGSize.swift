import Foundation
import IBDocument

/// Accepts an SVG only when IBDocument's hardened parser reads it (it refuses DTDs and entity
/// declarations, so no XXE or entity expansion) and its root element is `<svg>`; the size
/// comes from `width`/`height` (unitless or px/pt) or else from `viewBox`.
enum SVGSize {
    static func sniff(_ bytes: [UInt8]) throws -> ImageSniffer.Sniffed {
        let document: MarkupDocument
        do { document = try MarkupDocument.parse(bytes) } catch {
            throw ImageSniffer.Refusal(description: "The file is not a PNG, JPEG, GIF, WebP or PDF image, and it is not an SVG we accept: \(error)")
        }
        let root = document.root
        let localName = root.name.split(separator: ":").last.map(String.init) ?? root.name
        guard localName == "svg" else {
            throw ImageSniffer.Refusal(description: "The file is XML but its root element is <\(root.name)>, not <svg>, so it is not an image.")
        }
        let box = root.attribute("viewBox").flatMap(viewBoxSize)
        let width = root.attribute("width").flatMap(length) ?? box?.width
        let height = root.attribute("height").flatMap(length) ?? box?.height
        guard let width, let height, width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw ImageSniffer.Refusal(description: "The SVG has no usable size: give its <svg> width and height, or a viewBox.")
        }
        return ImageSniffer.Sniffed(contentType: "image/svg+xml", width: width, height: height)
    }

    /// A length in user units: `24`, `24px`, `24pt` (1 pt = 1 user unit here, as Xcode treats vectors);
    /// relative units (`%`, `em`) are no size.
    static func length(_ text: String) -> Double? {
        var value = text.trimmingCharacters(in: .whitespaces)
        for unit in ["px", "pt"] where value.hasSuffix(unit) { value.removeLast(unit.count) }
        return Double(value)
    }

    static func viewBoxSize(_ text: String) -> (width: Double, height: Double)? {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (numbers[2], numbers[3])
    }
}
