/// Why a document could not be loaded or an edit could not be made; `description` is one
/// sentence for a person (with line:column when the XML itself is at fault).
public enum InterfaceDocumentError: Error, Equatable, CustomStringConvertible {
    case malformed(MarkupParseError)
    /// A pre-Xcode-5 `<archive type="com.apple.InterfaceBuilder3.*" version="…">` document.
    case legacyArchive(type: String, version: String)
    case notAnInterfaceBuilderDocument(rootElement: String)
    case objectNotFound(id: String)
    case wrongKindOfObject(id: String, expected: String)
    case illegalCharacter(field: String)
    case duplicateID(String)

    /// The sentence without the `line:column: ` prefix of `description` (for messages that say where themselves).
    public var reason: String {
        let text = description
        guard text.hasPrefix("1:1: ") else { return text }
        return String(text.dropFirst(5))
    }

    public var description: String {
        switch self {
        case .malformed(let error): return error.description
        case .legacyArchive(let type, let version):
            return "1:1: this is a legacy Interface Builder 3 archive (\(type), version \(version)), the file format from before Xcode 5, which Storyweave cannot open; open it in Xcode 5, 6 or 7 and save it in the Xcode 5 (or later) document format to upgrade it."
        case .notAnInterfaceBuilderDocument(let root):
            return "1:1: the root element is <\(root)>, so this is not an Interface Builder document (expected <document>)."
        case .objectNotFound(let id): return "no object has id \"\(id)\"."
        case .wrongKindOfObject(let id, let expected): return "object \"\(id)\" is not \(expected)."
        case .illegalCharacter(let field): return "the new \(field) contains a character that an XML document cannot hold."
        case .duplicateID(let id): return "id \"\(id)\" is already used in this document."
        }
    }
}
