/// The Swift declarations Xcode writes when you control-drag from the canvas into the source
/// ("Connect to new outlet/action"): same attribute, same `weak`, same `!`, same `_ sender`.
public enum DeclarationWriter {
    /// `@IBOutlet weak var nameLabel: UILabel!`; collections are strong arrays:
    /// `@IBOutlet var rows: [UIView]!`.
    public static func outlet(name: String, typeName: String, isCollection: Bool = false) -> String {
        isCollection ? "@IBOutlet var \(name): [\(typeName)]!" : "@IBOutlet weak var \(name): \(typeName)!"
    }

    /// `@IBAction func save(_ sender: UIButton) {` + `}` on its own line (two lines).
    public static func action(name: String, senderType: String?) -> [String] {
        let parameters = senderType.map { "_ sender: \($0)" } ?? ""
        return ["@IBAction func \(name)(\(parameters)) {", "}"]
    }

    /// The selector Interface Builder writes for an action made by `action(name:senderType:)`.
    public static func selector(forActionNamed name: String, senderType: String?) -> String {
        senderType == nil ? name : name + ":"
    }

    /// Whether `name` can be a Swift property or method name as written (no backticks).
    public static func isValidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        let keywords: Set<String> = ["class", "func", "var", "let", "if", "else", "for", "in", "while", "return", "self",
                                     "Self", "super", "init", "deinit", "import", "struct", "enum", "protocol", "extension",
                                     "switch", "case", "default", "true", "false", "nil", "static", "weak", "guard", "do",
                                     "try", "catch", "throw", "throws", "is", "as", "where", "repeat", "break", "continue"]
        return !keywords.contains(name)
            && name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
