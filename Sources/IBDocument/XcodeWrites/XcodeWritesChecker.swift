/// Where a document departs from what Xcode writes (`XcodeWritesDescription`): an element Xcode never writes on the
/// document's platform, an attribute or a child kind (`name[key]`) it never writes on that element, a value of an
/// enumerated attribute it never writes, a keyed child written twice, attributes or children in an order Xcode never
/// writes, text where Xcode writes none. Every corpus document fits by construction (the description is derived from
/// them); the editor's commands must keep every document they touch fitting (`EditorPropertyTests`).
///
/// The description is a sample of Xcode's output, not its grammar: a departure means "Xcode was never seen writing
/// this", which for a rare but valid combination can be the sample's gap rather than a defect. Two generalisations
/// close the gaps the sample is known to have, both from the class catalog (the classes Xcode's inspectors edit):
///
/// - an attribute Xcode writes on the element of a superclass is accepted on a subclass's element (Xcode writes a
///   UIView's `ambiguous`, `hidden` or `tag` the same way on every view; the corpus just never shows a date picker
///   marked ambiguous), and so is one it writes on another element of the same class (an NSView is a `<customView>`,
///   or a controller's `<view>`: the corpus has `<gestureRecognizers>` in the second only);
/// - the same holds for child kinds other than `<subviews>` (a `<constraints>` in an activity indicator), and a
///   size-class variation's key is any combination of size classes;
/// - what an inspector writes (the catalog's attributes of the class) is accepted when it is not the attribute's
///   default: `contentMode="bottomRight"`, `prefersLargeTitles="YES"`, a label's `<color key="shadowColor">`,
///   although the corpus has none; a default such as `translatesAutoresizingMaskIntoConstraints="YES"` is not, as
///   Xcode leaves defaults out (the corpus never has it). So a wrong catalog attribute shows here only at its default:
///   the library-item comparison (`LibraryItemCorpusTests`) is the check on the catalog itself;
/// - a class that sends actions (the catalog: controls, bar items, gesture recognizers...) holds `<connections>`,
///   where Xcode writes a source's actions (every gesture recognizer kind in the corpus does, 31 of its 32
///   recognizers; the ib fixtures' one pinch recognizer has no action, so the sample alone would refuse one);
/// - an element's kin (the elements of classes sharing a specific superclass: the gesture recognizers, the view
///   controllers) stand for it where the corpus lacks it (a rotation recognizer in a scene, a table view controller
///   at a xib's top level).
///
/// tvOS documents are checked against iOS's description too (the corpus has 11 of them). Only keyed children are
/// singular. The child order is only checked for pairs seen together often enough (see the generator), since lists
/// keep authoring order.
public struct XcodeWritesChecker {
    public struct Departure: Equatable, CustomStringConvertible, Sendable {
        public enum Kind: String, Sendable {
            case noDescription, unknownElement, unexpectedAttribute, attributeOrder, unexpectedValue
            case unexpectedChild, repeatedChild, childOrder, unexpectedText
        }

        public var kind: Kind
        /// Where: `document/scenes/scene[sceneID=…]/objects/viewController[id=…]/view[key=view]`.
        public var path: String
        /// The nearest object id at or above the element (nil at the file format's level).
        public var objectID: String?
        public var message: String

        public var description: String { "\(path): \(message)" }
    }

    public let description: XcodeWritesDescription

    public init(description: XcodeWritesDescription = .corpus) {
        self.description = description
    }

    /// The catalog's knowledge of one element: the other elements of its class and the elements of its superclasses, its kin (the elements of classes that
    /// share one of its specific superclasses), what its inspectors write.
    private struct CatalogFacts {
        var superclassElements: [String] = []
        /// Elements of classes with a specific superclass in common (a rotation recognizer's kin: the tap and pan
        /// recognizers): Xcode writes them where it writes the element and the same way.
        var kin: Set<String> = []
        /// Plain attributes the inspectors write: key → (cases of an enumeration or flag, default).
        var inspected: [String: (cases: Set<String>?, defaultValue: String?)] = [:]
        /// Keyed children the inspectors write (`color[shadowColor]`).
        var keyedChildren: Set<String> = []
        /// The class sends actions (`ClassCatalog.canSendActions`): Xcode writes its actions in its own `<connections>`.
        var sendsActions = false
    }

    /// What the Identity inspector writes as free text (the person's class, module, label and identifiers): never a
    /// closed set of values, however few a sample shows (five table view classes in the corpus).
    private static let identityAttributes: Set<String> = ["customClass", "customModule", "customModuleProvider", "userLabel",
                                                          "storyboardIdentifier", "restorationIdentifier"]

    /// Classes too general to make their subclasses kin (every view would be a label's kin).
    private static let generalClasses: Set<String> = ["NSObject", "UIResponder", "NSResponder", "UIView", "NSView", "UIControl", "NSControl",
                                                      "UIScrollView", "NSCell", "NSActionCell", "UIViewController", "NSViewController"]

    private static func catalogFacts(_ catalog: ClassCatalog?, element: String) -> CatalogFacts {
        var facts = CatalogFacts()
        guard let catalog, let description = catalog.description(forElement: element) else { return facts }
        let chain = catalog.superclassChain(of: description.className)
        let aliases = ClassCatalog.elementAliases.values.flatMap { $0 }
        facts.superclassElements = chain.flatMap { name -> [String] in
            // A class's element and its aliases (AppKit's NSView is a <customView>, and a controller's <view>).
            (catalog.description(ofClass: name)?.elementName.map { [$0] } ?? []) + aliases.filter { $0.value == name }.map(\.key)
        }.filter { $0 != element }
        facts.sendsActions = catalog.canSendActions(description.className)
        let specific = Set(chain.dropFirst().filter { !generalClasses.contains($0) })
        if !specific.isEmpty {
            for other in catalog.classes where other.elementName != nil && other.elementName != element
            && !specific.isDisjoint(with: catalog.superclassChain(of: other.className)) {
                facts.kin.insert(other.elementName!)
            }
        }
        // A controller's kin are the other controllers (Xcode puts any where it puts one: a xib's top level).
        if chain.contains("UIViewController") || chain.contains("NSViewController") {
            let root = chain.contains("UIViewController") ? "UIViewController" : "NSViewController"
            for other in catalog.classes where other.elementName != nil && catalog.isSubclass(other.className, of: root) {
                facts.kin.insert(other.elementName!)
            }
            facts.kin.remove(element)
        }
        for attribute in catalog.allAttributes(of: description.className) {
            switch attribute.storage {
            case .attribute where facts.inspected[attribute.key] == nil:
                switch attribute.type {
                case .enumeration(let cases): facts.inspected[attribute.key] = (Set(cases), attribute.defaultValue)
                case .bool: facts.inspected[attribute.key] = (["YES", "NO"], attribute.defaultValue)
                default: facts.inspected[attribute.key] = (nil, attribute.defaultValue)
                }
            case .keyedChild(let child):
                facts.keyedChildren.insert("\(child)[\(attribute.key)]")
            default:
                break
            }
        }
        return facts
    }

    /// Every departure, in document order.
    public func departures(in document: MarkupDocument) -> [Departure] {
        let root = document.root
        let runtime = root.attribute("targetRuntime") ?? ""
        let platformName = XcodeWritesDescription.platformSection(targetRuntime: runtime)
        let documentName = XcodeWritesDescription.documentSection(type: root.attribute("type") ?? "")
        guard let platform = description.sections[platformName], let format = description.sections[documentName] else {
            return [Departure(kind: .noDescription, path: root.name, objectID: nil,
                              message: "no description of what Xcode writes for \(platformName) / \(documentName)")]
        }
        // tvOS is UIKit too, and the corpus has only 11 tvOS documents: what Xcode writes in iOS documents counts.
        let tvOS = platformName == "platform tvOS"
        let platforms = [platform] + (tvOS ? [description.sections["platform iOS"] ?? [:]] : [])
        // … and so is the file format of its iOS twin type (an AppleTV xib is written as an iOS xib is).
        let formatFallback = tvOS ? [description.sections[documentName.contains("Storyboard")
            ? "document com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" : "document com.apple.InterfaceBuilder3.CocoaTouch.XIB"] ?? [:]] : []
        let catalog = ClassCatalog.forTargetRuntime(runtime)
        var facts: [String: CatalogFacts] = [:]
        var result: [Departure] = []
        // (element, path, nearest object id, inside an object)
        var stack: [(MarkupElement, String, String?, Bool)] = [(root, root.name, nil, false)]
        while let (element, path, nearestID, inObject) = stack.popLast() {
            let id = element.attribute("id")
            let inside = inObject || id != nil
            let objectID = id ?? nearestID
            let sections = inside ? platforms : [format] + (tvOS ? formatFallback : [])
            if facts[element.name] == nil { facts[element.name] = Self.catalogFacts(catalog, element: element.name) }
            let known = facts[element.name]!
            // An element the corpus lacks is written as its kin are (the corpus has no rotation recognizer).
            var entries = sections.compactMap { $0[element.name] }
            if entries.isEmpty { entries = known.kin.sorted().flatMap { name in sections.compactMap { $0[name] } } }
            if entries.isEmpty {
                result.append(Departure(kind: .unknownElement, path: path, objectID: objectID,
                                        message: "Xcode never writes <\(element.name)> in \(Self.sectionTitle(inside ? platformName : documentName))"))
            } else {
                let inherited = known.superclassElements.flatMap { name in sections.compactMap { $0[name] } }
                check(element, against: entries, inherited: inherited, catalog: known, kinOf: { child in
                    if facts[child] == nil { facts[child] = Self.catalogFacts(catalog, element: child) }
                    return facts[child]!.kin
                }) { kind, message in
                    result.append(Departure(kind: kind, path: path, objectID: objectID, message: message))
                }
            }
            for case .element(let child) in element.children.reversed() {
                stack.append((child, path + "/" + Self.step(child), objectID, inside))
            }
        }
        return result
    }

    /// A child kind as the description is checked for it: a size-class variation (`variation key="widthClass=compact"`)
    /// by its element alone, since Xcode writes any combination of size classes the person adds.
    private static func checkedKind(_ kind: String) -> String {
        kind.contains("=") ? String(kind[..<(kind.firstIndex(of: "[") ?? kind.endIndex)]) + "[size class]" : kind
    }

    /// `entries`: the element's own descriptions (its platform's, and iOS's for tvOS); `inherited`: those of its
    /// superclasses' elements, which vouch for attributes and for child kinds other than `<subviews>` (whether a view
    /// holds its subviews itself or in a content view is its own class's matter).
    private func check(_ element: MarkupElement, against entries: [XcodeWritesDescription.Element],
                       inherited: [XcodeWritesDescription.Element], catalog: CatalogFacts,
                       kinOf: (String) -> Set<String>, report: (Departure.Kind, String) -> Void) {
        let name = element.name
        let attributes = element.attributes
        let all = entries + inherited
        for (index, attribute) in attributes.enumerated() {
            let having = all.filter { $0.attributeRank[attribute.name] != nil }
            // What an inspector offers, when it is not the default, Xcode writes (the corpus may just lack it).
            let inspected = catalog.inspected[attribute.name]
            let offered = inspected.map { field in attribute.value != field.defaultValue && (field.cases?.contains(attribute.value) ?? true) } ?? false
            guard !having.isEmpty || offered else {
                report(.unexpectedAttribute, "Xcode never writes \(attribute.name)= on <\(name)>")
                continue
            }
            // The element's own values decide when it has the attribute (a kin that writes it freely does not make a
            // view's opaque= free); only where it lacks it do the others' stand in.
            let own = entries.filter { $0.attributeRank[attribute.name] != nil }
            let valueSets = (own.isEmpty ? having : own).map { $0.values[attribute.name] }
            if !offered, !Self.identityAttributes.contains(attribute.name), !valueSets.contains(where: { $0 == nil }) {
                let values = valueSets.compactMap { $0 }.reduce(into: Set<String>()) { $0.formUnion($1) }
                if !values.contains(attribute.value) {
                    report(.unexpectedValue, "Xcode never writes \(attribute.name)=\"\(attribute.value)\" on <\(name)> (it writes \(values.sorted().joined(separator: ", ")))")
                }
            }
            for later in attributes[(index + 1)...] {
                let orders = entries.map { $0.attributeOrder(attribute.name, later.name) }
                if orders.contains(">"), !orders.contains("<") {
                    report(.attributeOrder, "Xcode writes \(later.name)= before \(attribute.name)= on <\(name)>")
                }
            }
        }
        var firsts: [String: Int] = [:], lasts: [String: Int] = [:], counts: [String: Int] = [:]
        var kinds: [String] = []
        var index = 0
        for child in element.children {
            switch child {
            case .element(let childElement):
                let kind = XcodeWritesDescription.kind(of: childElement)
                if firsts[kind] == nil { firsts[kind] = index; kinds.append(kind) }
                lasts[kind] = index
                counts[kind, default: 0] += 1
                index += 1
            case .text, .cdata:
                if !all.contains(where: \.holdsText), !child.isWhitespace, !isWhitespaceCDATA(child) {
                    report(.unexpectedText, "Xcode writes no text inside <\(name)>")
                }
            case .comment:
                break
            }
        }
        let kindSets = (entries.map { ($0, true) } + inherited.map { ($0, false) }).map { entry, own in
            (kinds: Set(entry.childKinds.filter { own || $0 != "subviews" }.map(Self.checkedKind)),
             repeated: Set(entry.repeatedKinds.map(Self.checkedKind)))
        }
        let knownKinds = kindSets.reduce(into: Set<String>()) { $0.formUnion($1.kinds) }
        for kind in kinds {
            let checked = Self.checkedKind(kind)
            let having = kindSets.filter { $0.kinds.contains(checked) }
            // A keyed child an inspector writes; an unkeyed one whose kin Xcode writes here; the `<connections>` of a
            // class that sends actions (an action is written in its source's <connections>: in the corpus every
            // gesture recognizer kind it has holds them, 31 of its 32 recognizers; the pinch recognizer, which it
            // lacks, sends its action as they do).
            let vouched = catalog.keyedChildren.contains(kind) || (!kind.hasSuffix("]") && !kinOf(kind).isDisjoint(with: knownKinds))
                || (kind == "connections" && catalog.sendsActions)
            if having.isEmpty && !vouched {
                report(.unexpectedChild, "Xcode never writes <\(Self.tag(kind))> inside <\(name)>")
            } else if kind.hasSuffix("]"), counts[kind, default: 0] > 1, !having.contains(where: { $0.repeated.contains(checked) }) {
                // Only keyed children are singular (a list such as <subviews> holds as many as it likes).
                report(.repeatedChild, "Xcode writes one <\(Self.tag(kind))> inside <\(name)>, not \(counts[kind]!)")
            }
        }
        for (i, first) in kinds.enumerated() {
            for second in kinds[(i + 1)...] {
                // `first` appears first; a pair Xcode always writes the other way round must not overlap like this.
                let orders = entries.map { $0.childOrder(first, second) }
                if orders.contains(">"), !orders.contains("<"), firsts[first]! < lasts[second]! {
                    report(.childOrder, "Xcode writes <\(Self.tag(second))> before <\(Self.tag(first))> inside <\(name)>")
                } else if orders.contains("<"), !orders.contains(">"), firsts[second]! < lasts[first]! {
                    report(.childOrder, "Xcode writes every <\(Self.tag(first))> before <\(Self.tag(second))> inside <\(name)>")
                }
            }
        }
    }

    private func isWhitespaceCDATA(_ node: MarkupNode) -> Bool {
        guard case .cdata(let text) = node else { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// A kind as the tag a person reads: `color key="backgroundColor"`.
    private static func tag(_ kind: String) -> String {
        guard let open = kind.firstIndex(of: "["), kind.hasSuffix("]") else { return kind }
        return "\(kind[..<open]) key=\"\(kind[kind.index(after: open)..<kind.index(before: kind.endIndex)])\""
    }

    private static func step(_ element: MarkupElement) -> String {
        if let id = element.attribute("id") { return "\(element.name)[id=\(id)]" }
        if let key = element.attribute("key") { return "\(element.name)[key=\(key)]" }
        if let sceneID = element.attribute("sceneID") { return "\(element.name)[sceneID=\(sceneID)]" }
        return element.name
    }

    private static func sectionTitle(_ section: String) -> String {
        if section.hasPrefix("platform ") { return String(section.dropFirst("platform ".count)) + " documents" }
        return "the file format of " + String(section.dropFirst("document ".count)) + " documents"
    }
}
