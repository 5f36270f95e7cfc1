/// Why a CocoaTouch xib could not be encoded. Every case names the element (and its xib id when
/// it has one) so the user can find what the compiler does not support, and, where the sources
/// of truth show why no archive can be written yet, says so (`UIKitRefusalReasons`).
public enum UIKitEncodingError: Error, CustomStringConvertible, Equatable {
    case notACocoaTouchDocument(kind: String)
    case unsupportedElement(element: String, id: String?, context: String)
    case unsupportedAttribute(attribute: String, value: String, element: String, id: String?)
    case malformed(element: String, id: String?, reason: String)
    case unresolvedReference(id: String)

    public var description: String {
        switch self {
        case .notACocoaTouchDocument(let kind):
            return "the UIKit encoder compiles iOS/tvOS xibs only, not \(kind)"
        case .unsupportedElement(let element, let id, let context):
            if let reason = UIKitRefusalReasons.reason(element: element) {
                return "<\(element)>\(Self.idText(id)) in \(context) is not compiled: \(reason)"
            }
            return "<\(element)>\(Self.idText(id)) in \(context) has no UIKit encoding yet"
        case .unsupportedAttribute(let attribute, let value, let element, let id):
            if let reason = UIKitRefusalReasons.reason(attribute: attribute, element: element) {
                return "attribute \(attribute)=\"\(value)\" on <\(element)>\(Self.idText(id)) is not compiled: \(reason)"
            }
            return "attribute \(attribute)=\"\(value)\" on <\(element)>\(Self.idText(id)) has no UIKit encoding yet"
        case .malformed(let element, let id, let reason):
            return "<\(element)>\(Self.idText(id)) is malformed: \(reason)"
        case .unresolvedReference(let id):
            return "a connection points at id \"\(id)\", which is not an encoded object of the document"
        }
    }

    private static func idText(_ id: String?) -> String { id.map { " (id \"\($0)\")" } ?? "" }
}
