/// Segue kinds that a person or code triggers (as opposed to containment: `relationship`, `embed`).
enum SegueKinds {
    static let containment: Set<String> = ["relationship", "embed"]

    static func isTriggered(_ segue: MarkupElement) -> Bool {
        !containment.contains(segue.attribute("kind") ?? "")
    }

    static func hasIdentifier(_ segue: MarkupElement) -> Bool {
        !(segue.attribute("identifier") ?? "").isEmpty
    }

    /// The scene's root object (`sceneMemberID="viewController"`) is the source of a manual segue.
    static func isSceneRoot(_ element: MarkupElement) -> Bool {
        element.attribute("sceneMemberID") == "viewController"
    }
}

/// IB008: a manual segue (drawn from the view controller itself) without an identifier.
///
/// Nothing in the interface triggers such a segue; code must call
/// `performSegue(withIdentifier:sender:)`, and that needs the identifier.
public struct ManualSegueIdentifierRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB008", name: "manual-segue-without-identifier", severity: .warning,
        summary: "Segues that code triggers need an identifier.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.connections.compactMap { connection in
            guard connection.kind == "segue", SegueKinds.isSceneRoot(connection.source),
                  SegueKinds.isTriggered(connection.element), !SegueKinds.hasIdentifier(connection.element) else { return nil }
            let kind = connection.element.attribute("kind") ?? "custom"
            return finding(connection.id ?? connection.source.attribute("id"),
                "This \(kind) segue starts at the view controller itself, so nothing in the interface triggers it: code must call performSegue(withIdentifier:sender:), which needs an identifier. Give the segue an identifier.")
        }
    }
}

/// IB009: a scene with several triggered segues, some without identifiers.
///
/// `prepare(for:sender:)` tells a scene's segues apart by identifier; without one, data may be
/// prepared for the wrong destination.
public struct AmbiguousSegueRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB009", name: "segue-without-identifier", severity: .info,
        summary: "When a scene has several segues, each should have an identifier.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        var segues: [ObjectIdentifier: [LintConnection]] = [:]
        var order: [MarkupElement] = []
        for connection in context.connections where connection.kind == "segue" && SegueKinds.isTriggered(connection.element) {
            guard let scene = context.scene(of: connection.source) else { continue }
            if segues[ObjectIdentifier(scene)] == nil { order.append(scene) }
            segues[ObjectIdentifier(scene), default: []].append(connection)
        }
        var findings: [LintFinding] = []
        for scene in order {
            let all = segues[ObjectIdentifier(scene)] ?? []
            guard all.count > 1 else { continue }
            for connection in all where !SegueKinds.hasIdentifier(connection.element) && !SegueKinds.isSceneRoot(connection.source) {
                findings.append(finding(connection.id ?? connection.source.attribute("id"),
                    "This segue from the \(context.describe(connection.source)) has no identifier, but its scene has \(all.count) segues; prepare(for:sender:) can only tell them apart by identifier."))
            }
        }
        return findings
    }
}

/// IB012: a storyboard view controller nothing can reach.
public struct UnreachableSceneRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB012", name: "unreachable-scene", severity: .warning,
        summary: "Each view controller should be the entry point, a segue destination or have a storyboard ID.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        guard context.isStoryboard, let catalog = context.catalog else { return [] }
        let roots = catalog.platform == .iOS ? ["UIViewController"] : ["NSViewController", "NSWindowController"]
        var destinations: Set<String> = []
        for connection in context.connections where connection.kind == "segue" {
            if let id = connection.destinationID { destinations.insert(id) }
        }
        let entry = context.document.root.attribute("initialViewController")
        var findings: [LintFinding] = []
        for scene in context.document.scenes {
            guard let controller = scene.controller?.element, let id = controller.attribute("id"),
                  let elementClass = context.elementClass(of: controller),
                  roots.contains(where: { catalog.isSubclass(elementClass, of: $0) }),
                  id != entry, !destinations.contains(id),
                  (controller.attribute("storyboardIdentifier") ?? "").isEmpty else { continue }
            findings.append(finding(id,
                "The \(context.describe(controller)) can't be reached: it isn't the entry point, no segue or relationship leads to it, and it has no storyboard ID for instantiateViewController(withIdentifier:)."))
        }
        return findings
    }
}
