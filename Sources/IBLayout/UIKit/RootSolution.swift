import IBDocument

/// One root hierarchy solved: constraints added in order (a required one that can't be met is
/// broken, as UIKit does: reported, and kept at `Strength.brokenRequired`), frames read back,
/// then the issues.
///
/// Sizes are never negative: when a view's width or height would come out below 0, the root is
/// solved again with that size floored at 0 (required, before every other constraint), until
/// none is — so a constraint that needs a negative size is the one broken. Loop's
/// CarbEntryTableViewCell: a 66 pt cell holds an 11 pt margin, a stack view, 8 pt and two
/// progress views, and a `chevron.right` in the stack asks for 52 pt; Xcode stored the
/// progress views 0 pt high and the stack 47 pt (the image's height broken and held as nearly as
/// the rest allows), where they came out -5 pt high. Xcode stores no negative size anywhere in
/// the corpus. Floors only where needed give the solution floors on every size would (it meets
/// them all, and the same constraints break), without their cost: floors on every size made
/// the 300-view bench scenes 5–25× slower to solve.
final class RootSolution {
    let layout: RootLayout
    private(set) var solver = Solver()
    private(set) var added: [LayoutConstraint] = []
    private(set) var broken: [LayoutConstraint] = []
    private(set) var views: [SolvedView] = []

    init(layout: RootLayout) {
        self.layout = layout
        var floored: Set<Variable> = []
        while true {
            solve(floors: floored)
            let negative = layout.nodes.flatMap { [$0.variables.width, $0.variables.height] }
                .filter { $0.value < -RootSolution.tolerance && !floored.contains($0) }
            if negative.isEmpty { break }
            floored.formUnion(negative)
        }
        // Root coordinates: the frame origins summed down the tree (nodes come parents first).
        var origins: [ObjectIdentifier: (x: Double, y: Double)] = [:]
        views = layout.nodes.map { node in
            var origin = (x: node.variables.x.value, y: node.variables.y.value)
            if let parent = node.parent, let parentOrigin = origins[ObjectIdentifier(parent)] {
                origin = (parentOrigin.x + origin.x, parentOrigin.y + origin.y)
            }
            origins[ObjectIdentifier(node)] = origin
            return solvedView(node, rootOrigin: origin)
        }
    }

    /// Below this a size counts as negative (`clean` rounds to 1e-6).
    static let tolerance = 1e-6

    /// Adds the floors (in node order, width then height), then the layout's constraints.
    private func solve(floors: Set<Variable>) {
        solver = Solver()
        added = []
        broken = []
        var constraints: [LayoutConstraint] = []
        for node in layout.nodes {
            for size in [node.variables.width, node.variables.height] where floors.contains(size) {
                constraints.append(LayoutConstraint(constraint: Expression(size) >= 0, origin: .nonNegativeSize(viewID: node.id)))
            }
        }
        for constraint in constraints + layout.constraints {
            do {
                try solver.addConstraint(constraint.constraint)
                added.append(constraint)
            } catch {
                broken.append(constraint)
                // Kept as the strongest optional constraint: as close to holding as the rest allows.
                try? solver.addConstraint(constraint.constraint.with(strength: .brokenRequired))
            }
        }
        solver.updateVariables()
    }

    private func solvedView(_ node: LayoutNode, rootOrigin: (x: Double, y: Double)) -> SolvedView {
        let variables = node.variables
        var absolute = IBRect(x: RootSolution.clean(rootOrigin.x), y: RootSolution.clean(rootOrigin.y),
                              width: RootSolution.clean(variables.width.value), height: RootSolution.clean(variables.height.value))
        var frame = absolute
        if let parent = node.parent {
            frame.x = RootSolution.clean(variables.x.value)
            frame.y = RootSolution.clean(variables.y.value)
            if node.usesBottomUpFrame { frame.y = RootSolution.clean(parent.variables.height.value - frame.y - frame.height) }
        } else if let stored = node.storedFrame {
            frame.x = stored.x
            frame.y = stored.y
        }
        // (UISwitch's; an NSSwitch is sized by its constraints.)
        if node.appKit == nil, let fixed = IntrinsicContentSize.fixedFrameSize(of: node.element, toolsVersion: layout.environment.toolsVersion) {
            (frame.width, frame.height) = fixed
            (absolute.width, absolute.height) = fixed
        }
        if let outsets = AlignmentRect.frameOutsets(of: node, toolsVersion: layout.environment.toolsVersion) {
            // (A bottom-up AppKit frame's y counts from the bottom: its bottom outset comes first.)
            let flipped = Insets(top: outsets.bottom, left: outsets.left, bottom: outsets.top, right: outsets.right)
            frame = AlignmentRect.frame(frame, outsets: node.usesBottomUpFrame ? flipped : outsets)
            absolute = AlignmentRect.frame(absolute, outsets: outsets)
        }
        if node.parent != nil { frame = PixelAlignment.aligned(frame, scale: layout.pixelScale) }
        return SolvedView(id: node.id, elementName: node.elementName, superviewID: node.parent?.id, frame: frame, rootFrame: absolute,
                          storedFrame: node.storedFrame, translatesAutoresizingMask: node.translatesAutoresizingMask,
                          markedMisplacedByXcode: node.element.attribute("misplaced") == "YES",
                          markedAmbiguousByXcode: node.element.attribute("ambiguous") == "YES",
                          insideViewMarkedMisplacedByXcode: RootSolution.hasAncestorMarkedMisplaced(node))
    }

    static func hasAncestorMarkedMisplaced(_ node: LayoutNode) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.element.attribute("misplaced") == "YES" { return true }
            current = ancestor.parent
        }
        return false
    }

    /// Rounds away solver noise (1e-12) so printed frames read like Xcode's. A value a hostile document
    /// drove out of range (a chain of large multipliers overflows to infinity) is held within ±1e9
    /// (`LayoutNumber.limit`; NaN reads 0), so frames stay finite.
    static func clean(_ value: Double) -> Double {
        let bounded = value.isNaN ? 0 : min(max(value, -LayoutNumber.limit), LayoutNumber.limit)
        let rounded = (bounded * 1_000_000).rounded() / 1_000_000
        return rounded == 0 ? 0 : rounded
    }

    func issues(checksPlacement: Bool) -> [LayoutIssue] {
        var issues = layout.unreadableConstraints.map { LayoutIssue(kind: .unreadableConstraint(reason: $0.reason), objectID: $0.id) }
        var budget = ConflictExplainer.rootBudget
        for constraint in broken {
            let conflicting = layout.environment.options.explainsConflicts
                ? ConflictExplainer(required: added, broken: constraint).smallestConflict(budget: &budget) : []
            let objectID = constraint.origin.documentConstraintID ?? conflicting.compactMap(\.documentConstraintID).first ?? layout.root.id
            issues.append(LayoutIssue(kind: .unsatisfiable(broken: constraint.origin, conflicting: conflicting), objectID: objectID))
        }
        if layout.environment.options.detectsAmbiguity {
            issues += AmbiguityProbe(solution: self).ambiguousViews()
        }
        if checksPlacement {
            for view in views where !view.translatesAutoresizingMask && view.superviewID != nil {
                guard let stored = view.storedFrame, !view.matchesStoredFrame() else { continue }
                issues.append(LayoutIssue(kind: .misplaced(stored: stored, solved: view.frame), objectID: view.id))
            }
        }
        return issues
    }
}
