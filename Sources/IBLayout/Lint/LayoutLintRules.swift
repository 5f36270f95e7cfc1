import Foundation
import IBDocument

/// The solver's issues as lint rules, for `storyweave lint` and the issues panel:
/// `Linter(rules: Linter.standardRules + LayoutLint.rules())`. The three rules share one solve
/// per document. Only UIKit documents (iOS, tvOS) are laid out.
public enum LayoutLint {
    public static func rules(options: LayoutOptions = LayoutOptions()) -> [any LintRule] {
        let cache = LayoutSolveCache(options: options)
        return [UnsatisfiableConstraintsRule(cache: cache), SolvedAmbiguousLayoutRule(cache: cache), SolvedMisplacedViewRule(cache: cache)]
    }
}

/// The last document's layout, so the three rules solve it once.
final class LayoutSolveCache: @unchecked Sendable {
    private let lock = NSLock()
    private let options: LayoutOptions
    private weak var lastDocument: InterfaceDocument?
    private var lastResult: LayoutResult?

    init(options: LayoutOptions) { self.options = options }

    func result(for context: LintContext) -> LayoutResult? {
        guard context.document.kind.isCocoaTouch else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let lastResult, lastDocument === context.document { return lastResult }
        let result = DocumentLayout(document: context.document, options: options).solve()
        lastDocument = context.document
        lastResult = result
        return result
    }
}

/// IB201: required constraints that can't all hold; one is broken at run time.
public struct UnsatisfiableConstraintsRule: LintRule {
    public let info = LintRuleInfo(code: "IB201", name: "unsatisfiable-constraints", severity: .error,
                                   summary: "Required constraints must be satisfiable together (the solver breaks one otherwise).")
    let cache: LayoutSolveCache

    public func check(_ context: LintContext) -> [LintFinding] {
        guard let result = cache.result(for: context) else { return [] }
        return result.issues.compactMap { issue in
            switch issue.kind {
            case .unsatisfiable, .unreadableConstraint: return finding(issue.objectID, issue.description,
                                                                       severity: issueIsUnreadable(issue) ? .warning : nil)
            default: return nil
            }
        }
    }

    private func issueIsUnreadable(_ issue: LayoutIssue) -> Bool {
        if case .unreadableConstraint = issue.kind { return true }
        return false
    }
}

/// IB202: views whose constraints leave a position or size open (found by the solver).
public struct SolvedAmbiguousLayoutRule: LintRule {
    public let info = LintRuleInfo(code: "IB202", name: "solver-ambiguous-layout", severity: .warning,
                                   summary: "Constraints should determine every view's position and size on both axes.")
    let cache: LayoutSolveCache

    public func check(_ context: LintContext) -> [LintFinding] {
        guard let result = cache.result(for: context) else { return [] }
        return result.issues.compactMap { issue in
            if case .ambiguous = issue.kind { return finding(issue.objectID, issue.description) }
            return nil
        }
    }
}

/// IB203: views whose stored frame differs from the solved one by more than 0.5 pt (Xcode's
/// "Update Frames" would move them).
public struct SolvedMisplacedViewRule: LintRule {
    public let info = LintRuleInfo(code: "IB203", name: "solver-misplaced-view", severity: .info,
                                   summary: "A view's stored frame should be where its constraints put it.")
    let cache: LayoutSolveCache

    public func check(_ context: LintContext) -> [LintFinding] {
        guard let result = cache.result(for: context) else { return [] }
        return result.issues.compactMap { issue in
            if case .misplaced = issue.kind { return finding(issue.objectID, issue.description) }
            return nil
        }
    }
}
