/// An object of the document: an element with an `id` (view, controller, placeholder,
/// constraint, connection...). A thin handle on the tree element; reads and writes go straight
/// to the tree, so there is never a second copy of the truth.
public struct IBObject: Hashable, CustomStringConvertible {
    public let element: MarkupElement

    public init(_ element: MarkupElement) { self.element = element }

    public static func == (lhs: IBObject, rhs: IBObject) -> Bool { lhs.element === rhs.element }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(element)) }

    public var id: String { element.attribute("id") ?? "" }
    /// The element name, which names the IB class kind: `viewController`, `button`, `tableView`...
    public var elementName: String { element.name }
    /// The role in the parent (`view`, `navigationItem`, `contentView`...), if keyed.
    public var key: String? { element.attribute("key") }
    public var customClass: String? { element.attribute("customClass") }
    public var customModule: String? { element.attribute("customModule") }
    /// `target` when the module is the app target (`customModuleProvider="target"`).
    public var customModuleProvider: String? { element.attribute("customModuleProvider") }
    /// The name shown in the document outline when set.
    public var userLabel: String? { element.attribute("userLabel") }
    public var storyboardIdentifier: String? { element.attribute("storyboardIdentifier") }
    public var restorationIdentifier: String? { element.attribute("restorationIdentifier") }
    public var reuseIdentifier: String? { element.attribute("reuseIdentifier") }
    public var sceneMemberID: String? { element.attribute("sceneMemberID") }
    /// `title` attribute (controllers, navigation items, bar items, menus, windows...).
    public var title: String? { element.attribute("title") }

    /// Sets or clears the custom class; `module` nil with `inheritsModuleFromTarget` writes
    /// `customModuleProvider="target"` as Xcode does for "Inherit Module From Target".
    public func setCustomClass(_ name: String?, module: String? = nil, inheritsModuleFromTarget: Bool = false) throws {
        try write("customClass") { try element.setOptionalAttribute("customClass", to: name) }
        let moduleValue = name == nil ? nil : module
        try write("customModule") { try element.setOptionalAttribute("customModule", to: moduleValue) }
        let provider = name != nil && inheritsModuleFromTarget ? "target" : nil
        try write("customModuleProvider") { try element.setOptionalAttribute("customModuleProvider", to: provider) }
    }

    public func setUserLabel(_ label: String?) throws {
        try write("user label") { try element.setOptionalAttribute("userLabel", to: label) }
    }

    public func setStoryboardIdentifier(_ identifier: String?) throws {
        try write("storyboard identifier") { try element.setOptionalAttribute("storyboardIdentifier", to: identifier) }
    }

    public func setTitle(_ title: String?) throws {
        try write("title") { try element.setOptionalAttribute("title", to: title) }
    }

    public var description: String { "<\(elementName) id=\"\(id)\">" }

    /// Maps the XML layer's error to the document's.
    func write(_ field: String, _ body: () throws -> Void) throws {
        do { try body() } catch is MarkupEditError { throw InterfaceDocumentError.illegalCharacter(field: field) }
    }
}
