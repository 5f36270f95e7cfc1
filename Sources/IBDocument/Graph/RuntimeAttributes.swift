/// User-defined runtime attributes (`setValue(_:forKeyPath:)` at load time) and the
/// inspectable properties Xcode stores the same way.
public struct IBRuntimeAttribute: Hashable {
    public let element: MarkupElement

    public var keyPath: String { element.attribute("keyPath") ?? "" }
    /// `boolean`, `number`, `string`, `localizedString`, `color`, `point`, `size`, `rect`,
    /// `range`, `image`, `nil`.
    public var type: String { element.attribute("type") ?? "" }
    /// The value of simple types (`value=` attribute, or the `<integer|real key="value">` child).
    public var value: String? {
        if let value = element.attribute("value") { return value }
        return element.firstChild(withKey: "value")?.attribute("value")
    }
}

extension InterfaceDocument {
    public func runtimeAttributes(of object: IBObject) -> [IBRuntimeAttribute] {
        object.element.firstChild(named: "userDefinedRuntimeAttributes")?.childElements.map(IBRuntimeAttribute.init) ?? []
    }

    /// Sets (or adds, at the end: the list keeps authoring order) a runtime attribute whose
    /// value fits in the `value` attribute: `boolean` (YES/NO), `string`, `localizedString`.
    @discardableResult
    public func setRuntimeAttribute(keyPath: String, type: String, value: String, of objectID: String) throws -> IBRuntimeAttribute {
        let object = try require(objectID)
        let list = containerList(named: "userDefinedRuntimeAttributes", in: object.element)
        let element: MarkupElement
        if let existing = list.childElements.first(where: { $0.attribute("keyPath") == keyPath }) {
            element = existing
            try object.write("runtime attribute") {
                try element.setAttribute("type", to: type)
                try element.setAttribute("value", to: value)
            }
        } else {
            element = MarkupElement(name: "userDefinedRuntimeAttribute")
            try object.write("runtime attribute") {
                try element.setAttribute("type", to: type)
                try element.setAttribute("keyPath", to: keyPath)
                try element.setAttribute("value", to: value)
            }
            list.appendChild(element)
        }
        return IBRuntimeAttribute(element: element)
    }
}

extension InterfaceDocument {
    /// Prototype cells of a table or collection view (`<prototypes>` / `<cells>`), with their
    /// reuse identifiers.
    public func prototypeCells(of listView: IBObject) -> [IBObject] {
        let element = listView.element
        let container = element.firstChild(named: "prototypes") ?? element.firstChild(named: "cells")
        return container?.childElements.filter(InterfaceDocument.isObjectElement).map(IBObject.init) ?? []
    }

    /// The cell whose `reuseIdentifier` matches, anywhere in the document.
    public func cell(withReuseIdentifier identifier: String) -> IBObject? {
        allObjects.first { $0.reuseIdentifier == identifier }
    }
}
