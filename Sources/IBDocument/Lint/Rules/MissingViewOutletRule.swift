/// IB005: a view controller that never gets its view from the document.
///
/// A nib that provides a view controller's main view must connect the `view` outlet from the
/// controller (File's Owner) to that view; otherwise loading it fails with "loaded the nib but
/// the view outlet was not set". In a xib this is an error. In a storyboard a controller
/// without a view is suspicious but may build its view in code (`loadView`), so a warning.
public struct MissingViewOutletRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB005", name: "missing-view-outlet", severity: .error,
        summary: "A view controller's nib must connect the controller's view outlet.")

    /// Storyboard controllers that Xcode always creates with a main view.
    static let storyboardControllersWithViews: Set<String> = [
        "viewController", "tableViewController", "collectionViewController",
    ]

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.isStoryboard ? checkStoryboard(context) : checkXib(context)
    }

    private func checkXib(_ context: LintContext) -> [LintFinding] {
        guard let owner = context.document.filesOwner?.element, let ownerClass = owner.attribute("customClass"),
              isViewController(ownerClass, context) else { return [] }
        let topLevel = context.document.topLevelObjects.map(\.element)
        // Cells and reusable views are registered with a table or collection view, not used
        // as a controller's view, so a cell xib's owner needs no view outlet.
        let hasTopLevelView = topLevel.contains { element in
            guard let catalog = context.catalog, let name = context.elementClass(of: element) else { return false }
            return catalog.isSubclass(name, of: viewRoot(context))
                && !["UITableViewCell", "UICollectionReusableView", "NSTableCellView", "NSTableRowView"].contains { catalog.isSubclass(name, of: $0) }
        }
        guard hasTopLevelView, !hasViewOutlet(owner, context) else { return [] }
        return [finding(owner.attribute("id"),
            "File's Owner is a view controller (\(ownerClass)) and the nib has a top-level view, but the owner's view outlet isn't connected; loading the nib fails with \"loaded the nib but the view outlet was not set\". Connect File's Owner's view outlet to the main view.")]
    }

    private func checkStoryboard(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for scene in context.document.scenes {
            guard let controller = scene.controller?.element,
                  MissingViewOutletRule.storyboardControllersWithViews.contains(controller.name),
                  controller.firstChild(withKey: "view") == nil, !hasViewOutlet(controller, context) else { continue }
            findings.append(finding(controller.attribute("id"),
                "The \(context.describe(controller)) has no main view in the storyboard (no view child and no view outlet); unless its class builds one in loadView(), it has nothing to show.",
                severity: .warning))
        }
        return findings
    }

    private func hasViewOutlet(_ element: MarkupElement, _ context: LintContext) -> Bool {
        context.connections.contains { $0.source === element && $0.kind == "outlet" && $0.property == "view" }
    }

    private func viewRoot(_ context: LintContext) -> String {
        context.catalog?.platform == .macOS ? "NSView" : "UIView"
    }

    /// Known view controller classes, or a custom class named like one (`SettingsViewController`).
    private func isViewController(_ className: String, _ context: LintContext) -> Bool {
        let root = context.catalog?.platform == .macOS ? "NSViewController" : "UIViewController"
        if let catalog = context.catalog, catalog.description(ofClass: className) != nil {
            return catalog.isSubclass(className, of: root)
        }
        return className.hasSuffix("ViewController")
    }
}
