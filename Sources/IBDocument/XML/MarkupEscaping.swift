/// Escaping as Xcode writes it, and decoding of the five predefined entities and character
/// references (the only references a DTD-less document can contain).
public enum MarkupEscaping {
    /// Xcode's attribute escaping: `& < > "` become entities, `'` and non-ASCII stay raw.
    /// Line breaks and tabs, which Xcode never puts in attributes, become character references
    /// so the value survives attribute-value normalization.
    public static func escapeAttributeValue(_ value: String) -> String {
        guard value.utf8.contains(where: { needsAttributeEscape($0) }) else { return value }
        var out = ""
        out.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Xcode's text escaping (inside `<string>` and friends): `& < >` become entities; line
    /// breaks stay literal.
    public static func escapeText(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else { return value }
        var out = ""
        out.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// True when the string holds a character XML 1.0 cannot carry at all (C0 controls other
    /// than tab, line feed and carriage return; U+FFFE, U+FFFF).
    public static func containsCharacterIllegalInXML(_ value: String) -> Bool {
        value.unicodeScalars.contains { !isXMLCharacter($0.value) }
    }

    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func needsAttributeEscape(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Decodes `&lt; &gt; &amp; &quot; &apos; &#N; &#xH;`. Input comes from the parser, which has
    /// already refused anything else, so unknown references are left as written.
    public static func unescape(_ raw: String) -> String {
        guard raw.utf8.contains(0x26) else { return raw }
        // Scalars, not Characters: `;` or `&` followed by a combining mark is one Character in Swift
        // and would not match, garbling the text around it.
        let scalars = raw.unicodeScalars
        var out = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "&", let semi = scalars[index...].firstIndex(of: ";") else {
                out.append(scalar)
                index = scalars.index(after: index)
                continue
            }
            if let decoded = decodeReference(String(scalars[scalars.index(after: index)..<semi])) {
                out.append(decoded)
            } else {
                out.append(contentsOf: scalars[index...semi])
            }
            index = scalars.index(after: semi)
        }
        return String(out)
    }

    /// The character for an entity name (`lt`) or character reference body (`#60`, `#x3C`).
    static func decodeReference<S: StringProtocol>(_ name: S) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard name.first == "#" else { return nil }
        let body = name.dropFirst()
        let value: UInt32?
        if body.first == "x" {
            value = UInt32(body.dropFirst(), radix: 16)
        } else {
            value = UInt32(body, radix: 10)
        }
        guard let value, isXMLCharacter(value) else { return nil }
        return Unicode.Scalar(value)
    }
}
