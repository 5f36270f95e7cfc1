/// Where an inserted or moved element goes among its new parent's child elements.
///
/// The rule that keeps concurrent inserts identical everywhere: every replica applies the
/// same ops in the server's order, and a position is resolved against the document at the
/// moment the op is applied. Two inserts "after X" both land right after X; the one the
/// server applied later ends up nearer X (X, later, earlier). No position is ever sent as a
/// number except `.atIndex`, which only inverses use when the previous sibling has no address.
public enum InsertPosition: Hashable, Sendable {
    /// Where Xcode writes this kind of child (`XcodeOrder`): the right choice for keyed
    /// children (`<rect key="frame">`) and containers (`<constraints>`, `<connections>`).
    case xcodeOrder
    /// Before every child element.
    case atStart
    /// After every child element (before a trailing `<point key="canvasLocation">` is *not*
    /// implied: use `.xcodeOrder` for that).
    case atEnd
    /// Right after this sibling (which must be a child element of the same parent).
    case after(NodeAddress)
    /// At this child element index: only produced by inverses, as a last resort.
    case atIndex(Int)
}

/// Wire form: `{"xcodeOrder":true}`, `{"atStart":true}`, `{"atEnd":true}`, `{"after":{"id":"x"}}`, `{"index":2}`.
extension InsertPosition: Codable {
    private enum CodingKeys: String, CodingKey { case xcodeOrder, atStart, atEnd, after, index }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let sibling = try container.decodeIfPresent(NodeAddress.self, forKey: .after) {
            self = .after(sibling)
        } else if let index = try container.decodeIfPresent(Int.self, forKey: .index) {
            self = .atIndex(index)
        } else if try container.decodeIfPresent(Bool.self, forKey: .atStart) == true {
            self = .atStart
        } else if try container.decodeIfPresent(Bool.self, forKey: .atEnd) == true {
            self = .atEnd
        } else if try container.decodeIfPresent(Bool.self, forKey: .xcodeOrder) == true {
            self = .xcodeOrder
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a position needs `after`, `index`, `atStart`, `atEnd` or `xcodeOrder`"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .xcodeOrder: try container.encode(true, forKey: .xcodeOrder)
        case .atStart: try container.encode(true, forKey: .atStart)
        case .atEnd: try container.encode(true, forKey: .atEnd)
        case .after(let sibling): try container.encode(sibling, forKey: .after)
        case .atIndex(let index): try container.encode(index, forKey: .index)
        }
    }
}
