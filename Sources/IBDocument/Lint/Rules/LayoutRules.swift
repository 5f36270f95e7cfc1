/// IB010: a view whose frame in the document isn't where its constraints put it.
///
/// Two cheap, exact signals: the `misplaced="YES"` flag Xcode itself writes, and (UIKit only)
/// a required constant width or height constraint whose constant differs from the frame's
/// size. AppKit frames include alignment-rect insets that constraints don't (a push button
/// is 14 points wider than its width constraint), so the size check would misfire there.
/// At run time Auto Layout wins, so the canvas shows something the app won't.
public struct MisplacedViewRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB010", name: "misplaced-view", severity: .warning,
        summary: "A view's frame should match its layout (Update Frames in Xcode).")

    /// Frames are stored as doubles from layout; differences under this are rounding.
    static let tolerance = 0.5

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        // Constraints a size class uninstalls (`<variation><exclude reference=…>`) may disagree
        // with the frame shown for the document's own size class.
        var excluded: Set<String> = []
        context.document.root.forEachElement { element in
            if element.name == "exclude", let reference = element.attribute("reference") { excluded.insert(reference) }
        }
        var findings: [LintFinding] = []
        for element in context.objects {
            if element.attribute("misplaced") == "YES" {
                findings.append(finding(element.attribute("id"),
                    "Xcode marked the \(context.describe(element)) as misplaced: its frame differs from the one its layout (constraints or autoresizing) gives it, so the canvas doesn't show what the app will."))
                continue
            }
            guard context.catalog?.platform == .iOS, let constraints = element.firstChild(named: "constraints") else { continue }
            for constraint in constraints.childElements where constraint.name == "constraint" {
                if let id = constraint.attribute("id"), excluded.contains(id) { continue }
                if let message = sizeMismatch(constraint, owner: element, context) {
                    findings.append(finding(constraint.attribute("id"), message))
                }
            }
        }
        return findings
    }

    /// A required `width`/`height` = constant constraint on a view whose frame disagrees.
    private func sizeMismatch(_ constraint: MarkupElement, owner: MarkupElement, _ context: LintContext) -> String? {
        guard let attribute = constraint.attribute("firstAttribute"), attribute == "width" || attribute == "height",
              constraint.attribute("secondItem") == nil, constraint.attribute("relation") == nil,
              constraint.attribute("multiplier") == nil,
              (constraint.attribute("priority") ?? "1000") == "1000",
              let constant = Double(constraint.attribute("constant") ?? "0") else { return nil }
        let view: MarkupElement?
        if let first = constraint.attribute("firstItem") { view = context.element(withID: first) } else { view = owner }
        guard let view, view.attribute("misplaced") != "YES", !sizedByOthers(view),
              let frame = view.firstChild(named: "rect", key: "frame"),
              let size = Double(frame.attribute(attribute) ?? ""),
              abs(size - constant) > MisplacedViewRule.tolerance else { return nil }
        return "The \(attribute) constraint of the \(context.describe(view)) (\(view.attribute("id") ?? "?")) is \(format(constant)) but its frame is \(format(size)) \(attribute == "width" ? "wide" : "high"); the view is misplaced on the canvas."
    }

    /// Views whose frame legitimately differs from a size constraint: fixed-size switches,
    /// SF Symbol image views (the constraint applies to the symbol's alignment rect), and
    /// arranged subviews of stack views (the stack may resolve conflicts by priority).
    private func sizedByOthers(_ view: MarkupElement) -> Bool {
        if view.name == "switch" { return true }
        if view.name == "imageView", view.attribute("catalog") == "system" { return true }
        return view.parent?.name == "subviews" && view.parent?.parent?.name == "stackView"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// IB011: a view whose layout Xcode found ambiguous (`ambiguous="YES"`).
public struct AmbiguousLayoutRule: LintRule {
    public let info = LintRuleInfo(
        code: "IB011", name: "ambiguous-layout", severity: .warning,
        summary: "A view's constraints should determine one position and size.")

    public init() {}

    public func check(_ context: LintContext) -> [LintFinding] {
        context.objects.compactMap { element in
            guard element.attribute("ambiguous") == "YES" else { return nil }
            return finding(element.attribute("id"),
                "Xcode marked the layout of the \(context.describe(element)) as ambiguous: its constraints allow more than one position or size, so where it ends up at run time is undefined.")
        }
    }
}
