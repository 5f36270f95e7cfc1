/// A client batch read from a `WireJSON.Value` exactly as its `Codable` form is decoded (`ClientBatch`,
/// `EditOperation`, `NodeAddress`, `InsertPosition`, `AttributeExpectation`): the same required and optional
/// fields, `null` read as absent where the decoder uses `decodeIfPresent`, unknown fields ignored. Where
/// the decoder would throw (a missing field, a wrong type, an unknown op) this declines with nil and the
/// caller asks `JSONDecoder`, so the error a client sees is the decoder's. `WireJSONValueTests` holds the
/// two readings to each other.
extension ClientBatch {
    public init?(wire value: WireJSON.Value) {
        do {
            self.init(batchId: try value.required("batchId", \.string),
                      clientId: try value.required("clientId", \.string),
                      baseVersion: try value.required("baseVersion", \.integer),
                      ops: try value.required("ops") { element -> [EditOperation]? in
                          guard case .array(let elements) = element else { return nil }
                          return try elements.map { try EditOperation(reading: $0) }
                      })
        } catch { return nil }
    }
}

/// The wire value does not read as the `Codable` form would (the caller falls back to `JSONDecoder`).
private struct WireDeclined: Error {}

private extension WireJSON.Value {
    /// A field the decoder reads with `decode`: present, not null, of the right type.
    func required<T>(_ key: String, _ read: (WireJSON.Value) throws -> T?) throws -> T {
        guard let field = self[key], let value = try read(field) else { throw WireDeclined() }
        return value
    }

    /// A field the decoder reads with `decodeIfPresent`: nil when missing or null, else of the right type.
    func optional<T>(_ key: String, _ read: (WireJSON.Value) throws -> T?) throws -> T? {
        guard let field = self[key], !field.isNull else { return nil }
        guard let value = try read(field) else { throw WireDeclined() }
        return value
    }

    /// A `Bool` read with `decodeIfPresent` and compared with `true`.
    func flag(_ key: String) throws -> Bool {
        try optional(key) { field -> Bool? in
            if case .bool(let flag) = field { return flag }
            return nil
        } == true
    }
}

private extension EditOperation {
    init(reading value: WireJSON.Value) throws {
        guard case .object = value else { throw WireDeclined() }
        let address: (WireJSON.Value) throws -> NodeAddress? = { try NodeAddress(reading: $0) }
        let position: (WireJSON.Value) throws -> InsertPosition? = { try InsertPosition(reading: $0) }
        /// `expect` of the attribute ops: `contains` then a decode, so `null` is "absent", not nil.
        func expectation() throws -> AttributeExpectation? {
            guard let field = value["expect"] else { return nil }
            if field.isNull { return .absent }
            guard let expected = field.string else { throw WireDeclined() }
            return .value(expected)
        }
        switch try value.required("op", \.string) {
        case "setAttribute":
            self = .setAttribute(target: try value.required("target", address), name: try value.required("name", \.string),
                                 value: try value.required("value", \.string), expect: try expectation())
        case "removeAttribute":
            self = .removeAttribute(target: try value.required("target", address), name: try value.required("name", \.string),
                                    expect: try expectation())
        case "insertSubtree":
            self = .insertSubtree(parent: try value.required("parent", address), xml: try value.required("xml", \.string),
                                  position: try value.optional("position", position) ?? .xcodeOrder)
        case "removeSubtree":
            self = .removeSubtree(target: try value.required("target", address))
        case "move":
            self = .move(target: try value.required("target", address), newParent: try value.required("newParent", address),
                         position: try value.optional("position", position) ?? .xcodeOrder,
                         expectParent: try value.optional("expectParent", address))
        case "setText":
            self = .setText(target: try value.required("target", address), text: try value.required("text", \.string),
                            expect: try value.optional("expect", \.string))
        default:
            throw WireDeclined()
        }
    }
}

private extension NodeAddress {
    /// The first of `id`, `sceneID`, `in` (+ `name`, `key`) and `root: true` present, as `init(from:)` tries them.
    init(reading value: WireJSON.Value) throws {
        guard case .object = value else { throw WireDeclined() }
        if let id = try value.optional("id", \.string) {
            self = .object(id)
        } else if let id = try value.optional("sceneID", \.string) {
            self = .scene(id)
        } else if let parent = try value.optional("in", { try NodeAddress(reading: $0) }) {
            self = .child(of: parent, name: try value.required("name", \.string), key: try value.optional("key", \.string))
        } else if try value.flag("root") {
            self = .root
        } else {
            throw WireDeclined()
        }
    }
}

private extension InsertPosition {
    /// The first of `after`, `index`, `atStart`, `atEnd` and `xcodeOrder` present, as `init(from:)` tries them.
    init(reading value: WireJSON.Value) throws {
        guard case .object = value else { throw WireDeclined() }
        if let sibling = try value.optional("after", { try NodeAddress(reading: $0) }) {
            self = .after(sibling)
        } else if let index = try value.optional("index", \.integer) {
            self = .atIndex(index)
        } else if try value.flag("atStart") {
            self = .atStart
        } else if try value.flag("atEnd") {
            self = .atEnd
        } else if try value.flag("xcodeOrder") {
            self = .xcodeOrder
        } else {
            throw WireDeclined()
        }
    }
}
