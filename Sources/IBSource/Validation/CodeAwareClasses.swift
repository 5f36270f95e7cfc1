import IBDocument

/// Answers "what class is this object at run time, and what does it have?" by combining the
/// document (element and `customClass`), the user's classes (`SourceIndex`) and the platform's
/// class catalog. Every answer that can't be known returns `nil`, so the rules stay silent
/// instead of guessing (third-party superclasses, protocols, missing sources).
public struct CodeAwareClasses {
    public let index: SourceIndex
    public let context: LintContext

    public init(index: SourceIndex, context: LintContext) {
        self.index = index
        self.context = context
    }

    /// The user's class of an object (its `customClass`, found in the sources).
    public func userClass(of element: MarkupElement) -> SourceClass? {
        element.attribute("customClass").flatMap(index.declaredClass(named:))
    }

    /// Every class name the object is an instance of, most derived first: the user's chain (by
    /// Interface Builder name and Swift name), then the catalog chain of the framework class it
    /// reaches. `nil` when part of the chain is unknown (a third-party superclass).
    public func classNames(of element: MarkupElement) -> [String]? {
        if let custom = element.attribute("customClass") {
            guard index.declaredClass(named: custom) != nil else {
                guard let catalog = context.catalog, catalog.description(ofClass: custom) != nil else { return nil }
                return catalog.superclassChain(of: custom)
            }
            return classNames(ofUserClass: custom)
        }
        guard let elementClass = context.elementClass(of: element), let catalog = context.catalog else { return nil }
        return catalog.superclassChain(of: elementClass)
    }

    /// The chain of a user class, or `nil` when it ends in a class neither side knows.
    public func classNames(ofUserClass name: String) -> [String]? {
        let (userChain, frameworkClass) = index.chain(from: name)
        var names = userChain.filter { $0.location != nil }.flatMap { [$0.interfaceBuilderName, $0.name] }
        guard let frameworkClass else { return names }
        guard let catalog = context.catalog, catalog.description(ofClass: frameworkClass) != nil else {
            return frameworkClass == "NSObject" ? names + ["NSObject"] : nil
        }
        names += catalog.superclassChain(of: frameworkClass)
        return names
    }

    /// Whether `typeName` is a class either side knows (as opposed to a protocol or a
    /// third-party type, which can't be checked).
    public func isKnownClass(_ typeName: String) -> Bool {
        if ["Any", "AnyObject"].contains(typeName) { return false }
        return index.declaredClass(named: typeName) != nil || context.catalog?.description(ofClass: typeName) != nil
            || typeName == "NSObject"
    }

    /// The user's outlet named `property` on the class or its user superclasses.
    public func outlet(named property: String, inChainOf name: String) -> SourceOutlet? {
        index.chain(from: name).classes.lazy.flatMap(\.outlets).first { $0.name == property }
    }

    public func action(selector: String, inChainOf name: String) -> SourceAction? {
        index.chain(from: name).classes.lazy.flatMap(\.actions).first { $0.selector == selector }
    }

    /// The framework class a user class inherits from (`UIViewController` for `LoginViewController`).
    public func frameworkClass(ofUserClass name: String) -> String? {
        index.chain(from: name).frameworkClass
    }

    /// Any property (IB or not, inspectable or plain, also from extensions of framework classes
    /// in the chain) named `key` that key-value coding could set.
    public func hasProperty(_ key: String, inChainOf name: String) -> Bool {
        var classes = index.chain(from: name).classes
        for framework in classNames(ofUserClass: name) ?? [] {
            if let extensionOnly = index.classes[framework], extensionOnly.location == nil { classes.append(extensionOnly) }
        }
        return classes.contains { $0.propertyNames.contains(key) || $0.inspectables.contains { $0.name == key } || $0.outlets.contains { $0.name == key } }
    }

    /// `" (App/Login.swift:12)"` for messages.
    static func at(_ location: SourceLocation?) -> String {
        location.map { " (\($0))" } ?? ""
    }
}
