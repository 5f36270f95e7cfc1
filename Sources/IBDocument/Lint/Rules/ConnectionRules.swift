/// IB003: an outlet, action or binding between objects of different storyboard scenes.
///
/// Objects in one nib become instances together when that nib loads, so a connection between
/// them knows which instances it joins. Each storyboard scene is compiled to its own nib and
/// loaded at its own time (if ever); a connection from one scene into another would have no
/// instance to connect to. Scenes talk through segues instead.
public struct CrossSceneConnectionRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB003", name: "cross-scene-connection", severity: .error,
        summary: "Outlets and actions can only connect objects of the same scene.")

    static let kinds: Set<String> = ["outlet", "outletCollection", "action", "binding", "accessibilityConnection"]

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        guard context.isStoryboard else { return [] }
        var findings: [LintFinding] = []
        for connection in context.connections where CrossSceneConnectionRule.kinds.contains(connection.kind) {
            guard let destinationID = connection.destinationID,
                  let destination = context.element(withID: destinationID),
                  let sourceScene = context.scene(of: connection.source),
                  let destinationScene = context.scene(of: destination),
                  sourceScene !== destinationScene else { continue }
            let what: String
            switch connection.kind {
            case "action": what = "action \"\(connection.element.attribute("selector") ?? "?")\""
            case "binding": what = "binding \"\(connection.element.attribute("name") ?? "?")\""
            default: what = "\(connection.kind == "outletCollection" ? "outlet collection" : "outlet") \"\(connection.property ?? "?")\""
            }
            findings.append(finding(connection.id ?? connection.source.attribute("id"),
                "The \(what) connects the \(context.describe(connection.source)) in scene \(sourceScene.attribute("sceneID") ?? "?") to the \(context.describe(destination)) in scene \(destinationScene.attribute("sceneID") ?? "?"). Each scene is loaded as its own nib at its own time, so there is no instance on the other side to connect; use a segue (and prepare(for:sender:)) to pass data between scenes."))
        }
        return findings
    }
}

/// IB004: an outlet whose destination isn't of the type the outlet is declared with.
public struct OutletTypeRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB004", name: "outlet-type-mismatch", severity: .error,
        summary: "An outlet's destination must be of the class the outlet is declared with.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        guard let catalog = context.catalog else { return [] }
        var findings: [LintFinding] = []
        for connection in context.connections where connection.kind == "outlet" || connection.kind == "outletCollection" {
            guard let property = connection.property,
                  let sourceClass = context.knownClass(of: connection.source) ?? context.elementClass(of: connection.source),
                  let declared = catalog.outlet(named: property, of: sourceClass), !declared.destinationIsProtocol,
                  catalog.description(ofClass: declared.destinationType) != nil,
                  let destinationID = connection.destinationID,
                  let destination = context.element(withID: destinationID),
                  let destinationClass = context.knownClass(of: destination),
                  !catalog.isSubclass(destinationClass, of: declared.destinationType) else { continue }
            findings.append(finding(connection.id ?? connection.source.attribute("id"),
                "The outlet \"\(property)\" of \(sourceClass) expects a \(declared.destinationType), but it is connected to a \(destinationClass) (\(destinationID)); setting it when the nib loads would store an object of the wrong type."))
        }
        return findings
    }
}

/// IB006: an action connection on an object that never sends actions.
public struct ActionSenderRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB006", name: "action-from-non-sender", severity: .error,
        summary: "Only controls, bar button items, menu items, toolbar items, cells and gesture recognizers send actions.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        guard let catalog = context.catalog else { return [] }
        var findings: [LintFinding] = []
        for connection in context.connections where connection.kind == "action" {
            guard let sourceClass = context.knownClass(of: connection.source), !catalog.canSendActions(sourceClass) else { continue }
            let senders = catalog.platform == .iOS
                ? "controls (UIControl subclasses), bar button items and gesture recognizers"
                : "controls (NSControl subclasses), cells, menu items, toolbar items and gesture recognizers"
            findings.append(finding(connection.id ?? connection.source.attribute("id"),
                "The action \"\(connection.element.attribute("selector") ?? "?")\" is attached to the \(context.describe(connection.source)), a \(sourceClass), which never sends actions: only \(senders) do, so the method will never be called."))
        }
        return findings
    }
}

/// IB007: an iOS action whose event type the sending control doesn't have.
public struct ControlEventRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB007", name: "unknown-control-event", severity: .warning,
        summary: "A UIKit action's eventType must be one of UIControl's events.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        guard let catalog = context.catalog, catalog.platform == .iOS else { return [] }
        var findings: [LintFinding] = []
        for connection in context.connections where connection.kind == "action" {
            guard let event = connection.element.attribute("eventType"),
                  let sourceClass = context.knownClass(of: connection.source) ?? context.elementClass(of: connection.source),
                  catalog.isSubclass(sourceClass, of: "UIControl"),
                  !catalog.controlEvents(of: sourceClass).contains(event) else { continue }
            findings.append(finding(connection.id ?? connection.source.attribute("id"),
                "The action \"\(connection.element.attribute("selector") ?? "?")\" is sent on \"\(event)\", which is not a UIControl event; the control will never send it."))
        }
        return findings
    }
}
