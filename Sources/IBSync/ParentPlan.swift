import IBDocument

/// The parent an insert or move goes into: the deepest existing element on the address path
/// plus the keyed or container elements still to create below it (`<subviews>` of a view
/// that has none yet). Nothing is created until `materialize`, so a refused op changes nothing.
struct ParentPlan {
    let base: MarkupElement
    /// (name, key) pairs from `base` downwards.
    let missing: [(name: String, key: String?)]
    /// The outermost element `materialize` created.
    private(set) var createdTop: MarkupElement?

    init(_ address: NodeAddress, in document: SyncDocument) throws {
        var missing: [(name: String, key: String?)] = []
        var current = address
        while true {
            if let element = document.resolve(current) {
                base = element
                break
            }
            guard case .child(let parent, let name, let key) = current else { throw SyncError.targetNotFound(address) }
            guard XMLName.isValid(name) else { throw SyncError.invalidName(name) }
            if let key, MarkupEscaping.containsCharacterIllegalInXML(key) { throw SyncError.illegalCharacter("key") }
            missing.insert((name, key), at: 0)
            current = parent
        }
        self.missing = missing
    }

    /// The element index for a position, `nil` for Xcode's order. `moving` is left out of the
    /// count (it leaves its place first).
    func elementIndex(for position: InsertPosition, moving: MarkupElement?, in document: SyncDocument) throws -> Int? {
        let siblings = missing.isEmpty ? base.childElements.filter { $0 !== moving } : []
        switch position {
        case .xcodeOrder: return nil
        case .atStart: return 0
        case .atEnd: return siblings.count
        case .atIndex(let index): return min(max(0, index), siblings.count)
        case .after(let siblingAddress):
            guard let sibling = document.resolve(siblingAddress), sibling !== moving,
                  let index = siblings.firstIndex(where: { $0 === sibling }) else {
                throw SyncError.siblingNotFound(siblingAddress)
            }
            return index + 1
        }
    }

    /// Creates the missing elements (each where Xcode writes it) and returns the parent.
    mutating func materialize(in document: SyncDocument) -> MarkupElement {
        var parent = base
        for (name, key) in missing {
            let element = MarkupElement(name: name)
            // Cannot fail: the key's characters were checked in `init`.
            if let key { try? element.setAttribute("key", to: key) }
            parent.insertChildInXcodeOrder(element, toolsVersion: document.toolsVersionNumber)
            if createdTop == nil { createdTop = element }
            parent = element
        }
        return parent
    }
}

/// XML names as Xcode uses them (ASCII letters, digits, `_ : . -`, not starting with a digit,
/// `.` or `-`).
enum XMLName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.utf8.first, isStart(first) else { return false }
        return name.utf8.allSatisfy { isStart($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 >= 0x80 }
    }

    private static func isStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }
}
