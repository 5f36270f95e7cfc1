import SwiftSyntax

/// The declared type of an outlet, unwrapped: `UILabel!` → `UILabel`, implicitly unwrapped;
/// `[UIView]!` and `Array<UIView>` → `UIView`, a collection; `UIKit.UIButton?` → `UIButton`.
struct OutletType {
    var typeName: String
    var isCollection: Bool
    var optionality: SourceOutlet.Optionality

    init(parsing type: TypeSyntax) {
        var inner = type
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            optionality = .implicitlyUnwrapped
            inner = unwrapped.wrappedType
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            optionality = .optional
            inner = optional.wrappedType
        } else {
            optionality = .nonOptional
        }
        if let array = inner.as(ArrayTypeSyntax.self) {
            isCollection = true
            inner = array.element
        } else if let identifier = inner.as(IdentifierTypeSyntax.self), identifier.name.text == "Array",
                  let element = identifier.genericArgumentClause?.arguments.first {
            isCollection = true
            inner = TypeSyntax(fromProtocol: element.argument.as(TypeSyntax.self) ?? inner)
        } else {
            isCollection = false
        }
        typeName = OutletType.unqualified(inner)
    }

    /// `UIKit.UIButton` → `UIButton`: Interface Builder class names carry no module.
    static func unqualified(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }
}

/// The type of an `@IBInspectable` declared without annotation, from its literal initial value.
enum LiteralType {
    static func of(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        return nil
    }
}
