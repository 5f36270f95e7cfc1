/// An overview of a document for `storyweave info`: what it is, its scenes (or top-level
/// objects), how many objects of each class, its connections and the sizes of its views.
public struct DocumentSummary: Sendable, Codable, Equatable {
    public struct Scene: Sendable, Codable, Equatable {
        public let sceneID: String
        /// The comment Xcode writes above the scene (`View Controller`).
        public let label: String?
        public let controllerID: String?
        /// Interface Builder class of the scene's root (`UINavigationController`).
        public let controllerClass: String?
        public let customClass: String?
        public let storyboardIdentifier: String?
        public let isEntryPoint: Bool
        /// Objects with an id inside the scene, the scene's own members included.
        public let objectCount: Int
        /// `393×852`: the root view's frame size, when it has one.
        public let viewSize: String?
    }

    public struct TopLevelObject: Sendable, Codable, Equatable {
        public let id: String
        public let className: String
        public let customClass: String?
        public let size: String?
    }

    /// `iOS storyboard`, `macOS xib`...
    public let kind: String
    public let toolsVersion: String?
    public let bytes: Int
    public let objectCount: Int
    public let scenes: [Scene]
    /// A xib's top-level objects (placeholders included), empty for storyboards.
    public let topLevelObjects: [TopLevelObject]
    /// Objects per Interface Builder class (element name when the catalog doesn't know it).
    public let objectsByClass: [String: Int]
    /// Custom classes set on objects, with how many objects use each.
    public let customClasses: [String: Int]
    /// Connections per kind: `outlet`, `action`, `segue`...
    public let connections: [String: Int]
    /// Segues per kind: `show`, `relationship`...
    public let seguesByKind: [String: Int]
    public let constraintCount: Int
    public let resourceCount: Int

    public init(document: InterfaceDocument, byteCount: Int) {
        let context = LintContext(document: document)
        let naming = StringsClassNaming(targetRuntime: document.kind.targetRuntime)
        func className(_ element: MarkupElement) -> String {
            if let role = document.placeholderRole(of: IBObject(element)) { return DocumentSummary.placeholderName(role) }
            if element.attribute("sceneMemberID") == "firstResponder" { return "First Responder" }
            if let custom = element.attribute("customClass"), context.catalog?.description(ofClass: custom) != nil { return custom }
            return naming.className(for: element)
        }
        func size(_ element: MarkupElement?) -> String? {
            guard let frame = element?.firstChild(named: "rect", key: "frame") ?? element?.firstChild(named: "rect", key: "contentRect"),
                  let width = frame.rawAttribute("width"), let height = frame.rawAttribute("height") else { return nil }
            return "\(width)×\(height)"
        }

        kind = document.kind.description
        toolsVersion = document.toolsVersion
        bytes = byteCount
        objectCount = context.objects.count
        let entry = document.root.attribute("initialViewController")
        scenes = document.scenes.map { scene in
            let controller = scene.controller?.element
            var count = 0
            scene.element.forEachElement { element in
                if ObjectElements.isObject(element) { count += 1 }
            }
            return Scene(
                sceneID: scene.sceneID, label: scene.label, controllerID: controller?.attribute("id"),
                controllerClass: controller.map { naming.className(for: $0) },
                customClass: controller?.attribute("customClass"),
                storyboardIdentifier: controller?.attribute("storyboardIdentifier"),
                isEntryPoint: controller?.attribute("id") != nil && controller?.attribute("id") == entry,
                objectCount: count, viewSize: size(controller?.firstChild(withKey: "view")))
        }
        topLevelObjects = document.topLevelObjects.map { object in
            TopLevelObject(id: object.id, className: className(object.element), customClass: object.customClass,
                           size: size(object.element))
        }
        var byClass: [String: Int] = [:]
        var custom: [String: Int] = [:]
        var constraints = 0
        for element in context.objects {
            if element.name == "constraint" { constraints += 1 }
            if ["outlet", "outletCollection", "action", "segue", "binding", "accessibilityConnection", "constraint"].contains(element.name) {
                continue
            }
            byClass[className(element), default: 0] += 1
            // First Responder's `UIResponder`/`FirstResponder` and Application's `NSObject` aren't the user's classes.
            let role = document.placeholderRole(of: IBObject(element))
            if let name = element.attribute("customClass"), role != .firstResponder, role != .application,
               element.attribute("sceneMemberID") != "firstResponder" {
                custom[name, default: 0] += 1
            }
        }
        objectsByClass = byClass
        customClasses = custom
        constraintCount = constraints
        connections = context.connections.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
        seguesByKind = context.connections.filter { $0.kind == "segue" }
            .reduce(into: [:]) { $0[$1.element.attribute("kind") ?? "custom", default: 0] += 1 }
        resourceCount = document.root.firstChild(named: "resources")?.childElements.count ?? 0
    }

    static func placeholderName(_ role: PlaceholderRole) -> String {
        switch role {
        case .filesOwner: return "File's Owner"
        case .firstResponder: return "First Responder"
        case .application: return "Application"
        case .exit: return "Exit"
        case .storyboardReference: return "Storyboard Reference"
        case .external(let identifier): return identifier.isEmpty ? "External Object" : "External Object \(identifier)"
        }
    }

    /// A readable multi-line report.
    public var text: String {
        var lines = ["\(kind), toolsVersion \(toolsVersion ?? "?"), \(bytes) bytes, \(objectCount) objects, \(constraintCount) constraints, \(resourceCount) resources"]
        if !scenes.isEmpty {
            lines.append("scenes (\(scenes.count)):")
            for scene in scenes {
                var line = "  \(scene.sceneID) \(scene.label.map { "\"\($0)\"" } ?? "")"
                line += " \(scene.controllerClass ?? "?")"
                if let custom = scene.customClass { line += " (\(custom))" }
                if let id = scene.controllerID { line += " [\(id)]" }
                if let identifier = scene.storyboardIdentifier { line += " storyboardID=\(identifier)" }
                if scene.isEntryPoint { line += " entry point" }
                if let size = scene.viewSize { line += " view \(size)" }
                line += ", \(scene.objectCount) objects"
                lines.append(line)
            }
        }
        if !topLevelObjects.isEmpty {
            lines.append("top-level objects (\(topLevelObjects.count)):")
            for object in topLevelObjects {
                var line = "  [\(object.id)] \(object.className)"
                if let custom = object.customClass { line += " (\(custom))" }
                if let size = object.size { line += " \(size)" }
                lines.append(line)
            }
        }
        func table(_ title: String, _ counts: [String: Int]) {
            guard !counts.isEmpty else { return }
            lines.append("\(title):")
            let rows = counts.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }
            for (name, count) in rows { lines.append("  \(count) \(name)") }
        }
        table("objects by class", objectsByClass)
        table("custom classes", customClasses)
        table("connections", connections)
        table("segues by kind", seguesByKind)
        return lines.joined(separator: "\n") + "\n"
    }
}
