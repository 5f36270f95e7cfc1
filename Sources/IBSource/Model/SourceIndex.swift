/// The user's classes across all their files: class declarations merged with their extensions,
/// looked up by the name Interface Builder writes (`customClass`), with inheritance followed
/// through the user's own classes. Framework classes (UIKit/AppKit) are not in here; an extension
/// of one (`extension UIView { @IBInspectable var cornerRadius … }`) is kept as an
/// extension-only entry so its members apply to every subclass.
public struct SourceIndex: Sendable {
    public private(set) var classes: [String: SourceClass] = [:]
    /// Interface Builder name (`@objc` name or Swift name, last component) → Swift name.
    private var byInterfaceBuilderName: [String: String] = [:]

    public init(fragments: [SourceTypeFragment]) {
        for fragment in fragments { add(fragment) }
        for (name, sourceClass) in classes {
            byInterfaceBuilderName[sourceClass.interfaceBuilderName] = name
            if let last = name.split(separator: ".").last, byInterfaceBuilderName[String(last)] == nil {
                byInterfaceBuilderName[String(last)] = name
            }
        }
    }

    /// Parses every file (Swift, or Objective-C for `.h`/`.m`/`.mm`; files in parallel) and indexes the result.
    public init(files: [SourceFile], parser: SwiftSourceParser = SwiftSourceParser()) {
        let objectiveC = ObjCHeaderParser()
        let results = ParallelMap.map(files) { file in
            file.isObjectiveC ? objectiveC.parse(file.text, file: file.path) : parser.parse(file.text, file: file.path, module: file.module)
        }
        self.init(fragments: results.flatMap { $0 })
    }

    /// Declared classes (not extension-only entries), sorted by name.
    public var declaredClasses: [SourceClass] {
        classes.values.filter { $0.location != nil }.sorted { $0.name < $1.name }
    }

    /// The class Interface Builder calls `name` (a `customClass` value), if the user declared it.
    public func declaredClass(named name: String) -> SourceClass? {
        guard let swiftName = byInterfaceBuilderName[name] ?? (classes[name] != nil ? name : nil),
              let found = classes[swiftName], found.location != nil else { return nil }
        return found
    }

    /// The class, then its user-declared superclasses, then extension-only entries of the first
    /// framework class reached (`frameworkClass` tells which one that is).
    public func chain(from name: String) -> (classes: [SourceClass], frameworkClass: String?) {
        var result: [SourceClass] = []
        var seen: Set<String> = []
        var current = name
        while let found = declaredClass(named: current), seen.insert(found.name).inserted {
            result.append(found)
            guard let superclass = found.superclass else { return (result, nil) }
            current = superclass
        }
        if let extensionOnly = classes[current], extensionOnly.location == nil { result.append(extensionOnly) }
        return (result, current == name && result.isEmpty ? nil : current)
    }

    private mutating func add(_ fragment: SourceTypeFragment) {
        let incoming = fragment.sourceClass
        guard var existing = classes[incoming.name] else {
            classes[incoming.name] = incoming
            return
        }
        if fragment.kind == .classDeclaration {
            existing.superclass = incoming.superclass
            existing.objcName = incoming.objcName ?? existing.objcName
            existing.location = incoming.location
            existing.module = incoming.module ?? existing.module
        }
        existing.conformances += incoming.conformances
        existing.isDesignable = existing.isDesignable || incoming.isDesignable
        existing.outlets += incoming.outlets
        existing.actions += incoming.actions
        existing.inspectables += incoming.inspectables
        existing.propertyNames += incoming.propertyNames
        existing.extensionLocations += incoming.extensionLocations
        classes[incoming.name] = existing
    }
}
