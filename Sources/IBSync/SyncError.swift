/// Why an op or a batch was refused. `description` is one sentence a person can read (it is
/// sent to clients in `reject` messages).
public enum SyncError: Error, Equatable, CustomStringConvertible {
    case targetNotFound(NodeAddress)
    case siblingNotFound(NodeAddress)
    case duplicateID(String)
    case duplicateKey(parent: NodeAddress, key: String)
    case cycle(target: NodeAddress, newParent: NodeAddress)
    case protectedElement(NodeAddress, why: String)
    case immutableAttribute(String)
    case expectationFailed(NodeAddress, name: String, expected: String?, found: String?)
    case invalidXML(String)
    case invalidName(String)
    case illegalCharacter(String)
    case hasChildElements(NodeAddress)
    case danglingReference(name: String, id: String)
    case unsupported(String)
    case rollbackFailed(String)

    /// The refusal's name for a program (the case name): sent as `code` in `reject` messages.
    public var code: String {
        switch self {
        case .targetNotFound: return "targetNotFound"
        case .siblingNotFound: return "siblingNotFound"
        case .duplicateID: return "duplicateID"
        case .duplicateKey: return "duplicateKey"
        case .cycle: return "cycle"
        case .protectedElement: return "protectedElement"
        case .immutableAttribute: return "immutableAttribute"
        case .expectationFailed: return "expectationFailed"
        case .invalidXML: return "invalidXML"
        case .invalidName: return "invalidName"
        case .illegalCharacter: return "illegalCharacter"
        case .hasChildElements: return "hasChildElements"
        case .danglingReference: return "danglingReference"
        case .unsupported: return "unsupported"
        case .rollbackFailed: return "rollbackFailed"
        }
    }

    public var description: String {
        switch self {
        case .targetNotFound(let address): return "\(address) does not exist (it may have been deleted by someone else)."
        case .siblingNotFound(let address): return "the position refers to \(address), which is not a child of the parent any more."
        case .duplicateID(let id): return "the id \(id) is already used in the document."
        case .duplicateKey(let parent, let key): return "\(parent) already has a child with key \"\(key)\"."
        case .cycle(let target, let newParent): return "\(target) cannot be moved into \(newParent), which is inside it."
        case .protectedElement(let address, let why): return "\(address) cannot be changed: \(why)."
        case .immutableAttribute(let name): return "the attribute \(name) cannot be changed in place: remove the element and insert it again."
        case .expectationFailed(let address, let name, let expected, let found):
            return "\(name) of \(address) was changed by someone else (expected \(expected.map { "\"\($0)\"" } ?? "none"), found \(found.map { "\"\($0)\"" } ?? "none"))."
        case .invalidXML(let reason): return "the inserted XML is not valid: \(reason)."
        case .invalidName(let name): return "\"\(name)\" is not a valid XML name."
        case .illegalCharacter(let name): return "the value for \(name) contains a character XML cannot hold."
        case .hasChildElements(let address): return "\(address) has child elements, so its text cannot be set."
        case .danglingReference(let name, let id): return "\(name) names \(id), which does not exist (it may have been deleted by someone else)."
        case .unsupported(let reason): return reason
        case .rollbackFailed(let reason): return "internal error while undoing a refused batch: \(reason)."
        }
    }
}
