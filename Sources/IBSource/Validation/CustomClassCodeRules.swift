import IBDocument

/// IB104: a custom class that none of the user's sources declares (and the catalog doesn't know).
/// At run time: "Unknown class X in Interface Builder file", and the object falls back to its
/// element's class, so outlets and actions of X are missing. Runs only when sources were uploaded.
public struct UnknownCustomClassRule: LintRule {
    public let info = LintRuleInfo(code: "IB104", name: "unknown-custom-class", severity: .error,
                                   summary: "A custom class isn't declared in the uploaded sources.")
    let index: SourceIndex

    public init(index: SourceIndex) { self.index = index }

    public func check(_ context: LintContext) -> [LintFinding] {
        guard !index.declaredClasses.isEmpty else { return [] }
        let modules = Set(index.declaredClasses.compactMap(\.module))
        return context.objects.compactMap { element in
            guard let custom = element.attribute("customClass"), index.declaredClass(named: custom) == nil,
                  context.catalog?.description(ofClass: custom) == nil else { return nil }
            // A class from another module (a framework, a pod) is not ours to know.
            if let module = element.attribute("customModule"), !modules.isEmpty, !modules.contains(module) { return nil }
            return finding(element.attribute("id"),
                "The \(element.name) \(element.attribute("id") ?? "") uses the custom class \(custom), which no uploaded source declares; at run time: \"Unknown class \(custom) in Interface Builder file\". Upload the file that declares it or fix the class name.")
        }
    }
}

/// IB105: the custom class exists but doesn't inherit from the element's class (a label whose
/// class is a `UIButton` subclass). The object is then created with the wrong superclass.
public struct IncompatibleCustomClassRule: LintRule {
    public let info = LintRuleInfo(code: "IB105", name: "custom-class-incompatible", severity: .error,
                                   summary: "A custom class doesn't inherit from the element's class.")
    let index: SourceIndex

    public init(index: SourceIndex) { self.index = index }

    public func check(_ context: LintContext) -> [LintFinding] {
        let classes = CodeAwareClasses(index: index, context: context)
        return context.objects.compactMap { element in
            guard let custom = element.attribute("customClass"), let sourceClass = index.declaredClass(named: custom),
                  let elementClass = context.elementClass(of: element),
                  let chain = classes.classNames(ofUserClass: custom), !chain.contains(elementClass) else { return nil }
            return finding(element.attribute("id"),
                "The \(element.name) \(element.attribute("id") ?? "") is a \(elementClass), but its custom class \(sourceClass.name)\(CodeAwareClasses.at(sourceClass.location)) inherits from \(sourceClass.superclass ?? "nothing"), not from \(elementClass). Change the class's superclass or the object's class.")
        }
    }
}
