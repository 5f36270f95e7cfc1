import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax and returns every class and extension in it with its
/// Interface Builder members. Walks declarations explicitly (not a generic visitor) so members are
/// attributed to the type that declares them: nested types get qualified names, members inside
/// `#if` blocks count (every branch: which one the build takes is unknown here), and locals inside
/// function bodies or declarations inside comments never count.
public struct SwiftSourceParser {
    public init() {}

    /// Classes and extensions of `text`, in source order; `file` is recorded in every location.
    public func parse(_ text: String, file: String, module: String? = nil) -> [SourceTypeFragment] {
        let tree = Parser.parse(source: text)
        let walker = DeclarationWalker(converter: SourceLocationConverter(fileName: file, tree: tree), file: file, module: module)
        walker.walk(tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, outer: [])
        return walker.fragments
    }
}

/// A class declaration or an extension as found in one file; `SourceIndex` merges them.
public struct SourceTypeFragment: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case classDeclaration, `extension` }
    public var kind: Kind
    public var sourceClass: SourceClass
}

private final class DeclarationWalker {
    let converter: SourceLocationConverter
    let file: String
    let module: String?
    var fragments: [SourceTypeFragment] = []

    init(converter: SourceLocationConverter, file: String, module: String?) {
        self.converter = converter
        self.file = file
        self.module = module
    }

    func walk(_ declarations: [DeclSyntax], outer: [String]) {
        for declaration in declarations { walk(declaration, outer: outer) }
    }

    private func walk(_ declaration: DeclSyntax, outer: [String]) {
        if let node = declaration.as(ClassDeclSyntax.self) {
            let name = (outer + [node.name.text]).joined(separator: ".")
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            var sourceClass = SourceClass(name: name, module: module, superclass: inherited.first,
                                          conformances: Array(inherited.dropFirst()),
                                          objcName: AttributeReader.objcName(in: node.attributes),
                                          isDesignable: AttributeReader.has("IBDesignable", in: node.attributes),
                                          location: location(of: node))
            collectMembers(node.memberBlock.members, into: &sourceClass)
            fragments.append(SourceTypeFragment(kind: .classDeclaration, sourceClass: sourceClass))
            walk(memberDeclarations(node.memberBlock.members), outer: outer + [node.name.text])
        } else if let node = declaration.as(ExtensionDeclSyntax.self) {
            let extended = node.extendedType.trimmedDescription
            let name = (outer + [extended]).joined(separator: ".")
            var sourceClass = SourceClass(name: name, module: module,
                                          conformances: node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                                          isDesignable: AttributeReader.has("IBDesignable", in: node.attributes),
                                          extensionLocations: [location(of: node)])
            collectMembers(node.memberBlock.members, into: &sourceClass)
            fragments.append(SourceTypeFragment(kind: .extension, sourceClass: sourceClass))
            walk(memberDeclarations(node.memberBlock.members), outer: outer + [extended])
        } else if let node = declaration.as(StructDeclSyntax.self) {
            walk(memberDeclarations(node.memberBlock.members), outer: outer + [node.name.text])
        } else if let node = declaration.as(EnumDeclSyntax.self) {
            walk(memberDeclarations(node.memberBlock.members), outer: outer + [node.name.text])
        } else if let node = declaration.as(ActorDeclSyntax.self) {
            walk(memberDeclarations(node.memberBlock.members), outer: outer + [node.name.text])
        } else if let node = declaration.as(IfConfigDeclSyntax.self) {
            for clause in node.clauses {
                switch clause.elements {
                case .statements(let items)?: walk(items.compactMap { $0.item.as(DeclSyntax.self) }, outer: outer)
                case .decls(let members)?: walk(memberDeclarations(members), outer: outer)
                default: break
                }
            }
        }
    }

    /// The declarations of a member list, with `#if` blocks left in place (walk handles them).
    private func memberDeclarations(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.map(\.decl)
    }

    private func collectMembers(_ members: MemberBlockItemListSyntax, into sourceClass: inout SourceClass) {
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                collectVariable(variable, into: &sourceClass)
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                collectFunction(function, into: &sourceClass)
            } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested)? = clause.elements { collectMembers(nested, into: &sourceClass) }
                }
            }
        }
    }

    private func collectVariable(_ variable: VariableDeclSyntax, into sourceClass: inout SourceClass) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        if !isStatic {
            sourceClass.propertyNames += variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        let isOutlet = AttributeReader.has("IBOutlet", in: variable.attributes)
        let isInspectable = AttributeReader.has("IBInspectable", in: variable.attributes)
        guard isOutlet || isInspectable else { return }
        let isWeak = variable.modifiers.contains { $0.name.text == "weak" }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let at = location(of: variable)
            let declared = binding.typeAnnotation.map { OutletType(parsing: $0.type) }
            if isOutlet, let declared {
                sourceClass.outlets.append(SourceOutlet(name: name, typeName: declared.typeName, isCollection: declared.isCollection,
                                                        optionality: declared.optionality, isWeak: isWeak, location: at))
            }
            if isInspectable, let typeName = declared?.typeName ?? LiteralType.of(binding.initializer?.value) {
                sourceClass.inspectables.append(SourceInspectable(name: name, typeName: typeName, location: at))
            }
        }
    }

    private func collectFunction(_ function: FunctionDeclSyntax, into sourceClass: inout SourceClass) {
        guard AttributeReader.has("IBAction", in: function.attributes) else { return }
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            SelectorNaming.Parameter(label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                                     typeName: parameter.type.trimmedDescription)
        }
        let selector = AttributeReader.objcName(in: function.attributes)
            ?? SelectorNaming.selector(baseName: function.name.text, parameters: parameters)
        sourceClass.actions.append(SourceAction(selector: selector, name: function.name.text,
                                                senderType: parameters.first?.typeName, location: location(of: function)))
    }

    /// The line of the declaration itself, not of attributes on the lines above it... unless the
    /// attribute shares the line. Xcode reports the line of the first token, attributes included.
    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(file: file, line: node.startLocation(converter: converter).line)
    }
}
