/// How bad a finding is. `error`: the document is broken or will fail at run time (a crash
/// when the nib loads, a connection that can't be made); `warning`: likely a mistake;
/// `info`: worth knowing.
public enum LintSeverity: String, Sendable, Codable, CaseIterable, Comparable {
    case error
    case warning
    case info

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        }
    }

    /// Errors sort first.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in a document: which rule, how bad, which object, and a plain sentence.
public struct LintFinding: Sendable, Hashable, Codable {
    /// Stable rule code, e.g. `IB003` (never reused for another rule).
    public let code: String
    /// Stable rule name, e.g. `cross-scene-connection`.
    public let rule: String
    public let severity: LintSeverity
    /// The object the finding is about (`nil` for document-level findings).
    public let objectID: String?
    /// A sentence for a person: what is wrong and why it matters.
    public let message: String

    public init(rule: LintRuleInfo, severity: LintSeverity? = nil, objectID: String?, message: String) {
        self.code = rule.code
        self.rule = rule.name
        self.severity = severity ?? rule.defaultSeverity
        self.objectID = objectID
        self.message = message
    }

    /// `error IB003 cross-scene-connection [abc-12-xyz]: ...` — one line for terminals.
    public var line: String {
        let object = objectID.map { " [\($0)]" } ?? ""
        return "\(severity.rawValue) \(code) \(rule)\(object): \(message)"
    }
}
