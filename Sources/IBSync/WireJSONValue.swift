/// A JSON text read into a tree, for the one message the server reads thousands of times a second: a
/// client's `ops` batch. `JSONDecoder` was 16% of all samples of SyncHubBench's 50-client run (perf, the
/// decode on the sender's connection queue), most of it Codable's keyed containers rather than the parse.
///
/// The reader is strict RFC 8259 and declines (returns nil) rather than guess: anything it does not read
/// exactly as `JSONDecoder` would — a duplicate key, invalid UTF-8, a lone surrogate escape, a number
/// that is not a plain integer where one is asked for — is left to `JSONDecoder`, which then gives the
/// verdict and the error message. So a message means the same whichever reader took it
/// (`WireJSONValueTests` holds the two to each other).
extension WireJSON {
    public enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        /// The number's text as written (converted on demand: only plain integers are).
        case number(String)
        case string(String)
        case array([Value])
        /// Members in the order written; keys are unique (a duplicate declines the whole text).
        case object([(key: String, value: Value)])

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): return true
            case (.bool(let a), .bool(let b)): return a == b
            case (.number(let a), .number(let b)), (.string(let a), .string(let b)): return a == b
            case (.array(let a), .array(let b)): return a == b
            case (.object(let a), .object(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }

        /// The member named `key` of an object (nil for a missing key or a non-object).
        public subscript(key: String) -> Value? {
            guard case .object(let members) = self else { return nil }
            return members.first { $0.key == key }?.value
        }

        public var string: String? {
            if case .string(let value) = self { return value }
            return nil
        }

        /// A number written as a plain integer (`-?(0|[1-9][0-9]*)`) that fits an `Int`.
        public var integer: Int? {
            guard case .number(let text) = self, !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else { return nil }
            return Int(text)
        }

        public var isNull: Bool { self == .null }
    }

    /// Reads a whole JSON text; nil when it is not one the reader takes (see the type's comment).
    public static func value(parsing text: String) -> Value? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = ValueReader(bytes: bytes)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipWhitespace()
            return reader.index == bytes.count ? value : nil
        }
    }
}

private struct ValueReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Deeper nesting is declined (JSONDecoder has its own limit; a batch is a few levels deep).
    static let maximumDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    mutating func value(depth: Int) -> WireJSON.Value? {
        guard depth < Self.maximumDepth else { return nil }
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        default: return number()
        }
    }

    private mutating func object(depth: Int) -> WireJSON.Value? {
        index += 1
        var members: [(key: String, value: WireJSON.Value)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            guard !members.contains(where: { $0.key == key }) else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let member = value(depth: depth + 1) else { return nil }
            members.append((key, member))
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) -> WireJSON.Value? {
        index += 1
        var elements: [WireJSON.Value] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            return .array(elements)
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as text.
    private mutating func number() -> WireJSON.Value? {
        let start = index
        func digit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9") }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digit(index) else { return nil }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { while digit(index) { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(index) else { return nil }
            while digit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digit(index) else { return nil }
            while digit(index) { index += 1 }
        }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    /// A string literal at `index` (on its opening quote). Runs without escapes are copied as they are,
    /// after a UTF-8 validity check; a control character, a bad escape or a lone surrogate declines.
    private mutating func string() -> String? {
        index += 1
        var decoded: [UInt8] = []
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                if decoded.isEmpty { return String(validating: run, as: UTF8.self) }
                decoded.append(contentsOf: run)
                return String(validating: decoded, as: UTF8.self)
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            index += 1
            guard index < bytes.count else { return nil }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return nil }
                var scalarValue = UInt32(unit)
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                    index += 2
                    guard let low = hexUnit(), (0xDC00...0xDFFF).contains(low) else { return nil }
                    scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    return nil
                }
                guard let scalar = Unicode.Scalar(scalarValue) else { return nil }
                decoded.append(contentsOf: UTF8.encode(scalar)!)
            default: return nil
            }
            runStart = index
        }
        return nil
    }

    private mutating func hexUnit() -> UInt16? {
        guard index + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(nibble)
            index += 1
        }
        return unit
    }
}
