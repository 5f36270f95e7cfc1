/// Reads Objective-C headers and implementation files (`.h`, `.m`) for what Interface Builder
/// uses: `@interface Name : Super <Protocols>` (a class), `@interface Name (Category)` and class
/// extensions `@interface Name ()` (extensions of it), `@implementation Name`, and in them
/// `IBOutlet` / `IBOutletCollection(Type)` / `IBInspectable` properties and instance variables,
/// `- (IBAction)…` methods, and `IB_DESIGNABLE`. Produces the same fragments as the Swift parser,
/// so `SourceIndex` and the lint rules treat both languages alike. Token-based, no regular
/// expressions; `@protocol` bodies, C functions and method bodies are skipped.
public struct ObjCHeaderParser {
    public init() {}

    public func parse(_ text: String, file: String) -> [SourceTypeFragment] {
        var reader = ObjCDeclarationReader(tokens: ObjCTokenizer.tokens(of: text), file: file)
        return reader.readFile()
    }
}

private struct ObjCDeclarationReader {
    let tokens: [ObjCToken]
    let file: String
    var position = 0
    var fragments: [SourceTypeFragment] = []

    init(tokens: [ObjCToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    var current: ObjCToken? { position < tokens.count ? tokens[position] : nil }

    mutating func readFile() -> [SourceTypeFragment] {
        var designable = false
        while let token = current {
            if token.isIdentifier("IB_DESIGNABLE") {
                designable = true
                position += 1
            } else if token.isKeyword("@interface") || token.isKeyword("@implementation") {
                readContainer(designable: designable)
                designable = false
            } else if token.isKeyword("@protocol") {
                skipProtocol()
            } else if token.isPunctuation("{") {
                skipBalanced(open: "{", close: "}")
            } else {
                position += 1
            }
        }
        return fragments
    }

    /// `@interface … @end` or `@implementation … @end`.
    private mutating func readContainer(designable: Bool) {
        let opener = tokens[position]
        position += 1
        guard let nameToken = current, nameToken.kind == .identifier else { return }
        position += 1
        if current?.isPunctuation("<") == true { skipBalanced(open: "<", close: ">") }   // lightweight generics
        var isExtension = opener.isKeyword("@implementation")
        var superclass: String?
        var conformances: [String] = []
        if current?.isPunctuation("(") == true {
            isExtension = true
            skipBalanced(open: "(", close: ")")
        } else if current?.isPunctuation(":") == true {
            position += 1
            if let name = current, name.kind == .identifier {
                superclass = name.text
                position += 1
            }
        }
        if current?.isPunctuation("<") == true {
            conformances = identifiers(until: ">").filter { $0 != "," }
        }
        let location = SourceLocation(file: file, line: opener.line)
        var sourceClass = SourceClass(name: nameToken.text, superclass: superclass, conformances: conformances,
                                      isDesignable: designable, location: isExtension ? nil : location,
                                      extensionLocations: isExtension ? [location] : [])
        if current?.isPunctuation("{") == true { readInstanceVariables(into: &sourceClass) }
        readMembers(into: &sourceClass, inImplementation: opener.isKeyword("@implementation"))
        fragments.append(SourceTypeFragment(kind: isExtension ? .extension : .classDeclaration, sourceClass: sourceClass))
    }

    /// The `{ … }` block of instance variables: `IBOutlet UILabel *label;`.
    private mutating func readInstanceVariables(into sourceClass: inout SourceClass) {
        position += 1
        while let token = current, !token.isPunctuation("}"), !token.isKeyword("@end") {
            let declaration = statement()
            if declaration.isEmpty, current?.isPunctuation("}") == false { position += 1 }
            readVariable(declaration, attributes: [], into: &sourceClass)
        }
        if current?.isPunctuation("}") == true { position += 1 }
    }

    private mutating func readMembers(into sourceClass: inout SourceClass, inImplementation: Bool) {
        while let token = current, !token.isKeyword("@end") {
            if token.isKeyword("@property") {
                position += 1
                var attributes: [String] = []
                if current?.isPunctuation("(") == true { attributes = identifiers(until: ")") }
                readVariable(statement(), attributes: attributes, into: &sourceClass)
            } else if token.isPunctuation("-") || token.isPunctuation("+") {
                readMethod(into: &sourceClass, isInstance: token.isPunctuation("-"))
            } else if token.isPunctuation("{") {
                skipBalanced(open: "{", close: "}")
            } else {
                position += 1
            }
        }
        position += 1
    }

    /// A property or instance variable declaration (tokens up to, not including, the `;`).
    private func readVariable(_ tokens: [ObjCToken], attributes: [String], into sourceClass: inout SourceClass) {
        guard let first = tokens.first else { return }
        let location = SourceLocation(file: file, line: first.line)
        let declarators = Self.split(tokens, on: ",")
        let names = declarators.compactMap(Self.declaredName)
        sourceClass.propertyNames += names
        let words = tokens.filter { $0.kind == .identifier }.map(\.text)
        let isWeak = attributes.contains("weak") || words.contains("__weak")
        if let marker = tokens.firstIndex(where: { $0.isIdentifier("IBOutletCollection") }) {
            let elementType = tokens.dropFirst(marker + 1).first { $0.kind == .identifier }?.text ?? "id"
            for name in names {
                sourceClass.outlets.append(SourceOutlet(name: name, typeName: elementType, isCollection: true,
                                                        optionality: .optional, isWeak: isWeak, location: location))
            }
        } else if words.contains("IBOutlet") || words.contains("IBInspectable") {
            let typeName = Self.declaredType(words) ?? "id"
            for name in names {
                if words.contains("IBOutlet") {
                    sourceClass.outlets.append(SourceOutlet(name: name, typeName: typeName, optionality: .optional,
                                                            isWeak: isWeak, location: location))
                } else {
                    sourceClass.inspectables.append(SourceInspectable(name: name, typeName: typeName, location: location))
                }
            }
        }
    }

    /// `- (IBAction)tap:(UIButton *)sender forEvent:(UIEvent *)event;` (or with a body in `@implementation`).
    private mutating func readMethod(into sourceClass: inout SourceClass, isInstance: Bool) {
        let start = tokens[position]
        position += 1
        var returnType: [String] = []
        if current?.isPunctuation("(") == true { returnType = identifiers(until: ")") }
        var selector = ""
        var baseName = ""
        var senderType: String?
        while let token = current, !token.isPunctuation(";"), !token.isPunctuation("{") {
            guard token.kind == .identifier else {
                position += 1
                continue
            }
            let keyword = token.text
            position += 1
            guard current?.isPunctuation(":") == true else {
                if selector.isEmpty && baseName.isEmpty { baseName = keyword }
                continue
            }
            position += 1
            if baseName.isEmpty { baseName = keyword }
            selector += keyword + ":"
            if current?.isPunctuation("(") == true {
                let parameterType = identifiers(until: ")")
                if senderType == nil { senderType = Self.declaredType(parameterType) ?? "id" }
            }
            if current?.kind == .identifier { position += 1 }   // the parameter's name
        }
        if current?.isPunctuation("{") == true { skipBalanced(open: "{", close: "}") } else { position += 1 }
        guard isInstance, returnType.contains("IBAction"), !baseName.isEmpty else { return }
        let action = SourceAction(selector: selector.isEmpty ? baseName : selector, name: baseName, senderType: senderType,
                                  location: SourceLocation(file: file, line: start.line))
        if !sourceClass.actions.contains(where: { $0.selector == action.selector }) { sourceClass.actions.append(action) }
    }

    /// `@protocol Name;` / `@protocol A, B;` (forward declarations) or `@protocol Name … @end`.
    private mutating func skipProtocol() {
        position += 1
        while let token = current, token.kind == .identifier || token.isPunctuation(",") || token.isPunctuation("<") || token.isPunctuation(">") {
            position += 1
        }
        if current?.isPunctuation(";") == true {
            position += 1
            return
        }
        while let token = current, !token.isKeyword("@end") { position += 1 }
        position += 1
    }

    /// The tokens of one statement, consuming its `;`.
    private mutating func statement() -> [ObjCToken] {
        var result: [ObjCToken] = []
        while let token = current, !token.isPunctuation(";"), !token.isPunctuation("}"), !token.isKeyword("@end") {
            result.append(token)
            position += 1
        }
        if current?.isPunctuation(";") == true { position += 1 }
        return result
    }

    /// The identifiers inside a bracketed group starting at the current opener, consuming it.
    private mutating func identifiers(until close: String) -> [String] {
        let open = tokens[position].text
        let start = position
        skipBalanced(open: open, close: close)
        return tokens[(start + 1)..<max(start + 1, position - 1)].filter { $0.kind == .identifier }.map(\.text)
    }

    private mutating func skipBalanced(open: String, close: String) {
        var depth = 0
        while let token = current {
            position += 1
            if token.isPunctuation(open) { depth += 1 }
            if token.isPunctuation(close) {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// The class named in a declaration, past qualifiers and Interface Builder markers.
    private static func declaredType(_ words: [String]) -> String? {
        let ignored: Set<String> = ["IBOutlet", "IBInspectable", "IBAction", "__weak", "__strong", "__kindof", "__unsafe_unretained",
                                    "nullable", "nonnull", "_Nullable", "_Nonnull", "_Null_unspecified", "const", "volatile",
                                    "struct", "unsigned", "signed"]
        return words.first { !ignored.contains($0) }
    }

    /// The name a declarator declares: the last identifier (`*label`), or for a block the one after `^`.
    private static func declaredName(_ declarator: [ObjCToken]) -> String? {
        if let caret = declarator.firstIndex(where: { $0.isPunctuation("^") }) {
            return declarator[(caret + 1)...].first { $0.kind == .identifier }?.text
        }
        return declarator.last { $0.kind == .identifier }?.text
    }

    private static func split(_ tokens: [ObjCToken], on separator: String) -> [[ObjCToken]] {
        var parts: [[ObjCToken]] = [[]]
        var depth = 0
        for token in tokens {
            if token.isPunctuation("(") || token.isPunctuation("<") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation(">") { depth -= 1 }
            if depth == 0 && token.isPunctuation(separator) {
                parts.append([])
            } else {
                parts[parts.count - 1].append(token)
            }
        }
        return parts.filter { !$0.isEmpty }
    }
}
