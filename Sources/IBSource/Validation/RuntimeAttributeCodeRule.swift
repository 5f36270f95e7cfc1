import IBDocument

/// IB106: a user-defined runtime attribute whose key the object's class (one of the user's) has
/// no property for. Loading calls `setValue(_:forKey:)` and crashes with "this class is not key
/// value coding-compliant for the key …". A warning: UIKit/AppKit properties the catalog doesn't
/// list (`layer`, `accessibilityIdentifier`) are accepted by a short list; anything else unknown is
/// reported, since a typo is the usual cause.
public struct RuntimeAttributeKeyRule: LintRule {
    public let info = LintRuleInfo(code: "IB106", name: "runtime-attribute-unknown-key", severity: .warning,
                                   summary: "A user-defined runtime attribute names a key the class doesn't have.")
    let index: SourceIndex

    /// Keys every view or object accepts that the catalog's inspector attributes don't name.
    static let frameworkKeys: Set<String> = [
        "layer", "accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "isAccessibilityElement", "tag", "alpha", "backgroundColor", "tintColor", "clipsToBounds", "cornerRadius",
        "contentMode", "isHidden", "isUserInteractionEnabled", "translatesAutoresizingMaskIntoConstraints",
        "wantsLayer", "identifier", "title", "text", "font", "textColor", "image", "placeholder", "isEnabled",
    ]

    public init(index: SourceIndex) { self.index = index }

    public func check(_ context: LintContext) -> [LintFinding] {
        let classes = CodeAwareClasses(index: index, context: context)
        var findings: [LintFinding] = []
        for element in context.objects {
            guard let sourceClass = classes.userClass(of: element),
                  let list = element.firstChild(named: "userDefinedRuntimeAttributes") else { continue }
            let framework = classes.frameworkClass(ofUserClass: sourceClass.interfaceBuilderName)
            let catalogKeys = Set(framework.map { context.catalog?.allAttributes(of: $0).map(\.key) ?? [] } ?? [])
            for attribute in list.childElements {
                guard let keyPath = attribute.attribute("keyPath"),
                      let key = keyPath.split(separator: ".").first.map(String.init) else { continue }
                if classes.hasProperty(key, inChainOf: sourceClass.interfaceBuilderName) || catalogKeys.contains(key)
                    || RuntimeAttributeKeyRule.frameworkKeys.contains(key) { continue }
                findings.append(finding(element.attribute("id"),
                    "\(context.describe(element)) sets the runtime attribute \"\(keyPath)\", but \(sourceClass.name)\(CodeAwareClasses.at(sourceClass.location)) has no property \"\(key)\"; loading crashes with \"this class is not key value coding-compliant for the key \(key)\". Declare it (e.g. @IBInspectable var \(key)) or remove the attribute."))
            }
        }
        return findings
    }
}
