import IBDocument

/// Compiles an iOS/tvOS storyboard into the files of its `.storyboardc` folder, named as
/// ibtool names them: one scene nib per reachable controller (`<scene identifier>.nib`), one
/// view nib per controller view (`<controller id>-view-<view id>.nib`) and `Info.plist`
/// (binary: `UIViewControllerIdentifiersToNibNames`, `UIStoryboardDesignatedEntryPointIdentifier`
/// when the storyboard has an initial controller, `UIStoryboardVersion` 1).
///
/// A scene nib's top level, as in the fixtures: a `UIStoryboardPlaceholder` proxy per embedded
/// controller, `IBFilesOwner`, `IBFirstResponder`, the scene's `UIStoryboardPlaceholder`, the
/// controller; connections `storyboard` (each controller → its placeholder),
/// `sceneViewController` (File's Owner → controller) and `viewController` (each segue
/// template → its controller).
public struct UIKitStoryboardCompiler {
    public init() {}

    public func compile(_ document: InterfaceDocument) throws -> [(path: String, bytes: [UInt8])] {
        guard document.kind.isCocoaTouch, document.kind.format == .storyboard else {
            throw UIKitEncodingError.notACocoaTouchDocument(kind: document.kind.description)
        }
        let scenes = try UIKitStoryboardScenes(document: document)
        var files: [(path: String, bytes: [UInt8])] = []
        var identifiers: [(key: String, value: PropertyListValue)] = []
        var viewNibNames: Set<String> = []
        var references: [(key: String, value: PropertyListValue)] = []
        for rootID in scenes.sceneRoots {
            guard let identifier = scenes.identifier(of: rootID) else { continue }
            let (scene, viewNibs, sceneReferences) = try sceneNib(rootID, scenes: scenes, document: document)
            files.append(("\(identifier).nib", NibArchiveWriter().write(scene)))
            for (referenceID, element) in sceneReferences where !references.contains(where: { $0.key == referenceID }) {
                references.append((referenceID, UIKitStoryboardReference.externalReference(element)))
            }
            // An embedded controller with its own scene shares its view nib with the parent's.
            for (name, archive) in viewNibs where viewNibNames.insert(name).inserted {
                files.append(("\(name).nib", NibArchiveWriter().write(archive)))
            }
            identifiers.append((identifier, .string(identifier)))
        }
        var info: [(key: String, value: PropertyListValue)] = [("UIViewControllerIdentifiersToNibNames", .dictionary(identifiers))]
        // Storyboard references, in the order `+[UIStoryboard storyboardWithName:bundle:]` reads the keys.
        if !references.isEmpty { info.append(("UIViewControllerIdentifiersToExternalStoryboardReferences", .dictionary(references))) }
        if let initialID = scenes.initialID, let identifier = scenes.identifier(of: initialID) {
            info.append(("UIStoryboardDesignatedEntryPointIdentifier", .string(identifier)))
        }
        info.append(("UIStoryboardVersion", .integer(1)))
        files.append(("Info.plist", BinaryPropertyListWriter().write(.dictionary(info))))
        return files
    }

    private func sceneNib(_ rootID: String, scenes: UIKitStoryboardScenes, document: InterfaceDocument) throws
        -> (NibArchive, [(name: String, archive: NibArchive)], [(identifier: String, element: MarkupElement)]) {
        let context = UIKitEncodingContext(document: document)
        context.collectsSegues = true
        // One `UIStoryboardPlaceholder` per embedded controller of this storyboard (a storyboard
        // reference's controller belongs to the other storyboard: no placeholder, no `storyboard` outlet).
        var embeddedCount = 0
        var pending = scenes.children[rootID] ?? []
        while let next = pending.popLast() {
            if !scenes.isReference(next) { embeddedCount += 1 }
            pending += scenes.children[next] ?? []
        }
        let embeddedPlaceholders = (0..<embeddedCount).map { _ in UIKitNibRoot.proxy("UIStoryboardPlaceholder") }
        for placeholder in embeddedPlaceholders { context.register(placeholder, id: nil) }
        let filesOwner = UIKitNibRoot.proxy("IBFilesOwner")
        context.register(filesOwner, id: nil)
        let firstResponder = UIKitNibRoot.proxy("IBFirstResponder")
        context.register(firstResponder, id: scenes.controllers[rootID]?.firstResponderID)
        let storyboardPlaceholder = UIKitNibRoot.proxy("UIStoryboardPlaceholder")
        context.register(storyboardPlaceholder, id: nil)

        let encoder = UIKitViewControllerEncoder(context: context, scenes: scenes)
        let root = try encoder.encode(rootID, parent: nil)
        // A segue collected here comes from an object the scene nib holds (a navigation item's
        // bar button items or custom view, a controller's toolbar items): a `perform:` event
        // connection to its template, as in a view nib (`UIKitViewNibEncoder.segueTriggers`, no
        // mask for a bar button item); from anything else it is refused by name.
        for (sourceID, segue) in context.pendingSegues {
            let source = document.object(withID: sourceID)?.element.name ?? "?"
            guard let mask = UIKitViewNibEncoder.segueTriggers[source], let segueID = segue.attribute("id") else {
                throw UIKitEncodingError.unsupportedElement(element: "segue", id: segue.attribute("id"),
                                                            context: "<connections> of <\(source)> (id \"\(sourceID)\") in a scene nib")
            }
            let connection = AppKitArchiveObject(className: "UIRuntimeEventConnection")
            connection.append("UILabel", .string("perform:"))
            connection.append("UISource", .reference(sourceID))
            connection.append("UIDestination", .reference(segueID))
            if mask != 0 { connection.append("UIEventMask", .integer(mask)) }
            context.addConnection(connection)
        }
        for (index, controller) in encoder.controllers.enumerated() {
            let placeholder = index == 0 ? storyboardPlaceholder : embeddedPlaceholders[index - 1]
            context.addConnection(UIKitConnectionEncoder.outlet("storyboard", from: controller, to: placeholder))
        }
        context.addConnection(UIKitConnectionEncoder.outlet("sceneViewController", from: filesOwner, to: root))
        for (template, controller) in encoder.templates {
            context.addConnection(UIKitConnectionEncoder.outlet("viewController", from: template, to: controller))
        }
        try UIKitConnectionEncoder.resolve(context: context)
        let topLevel = embeddedPlaceholders + [filesOwner, firstResponder, storyboardPlaceholder, root]
        return (try UIKitNibRoot.archive(topLevel: topLevel, context: context, isSceneNib: true), encoder.viewNibs, encoder.references)
    }
}
