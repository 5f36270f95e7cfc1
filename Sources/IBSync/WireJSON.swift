/// The wire form of an applied batch as JSON text, written directly rather than through
/// `JSONEncoder`: the hub encodes every batch once, on its serial queue, for the op log, the ack
/// and every listener's `ops` message, and `JSONEncoder` was two thirds of a commit's time (perf,
/// SyncHubBench). The text is the `Codable` form (`EditOperation`, `NodeAddress`,
/// `InsertPosition`: the same keys and values, so `JSONDecoder` reads it back to the same batch;
/// `WireJSONTests` holds the two to each other) with the keys in a fixed order, the order the
/// `Codable` encoders add them (`JSONEncoder` itself orders an object's keys differently in
/// every process).
public enum WireJSON {
    /// `value` as a JSON string literal, escaped as Foundation's `JSONEncoder` escapes it (default
    /// formatting): `\"`, `\\`, `\/`, `\b \t \n \f \r`, other controls below U+0020 as `\u00xx`
    /// (lowercase hex); everything else, U+2028/U+2029 included, as it is.
    public static func quoted(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Written as UTF-8 bytes: appending to a `String` piece by piece was most of `AppliedBatch.wireJSON`'s
    /// time (perf, SyncHubBench's 50-client run: 9% of all samples, mostly `_StringGuts.append`).
    static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
        let utf8 = value.utf8
        bytes.append(UInt8(ascii: "\""))
        for byte in utf8 {
            let escape: UInt8
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape = byte
            case 0x08: escape = UInt8(ascii: "b")
            case 0x09: escape = UInt8(ascii: "t")
            case 0x0A: escape = UInt8(ascii: "n")
            case 0x0C: escape = UInt8(ascii: "f")
            case 0x0D: escape = UInt8(ascii: "r")
            case ..<0x20:
                bytes += Array(#"\u00"#.utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
                continue
            default:
                bytes.append(byte)
                continue
            }
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(escape)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A JSON object written field by field, in the order the fields are added; a nil value leaves its field out.
    public struct Object {
        private var bytes: [UInt8]
        private var hasFields = false

        public init() {
            bytes = [UInt8(ascii: "{")]
            bytes.reserveCapacity(256)
        }

        private mutating func key(_ name: String) {
            if hasFields { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            bytes += name.utf8
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
            hasFields = true
        }

        public mutating func add(_ name: String, _ value: String?) {
            guard let value else { return }
            key(name)
            WireJSON.appendQuoted(value, to: &bytes)
        }

        public mutating func add(_ name: String, _ value: Int?) {
            guard let value else { return }
            key(name)
            bytes += String(value).utf8
        }

        /// Adds text that is already JSON.
        public mutating func add(_ name: String, json: String?) {
            guard let json else { return }
            key(name)
            bytes += json.utf8
        }

        public func closed() -> String {
            var text = bytes
            text.append(UInt8(ascii: "}"))
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// A JSON array of elements that are already JSON text.
    public static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }
}

extension AppliedBatch {
    /// `{"version":…,"batchId":…,"clientId":…,"baseVersion":…,"ops":[…],"inverse":[…]}`.
    public var wireJSON: String { wireForms.logged }

    /// The logged form (`wireJSON`: the op log row, the sender's ack, a welcome's catch-up batches) and the
    /// broadcast form, the same text without `inverse`, for other sessions' `ops` messages: only the batch's
    /// sender can undo it, and the inverse was about 40% of every byte fanned out (docs/protocol.md §9).
    /// Written in one pass: the broadcast form is the logged one up to its last field.
    public var wireForms: (logged: String, broadcast: String) {
        var object = WireJSON.Object()
        object.add("version", version)
        object.add("batchId", batchId)
        object.add("clientId", clientId)
        object.add("baseVersion", baseVersion)
        object.add("ops", json: WireJSON.array(ops.map(\.wireJSON)))
        let broadcast = object.closed()
        object.add("inverse", json: WireJSON.array(inverse.map(\.wireJSON)))
        return (object.closed(), broadcast)
    }
}

extension EditOperation {
    /// The op's `Codable` form: `"op"` first, then its fields as `encode(to:)` adds them.
    public var wireJSON: String {
        var object = WireJSON.Object()
        object.add("op", kind)
        switch self {
        case .setAttribute(let target, let name, let value, let expect):
            object.add("target", json: target.wireJSON)
            object.add("name", name)
            object.add("value", value)
            if let expect { object.add("expect", json: expect.wireJSON) }
        case .removeAttribute(let target, let name, let expect):
            object.add("target", json: target.wireJSON)
            object.add("name", name)
            if let expect { object.add("expect", json: expect.wireJSON) }
        case .insertSubtree(let parent, let xml, let position):
            object.add("parent", json: parent.wireJSON)
            object.add("xml", xml)
            object.add("position", json: position.wireJSON)
        case .removeSubtree(let target):
            object.add("target", json: target.wireJSON)
        case .move(let target, let newParent, let position, let expectParent):
            object.add("target", json: target.wireJSON)
            object.add("newParent", json: newParent.wireJSON)
            object.add("position", json: position.wireJSON)
            if let expectParent { object.add("expectParent", json: expectParent.wireJSON) }
        case .setText(let target, let text, let expect):
            object.add("target", json: target.wireJSON)
            object.add("text", text)
            if let expect { object.add("expect", expect) }
        }
        return object.closed()
    }
}

extension AttributeExpectation {
    /// The expected string, or `null` for "absent".
    var wireJSON: String {
        switch self {
        case .value(let value): return WireJSON.quoted(value)
        case .absent: return "null"
        }
    }
}

extension NodeAddress {
    var wireJSON: String {
        var object = WireJSON.Object()
        switch self {
        case .root: object.add("root", json: "true")
        case .object(let id): object.add("id", id)
        case .scene(let id): object.add("sceneID", id)
        case .child(let parent, let name, let key):
            object.add("in", json: parent.wireJSON)
            object.add("name", name)
            if let key { object.add("key", key) }
        }
        return object.closed()
    }
}

extension InsertPosition {
    var wireJSON: String {
        var object = WireJSON.Object()
        switch self {
        case .xcodeOrder: object.add("xcodeOrder", json: "true")
        case .atStart: object.add("atStart", json: "true")
        case .atEnd: object.add("atEnd", json: "true")
        case .after(let sibling): object.add("after", json: sibling.wireJSON)
        case .atIndex(let index): object.add("index", index)
        }
        return object.closed()
    }
}
