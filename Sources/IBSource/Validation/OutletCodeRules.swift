import IBDocument

/// IB101: an outlet whose source is one of the user's classes, with no such property in the code.
/// Loading the nib then crashes: "this class is not key value coding-compliant for the key v".
public struct OutletWithoutPropertyRule: LintRule {
    public let info = LintRuleInfo(code: "IB101", name: "outlet-not-in-code", severity: .error,
                                   summary: "An outlet names a property the source object's class doesn't declare.")
    let index: SourceIndex

    public init(index: SourceIndex) { self.index = index }

    public func check(_ context: LintContext) -> [LintFinding] {
        let classes = CodeAwareClasses(index: index, context: context)
        return context.connections.compactMap { connection in
            guard connection.kind == "outlet" || connection.kind == "outletCollection",
                  let property = connection.property, let sourceClass = classes.userClass(of: connection.source),
                  classes.outlet(named: property, inChainOf: sourceClass.interfaceBuilderName) == nil else { return nil }
            if let framework = classes.frameworkClass(ofUserClass: sourceClass.interfaceBuilderName),
               context.catalog?.outlet(named: property, of: framework) != nil { return nil }
            if classes.hasProperty(property, inChainOf: sourceClass.interfaceBuilderName) {
                return finding(connection.id,
                    "The outlet \"\(property)\" of \(context.describe(connection.source)) names a property of \(sourceClass.name)\(CodeAwareClasses.at(sourceClass.location)) that isn't marked @IBOutlet; it loads, but Interface Builder can't offer or check it. Add @IBOutlet to the declaration.",
                    severity: .warning)
            }
            return finding(connection.id,
                "The outlet \"\(property)\" of \(context.describe(connection.source)) has no @IBOutlet named \"\(property)\" in \(sourceClass.name)\(CodeAwareClasses.at(sourceClass.location)) or its superclasses; loading crashes with \"this class is not key value coding-compliant for the key \(property)\". Add the outlet to the class or remove the connection.")
        }
    }
}

/// IB102: the outlet exists but its declared type doesn't accept the connected object, or a
/// collection outlet is connected as a single outlet (or the reverse).
public struct OutletTypeInCodeRule: LintRule {
    public let info = LintRuleInfo(code: "IB102", name: "outlet-type-mismatch-in-code", severity: .error,
                                   summary: "An outlet's declared type in the code doesn't accept the connected object.")
    let index: SourceIndex

    public init(index: SourceIndex) { self.index = index }

    public func check(_ context: LintContext) -> [LintFinding] {
        let classes = CodeAwareClasses(index: index, context: context)
        return context.connections.compactMap { connection in
            guard connection.kind == "outlet" || connection.kind == "outletCollection",
                  let property = connection.property, let sourceClass = classes.userClass(of: connection.source),
                  let outlet = classes.outlet(named: property, inChainOf: sourceClass.interfaceBuilderName) else { return nil }
            let where_ = "\(sourceClass.name).\(property)\(CodeAwareClasses.at(outlet.location))"
            if outlet.isCollection != (connection.kind == "outletCollection") {
                return finding(connection.id, outlet.isCollection
                    ? "\(where_) is an outlet collection ([\(outlet.typeName)]) but is connected as a single outlet; reconnect it as an outlet collection."
                    : "\(where_) is a single outlet (\(outlet.typeName)) but is connected as an outlet collection; declare it as [\(outlet.typeName)] or reconnect it.")
            }
            guard classes.isKnownClass(outlet.typeName), let destinationID = connection.destinationID,
                  let destination = context.element(withID: destinationID), !context.isPlaceholder(destination),
                  let destinationClasses = classes.classNames(of: destination),
                  !destinationClasses.contains(outlet.typeName) else { return nil }
            return finding(connection.id,
                "\(where_) is declared as \(outlet.typeName) but is connected to \(context.describe(destination)), which is a \(destinationClasses.first ?? destination.name); the app would hold an object of the wrong type. Change the property's type or the connection.")
        }
    }
}
