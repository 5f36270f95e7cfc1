import Foundation
import IBDocument

/// What an uploaded file really is, decided from its bytes alone (the declared Content-Type is
/// never trusted): PNG, JPEG, GIF, WebP and PDF by their magic bytes, with the size read from
/// their headers; SVG only when our hardened XML parser (no DTDs, no entities, bounded depth)
/// accepts it and its root is `<svg>`. Pure: no I/O.
enum ImageSniffer {
    struct Sniffed: Equatable {
        var contentType: String
        /// Pixels for bitmaps; the document's own units (points) for SVG and PDF.
        var width: Double
        var height: Double
    }

    struct Refusal: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    static let supportedTypes = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf", "image/svg+xml"]

    static func sniff(_ bytes: [UInt8]) throws -> Sniffed {
        guard !bytes.isEmpty else { throw Refusal(description: "The upload is empty, so it is not an image.") }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(bytes) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return try gif(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return try webP(bytes) }
        if bytes.starts(with: Array("%PDF-".utf8)) { return try pdf(bytes) }
        if looksLikeMarkup(bytes) { return try SVGSize.sniff(bytes) }
        throw Refusal(description: "The file is not a PNG, JPEG, GIF, WebP, PDF or SVG image (its first bytes match none of them).")
    }

    // MARK: - Bitmaps

    /// The IHDR chunk comes first: width and height as big-endian 32-bit integers.
    private static func png(_ b: [UInt8]) throws -> Sniffed {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { throw truncated("PNG", "has no IHDR header") }
        let width = bigEndian32(b, 16), height = bigEndian32(b, 20)
        return try sized("image/png", "PNG", width, height)
    }

    /// Walks the marker segments up to the first start-of-frame (SOF0…SOF15 but DHT, JPG, DAC).
    private static func jpeg(_ b: [UInt8]) throws -> Sniffed {
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { throw truncated("JPEG", "has a damaged segment before its frame header") }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            if marker == 0xD9 || marker == 0xDA { break }  // end of image / start of scan before a frame header
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            guard length >= 2 else { throw truncated("JPEG", "has a segment with an impossible length") }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 8 < b.count else { break }
                let height = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let width = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return try sized("image/jpeg", "JPEG", width, height)
            }
            i += 2 + length
        }
        throw truncated("JPEG", "has no frame header (SOF) with its size")
    }

    /// The logical screen descriptor: little-endian 16-bit width and height after the signature.
    private static func gif(_ b: [UInt8]) throws -> Sniffed {
        guard b.count >= 10 else { throw truncated("GIF", "is shorter than its header") }
        return try sized("image/gif", "GIF", Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
    }

    /// RIFF/WEBP with a VP8 (lossy), VP8L (lossless) or VP8X (extended) first chunk.
    private static func webP(_ b: [UInt8]) throws -> Sniffed {
        let chunk = b.count >= 16 ? String(decoding: b[12..<16], as: UTF8.self) : ""
        guard b.count >= (chunk == "VP8L" ? 25 : 30) else { throw truncated("WebP", "is shorter than its header") }
        switch chunk {
        case "VP8 ":
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { throw truncated("WebP", "has a VP8 frame without its start code") }
            return try sized("image/webp", "WebP", (Int(b[26]) | Int(b[27]) << 8) & 0x3FFF, (Int(b[28]) | Int(b[29]) << 8) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { throw truncated("WebP", "has a VP8L chunk without its signature") }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return try sized("image/webp", "WebP", (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            let width = (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1
            let height = (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1
            return try sized("image/webp", "WebP", width, height)
        default:
            throw truncated("WebP", "has no VP8, VP8L or VP8X chunk")
        }
    }

    // MARK: - Documents

    /// The first page's `/MediaBox [x0 y0 x1 y1]` (points).
    private static func pdf(_ b: [UInt8]) throws -> Sniffed {
        let key = Array("/MediaBox".utf8)
        guard let start = firstIndex(of: key, in: b) else { throw truncated("PDF", "has no readable /MediaBox (page size)") }
        var i = start + key.count
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
        guard i < b.count, b[i] == UInt8(ascii: "[") else { throw truncated("PDF", "has a /MediaBox that is not an array") }
        guard let end = b[i...].prefix(200).firstIndex(of: UInt8(ascii: "]")) else { throw truncated("PDF", "has an unterminated /MediaBox") }
        let numbers = String(decoding: b[(i + 1)..<end], as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { throw truncated("PDF", "has a /MediaBox without four numbers") }
        let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
        guard width > 0, height > 0, width <= 100_000, height <= 100_000 else { throw truncated("PDF", "has an empty or absurd page size") }
        return Sniffed(contentType: "application/pdf", width: width, height: height)
    }

    /// Text starting (after an optional BOM and whitespace) with `<`: a candidate for SVG.
    private static func looksLikeMarkup(_ b: [UInt8]) -> Bool {
        var rest = b[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        return rest.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "<")
    }

    // MARK: - Helpers

    private static func sized(_ type: String, _ format: String, _ width: Int, _ height: Int) throws -> Sniffed {
        guard width > 0, height > 0 else { throw truncated(format, "declares a size of \(width) × \(height) pixels") }
        guard width <= 65_535, height <= 65_535 else {
            throw truncated(format, "is \(width) × \(height) pixels; images are limited to 65535 pixels per side")
        }
        return Sniffed(contentType: type, width: Double(width), height: Double(height))
    }

    private static func truncated(_ format: String, _ problem: String) -> Refusal {
        Refusal(description: "The file starts like a \(format) image but \(problem).")
    }

    private static func bigEndian32(_ b: [UInt8], _ i: Int) -> Int {
        Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count, let first = needle.first else { return nil }
        var i = 0
        while i <= haystack.count - needle.count {
            if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
