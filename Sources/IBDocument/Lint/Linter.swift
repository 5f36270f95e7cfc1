/// Runs a list of rules over a document and collects the findings.
public struct Linter: Sendable {
    public var rules: [any LintRule]

    /// Every built-in rule, in code order.
    public static let standardRules: [any LintRule] = [
        DuplicateIDRule(),
        DanglingReferenceRule(),
        CrossSceneConnectionRule(),
        OutletTypeRule(),
        MissingViewOutletRule(),
        ActionSenderRule(),
        ControlEventRule(),
        ManualSegueIdentifierRule(),
        AmbiguousSegueRule(),
        MisplacedViewRule(),
        AmbiguousLayoutRule(),
        UnreachableSceneRule(),
        PrototypeReuseIdentifierRule(),
        DuplicateConstraintRule(),
        DuplicateIdentifierRule(),
    ]

    public init(rules: [any LintRule] = Linter.standardRules) {
        self.rules = rules
    }

    public var ruleInfos: [LintRuleInfo] { rules.map(\.info) }

    public func lint(_ document: InterfaceDocument) -> LintReport {
        let context = LintContext(document: document)
        return LintReport(findings: rules.flatMap { $0.check(context) })
    }
}

/// The findings of one run, errors first, otherwise in rule and document order.
public struct LintReport: Sendable, Codable {
    public let findings: [LintFinding]

    public init(findings: [LintFinding]) {
        self.findings = findings.enumerated().sorted { lhs, rhs in
            lhs.element.severity == rhs.element.severity ? lhs.offset < rhs.offset : lhs.element.severity < rhs.element.severity
        }.map(\.element)
    }

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    public func count(_ severity: LintSeverity) -> Int {
        findings.filter { $0.severity == severity }.count
    }

    /// Findings per rule name.
    public var countsByRule: [String: Int] {
        findings.reduce(into: [:]) { $0[$1.rule, default: 0] += 1 }
    }

    /// `2 errors, 1 warning, 0 infos`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return [plural(count(.error), "error"), plural(count(.warning), "warning"), plural(count(.info), "info")]
            .joined(separator: ", ")
    }
}
