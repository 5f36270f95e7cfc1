/// Placeholder objects: stand-ins for objects that exist outside the nib at load time.
public enum PlaceholderRole: Equatable {
    /// The object that loads the nib (File's Owner).
    case filesOwner
    /// The responder chain (First Responder).
    case firstResponder
    /// NSApplication in macOS xibs (`customObject id="-3"`).
    case application
    /// The scene's Exit, the target of unwind segues.
    case exit
    /// A storyboard reference (`viewControllerPlaceholder`).
    case storyboardReference
    /// Another proxy, e.g. an external object, by its `placeholderIdentifier`.
    case external(String)
}

public struct IBPlaceholder: Hashable {
    public let object: IBObject
    public let role: PlaceholderRole

    public static func == (lhs: IBPlaceholder, rhs: IBPlaceholder) -> Bool { lhs.object == rhs.object }
    public func hash(into hasher: inout Hasher) { hasher.combine(object) }
}

extension PlaceholderRole: Hashable {}

extension InterfaceDocument {
    /// The placeholder role of an object, or nil for a real object.
    public func placeholderRole(of object: IBObject) -> PlaceholderRole? {
        let element = object.element
        switch element.name {
        case "placeholder":
            switch element.attribute("placeholderIdentifier") {
            case "IBFilesOwner": return .filesOwner
            case "IBFirstResponder": return .firstResponder
            case let identifier?: return .external(identifier)
            case nil: return .external("")
            }
        case "exit": return .exit
        case "viewControllerPlaceholder": return .storyboardReference
        case "customObject":
            // macOS storyboards: the scene's First Responder is a custom object.
            if element.attribute("sceneMemberID") == "firstResponder" { return .firstResponder }
            // macOS xibs: File's Owner -2, First Responder -1, Application -3 at the top level.
            guard kind.platform == .macOS, element.parent?.parent === root else { return nil }
            switch object.id {
            case "-2": return .filesOwner
            case "-1": return .firstResponder
            case "-3": return .application
            default: return nil
            }
        default: return nil
        }
    }

    /// Every placeholder in document order (xib top level and every scene).
    public var placeholders: [IBPlaceholder] {
        let candidates = kind.format == .xib ? topLevelObjects : scenes.flatMap(\.objects)
        return candidates.compactMap { object in placeholderRole(of: object).map { IBPlaceholder(object: object, role: $0) } }
    }

    /// File's Owner of a xib.
    public var filesOwner: IBObject? {
        placeholders.first { $0.role == .filesOwner }?.object
    }
}
