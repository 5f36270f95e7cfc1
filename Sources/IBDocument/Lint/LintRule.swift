/// The identity of a rule: a stable code and name, its usual severity and what it checks.
public struct LintRuleInfo: Sendable, Hashable, Codable {
    public let code: String
    public let name: String
    public let defaultSeverity: LintSeverity
    public let summary: String

    public init(code: String, name: String, severity: LintSeverity, summary: String) {
        self.code = code
        self.name = name
        self.defaultSeverity = severity
        self.summary = summary
    }
}

/// A check over a whole document. Rules are independent and stateless; the `Linter` runs a
/// list of them over one shared `LintContext`. Later checkers (for example one that knows
/// the outlets and actions declared in the project's Swift classes) plug in by conforming
/// and being added to `Linter(rules:)`.
public protocol LintRule: Sendable {
    var info: LintRuleInfo { get }
    func check(_ context: LintContext) -> [LintFinding]
}

extension LintRule {
    /// A finding of this rule.
    public func finding(_ objectID: String?, _ message: String, severity: LintSeverity? = nil) -> LintFinding {
        LintFinding(rule: info, severity: severity, objectID: objectID, message: message)
    }
}
