import IBDocument
@testable import IBSync

/// Batches as the editor makes them: `EditCommands` (add from the library, duplicate, delete with
/// cascade, connect outlets and actions, disconnect, embed in a navigation controller, change
/// class) on random objects of the current document, so the traces cover the exact op shapes the
/// browser will send.
extension OpTraceOpMaker {
    mutating func commandBatch(for document: SyncDocument) -> [EditOperation]? {
        var objects: [MarkupElement] = []
        SyncDocument.forEachObject(in: document.root) { objects.append($0) }
        guard !objects.isEmpty else { return nil }
        var commands = EditCommands(document: document, ids: IdentifierGenerator(seed: random.next(), existing: document.objectIDs))
        let object = random.pick(objects)
        let id = object.attribute("id")!
        let other = random.pick(objects).attribute("id")!
        let views = objects.filter { ["view", "customView", "stackView", "box", "scrollView"].contains($0.name) }
        do {
            switch random.below(8) {
            case 0:
                guard let view = views.isEmpty ? nil : random.pick(views) else { return nil }
                let classes = ["UILabel", "UIButton", "UIView", "UISwitch", "UITextField", "UIImageView", "NSButton", "NSTextField", "NSView"]
                return try commands.addObject(className: random.pick(classes), into: view.attribute("id")!,
                                              x: Double(random.below(300)), y: Double(random.below(600)) + 0.5).ops
            case 1: return try commands.duplicate(id).ops
            case 2: return try commands.delete(id)
            case 3: return try commands.connectOutlet(from: id, property: "outlet\(random.below(9))", to: other)
            case 4: return try commands.connectAction(from: id, selector: "tap\(random.below(9)):", to: other)
            case 5:
                var connections: [MarkupElement] = []
                document.root.forEachElement { if ["outlet", "action", "segue"].contains($0.name), $0.attribute("id") != nil { connections.append($0) } }
                guard !connections.isEmpty else { return nil }
                return try commands.disconnect(random.pick(connections).attribute("id")!)
            case 6:
                let controllers = objects.filter { $0.name == "viewController" }
                guard !controllers.isEmpty else { return nil }
                return try commands.embedInNavigationController(random.pick(controllers).attribute("id")!).ops
            default:
                return try commands.changeClass(id, to: random.chance(80) ? "My\(object.name.prefix(1).uppercased())Class" : nil,
                                                module: random.chance(50) ? "App" : nil)
            }
        } catch {
            return nil
        }
    }
}
