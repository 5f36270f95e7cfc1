/// An Interface Builder document: the lossless XML tree plus an index of its objects by id.
/// The graph is a view: every accessor reads the tree, every edit writes the tree, and the
/// index only maps ids (and nothing else) to tree elements.
public final class InterfaceDocument {
    public let markup: MarkupDocument
    public private(set) var kind: DocumentKind
    /// The first element with each id, and the later ones for ids a hand-edited file repeats
    /// (kept apart so the common case costs no array per id).
    private var elementByID: [String: MarkupElement] = [:]
    private var duplicateElementsByID: [String: [MarkupElement]] = [:]

    /// Parses and indexes a document. Legacy `<archive>` documents and other XML are refused.
    public init(bytes: [UInt8], limits: MarkupLimits = .default) throws {
        let markup: MarkupDocument
        do { markup = try MarkupDocument.parse(bytes, limits: limits) } catch let error as MarkupParseError {
            throw InterfaceDocumentError.malformed(error)
        }
        let root = markup.root
        if root.name == "archive", let type = root.attribute("type"), type.hasPrefix("com.apple.InterfaceBuilder") {
            throw InterfaceDocumentError.legacyArchive(type: type, version: root.attribute("version") ?? "unknown")
        }
        guard root.name == "document" else { throw InterfaceDocumentError.notAnInterfaceBuilderDocument(rootElement: root.name) }
        self.markup = markup
        kind = DocumentKind(type: root.attribute("type") ?? "", targetRuntime: root.attribute("targetRuntime") ?? "")
        reindex()
    }

    public convenience init(text: String) throws {
        try self.init(bytes: Array(text.utf8))
    }

    /// The document's bytes: the input exactly where nothing was edited.
    public func serialized() -> [UInt8] { markup.serialized() }
    public func serializedString() -> String { markup.serializedString() }

    /// An independent copy (for snapshots and revisions): the serialized bytes parsed again.
    public func copy() throws -> InterfaceDocument {
        try InterfaceDocument(bytes: serialized())
    }

    public var root: MarkupElement { markup.root }
    public var toolsVersion: String? { root.attribute("toolsVersion") }

    /// toolsVersion as a number (`17701`, `14313.18` → 14313), for version-dependent layout.
    public var toolsVersionNumber: Int {
        Int(toolsVersion?.prefix { $0.isNumber } ?? "") ?? 0
    }

    // MARK: Objects

    /// The object with this id (the first one when a hand-edited file repeats an id).
    public func object(withID id: String) -> IBObject? {
        elementByID[id].map(IBObject.init)
    }

    /// Every object with this id: more than one only in hand-edited files.
    public func objects(withID id: String) -> [IBObject] {
        guard let first = elementByID[id] else { return [] }
        return ([first] + (duplicateElementsByID[id] ?? [])).map(IBObject.init)
    }

    /// Ids used by more than one object (lint reports them; the document still round-trips).
    public var duplicateIDs: [String] {
        duplicateElementsByID.keys.sorted()
    }

    public func containsID(_ id: String) -> Bool { elementByID[id] != nil }

    /// All objects in document order.
    public var allObjects: [IBObject] {
        var result: [IBObject] = []
        forEachObjectElement(in: root) { result.append(IBObject($0)) }
        return result
    }

    /// The nearest ancestor that is an object (a view's superview is `subviews`' parent...).
    public func parentObject(of object: IBObject) -> IBObject? {
        var current = object.element.parent
        while let element = current {
            if Self.isObjectElement(element) { return IBObject(element) }
            current = element.parent
        }
        return nil
    }

    /// Objects directly below this one (through container elements such as `subviews`).
    public func childObjects(of object: IBObject) -> [IBObject] {
        var result: [IBObject] = []
        var stack = Array(object.element.childElements.reversed())
        while let element = stack.popLast() {
            if Self.isObjectElement(element) { result.append(IBObject(element)) } else {
                stack.append(contentsOf: element.childElements.reversed())
            }
        }
        return result
    }

    func require(_ id: String) throws -> IBObject {
        guard let object = object(withID: id) else { throw InterfaceDocumentError.objectNotFound(id: id) }
        return object
    }

    // MARK: Index

    /// Rebuilds the id index; needed only after editing the tree directly (typed edits keep
    /// the index current themselves).
    public func reindex() {
        elementByID = [:]
        duplicateElementsByID = [:]
        forEachObjectElement(in: root) { index($0) }
    }

    /// Adds a new subtree's objects to the index.
    func indexSubtree(_ element: MarkupElement) {
        forEachObjectElement(in: element) { index($0) }
    }

    /// Removes a detached subtree's objects from the index.
    func unindexSubtree(_ element: MarkupElement) {
        forEachObjectElement(in: element) { removed in
            guard let id = removed.attribute("id") else { return }
            if elementByID[id] === removed {
                var others = duplicateElementsByID.removeValue(forKey: id) ?? []
                elementByID[id] = others.isEmpty ? nil : others.removeFirst()
                if !others.isEmpty { duplicateElementsByID[id] = others }
            } else {
                duplicateElementsByID[id]?.removeAll { $0 === removed }
                if duplicateElementsByID[id]?.isEmpty == true { duplicateElementsByID[id] = nil }
            }
        }
    }

    private func index(_ element: MarkupElement) {
        guard let id = element.attribute("id") else { return }
        if elementByID[id] == nil {
            elementByID[id] = element
        } else {
            duplicateElementsByID[id, default: []].append(element)
        }
    }

    private func forEachObjectElement(in start: MarkupElement, _ body: (MarkupElement) -> Void) {
        var stack: [MarkupElement] = [start]
        while let element = stack.popLast() {
            if element.name == "dependencies" { continue }
            if Self.isObjectElement(element) { body(element) }
            let children = element.children
            var index = children.count - 1
            while index >= 0 {
                if case .element(let child) = children[index] { stack.append(child) }
                index -= 1
            }
        }
    }

    /// Elements with an `id` are objects, except the few whose `id` names something else.
    static func isObjectElement(_ element: MarkupElement) -> Bool {
        guard element.hasAttribute("id") else { return false }
        switch element.name {
        case "device", "adaptation", "deployment", "development", "plugIn", "capability": return false
        default: return true
        }
    }

    /// Throws when an id is taken, so typed edits never create duplicates.
    func requireUnusedID(_ id: String) throws {
        if containsID(id) { throw InterfaceDocumentError.duplicateID(id) }
    }
}
