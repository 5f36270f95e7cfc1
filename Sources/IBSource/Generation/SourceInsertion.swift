import SwiftParser
import SwiftSyntax

/// Inserts a new outlet or action into a class in the user's file, where Xcode puts them:
/// outlets after the class's last `@IBOutlet` (or at the top of the body), actions at the end of
/// the body. Returns the new text and a unified diff to download.
public struct SourceInsertion {
    public enum Member: Equatable, Sendable {
        case outlet(name: String, typeName: String, isCollection: Bool)
        case action(name: String, senderType: String?)

        var name: String {
            switch self {
            case .outlet(let name, _, _), .action(let name, _): return name
            }
        }
    }

    public struct Result: Equatable, Sendable {
        public var text: String
        public var diff: String
        /// The declaration as inserted (without indentation), for "copy to clipboard".
        public var declaration: String
    }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case invalidName(String)
        case classNotFound(String, file: String)
        case nameTaken(String, className: String, line: Int)

        public var description: String {
            switch self {
            case .invalidName(let name): return "\"\(name)\" is not a valid Swift name."
            case .classNotFound(let name, let file): return "\(file) declares no class \(name)."
            case .nameTaken(let name, let className, let line): return "\(className) already has a member named \(name) (line \(line))."
            }
        }
    }

    public init() {}

    public func insert(_ member: Member, intoClass className: String, of file: SourceFile) throws -> Result {
        guard DeclarationWriter.isValidIdentifier(member.name) else { throw Failure.invalidName(member.name) }
        let tree = Parser.parse(source: file.text)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        guard let declaration = ClassFinder.find(className, in: tree) else {
            throw Failure.classNotFound(className, file: file.path)
        }
        for item in declaration.memberBlock.members where MemberNames.of(item.decl).contains(member.name) {
            throw Failure.nameTaken(member.name, className: className, line: item.startLocation(converter: converter).line)
        }
        var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let braceLine = declaration.memberBlock.leftBrace.startLocation(converter: converter).line
        let closingLine = declaration.memberBlock.rightBrace.startLocation(converter: converter).line
        let classIndent = Self.indentation(of: lines[declaration.startLocation(converter: converter).line - 1])
        let memberIndent = declaration.memberBlock.members.first.map {
            Self.indentation(of: lines[$0.startLocation(converter: converter).line - 1])
        } ?? classIndent + "    "

        let newLines: [String]
        let insertAt: Int // 0-based index of the line the new lines go before
        switch member {
        case .outlet(let name, let typeName, let isCollection):
            newLines = [memberIndent + DeclarationWriter.outlet(name: name, typeName: typeName, isCollection: isCollection)]
            let lastOutlet = declaration.memberBlock.members.last { item in
                item.decl.as(VariableDeclSyntax.self).map { AttributeReader.has("IBOutlet", in: $0.attributes) } ?? false
            }
            insertAt = lastOutlet.map { $0.endLocation(converter: converter).line } ?? braceLine
        case .action(let name, let senderType):
            let body = DeclarationWriter.action(name: name, senderType: senderType).map { memberIndent + $0 }
            let previous = closingLine >= 2 ? Self.trimmed(lines[closingLine - 2]) : ""
            newLines = (previous.isEmpty || previous.hasSuffix("{") ? [] : [""]) + body
            insertAt = closingLine - 1
        }
        let old = lines
        lines.insert(contentsOf: newLines, at: insertAt)
        let text = lines.joined(separator: "\n")
        return Result(text: text, diff: UnifiedDiff.make(old: old, new: lines, path: file.path),
                      declaration: newLines.map(Self.trimmed).filter { !$0.isEmpty }.joined(separator: "\n"))
    }

    private static func trimmed(_ line: String) -> String {
        String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    private static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}

private enum ClassFinder {
    static func find(_ name: String, in tree: SourceFileSyntax) -> ClassDeclSyntax? {
        let path = name.split(separator: ".").map(String.init)
        return search(tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, path: path[...])
    }

    private static func search(_ declarations: [DeclSyntax], path: ArraySlice<String>) -> ClassDeclSyntax? {
        guard let head = path.first else { return nil }
        for declaration in declarations {
            if let node = declaration.as(ClassDeclSyntax.self), node.name.text == head {
                if path.count == 1 { return node }
                if let found = search(node.memberBlock.members.map(\.decl), path: path.dropFirst()) { return found }
            } else if let node = declaration.as(StructDeclSyntax.self), node.name.text == head,
                      let found = search(node.memberBlock.members.map(\.decl), path: path.dropFirst()) {
                return found
            } else if let node = declaration.as(EnumDeclSyntax.self), node.name.text == head,
                      let found = search(node.memberBlock.members.map(\.decl), path: path.dropFirst()) {
                return found
            } else if let node = declaration.as(IfConfigDeclSyntax.self) {
                for clause in node.clauses {
                    if case .statements(let items)? = clause.elements,
                       let found = search(items.compactMap { $0.item.as(DeclSyntax.self) }, path: path) { return found }
                    if case .decls(let members)? = clause.elements,
                       let found = search(members.map(\.decl), path: path) { return found }
                }
            }
        }
        return nil
    }
}

private enum MemberNames {
    static func of(_ declaration: DeclSyntax) -> [String] {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.text] }
        return []
    }
}
