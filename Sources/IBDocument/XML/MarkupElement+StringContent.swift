/// String values of `<string key="…">` elements as Xcode writes them: inline text with literal
/// line breaks, or, when the value holds control characters (Esc, Return, Tab in key
/// equivalents), unpadded base64 of its UTF-8 on its own line with `base64-UTF8="YES"`:
///
///     <string key="keyEquivalent" base64-UTF8="YES">
///     Gw
///     </string>
extension MarkupElement {
    /// The decoded string value (base64 undone when the element is marked `base64-UTF8="YES"`).
    public var stringContent: String {
        guard attribute("base64-UTF8") == "YES" else { return textContent }
        let bytes = Base64.decode(textContent) ?? []
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes a string value in Xcode's form for it.
    public func setStringContent(_ value: String) throws {
        if value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" }) {
            try setAttribute("base64-UTF8", to: "YES")
            replaceChildren(with: [.text("\n" + Base64.encodeUnpadded(Array(value.utf8)) + "\n")])
            isSelfClosing = false
        } else {
            removeAttribute("base64-UTF8")
            try setText(value)
        }
    }
}

/// Minimal base64 (RFC 4648 alphabet) without Foundation; decoding accepts missing padding
/// and ignores whitespace, as Xcode writes it unpadded on its own line.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encodeUnpadded(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for position in 0...chunk.count {
                out.append(alphabet[Int((value >> (18 - 6 * UInt32(position))) & 0x3F)])
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for byte in text.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), 0x20, 0x0A, 0x0D, 0x09: continue
            default: return nil
            }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return out
    }
}
