import IBDocument

/// A tally of compiles over a set of documents: how many of each kind compile, and why the rest
/// were refused, grouped by reason. The corpus test (`CorpusCompileTests`) and the corpus sweep
/// (`bench/compile/swift`, `CorpusSweep`) print it; the kinds are the rows of the corpus README.
public struct CompileCoverage: Sendable {
    /// A document's kind as the coverage table counts it (tvOS and watchOS: xibs and storyboards together).
    public enum Kind: String, CaseIterable, Sendable {
        case iOSStoryboard = "iOS storyboard", iOSXib = "iOS xib", macOSStoryboard = "macOS storyboard", macOSXib = "macOS xib"
        case tvOS, watchOS, other

        public init(_ kind: DocumentKind) {
            switch (kind.platform, kind.format) {
            case (.iOS, .storyboard): self = .iOSStoryboard
            case (.iOS, .xib): self = .iOSXib
            case (.macOS, .storyboard): self = .macOSStoryboard
            case (.macOS, .xib): self = .macOSXib
            case (.tvOS, _): self = .tvOS
            case (.watchOS, _): self = .watchOS
            default: self = .other
            }
        }
    }

    public private(set) var documents: [Kind: Int] = [:]
    public private(set) var compiled: [Kind: Int] = [:]
    /// Refusal reason (`reason(_:)`) → how many documents it stopped.
    public private(set) var refusals: [String: Int] = [:]

    public init() {}

    /// What Xcode 8 and later write, the documents the corpus test counts: a `<document>` root with
    /// `version="3.0"` and a `toolsVersion` of 11000 or more (Xcode 8.0 wrote 11xxx; Xcode 5–7 wrote
    /// 6xxx–10xxx, and older files are `<archive>`s).
    public static func isModern(_ document: InterfaceDocument) -> Bool {
        guard document.root.name == "document", document.root.attribute("version") == "3.0",
              let tools = document.root.attribute("toolsVersion"), let major = Double(tools.split(separator: ".").first ?? "") else { return false }
        return major >= 11000
    }

    public var documentCount: Int { documents.values.reduce(0, +) }
    public var compiledCount: Int { compiled.values.reduce(0, +) }

    /// Counts one document: compiled when `refusal` is nil, otherwise refused for that reason.
    public mutating func record(_ kind: Kind, refusal: String?) {
        documents[kind, default: 0] += 1
        if let refusal { refusals[refusal, default: 0] += 1 } else { compiled[kind, default: 0] += 1 }
    }

    /// A refusal's reason without what varies from document to document (object ids, scene
    /// names), so that documents refused for the same reason count together.
    public static func reason(_ error: CompileError) -> String {
        switch error {
        case .lintErrors(let findings):
            let rules = Set(findings.map { "\($0.code) \($0.rule)" }).sorted()
            return "lint error(s): " + rules.joined(separator: ", ")
        case .unsupported(let message):
            return message
        case .encoding(let message):
            return message
                .replacingOccurrences(of: #" \(id "[^"]*"\)"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"id "[^"]*""#, with: "id …", options: .regularExpression)
                .replacingOccurrences(of: #" id="[^"]*""#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"scene "[^"]*""#, with: "a scene", options: .regularExpression)
                .replacingOccurrences(of: #"\[[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}\]"#, with: "[…]", options: .regularExpression)
        }
    }

    /// The table of counts by kind (Markdown), every kind present, then the total.
    public var table: String {
        var lines = ["| kind | compiles | of | % |", "|---|---|---|---|"]
        func row(_ name: String, _ done: Int, _ total: Int) -> String {
            let percent = total == 0 ? 0 : Double(done) * 100 / Double(total)
            return "| \(name) | \(done) | \(total) | \((percent * 10).rounded() / 10) |"
        }
        for kind in Kind.allCases where documents[kind, default: 0] > 0 {
            lines.append(row(kind.rawValue, compiled[kind, default: 0], documents[kind, default: 0]))
        }
        lines.append(row("all", compiledCount, documentCount))
        return lines.joined(separator: "\n")
    }

    /// Refusal reasons, most frequent first (ties by text), one line each: `×N reason`.
    public var histogram: String {
        refusals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "×\($0.value) \($0.key)" }.joined(separator: "\n")
    }
}
