import IBDocument

/// The document as IBSync edits it: the lossless tree plus an index from object id to
/// element, kept current by every op (so resolving `{"id":...}` is a dictionary lookup).
///
/// IBSync keeps its own index instead of `InterfaceDocument`'s because that one can only be
/// updated incrementally from inside IBDocument; the rule for what counts as an object is the
/// same (an element with an `id`, except the few whose `id` names something else, and nothing
/// inside `<dependencies>`).
public final class SyncDocument {
    public let markup: MarkupDocument
    private var elementsByID: [String: MarkupElement] = [:]
    private var scenesByID: [String: MarkupElement] = [:]
    /// Elements whose reference attributes (`ReferenceAttributes`) name an id: lets a
    /// removal find what would dangle without scanning the document.
    private var referrersByID: [String: [MarkupElement]] = [:]
    /// Ids that a hand-edited file uses more than once (seen at load). Ops address the first
    /// such element; removing and restoring one of them is refused as a duplicate.
    public private(set) var duplicateIDs: Set<String> = []
    /// Xcode's toolsVersion as a number, for version-dependent child placement.
    public let toolsVersionNumber: Int

    public init(markup: MarkupDocument) {
        self.markup = markup
        toolsVersionNumber = Int(markup.root.attribute("toolsVersion")?.prefix { $0.isNumber } ?? "") ?? .max
        indexSubtree(markup.root)
    }

    public convenience init(bytes: [UInt8]) throws {
        do {
            self.init(markup: try MarkupDocument.parse(bytes))
        } catch {
            throw SyncError.invalidXML(String(describing: error))
        }
    }

    public convenience init(text: String) throws {
        try self.init(bytes: Array(text.utf8))
    }

    public var root: MarkupElement { markup.root }
    public func serialized() -> [UInt8] { markup.serialized() }
    public func serializedString() -> String { markup.serializedString() }

    /// An independent copy (through the bytes, so it is exact).
    public func copy() -> SyncDocument {
        // Re-parsing our own output cannot fail: the serializer writes what the parser reads.
        try! SyncDocument(bytes: serialized())
    }

    // MARK: Objects

    public func element(withID id: String) -> MarkupElement? { elementsByID[id] }
    public func containsID(_ id: String) -> Bool { elementsByID[id] != nil }
    public var objectIDs: Dictionary<String, MarkupElement>.Keys { elementsByID.keys }

    static func isObjectElement(_ element: MarkupElement) -> Bool {
        guard element.hasAttribute("id") else { return false }
        switch element.name {
        case "device", "adaptation", "deployment", "development", "plugIn", "capability": return false
        default: return true
        }
    }

    /// Calls `body` for every object element in a subtree (skipping `<dependencies>`).
    static func forEachObject(in start: MarkupElement, _ body: (MarkupElement) -> Void) {
        var stack: [MarkupElement] = [start]
        while let element = stack.popLast() {
            if element.name == "dependencies" { continue }
            if isObjectElement(element) { body(element) }
            for case .element(let child) in element.children.reversed() { stack.append(child) }
        }
    }

    /// Object ids in a subtree, in document order.
    static func objectIDs(in element: MarkupElement) -> [String] {
        var ids: [String] = []
        forEachObject(in: element) { ids.append($0.attribute("id")!) }
        return ids
    }

    /// Scene ids in a subtree (a `<scene>` is named by its `sceneID`).
    static func sceneIDs(in element: MarkupElement) -> [String] {
        var ids: [String] = []
        forEachScene(in: element) { ids.append($0.attribute("sceneID")!) }
        return ids
    }

    static func isScene(_ element: MarkupElement) -> Bool {
        element.name == "scene" && element.hasAttribute("sceneID")
    }

    /// Scenes only sit under `<scenes>`, so the walk stops at the first object below the root.
    private static func forEachScene(in start: MarkupElement, _ body: (MarkupElement) -> Void) {
        var stack: [MarkupElement] = [start]
        while let element = stack.popLast() {
            if isScene(element) { body(element); continue }
            if isObjectElement(element) || element.name == "dependencies" { continue }
            for case .element(let child) in element.children { stack.append(child) }
        }
    }

    public func containsSceneID(_ id: String) -> Bool { scenesByID[id] != nil }

    // MARK: References

    /// Elements with a reference attribute naming `id` (in no particular order).
    func referrers(of id: String) -> [MarkupElement] { referrersByID[id] ?? [] }

    func addReference(from element: MarkupElement, to id: String) {
        referrersByID[id, default: []].append(element)
    }

    func removeReference(from element: MarkupElement, to id: String) {
        guard var list = referrersByID[id], let index = list.firstIndex(where: { $0 === element }) else { return }
        list.remove(at: index)
        referrersByID[id] = list.isEmpty ? nil : list
    }

    private func forEachReference(in start: MarkupElement, _ body: (MarkupElement, String) -> Void) {
        start.forEachElement { element in
            for attribute in element.attributes where ReferenceAttributes.isReference(element: element.name, attribute: attribute.name) {
                body(element, attribute.value)
            }
        }
    }

    func indexSubtree(_ element: MarkupElement) {
        forEachReference(in: element) { addReference(from: $0, to: $1) }
        Self.forEachObject(in: element) { object in
            let id = object.attribute("id")!
            if let existing = elementsByID[id] {
                if existing !== object { duplicateIDs.insert(id) }
            } else {
                elementsByID[id] = object
            }
        }
        Self.forEachScene(in: element) { scene in
            let id = scene.attribute("sceneID")!
            if scenesByID[id] == nil { scenesByID[id] = scene }
        }
    }

    func unindexSubtree(_ element: MarkupElement) {
        forEachReference(in: element) { removeReference(from: $0, to: $1) }
        Self.forEachObject(in: element) { object in
            let id = object.attribute("id")!
            if elementsByID[id] === object { elementsByID[id] = nil }
        }
        Self.forEachScene(in: element) { scene in
            let id = scene.attribute("sceneID")!
            if scenesByID[id] === scene { scenesByID[id] = nil }
        }
    }

    // MARK: Addresses

    /// The element an address names, or nil.
    public func resolve(_ address: NodeAddress) -> MarkupElement? {
        switch address {
        case .root: return markup.root
        case .object(let id): return elementsByID[id]
        case .scene(let id): return scenesByID[id]
        case .child(let parentAddress, let name, let key):
            guard let parent = resolve(parentAddress) else { return nil }
            return Self.keyedChild(of: parent, name: name, key: key)
        }
    }

    func require(_ address: NodeAddress) throws -> MarkupElement {
        guard let element = resolve(address) else { throw SyncError.targetNotFound(address) }
        return element
    }

    /// The first child that is not an object, with this name and `key` (none when `key` is nil).
    static func keyedChild(of parent: MarkupElement, name: String, key: String?) -> MarkupElement? {
        for case .element(let child) in parent.children where child.name == name && !isObjectElement(child) && !isScene(child) {
            if child.attribute("key") == key { return child }
        }
        return nil
    }

    /// The canonical address of an element: its id if it is an object, else its parent's
    /// address plus name and key. `nil` when the element is detached or is not the first of
    /// identical unkeyed siblings (such elements are edited through their parent).
    public func address(of element: MarkupElement) -> NodeAddress? {
        if element === markup.root { return .root }
        if Self.isObjectElement(element), let id = element.attribute("id") {
            return elementsByID[id] === element ? .object(id) : nil
        }
        if Self.isScene(element), let id = element.attribute("sceneID") {
            return scenesByID[id] === element ? .scene(id) : nil
        }
        guard let parent = element.parent, let parentAddress = address(of: parent) else { return nil }
        let key = element.attribute("key")
        guard Self.keyedChild(of: parent, name: element.name, key: key) === element else { return nil }
        return .child(of: parentAddress, name: element.name, key: key)
    }

    /// True when `element` is `ancestor` or lies inside it.
    static func isInside(_ element: MarkupElement, _ ancestor: MarkupElement) -> Bool {
        var current: MarkupElement? = element
        while let node = current {
            if node === ancestor { return true }
            current = node.parent
        }
        return false
    }

    /// Why an element may not be removed or moved (placeholders stand for objects outside the
    /// document: File's Owner, First Responder, Exit, the macOS Application), or nil.
    func protectionReason(_ element: MarkupElement) -> String? {
        if element === markup.root { return "it is the document itself" }
        switch element.name {
        case "placeholder": return "placeholders (File's Owner, First Responder) are part of every scene"
        case "exit": return "the Exit placeholder is part of every scene"
        case "customObject":
            if let id = element.attribute("id"), ["-1", "-2", "-3"].contains(id), element.parent?.parent === markup.root {
                return "File's Owner, First Responder and Application are part of every xib"
            }
            return nil
        default: return nil
        }
    }
}
