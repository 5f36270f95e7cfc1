/// The primitive edits. Every op names its target by a `NodeAddress`, is validated against
/// the current document when applied, and produces the ops that undo it (`OperationApplier`).
///
/// Values are decoded strings; the applier escapes them the way Xcode does, so a client and
/// the server that apply the same op write the same bytes.
public enum EditOperation: Hashable, Sendable {
    /// Sets (or adds, at Xcode's attribute position) an attribute. `expect` makes it a
    /// compare-and-set: the op is refused unless the current value matches.
    case setAttribute(target: NodeAddress, name: String, value: String, expect: AttributeExpectation?)
    /// Removes an attribute (a no-op when absent, unless `expect` says otherwise).
    case removeAttribute(target: NodeAddress, name: String, expect: AttributeExpectation?)
    /// Inserts one element (with its subtree), given as XML text, under `parent`. Missing keyed
    /// or container ancestors in `parent`'s address (`<subviews>`, `<state key="normal">`) are
    /// created where Xcode writes them.
    case insertSubtree(parent: NodeAddress, xml: String, position: InsertPosition)
    /// Removes an element and its subtree. Batches add the removal of every connection,
    /// constraint and segue that pointed into it (see `ReferenceCascade`).
    case removeSubtree(target: NodeAddress)
    /// Reparents or reorders an element; refused if `newParent` lies inside `target`.
    /// `expectParent` makes it conditional (undo uses it): refused unless the element is still
    /// under that parent.
    case move(target: NodeAddress, newParent: NodeAddress, position: InsertPosition, expectParent: NodeAddress? = nil)
    /// Replaces an element's character content (`<string key="text">`); refused on elements
    /// that have child elements.
    case setText(target: NodeAddress, text: String, expect: String?)

    /// The op's kind as written on the wire.
    public var kind: String {
        switch self {
        case .setAttribute: return "setAttribute"
        case .removeAttribute: return "removeAttribute"
        case .insertSubtree: return "insertSubtree"
        case .removeSubtree: return "removeSubtree"
        case .move: return "move"
        case .setText: return "setText"
        }
    }

    /// The element the op edits (the parent for inserts).
    public var subject: NodeAddress {
        switch self {
        case .setAttribute(let target, _, _, _), .removeAttribute(let target, _, _), .removeSubtree(let target),
             .move(let target, _, _, _), .setText(let target, _, _):
            return target
        case .insertSubtree(let parent, _, _):
            return parent
        }
    }
}

/// What a compare-and-set op expects to find.
public enum AttributeExpectation: Hashable, Sendable, Codable {
    case value(String)
    case absent

    /// Wire form: the expected string, or `null` for "absent".
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = container.decodeNil() ? .absent : .value(try container.decode(String.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .value(let value): try container.encode(value)
        case .absent: try container.encodeNil()
        }
    }

    func matches(_ current: String?) -> Bool {
        switch self {
        case .value(let value): return current == value
        case .absent: return current == nil
        }
    }
}

/// Wire form: an object with `"op"` naming the kind, e.g.
/// `{"op":"setAttribute","target":{"id":"x"},"name":"text","value":"Hi"}`.
extension EditOperation: Codable {
    private enum CodingKeys: String, CodingKey {
        case op, target, name, value, expect, parent, xml, position, newParent, expectParent, text
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .op)
        func expectation() throws -> AttributeExpectation? {
            guard container.contains(.expect) else { return nil }
            return try container.decode(AttributeExpectation.self, forKey: .expect)
        }
        switch kind {
        case "setAttribute":
            self = .setAttribute(target: try container.decode(NodeAddress.self, forKey: .target),
                                 name: try container.decode(String.self, forKey: .name),
                                 value: try container.decode(String.self, forKey: .value), expect: try expectation())
        case "removeAttribute":
            self = .removeAttribute(target: try container.decode(NodeAddress.self, forKey: .target),
                                    name: try container.decode(String.self, forKey: .name), expect: try expectation())
        case "insertSubtree":
            self = .insertSubtree(parent: try container.decode(NodeAddress.self, forKey: .parent),
                                  xml: try container.decode(String.self, forKey: .xml),
                                  position: try container.decodeIfPresent(InsertPosition.self, forKey: .position) ?? .xcodeOrder)
        case "removeSubtree":
            self = .removeSubtree(target: try container.decode(NodeAddress.self, forKey: .target))
        case "move":
            self = .move(target: try container.decode(NodeAddress.self, forKey: .target),
                         newParent: try container.decode(NodeAddress.self, forKey: .newParent),
                         position: try container.decodeIfPresent(InsertPosition.self, forKey: .position) ?? .xcodeOrder,
                         expectParent: try container.decodeIfPresent(NodeAddress.self, forKey: .expectParent))
        case "setText":
            self = .setText(target: try container.decode(NodeAddress.self, forKey: .target),
                            text: try container.decode(String.self, forKey: .text),
                            expect: try container.decodeIfPresent(String.self, forKey: .expect))
        default:
            throw DecodingError.dataCorruptedError(forKey: .op, in: container, debugDescription: "unknown op `\(kind)`")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .op)
        switch self {
        case .setAttribute(let target, let name, let value, let expect):
            try container.encode(target, forKey: .target)
            try container.encode(name, forKey: .name)
            try container.encode(value, forKey: .value)
            if let expect { try container.encode(expect, forKey: .expect) }
        case .removeAttribute(let target, let name, let expect):
            try container.encode(target, forKey: .target)
            try container.encode(name, forKey: .name)
            if let expect { try container.encode(expect, forKey: .expect) }
        case .insertSubtree(let parent, let xml, let position):
            try container.encode(parent, forKey: .parent)
            try container.encode(xml, forKey: .xml)
            try container.encode(position, forKey: .position)
        case .removeSubtree(let target):
            try container.encode(target, forKey: .target)
        case .move(let target, let newParent, let position, let expectParent):
            try container.encode(target, forKey: .target)
            try container.encode(newParent, forKey: .newParent)
            try container.encode(position, forKey: .position)
            try container.encodeIfPresent(expectParent, forKey: .expectParent)
        case .setText(let target, let text, let expect):
            try container.encode(target, forKey: .target)
            try container.encode(text, forKey: .text)
            try container.encodeIfPresent(expect, forKey: .expect)
        }
    }
}
