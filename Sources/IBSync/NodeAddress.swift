/// How an operation names an element without using positions that shift under other
/// people's edits.
///
/// - `.object(id)`: an element with an `id` (views, controllers, constraints, connections...).
/// - `.child(of:name:key:)`: an element without an id, by its parent's address, its element
///   name and its `key` attribute: `<rect key="frame">`, `<color key="backgroundColor">`,
///   `<state key="normal">`, or (key `nil`) a list container such as `<subviews>` or
///   `<connections>`. Nests: `<color key="titleColor">` inside `<state key="normal">`.
/// - `.scene(sceneID)`: a storyboard `<scene>`, which has a `sceneID` instead of an `id`.
/// - `.root`: the `<document>` element.
///
/// Each element has at most one canonical address (`SyncDocument.address(of:)`): an element
/// with an id is only addressed by its id.
public indirect enum NodeAddress: Hashable, Sendable {
    case root
    case object(String)
    case scene(String)
    case child(of: NodeAddress, name: String, key: String?)

    /// The id of an object address.
    public var objectID: String? {
        if case .object(let id) = self { return id }
        return nil
    }

    /// The parent part of a keyed address (`nil` for objects and the root).
    public var parentAddress: NodeAddress? {
        if case .child(let parent, _, _) = self { return parent }
        return nil
    }
}

extension NodeAddress: CustomStringConvertible {
    public var description: String {
        switch self {
        case .root: return "the document"
        case .object(let id): return "object \(id)"
        case .scene(let id): return "scene \(id)"
        case .child(let parent, let name, let key):
            let own = key.map { "<\(name) key=\"\($0)\">" } ?? "<\(name)>"
            return "\(own) of \(parent)"
        }
    }
}

/// Wire form: `{"root":true}`, `{"id":"abc-de-fgh"}`, `{"sceneID":"abc-de-fgh"}`, `{"in":{"id":"abc-de-fgh"},"name":"rect","key":"frame"}`.
extension NodeAddress: Codable {
    private enum CodingKeys: String, CodingKey { case root, id, sceneID, `in`, name, key }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let id = try container.decodeIfPresent(String.self, forKey: .id) {
            self = .object(id)
        } else if let id = try container.decodeIfPresent(String.self, forKey: .sceneID) {
            self = .scene(id)
        } else if let parent = try container.decodeIfPresent(NodeAddress.self, forKey: .in) {
            let name = try container.decode(String.self, forKey: .name)
            self = .child(of: parent, name: name, key: try container.decodeIfPresent(String.self, forKey: .key))
        } else if try container.decodeIfPresent(Bool.self, forKey: .root) == true {
            self = .root
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "an address needs `id`, `in` + `name`, or `root`"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .root: try container.encode(true, forKey: .root)
        case .object(let id): try container.encode(id, forKey: .id)
        case .scene(let id): try container.encode(id, forKey: .sceneID)
        case .child(let parent, let name, let key):
            try container.encode(parent, forKey: .in)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(key, forKey: .key)
        }
    }
}
