import Foundation

/// A minimal `multipart/form-data` (RFC 7578) reader: enough for a browser `<input type=file>` upload.
public struct MultipartFormData: Sendable {
    public struct Part: Sendable, Equatable {
        public var name: String?
        public var filename: String?
        public var contentType: String?
        public var body: [UInt8]
    }

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case missingBoundary
        case malformed(String)

        public var description: String {
            switch self {
            case .missingBoundary: return "The multipart Content-Type has no boundary parameter."
            case .malformed(let reason): return "The multipart body is malformed: \(reason)."
            }
        }
    }

    public let parts: [Part]

    /// The boundary parameter of a `multipart/form-data; boundary=…` content type.
    public static func boundary(fromContentType contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingWhitespace().lowercased() == "boundary" else { continue }
            var value = pair[1].trimmingWhitespace()
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return value.isEmpty || value.utf8.count > 70 ? nil : value
        }
        return nil
    }

    public init(body: [UInt8], boundary: String) throws {
        let delimiter = Array("--\(boundary)".utf8)
        let separator = Array("\r\n--\(boundary)".utf8)
        guard var position = Self.find(delimiter, in: body, from: 0) else {
            throw ParseError.malformed("the boundary never appears")
        }
        position += delimiter.count
        var parts: [Part] = []
        while true {
            if body[position...].starts(with: Array("--".utf8)) { break }  // closing delimiter
            guard body[position...].starts(with: [13, 10]) else { throw ParseError.malformed("a boundary line is not followed by CRLF") }
            position += 2
            guard let headerEnd = Self.find([13, 10, 13, 10], in: body, from: position) else {
                throw ParseError.malformed("a part's headers never end")
            }
            let headerText = String(decoding: body[position..<headerEnd], as: UTF8.self)
            guard let bodyEnd = Self.find(separator, in: body, from: headerEnd + 4) else {
                throw ParseError.malformed("a part is not closed by the boundary")
            }
            parts.append(Self.part(headers: headerText, body: Array(body[(headerEnd + 4)..<bodyEnd])))
            position = bodyEnd + separator.count
            guard position < body.count else { throw ParseError.malformed("the body ends after a boundary") }
        }
        self.parts = parts
    }

    /// The first part carrying a file (has a filename), else the part named `name`.
    public func file(preferringField name: String = "file") -> Part? {
        parts.first { $0.filename != nil } ?? parts.first { $0.name == name }
    }

    /// A plain text field's value.
    public func field(_ name: String) -> String? {
        parts.first { $0.name == name && $0.filename == nil }.map { String(decoding: $0.body, as: UTF8.self) }
    }

    private static func part(headers: String, body: [UInt8]) -> Part {
        var part = Part(name: nil, filename: nil, contentType: nil, body: body)
        for line in headers.split(separator: "\r\n") {
            let pair = line.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let field = pair[0].trimmingWhitespace().lowercased()
            let value = pair[1].trimmingWhitespace()
            if field == "content-type" { part.contentType = value }
            if field == "content-disposition" {
                part.name = parameter("name", in: value)
                part.filename = parameter("filename", in: value)
            }
        }
        return part
    }

    /// A `key="value"` (or unquoted) parameter of a header value.
    private static func parameter(_ key: String, in value: String) -> String? {
        for item in value.split(separator: ";").dropFirst() {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingWhitespace().lowercased() == key else { continue }
            var text = pair[1].trimmingWhitespace()
            if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
                text = String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            return text
        }
        return nil
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        let first = needle[0]
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
