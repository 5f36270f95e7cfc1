import IBDocument

/// `UIStackView` as the constraints it installs. Along the axis: the first arranged view at the
/// leading edge, the last at the trailing edge, and between neighbours the spacing (fill,
/// fillEqually and fillProportionally: exact; equalSpacing and equalCentering: at least the
/// spacing, with equal gaps or evenly spaced centres (`addEqualCentering`), the stack as short as
/// they allow: UIKit's `UISV-canvas-fit`). fillEqually also makes the sizes equal; fill breaks ties by index
/// (`addFillTieBreak`). Across the axis, the
/// alignment: fill pins both edges; leading/top, trailing/bottom, center and the baselines pin
/// one line and keep every view inside, with a weak pull that makes the stack as tall (wide) as
/// its largest view. Hidden arranged views are left out of all this, as in UIKit, and get their
/// own constraints (`addHiddenArrangedViewConstraints`). Everything is written in
/// the stack's own bounds (its arranged views are its subviews). The stack's own effective
/// direction decides its leading and trailing: a right-to-left horizontal stack puts its first
/// view at the right edge, and a vertical one's leading/trailing alignments pin the right/left
/// edges (written with physical left/right edges, so an arranged view's own direction doesn't
/// enter).
extension RootLayout {
    func addStackViewConstraints() {
        for node in nodes where node.elementName == "stackView" {
            let arranged = node.children.filter { $0.element.parent?.name == "subviews" }
            guard !arranged.isEmpty else { continue }
            // An NSStackView writes `orientation` (always, horizontal too) where a UIStackView
            // writes `axis`, its alignments centerX/centerY where UIKit says center, and leaves
            // out its default spacing, 8 pt (UIKit's is 0).
            // Axis, spacing, distribution and alignment may vary with the size classes (`SizeClassVariations`).
            let variations = environment.variations
            func value(_ name: String) -> String? { variations.holder(of: name, in: node.element).attribute(name) }
            let isNSStackView = node.element.attribute("orientation") != nil
            let vertical = (value("axis") ?? node.element.attribute("orientation")) == "vertical"
            let spacing = variations.holder(of: "spacing", in: node.element).layoutNumber("spacing") ?? (isNSStackView ? 8 : 0)
            let distribution = value("distribution") ?? "fill"
            var alignment = value("alignment") ?? "fill"
            if alignment == "centerX" || alignment == "centerY" { alignment = "center" }
            let rightToLeft = node.isRightToLeft
            if rightToLeft && vertical { // Across a vertical stack, leading is the right edge.
                if alignment == "leading" { alignment = "trailing" } else if alignment == "trailing" { alignment = "leading" }
            }
            let geometry = StackGeometry(node: node, stack: node.item!, vertical: vertical, rightToLeft: rightToLeft, spacing: spacing,
                                         alignment: alignment, usesMargins: arrangesInMargins(node, isNSStackView: isNSStackView),
                                         origin: .stackView(stackID: node.id))
            // An NSStackView takes hidden views out only when it detaches them (Xcode writes
            // detachesHiddenViews="YES"; without it, AppKit lays a hidden view out like the others).
            let collapsesHidden = !isNSStackView || node.element.attribute("detachesHiddenViews") == "YES"
            let views = arranged.map { (item: $0.item!, hidden: $0.isHiddenOnCanvas && collapsesHidden) }
            let visible = views.filter { !$0.hidden }.map(\.item)
            if !visible.isEmpty { addArrangement(visible, geometry, distribution: distribution) }
            addHiddenArrangedViewConstraints(views, geometry)
        }
    }

    /// Whether a UIStackView lays its arranged views out inside its layout margins. It does with
    /// `layoutMarginsRelativeArrangement="YES"`, and (inferred from Xcode's stored frames, a
    /// hypothesis) also when the stack has explicit layout margins: Xcode writes no such attribute in
    /// the corpus, yet all 33 stacks with `layoutMargins`/`directionalLayoutMargins` and arranged
    /// views (simplenote, cwa-app, firebase quickstart, woocommerce) have them stored inside the
    /// margins and none at the stack's edges. Twin of `arrangesInMargins` (root-stack-views.js).
    func arrangesInMargins(_ node: LayoutNode, isNSStackView: Bool) -> Bool {
        if node.element.attribute("layoutMarginsRelativeArrangement") == "YES" { return true }
        return !isNSStackView && node.explicitMargins != nil
    }

    /// The visible arranged views' constraints.
    private func addArrangement(_ items: [LayoutItem], _ geometry: StackGeometry, distribution: String) {
        let node = geometry.node, stack = geometry.stack, origin = geometry.origin
        let vertical = geometry.vertical, spacing = geometry.spacing, alignment = geometry.alignment
        let (leading, trailing, size) = geometry.axis
        let (crossStart, crossEnd, crossCenter, crossSize) = geometry.cross
        let edge = geometry.edge

        // Along the axis (from the left: right to left, the arranged views in reverse order).
        let chain = geometry.rightToLeft && !vertical ? items.reversed() : items
        add(chain[0].expression(for: leading, in: node) == edge(leading), origin)
        add(chain[chain.count - 1].expression(for: trailing, in: node) == edge(trailing), origin)
        let equalGaps = distribution == "equalSpacing" || distribution == "equalCentering"
        var firstGap: Expression?
        for index in 1..<chain.count {
            let gap = chain[index].expression(for: leading, in: node) - chain[index - 1].expression(for: trailing, in: node)
            if equalGaps {
                add(gap >= spacing, origin)
                if distribution == "equalCentering" { continue }
                if let firstGap { add(gap == firstGap, origin) } else { firstGap = gap }
            } else {
                add(gap == spacing, origin)
            }
            if distribution == "fillEqually" {
                add(chain[index].expression(for: size, in: node) == chain[0].expression(for: size, in: node), origin)
            }
        }

        if distribution == "fill" { addFillTieBreak(items, size, node, origin) }
        if distribution == "equalCentering" { addEqualCentering(items, vertical ? .centerY : .centerX, node, origin) }
        // UISV-canvas-fit: with equal gaps UIKit also asks the stack's own length along the axis to
        // be 0 at priority 49 (`_configurationRequiresCanvasConnectionFittingConstraint`), so a
        // stack pinned on one side only takes its minimum, the gaps at the spacing.
        if equalGaps {
            add((stack.expression(for: size, in: node) == 0) | Strength(priority: RootLayout.canvasFitPriority), origin)
        }

        // Across the axis.
        for item in items {
            switch alignment {
            case "fill":
                add(item.expression(for: crossStart, in: node) == edge(crossStart), origin)
                add(item.expression(for: crossEnd, in: node) == edge(crossEnd), origin)
                continue
            case "leading", "top":
                add(item.expression(for: crossStart, in: node) == edge(crossStart), origin)
            case "trailing", "bottom":
                add(item.expression(for: crossEnd, in: node) == edge(crossEnd), origin)
            case "center":
                add(item.expression(for: crossCenter, in: node) == edge(crossCenter), origin)
            case "firstBaseline", "baseline", "lastBaseline":
                let baseline: LayoutAttribute = alignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                if item !== items[0] { add(item.expression(for: baseline, in: node) == items[0].expression(for: baseline, in: node), origin) }
            default:
                add(item.expression(for: crossStart, in: node) == edge(crossStart), origin)
            }
            add(item.expression(for: crossStart, in: node) >= edge(crossStart), origin)
            add(item.expression(for: crossEnd, in: node) <= edge(crossEnd), origin)
            // The stack spans its largest view: a pull just above the weakest priority.
            add((item.expression(for: crossSize, in: node) == stack.expression(for: crossSize, in: node) - geometry.crossMargins)
                | Strength(priority: 1), origin)
        }
        if alignment == "lastBaseline" {
            // UIKit pins the stack's bottom to its first view's bottom (rdar://32291130: "sets
            // its top/bottom edge to the top/bottom of the first arranged subview"), weakly here.
            add((items[0].expression(for: crossEnd, in: node) == edge(crossEnd)) | Strength(priority: 1), origin)
        } else if ["firstBaseline", "baseline"].contains(alignment) {
            // … and, first baseline, its top to the first view's top.
            add((items[0].expression(for: crossStart, in: node) == edge(crossStart)) | Strength(priority: 1), origin)
        }
    }

    /// equalCentering: UIKit spans a `UISV-distributing` guide from each view's centre to the next
    /// one's and makes every guide as long as the first, at priority max(150 − i, 50) for the guide
    /// after view i (its gaps stay at least the spacing, required), so the views' centres are evenly
    /// spaced when they fit. In the views' own order (right to left too: the centre distances all
    /// have one sign).
    private func addEqualCentering(_ items: [LayoutItem], _ center: LayoutAttribute, _ node: LayoutNode, _ origin: ConstraintOrigin) {
        func distance(_ index: Int) -> Expression {
            items[index].expression(for: center, in: node) - items[index - 1].expression(for: center, in: node)
        }
        for index in items.indices.dropFirst(2) {
            let priority = max(RootLayout.equalCenteringPriority - Double(index - 1), RootLayout.equalCenteringFloor)
            add((distance(index) == distance(1)) | Strength(priority: priority), origin)
        }
    }

    /// UIKit's tie-break inside a `fill` stack view: "if there's any ambiguity, the stack view
    /// resizes the arranged views based on their index" — with equal hugging priorities it
    /// stretches the first one. Modelled as a pull towards 0 on each later view's size,
    /// `tieBreakBase + tieBreakWeight × index` per point (index capped): above the ambiguity
    /// probe's pull (500), so the stack's choice counts as a decision, not an ambiguity, and
    /// below priority 1 (1000), so every real priority still wins. A side effect of the pull:
    /// when the views don't fit and their compression resistances tie, the last one gives way.
    private func addFillTieBreak(_ items: [LayoutItem], _ size: LayoutAttribute, _ node: LayoutNode, _ origin: ConstraintOrigin) {
        for (index, item) in items.enumerated() where index > 0 {
            let weight = RootLayout.tieBreakBase + RootLayout.tieBreakWeight * Double(min(index, RootLayout.tieBreakMaxRank))
            add((item.expression(for: size, in: node) <= 0) | Strength.create(strong: 0, medium: 0, weak: weight), origin)
        }
    }

    static let tieBreakBase = 600.0
    static let tieBreakWeight = 10.0
    static let tieBreakMaxRank = 39
    static let canvasFitPriority = 49.0
    static let equalCenteringPriority = 150.0
    static let equalCenteringFloor = 50.0
}
