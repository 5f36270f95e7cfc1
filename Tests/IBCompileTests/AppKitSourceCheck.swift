import Foundation
import IBDocument
@testable import IBCompile

/// Checks compiled AppKit nibs (macOS xibs and storyboards) against their source with the
/// test-only decoder (`AppKitNibTestDecoder`), independent of the encoder's code — the AppKit
/// twin of `UIKitSourceCheck`. What it asserts:
/// 1. **well formed**: every file decodes (offsets, counts, references in range — the decoder
///    throws otherwise), the header's tables are in order, inside the file and large enough for
///    their counts, no object repeats a key (collection entries excepted), every object is
///    reachable from the root;
/// 2. **`NSIBObjectData`**: the root `NSObject` holds it; `NSObjectsKeys`/`NSObjectsValues`
///    and `NSOidsKeys`/`NSOidsValues` have the same lengths, oids are distinct numbers, oid
///    keys are distinct and include `NSRoot` and every listed object and connector (stack
///    views' early-decoding connectors excepted, which ibtool leaves unnumbered); every parent
///    is `NSRoot` or listed, and every parent chain ends at `NSRoot` (a single root);
/// 3. **objects**: every element of the source with an `id` that `ClassCatalog.appKit` (or
///    `extraElements`) gives a class — views, controls, cells, menus, menu items, windows, table
///    columns, tab view items, toolbars and their items, formatters, controllers, custom objects,
///    File's Owner and the Application placeholder; First Responder excepted (never archived);
///    connections, segues and layout guides have no catalog class — is archived, by
///    its class or its `customClass` (through `NSClassSwapper` / `NSClassName`, Swift-mangled or
///    not; a window's `NSWindowClass`; system toolbar spaces as their own classes), and so is each
///    `<constraint>`, at least as many times as the source has them (a prototype cell view is
///    archived twice, so "at least");
/// 4. **connections**: every `<outlet>`, `<action>` and `<binding>` is an
///    `NSNibOutletConnector` / `NSNibControlConnector` / `NSNibBindingConnector` with its
///    property / selector / "name: keyPath", whose source and destination are objects of the
///    right class — and menu items and windows of the right title — (File's Owner = `NSRoot`, First Responder = no destination or a
///    `FirstResponder` custom object, Application = `NSApplication`; in a storyboard view nib
///    the controller is `UpstreamPlaceholder-1`, an `NSNibExternalObjectPlaceholder`); in a xib
///    each listed end's parent in `NSObjectsValues` is, by class, its nearest object ancestor in
///    the source (File's Owner for top-level objects). Each
///    connector answers for one source connection, and no other connector of those classes is
///    there (a storyboard's loader outlets `sceneController`, `storyboard`, `window`, `view`,
///    `delegate` excepted).
/// 5. **tree** (xibs): each such element (constraints and placeholders aside) is listed in
///    `NSObjectsKeys` under a parent in `NSObjectsValues` that answers to its nearest object
///    ancestor in the source (File's Owner for top-level objects), counted by (class, parent class).
/// For a storyboard, objects and connections are counted over all its nibs together, leaving out
/// the scenes nothing reaches (`unreachedScenes`, worked out from the source), which are not compiled.
struct AppKitSourceCheck {
    struct Failure: Error, CustomStringConvertible { let description: String }

    let document: InterfaceDocument
    /// Decoded nibs by path.
    let archives: [(path: String, archive: NibArchive)]

    static let catalog = ClassCatalog.appKit
    /// Elements the catalog does not name (or names otherwise) → their archived class.
    static let extraElements = ["matrix": "NSMatrix", "levelIndicatorCell": "NSLevelIndicatorCell", "pdfView": "PDFView",
                                "constraint": "NSLayoutConstraint"]
    static let collectionClasses: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSDictionary", "NSMutableDictionary"]

    init(document: InterfaceDocument, archives: [(path: String, archive: NibArchive)]) {
        self.document = document
        self.archives = archives
    }

    /// Decodes every `.nib` of a compile's files (an `Info.plist` is skipped) and checks them.
    @discardableResult
    static func verify(_ document: InterfaceDocument, files: [(path: String, bytes: [UInt8])], what: String) throws -> Summary {
        var archives: [(String, NibArchive)] = []
        for file in files where file.path.hasSuffix(".nib") {
            let archive: NibArchive
            do { archive = try AppKitNibTestDecoder.decode(file.bytes) } catch {
                throw Failure(description: "\(what)/\(file.path): does not decode: \(error)")
            }
            if let problem = headerProblem(file.bytes, objectCount: archive.objects.count) {
                throw Failure(description: "\(what)/\(file.path): \(problem)")
            }
            archives.append((file.path, archive))
        }
        guard !archives.isEmpty else { throw Failure(description: "\(what): no nib written") }
        return try AppKitSourceCheck(document: document, archives: archives).verify(what: what)
    }

    /// What a passing check looked at.
    struct Summary { var nibs = 0, objects = 0, connections = 0 }

    @discardableResult
    func verify(what: String) throws -> Summary {
        var failures: [String] = []
        var objects: [String: Int] = [:]
        var connectors: [Connector] = []
        for (path, archive) in archives {
            let name = "\(what)/\(path)"
            failures += wellFormed(archive).map { "\(name): \($0)" }
            failures += objectData(archive).map { "\(name): \($0)" }
            let graph = AppKitTestGraph(archive)
            for index in archive.objects.indices { for name in names(index, graph: graph) { objects[name, default: 0] += 1 } }
            connectors += self.connectors(graph)
        }
        if document.kind.format == .xib, let archive = archives.first?.archive { failures += compareTree(archive) }
        let (objectFailures, expectedObjects) = compareObjects(objects)
        let (connectionFailures, matchedConnections) = compareConnections(connectors)
        failures += objectFailures + connectionFailures
        if !failures.isEmpty {
            throw Failure(description: "\(what): \(failures.count) failure(s):\n  " + failures.prefix(40).joined(separator: "\n  "))
        }
        return Summary(nibs: archives.count, objects: expectedObjects, connections: matchedConnections)
    }

    // MARK: 1. well formed

    /// The header's four tables (objects, keys, values, classes) follow it in that order, each
    /// starting where the one before may end and all inside the file, and the object count is
    /// what decoded (nib-format.md §1). Nil when sound.
    static func headerProblem(_ bytes: [UInt8], objectCount: Int) -> String? {
        func word(_ offset: Int) -> Int {
            Int(UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24)
        }
        guard bytes.count >= 50 else { return "shorter than a NIBArchive header" }
        let counts = [word(18), word(26), word(34), word(42)]
        let offsets = [word(22), word(30), word(38), word(46)]
        if counts[0] != objectCount { return "the header counts \(counts[0]) objects, \(objectCount) decoded" }
        if offsets[0] != 50 { return "the object table starts at \(offsets[0]), not right after the header (50)" }
        if offsets != offsets.sorted() || offsets.last! > bytes.count { return "table offsets \(offsets) are out of order or past the end (\(bytes.count))" }
        // Every entry takes at least a byte (objects three varints, values a key and a type).
        let minimumSizes = [counts[0] * 3, counts[1], counts[2] * 2, counts[3] * 2]
        for table in 0..<4 {
            let end = table < 3 ? offsets[table + 1] : bytes.count
            if end - offsets[table] < minimumSizes[table] { return "table \(table) (\(counts[table]) entries) does not fit in \(end - offsets[table]) bytes" }
        }
        return nil
    }

    func wellFormed(_ archive: NibArchive) -> [String] {
        var failures: [String] = []
        guard !archive.objects.isEmpty else { return ["no objects"] }
        for (index, object) in archive.objects.enumerated() {
            let keys = object.values.map(\.key).filter { $0 != "UINibEncoderEmptyKey" }
            if Set(keys).count != keys.count { failures.append("object \(index) (\(object.className)) repeats a key: \(keys)") }
            for case .object(let target) in object.values.map(\.value) where target >= archive.objects.count {
                failures.append("object \(index) refers to \(target), out of range")
            }
        }
        var reached: Set<Int> = [0]
        var stack = [0]
        while let index = stack.popLast() {
            for case .object(let target) in archive.objects[index].values.map(\.value)
            where target < archive.objects.count && reached.insert(target).inserted { stack.append(target) }
        }
        if reached.count != archive.objects.count {
            let orphans = (0..<archive.objects.count).filter { !reached.contains($0) }
            failures.append("\(orphans.count) object(s) unreachable from the root: \(orphans.prefix(5).map { archive.objects[$0].className })")
        }
        return failures
    }

    // MARK: 2. NSIBObjectData

    func objectData(_ archive: NibArchive) -> [String] {
        let graph = AppKitTestGraph(archive)
        let root = graph.object(0)
        guard root.className == "NSObject", let data = graph.child(root, "IB.objectdata"), data.className == "NSIBObjectData" else {
            return ["the root is not an NSObject with IB.objectdata → NSIBObjectData"]
        }
        func indices(_ key: String) -> [Int]? {
            guard case .object(let index)? = graph.value(data, key) else { return nil }
            let collection = archive.objects[index]
            guard Self.collectionClasses.contains(collection.className) else { return nil }
            return collection.values.compactMap { entry in
                guard entry.key == "UINibEncoderEmptyKey", case .object(let target) = entry.value else { return nil }
                return target
            }
        }
        guard case .object(let rootObject)? = graph.value(data, "NSRoot") else { return ["NSIBObjectData has no NSRoot"] }
        guard let keys = indices("NSObjectsKeys"), let values = indices("NSObjectsValues"),
              let oidKeys = indices("NSOidsKeys"), let oidValues = indices("NSOidsValues"),
              let connections = indices("NSConnections") else {
            return ["NSIBObjectData lacks NSObjectsKeys/Values, NSOidsKeys/Values or NSConnections arrays"]
        }
        var failures: [String] = []
        if keys.count != values.count { failures.append("NSObjectsKeys has \(keys.count) entries, NSObjectsValues \(values.count)") }
        if oidKeys.count != oidValues.count { failures.append("NSOidsKeys has \(oidKeys.count) entries, NSOidsValues \(oidValues.count)") }
        if Set(keys).count != keys.count { failures.append("NSObjectsKeys lists an object twice") }
        if Set(oidKeys).count != oidKeys.count { failures.append("NSOidsKeys lists an object twice") }
        var oids: [Int64] = []
        for index in oidValues {
            let number = archive.objects[index]
            // An oid may be an NSNumber written as a double (NS.dblval): Apple's encoder keeps one
            // number per value, so oid 13 is the 13.0 a font descriptor encoded first (metafonts_extra).
            switch number.values.first(where: { $0.key == "NS.intval" || $0.key == "NS.dblval" })?.value {
            case .double(let v)? where v == v.rounded() && abs(v) < 1e15: oids.append(Int64(v))
            case .int8(let v)?: oids.append(Int64(v))
            case .int16(let v)?: oids.append(Int64(v))
            case .int32(let v)?: oids.append(Int64(v))
            case .int64(let v)?: oids.append(v)
            default: failures.append("an NSOidsValues entry is not an integer NSNumber (\(number.className))")
            }
        }
        if Set(oids).count != oids.count { failures.append("NSOidsValues repeats an oid") }
        let numbered = Set(oidKeys)
        if !numbered.contains(rootObject) { failures.append("NSRoot has no oid") }
        for key in keys where !numbered.contains(key) { failures.append("listed \(archive.objects[key].className) has no oid") }
        for connector in connections where !numbered.contains(connector) {
            // ibtool leaves stack views' early-decoding requests (plain `NSNibConnector`s) unnumbered.
            if archive.objects[connector].className == "NSNibConnector",
               graph.string(graph.child(archive.objects[connector], "NSLabel"))?.hasPrefix("Encoding NSStackView requires being decoded before") == true { continue }
            failures.append("connector \(archive.objects[connector].className) has no oid")
        }
        // A single root: every parent is NSRoot or listed, and every chain ends at NSRoot.
        let parentOf = Dictionary(zip(keys, values), uniquingKeysWith: { first, _ in first })
        for (key, parent) in zip(keys, values) {
            if parent != rootObject && parentOf[parent] == nil {
                failures.append("the parent of \(archive.objects[key].className) (\(archive.objects[parent].className)) is neither NSRoot nor listed")
                continue
            }
            var current = key
            var seen: Set<Int> = []
            while current != rootObject, let next = parentOf[current], seen.insert(current).inserted { current = next }
            if current != rootObject { failures.append("the parent chain of \(archive.objects[key].className) does not reach NSRoot") }
        }
        if parentOf[rootObject] != nil { failures.append("NSRoot is listed with a parent") }
        return failures
    }

    // MARK: names

    /// The names an archived object answers to: its class, a swapper's or custom object's
    /// `NSClassName` (demangled) and original class, a window template's `NSWindowClass`, and
    /// "$owner" for `NSRoot`, "$firstResponder" for a `FirstResponder` custom object,
    /// "$external" for an external object placeholder.
    func names(_ index: Int, graph: AppKitTestGraph) -> Set<String> {
        let object = graph.archive.objects[index]
        var names: Set<String> = [object.className]
        for key in ["NSClassName", "NSOriginalClassName", "NSWindowClass"] {
            if let name = graph.string(graph.child(object, key)) { names.insert(Self.demangled(name)) }
        }
        if let reference = graph.child(object, "IBClassReference"), let name = graph.string(graph.child(reference, "IBClassName")) {
            names.insert(name)
        }
        // Menu items and windows also answer to their titles, to tell one from another.
        for (className, key) in [("NSMenuItem", "NSTitle"), ("NSWindowTemplate", "NSWindowTitle")] where object.className == className {
            if let title = graph.string(graph.child(object, key)) { names.insert("title:" + title) }
        }
        if names.contains("FirstResponder") { names.insert("$firstResponder") }
        if object.className == "NSNibExternalObjectPlaceholder" { names.insert("$external") }
        if let data = graph.child(graph.object(0), "IB.objectdata"), case .object(index)? = graph.value(data, "NSRoot") {
            names.insert("$owner")
        }
        return names
    }

    /// `_TtC<n><module><n><class>` → class.
    static func demangled(_ name: String) -> String {
        guard name.hasPrefix("_TtC") else { return name }
        var rest = Substring(name.dropFirst(4))
        var parts: [String] = []
        while let digits = rest.prefix(while: \.isNumber).nilIfEmpty, let length = Int(digits) {
            rest = rest.dropFirst(digits.count)
            guard rest.count >= length else { return name }
            parts.append(String(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        return parts.last ?? name
    }

    /// The name an element's object must answer to (nil: not an object the check knows).
    func expectedName(_ element: MarkupElement) -> String? {
        // A segue has a catalog class (its inspector) but no object in a nib: ibtool writes what it leads to
        // (NSStoryboardSegueDestinationOptions, relationship outlets) instead.
        if element.name == "segue" { return nil }
        switch element.attribute("id") {
        case "-2"?: return "$owner"
        case "-1"?: return "$firstResponder"
        case "-3"?: return "NSApplication"
        default: break
        }
        if element.attribute("sceneMemberID") == "firstResponder" { return "$firstResponder" }
        if element.name == "application" { return "NSApplication" }
        if let custom = element.attribute("customClass") { return custom }
        if element.name == "customObject" { return "NSObject" }
        // System spaces are archived as their own classes (docs/compile.md, `toolbar`).
        if element.name == "toolbarItem", let identifier = element.attribute("implicitItemIdentifier"),
           ["NSToolbarFlexibleSpaceItem", "NSToolbarSpaceItem"].contains(identifier) { return identifier }
        return Self.extraElements[element.name] ?? Self.catalog.description(forElement: element.name)?.className
    }

    /// The name the parent of an element's object answers to: its nearest ancestor that is an
    /// object, else File's Owner (top-level objects).
    func expectedParent(_ element: MarkupElement) -> String? {
        for ancestor in element.ancestors where ancestor.attribute("id") != nil {
            if let name = expectedName(ancestor) { return name }
        }
        return "$owner"
    }

    // MARK: 3. objects

    /// The failures, and how many source elements were expected.
    func compareObjects(_ census: [String: Int]) -> (failures: [String], expected: Int) {
        var expected: [String: Int] = [:]
        for (_, name) in countedElements() { expected[name, default: 0] += 1 }
        let failures = expected.sorted { $0.key < $1.key }.compactMap { name, count in
            census[name, default: 0] >= count ? nil : "the source has \(count) \(name), the nib(s) \(census[name, default: 0])"
        }
        return (failures, expected.values.reduce(0, +))
    }

    /// Storyboard scenes nothing reaches, which the compiler drops (lint IB012; docs/compile.md
    /// "macOS storyboards"): reached are the application scene, the initial controller's, those
    /// with a Storyboard ID, and — transitively — the destinations of their segues.
    var unreachedScenes: Set<ObjectIdentifier> {
        guard document.kind.format == .storyboard, let scenes = document.root.firstChild(named: "scenes") else { return [] }
        var controllerScene: [String: MarkupElement] = [:]
        var reached: [MarkupElement] = []
        for scene in scenes.childElements where scene.name == "scene" {
            let objects = scene.firstChild(named: "objects")?.childElements ?? []
            if objects.contains(where: { $0.name == "application" }) { reached.append(scene) }
            for object in objects where object.attribute("sceneMemberID") == "viewController" {
                if let id = object.attribute("id") { controllerScene[id] = scene }
                if object.attribute("storyboardIdentifier") != nil || object.attribute("id") == document.root.attribute("initialViewController") {
                    reached.append(scene)
                }
            }
        }
        var seen = Set(reached.map(ObjectIdentifier.init))
        while let scene = reached.popLast() {
            scene.forEachElement { element in
                guard element.name == "segue", let destination = element.attribute("destination").flatMap({ controllerScene[$0] }),
                      seen.insert(ObjectIdentifier(destination)).inserted else { return }
                reached.append(destination)
            }
        }
        return Set(scenes.childElements.filter { $0.name == "scene" }.map(ObjectIdentifier.init)).subtracting(seen)
    }

    /// Whether an element is in a scene the compiler drops.
    func isDropped(_ element: MarkupElement, _ unreached: Set<ObjectIdentifier>) -> Bool {
        !unreached.isEmpty && element.ancestors.contains { unreached.contains(ObjectIdentifier($0)) }
    }

    /// The elements `compareObjects` counts.
    func countedElements() -> [(element: MarkupElement, name: String)] {
        var result: [(MarkupElement, String)] = []
        let unreached = unreachedScenes
        document.root.forEachElement { element in
            if isDropped(element, unreached) { return }
            // Placeholder constraints are removed at build time.
            if element.name == "constraint", element.attribute("placeholder") == "YES" { return }
            // `<toolbarItem reference=…/>` and the like name an object counted where it is defined.
            guard element.attribute("id") != nil,
                  Self.extraElements[element.name] ?? Self.catalog.description(forElement: element.name)?.className != nil,
                  let name = expectedName(element), name != "$firstResponder" else { return } // First Responder is not archived
            result.append((element, name))
        }
        return result
    }

    /// A xib's tree, by class: each listed object under a parent of its source parent's class.
    func compareTree(_ archive: NibArchive) -> [String] {
        let graph = AppKitTestGraph(archive)
        guard let data = graph.child(graph.object(0), "IB.objectdata"),
              case .object(let keys)? = graph.value(data, "NSObjectsKeys"), case .object(let values)? = graph.value(data, "NSObjectsValues") else { return [] }
        func entries(_ index: Int) -> [Int] {
            archive.objects[index].values.compactMap { entry in
                guard entry.key == "UINibEncoderEmptyKey", case .object(let target) = entry.value else { return nil }
                return target
            }
        }
        var nib: [String: Int] = [:]
        for (key, parent) in zip(entries(keys), entries(values)) {
            let parentNames = names(parent, graph: graph)
            for name in names(key, graph: graph) { for parentName in parentNames { nib["\(name) under \(parentName)", default: 0] += 1 } }
        }
        var source: [String: Int] = [:]
        for (element, name) in countedElements() where !["$owner", "$firstResponder"].contains(name) && element.name != "constraint" {
            source["\(name) under \(expectedParent(element) ?? "?")", default: 0] += 1
        }
        return source.sorted { $0.key < $1.key }.compactMap { pair, count in
            nib[pair, default: 0] >= count ? nil : "the source has \(count) \(pair), NSObjectsValues \(nib[pair, default: 0])"
        }
    }

    // MARK: 4. connections

    struct Connector: Equatable {
        let className: String
        let label: String?
        let source: Set<String>
        let destination: Set<String>?
        /// The names of the source's and the destination's parents in `NSObjectsValues` (nil: not listed).
        var sourceParent: Set<String>? = nil
        var destinationParent: Set<String>? = nil
    }

    func connectors(_ graph: AppKitTestGraph) -> [Connector] {
        func names(of object: NibObject, key: String) -> Set<String>? {
            guard case .object(let index)? = graph.value(object, key) else { return nil }
            return self.names(index, graph: graph)
        }
        // Object → parent, as `NSObjectsKeys`/`NSObjectsValues` give it.
        var parents: [Int: Int] = [:]
        if let data = graph.child(graph.object(0), "IB.objectdata"),
           case .object(let keys)? = graph.value(data, "NSObjectsKeys"), case .object(let values)? = graph.value(data, "NSObjectsValues") {
            func entries(_ index: Int) -> [Int] {
                graph.archive.objects[index].values.compactMap { entry in
                    guard entry.key == "UINibEncoderEmptyKey", case .object(let target) = entry.value else { return nil }
                    return target
                }
            }
            for (key, value) in zip(entries(keys), entries(values)) { parents[key] = value }
        }
        func parentNames(of object: NibObject, key: String) -> Set<String>? {
            guard case .object(let index)? = graph.value(object, key), let parent = parents[index] else { return nil }
            return self.names(parent, graph: graph)
        }
        return graph.archive.objects.compactMap { object in
            guard ["NSNibOutletConnector", "NSNibControlConnector", "NSNibAuxiliaryActionConnector",
                   "NSNibBindingConnector"].contains(object.className) else { return nil }
            return Connector(className: object.className, label: graph.string(graph.child(object, "NSLabel")),
                             source: names(of: object, key: "NSSource") ?? [],
                             destination: names(of: object, key: "NSDestination"),
                             sourceParent: parentNames(of: object, key: "NSSource"),
                             destinationParent: parentNames(of: object, key: "NSDestination"))
        }
    }

    /// The failures, and how many source connections were found.
    func compareConnections(_ nib: [Connector]) -> (failures: [String], matched: Int) {
        var available = nib
        var failures: [String] = []
        let unreached = unreachedScenes
        document.root.forEachElement { element in
            guard element.parent?.name == "connections", ["outlet", "action", "binding"].contains(element.name),
                  let owner = element.parent?.parent, !isDropped(element, unreached) else { return }
            let className: String
            let label: String?
            let destinationID: String?
            switch element.name {
            case "outlet": (className, label, destinationID) = ("NSNibOutletConnector", element.attribute("property"), element.attribute("destination"))
            case "action":
                // An action with a trigger (a double action) is an auxiliary action connector.
                let connectorClass = element.attribute("trigger") == nil ? "NSNibControlConnector" : "NSNibAuxiliaryActionConnector"
                (className, label, destinationID) = (connectorClass, element.attribute("selector"), element.attribute("target"))
            default:
                (className, label, destinationID) = ("NSNibBindingConnector",
                                                     "\(element.attribute("name") ?? "?"): \(element.attribute("keyPath") ?? "?")",
                                                     element.attribute("destination"))
            }
            let source = expectedName(owner)
            let destination = destinationID.flatMap { document.object(withID: $0)?.element }.flatMap(expectedName)
            let isController = { (id: String?) in
                guard let name = id.flatMap({ document.object(withID: $0)?.element.name }) else { return false }
                return name.hasSuffix("Controller") && name != "userDefaultsController" && name != "arrayController"
            }
            func matches(_ names: Set<String>?, _ expected: String?, id: String?) -> Bool {
                guard let expected else { return true }
                guard let names else { return expected == "$firstResponder" }
                // A menu item's or window's title must be its own.
                if let element = id.flatMap({ document.object(withID: $0)?.element }), ["menuItem", "window"].contains(element.name),
                   let title = element.attribute("title"), names.contains(where: { $0.hasPrefix("title:") }), !names.contains("title:" + title) {
                    return false
                }
                return names.contains(expected) || (names.contains("$external") && isController(id))
            }
            let ownerID = owner.attribute("id")
            let destinationElement = destinationID.flatMap { document.object(withID: $0)?.element }
            // In a xib, each end's parent in `NSObjectsValues` is its nearest object ancestor in the source.
            func parentMatches(_ names: Set<String>?, _ element: MarkupElement?) -> Bool {
                guard document.kind.format == .xib, let names, let element, let expected = expectedParent(element) else { return true }
                return names.contains(expected)
            }
            if let index = available.firstIndex(where: { connector in
                connector.className == className && connector.label == label
                    && matches(connector.source, source, id: ownerID) && matches(connector.destination, destination, id: destinationID)
                    && parentMatches(connector.sourceParent, owner) && parentMatches(connector.destinationParent, destinationElement)
            }) {
                available.remove(at: index)
            } else {
                failures.append("no \(className) \(label ?? "?") from \(source ?? owner.name) (\(ownerID ?? "?")) to \(destination ?? "?") (\(destinationID ?? "?"))")
            }
        }
        // Nothing else: a xib's connectors all come from its source; a storyboard adds the
        // loader's own outlets (docs/compile.md "macOS storyboards").
        let synthesized: Set<String> = document.kind.format == .xib ? [] : ["sceneController", "storyboard", "window", "view", "delegate"]
        for connector in available where !synthesized.contains(connector.label ?? "") {
            failures.append("\(connector.className) \(connector.label ?? "?") is in no source connection")
        }
        return (failures, nib.count - available.count)
    }
}

private extension Substring {
    var nilIfEmpty: Substring? { isEmpty ? nil : self }
}
