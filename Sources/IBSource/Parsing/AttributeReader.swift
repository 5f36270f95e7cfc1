import SwiftSyntax

/// Questions about a declaration's attributes (`@IBOutlet`, `@objc(name)`), including attributes
/// inside `#if` blocks of the attribute list.
enum AttributeReader {
    static func has(_ name: String, in attributes: AttributeListSyntax) -> Bool {
        all(in: attributes).contains { $0.attributeName.trimmedDescription == name }
    }

    /// The explicit Objective-C name of `@objc(name)` / `@objc(selector:with:)`, if any.
    static func objcName(in attributes: AttributeListSyntax) -> String? {
        for attribute in all(in: attributes) where attribute.attributeName.trimmedDescription == "objc" {
            guard let arguments = attribute.arguments else { continue }
            let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !text.isEmpty { return text }
        }
        return nil
    }

    private static func all(in attributes: AttributeListSyntax) -> [AttributeSyntax] {
        attributes.flatMap { element -> [AttributeSyntax] in
            switch element {
            case .attribute(let attribute): return [attribute]
            case .ifConfigDecl(let ifConfig):
                return ifConfig.clauses.flatMap { clause -> [AttributeSyntax] in
                    if case .attributes(let nested)? = clause.elements { return all(in: nested) }
                    return []
                }
            }
        }
    }
}
