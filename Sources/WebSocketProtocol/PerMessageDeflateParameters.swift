import Foundation

/// Agreed permessage-deflate settings (RFC 7692 §7), from the server's point of view.
public struct PerMessageDeflateParameters: Sendable, Equatable {
    /// We reset our compressor after every message.
    public var serverNoContextTakeover: Bool
    /// The client resets its compressor after every message, so we may reset our decompressor too.
    public var clientNoContextTakeover: Bool
    /// LZ77 window of our compressor (8–15). zlib cannot make raw deflate with a 256-byte window, so for 8 the
    /// compressor runs with 9 bits and the Z_RLE strategy (distance-1 matches only, valid for any window).
    public var serverMaxWindowBits: Int
    /// Window the client promised to stay within; nil = not limited (15). Only echoed when we set it.
    public var clientMaxWindowBits: Int?

    public init(
        serverNoContextTakeover: Bool = false, clientNoContextTakeover: Bool = false,
        serverMaxWindowBits: Int = 15, clientMaxWindowBits: Int? = nil
    ) {
        self.serverNoContextTakeover = serverNoContextTakeover
        self.clientNoContextTakeover = clientNoContextTakeover
        self.serverMaxWindowBits = serverMaxWindowBits
        self.clientMaxWindowBits = clientMaxWindowBits
    }

    /// Value for the `Sec-WebSocket-Extensions` response header.
    public var responseHeaderValue: String {
        var parts = ["permessage-deflate"]
        if serverNoContextTakeover { parts.append("server_no_context_takeover") }
        if clientNoContextTakeover { parts.append("client_no_context_takeover") }
        if serverMaxWindowBits != 15 { parts.append("server_max_window_bits=\(serverMaxWindowBits)") }
        if let clientMaxWindowBits { parts.append("client_max_window_bits=\(clientMaxWindowBits)") }
        return parts.joined(separator: "; ")
    }

    /// Picks the first acceptable permessage-deflate offer from the client's `Sec-WebSocket-Extensions` header
    /// values (RFC 7692 §5, §7.1). Offers with unknown, duplicated or malformed parameters are declined; nil when
    /// none is acceptable (the connection then proceeds without compression).
    public static func negotiate(offers headerValues: [String]) -> PerMessageDeflateParameters? {
        for offer in ExtensionHeaderParser.parse(headerValues) where offer.name.lowercased() == "permessage-deflate" {
            if let accepted = accept(offer) { return accepted }
        }
        return nil
    }

    private static func accept(_ offer: ExtensionHeaderParser.Extension) -> PerMessageDeflateParameters? {
        guard !offer.isMalformed else { return nil }
        var result = PerMessageDeflateParameters()
        var seen = Set<String>()
        for (rawName, value) in offer.parameters {
            let name = rawName.lowercased()
            guard seen.insert(name).inserted else { return nil }
            switch name {
            case "server_no_context_takeover":
                guard value == nil else { return nil }
                result.serverNoContextTakeover = true
            case "client_no_context_takeover":
                guard value == nil else { return nil }
                result.clientNoContextTakeover = true
            case "server_max_window_bits":
                guard let bits = value.flatMap(windowBits) else { return nil }
                result.serverMaxWindowBits = bits
            case "client_max_window_bits":
                // Without a value it only says the client supports the parameter; we don't limit the client
                // (our decompressor always has a 15-bit window), so nothing to echo.
                if let value { guard windowBits(value) != nil else { return nil } }
            default:
                return nil
            }
        }
        return result
    }

    /// 8...15 written as plain digits without leading zeros (RFC 7692 §7.1.2).
    private static func windowBits(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 2, text.allSatisfy({ $0.isASCII && $0.isNumber }), !text.hasPrefix("0"),
              let bits = Int(text), (8...15).contains(bits) else { return nil }
        return bits
    }
}

/// Parses `Sec-WebSocket-Extensions` (RFC 6455 §9.1): `ext; param[=token|"quoted"], ext2 ...`.
enum ExtensionHeaderParser {
    struct Extension: Equatable {
        var name: String
        var parameters: [(String, String?)]
        /// A parameter was not `token[=token|quoted-string]`: the offer must be declined.
        var isMalformed = false
        static func == (a: Extension, b: Extension) -> Bool {
            a.name == b.name && a.parameters.map { "\($0.0)=\($0.1 ?? "∅")" } == b.parameters.map { "\($0.0)=\($0.1 ?? "∅")" }
        }
    }

    static func parse(_ headerValues: [String]) -> [Extension] {
        headerValues.flatMap { splitOutsideQuotes($0, separator: ",") }.compactMap { element in
            let pieces = splitOutsideQuotes(element, separator: ";").map(trim)
            guard let name = pieces.first, !name.isEmpty, isToken(name) else { return nil }
            var parameters: [(String, String?)] = []
            var isMalformed = false
            for piece in pieces.dropFirst() {
                if let equals = piece.firstIndex(of: "=") {
                    let key = trim(String(piece[..<equals]))
                    var value = trim(String(piece[piece.index(after: equals)...]))
                    if value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") {
                        value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\", with: "")
                    }
                    guard isToken(key), !value.isEmpty, isToken(value) else {
                        isMalformed = true
                        continue
                    }
                    parameters.append((key, value))
                } else {
                    guard isToken(piece) else { isMalformed = true; continue }
                    parameters.append((piece, nil))
                }
            }
            return Extension(name: name, parameters: parameters, isMalformed: isMalformed)
        }
    }

    private static func splitOutsideQuotes(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var inQuotes = false
        var escaped = false
        for character in text {
            if escaped { current.append(character); escaped = false; continue }
            if character == "\\" && inQuotes { current.append(character); escaped = true; continue }
            if character == "\"" { inQuotes.toggle() }
            if character == separator && !inQuotes {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map(trim).filter { !$0.isEmpty }
    }

    private static func trim(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }

    /// RFC 7230 token characters.
    private static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            default:
                return "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
        }
    }
}
