/// A connection as lint sees it: the `<outlet>`, `<action>`, `<segue>`... element, the object
/// whose `<connections>` list holds it (the source) and the id it points to.
public struct LintConnection {
    public let element: MarkupElement
    /// The object element owning the `<connections>` list.
    public let source: MarkupElement
    /// `outlet`, `outletCollection`, `action`, `segue`, `binding`, `accessibilityConnection`...
    public var kind: String { element.name }
    /// `destination`, or `target` for AppKit actions.
    public var destinationID: String? { element.attribute("destination") ?? element.attribute("target") }
    public var id: String? { element.attribute("id") }
    public var property: String? { element.attribute("property") }
}

/// Everything the rules share, computed once per document: objects by id, the scene of each
/// object, all connections, and class lookups in the platform's catalog.
public final class LintContext {
    public let document: InterfaceDocument
    /// The platform's catalog; `nil` for documents it doesn't describe (watchKit).
    public let catalog: ClassCatalog?
    /// Object elements by id, in document order (more than one only in hand-edited files).
    public private(set) var elementsByID: [String: [MarkupElement]] = [:]
    /// Every object element (an element with an `id` naming an object), in document order.
    public private(set) var objects: [MarkupElement] = []
    public private(set) var connections: [LintConnection] = []

    public init(document: InterfaceDocument) {
        self.document = document
        self.catalog = ClassCatalog.forTargetRuntime(document.kind.targetRuntime)
        document.root.forEachElement { element in
            if ObjectElements.isObject(element), let id = element.attribute("id") {
                elementsByID[id, default: []].append(element)
                objects.append(element)
            }
            if element.name == "connections", let source = element.parent {
                for connection in element.childElements {
                    connections.append(LintConnection(element: connection, source: source))
                }
            }
        }
    }

    public var isStoryboard: Bool { document.kind.format == .storyboard }

    public func element(withID id: String) -> MarkupElement? {
        elementsByID[id]?.first
    }

    /// The `<scene>` holding an element (`nil` in xibs and outside scenes).
    public func scene(of element: MarkupElement) -> MarkupElement? {
        var current: MarkupElement? = element
        while let candidate = current {
            if candidate.name == "scene" { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The nearest object element at or above this element.
    public func owningObject(of element: MarkupElement) -> MarkupElement? {
        var current: MarkupElement? = element
        while let candidate = current {
            if ObjectElements.isObject(candidate) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Placeholders by the graph's rules, plus the scene members that stand for outside
    /// objects in Cocoa storyboards (`<customObject … sceneMemberID="firstResponder">`).
    public func isPlaceholder(_ element: MarkupElement) -> Bool {
        if let member = element.attribute("sceneMemberID"), member == "firstResponder" || member == "exit" { return true }
        return document.placeholderRole(of: IBObject(element)) != nil
    }

    /// The class the catalog knows for an object, or `nil` when it can't tell: placeholders,
    /// unknown elements, and custom classes the catalog doesn't describe on elements whose
    /// own class says little (`customObject`, plain views that may be custom controls).
    /// A custom class that the catalog knows (`NSApplication` on File's Owner) is used as is.
    public func knownClass(of element: MarkupElement) -> String? {
        guard let catalog, !isPlaceholder(element) else { return nil }
        if let custom = element.attribute("customClass") {
            if catalog.description(ofClass: custom) != nil { return custom }
            return nil
        }
        return catalog.description(forElement: element.name)?.className
    }

    /// The class of the element itself, ignoring any custom class: a lower bound, since a
    /// custom class must inherit from it.
    public func elementClass(of element: MarkupElement) -> String? {
        guard !isPlaceholder(element) else { return nil }
        return catalog?.description(forElement: element.name)?.className
    }

    /// A short name for messages: `button "Save" (abc-12-xyz)`.
    public func describe(_ element: MarkupElement) -> String {
        var text = element.attribute("customClass") ?? element.name
        if let label = element.attribute("userLabel") ?? element.attribute("title") ?? element.attribute("text") {
            text += " \"\(label)\""
        }
        return text
    }
}
