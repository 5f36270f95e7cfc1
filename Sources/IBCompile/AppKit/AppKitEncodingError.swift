import IBDocument

/// Why a Cocoa document could not be compiled. Every case names the element (and its id when
/// it has one) so the user can find it: the encoder refuses rather than writing a nib that
/// would load differently from Apple's.
public enum AppKitEncodingError: Error, Equatable, CustomStringConvertible {
    /// The document is not a macOS (`MacOSX.Cocoa`) xib.
    case notACocoaDocument(kind: String)
    /// An element this encoder has no AppKit encoding for. An element without an id (a
    /// `<color key="…">`, a `<font>`) is named by its key and the nearest owner with an id.
    case unsupportedElement(element: String, id: String?, key: String? = nil, owner: String? = nil)
    /// An attribute (or attribute value) this encoder does not encode, on a supported element.
    case unsupportedAttribute(attribute: String, value: String, element: String, id: String?)
    /// A connection, binding or key reference whose target id is not an object of the nib.
    case unresolvedReference(id: String)
    /// A system (catalog) colour, whose fallback embeds an ICC profile the caller did not supply.
    case missingColorProfiles(color: String, element: String, id: String?)
    /// A required attribute or child is missing or malformed.
    case malformed(element: String, id: String?, reason: String)
    /// Something valid the encoder does not archive, with why no archive of it is known.
    case notCompiled(element: String, id: String?, reason: String)

    public var description: String {
        switch self {
        case .notACocoaDocument(let kind):
            return "the AppKit encoder compiles macOS xibs only; this document is a \(kind)."
        case .unsupportedElement(let element, let id, let key, let owner):
            let named = "<\(element)\(key.map { " key=\"\($0)\"" } ?? "")\(Self.idSuffix(id))>" + (owner.map { " in \($0)" } ?? "")
            if let reason = AppKitRefusalReasons.reason(element: element, key: key) ?? AppKitRefusalReasons.reason(element: element) {
                return "\(named) is not compiled: \(reason)."
            }
            return "\(named) cannot be compiled to a macOS nib yet."
        case .unsupportedAttribute(let attribute, let value, let element, let id):
            if let reason = AppKitRefusalReasons.reason(attribute: attribute, element: element) {
                return "\(attribute)=\"\(value)\" on <\(element)\(Self.idSuffix(id))> is not compiled: \(reason)."
            }
            return "\(attribute)=\"\(value)\" on <\(element)\(Self.idSuffix(id))> cannot be compiled to a macOS nib yet."
        case .unresolvedReference(let id):
            return "the nib refers to object \"\(id)\", which is not an object of this document."
        case .missingColorProfiles(let color, let element, let id):
            return "the system colour \"\(color)\" of <\(element)\(Self.idSuffix(id))> needs the Generic Gray and sRGB ICC profiles (AppKitColorProfiles), which were not supplied."
        case .malformed(let element, let id, let reason):
            return "<\(element)\(Self.idSuffix(id))> is malformed: \(reason)."
        case .notCompiled(let element, let id, let reason):
            return "<\(element)\(Self.idSuffix(id))> is not compiled: \(reason)."
        }
    }

    /// The refusal of an element no encoder handles, named so the user can find it.
    static func unsupported(_ element: MarkupElement) -> AppKitEncodingError {
        let id = element.attribute("id")
        var owner: String?
        if id == nil {
            var ancestor = element.parent
            while let current = ancestor, current.attribute("id") == nil { ancestor = current.parent }
            owner = ancestor.map { "<\($0.name)\(idSuffix($0.attribute("id")))>" }
        }
        return .unsupportedElement(element: element.name, id: id, key: element.attribute("key"), owner: owner)
    }

    private static func idSuffix(_ id: String?) -> String {
        id.map { " id=\"\($0)\"" } ?? ""
    }
}
