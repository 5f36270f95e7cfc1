// Pure file: standard library only (compiled directly into bench/fuzz/http with swiftc).

/// The request-target split into a decoded path and query (RFC 9112 §3.2).
public struct RequestTarget: Equatable, Sendable {
    /// Percent-decoded path; never contains NUL; valid UTF-8.
    public var path: String
    public var rawQuery: String?
    /// Decoded query items (`+` is a space); the last value wins for repeated names.
    public var query: [String: String]

    /// Accepts origin-form (`/a?b`), absolute-form (`http://host/a`) and `*` (only for OPTIONS).
    public static func parse(_ target: String, method: String) throws(HTTPParseError) -> RequestTarget {
        var rest = Substring(target)
        if target == "*" {
            guard method == "OPTIONS" else { throw .invalidRequestTarget }
            return RequestTarget(path: "*", rawQuery: nil, query: [:])
        }
        if !rest.hasPrefix("/") {
            let lower = target.prefix(8).lowercased()
            let schemeLength: Int
            if lower.hasPrefix("http://") { schemeLength = 7 } else if lower.hasPrefix("https://") { schemeLength = 8 } else {
                throw .invalidRequestTarget
            }
            let afterScheme = rest.dropFirst(schemeLength)
            guard let pathStart = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) else {
                return RequestTarget(path: "/", rawQuery: nil, query: [:])
            }
            rest = afterScheme[pathStart...]
            if rest.hasPrefix("?") { rest = "/" + rest }
        }
        if rest.utf8.contains(UInt8(ascii: "#")) { throw .invalidRequestTarget }
        let rawPath: Substring
        var rawQuery: Substring?
        if let question = rest.firstIndex(of: "?") {
            rawPath = rest[..<question]
            rawQuery = rest[rest.index(after: question)...]
        } else {
            rawPath = rest
        }
        let path = try percentDecode(rawPath, plusIsSpace: false)
        var query: [String: String] = [:]
        if let rawQuery {
            for item in rawQuery.split(separator: "&") {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = try percentDecode(parts[0], plusIsSpace: true)
                let value = parts.count > 1 ? try percentDecode(parts[1], plusIsSpace: true) : ""
                query[name] = value
            }
        }
        return RequestTarget(path: path, rawQuery: rawQuery.map(String.init), query: query)
    }

    /// Decodes `%XX` escapes; rejects truncated or non-hex escapes, an encoded NUL and invalid UTF-8.
    public static func percentDecode(_ text: Substring, plusIsSpace: Bool) throws(HTTPParseError) -> String {
        let utf8 = text.utf8
        if !utf8.contains(UInt8(ascii: "%")) && !(plusIsSpace && utf8.contains(UInt8(ascii: "+"))) {
            return String(text)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first != utf8.endIndex else { throw .invalidPercentEncoding }
                let second = utf8.index(after: first)
                guard second != utf8.endIndex, let high = hexDigit(utf8[first]), let low = hexDigit(utf8[second]) else {
                    throw .invalidPercentEncoding
                }
                let decoded = high << 4 | low
                if decoded == 0 { throw .invalidPercentEncoding }
                bytes.append(decoded)
                index = utf8.index(after: second)
            } else {
                bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = utf8.index(after: index)
            }
        }
        guard let string = String(validating: bytes, as: UTF8.self) else { throw .invalidPercentEncoding }
        return string
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
