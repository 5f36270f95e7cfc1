import Foundation
import IBDocument

/// The compile warnings the UIKit colour encoder reports while `NibCompiler` runs: one per
/// colour it converted from another space to extended sRGB (`UIKitColorConversion`).
///
/// The colour encoder is a static function called from many encoders that carry no shared
/// state, so the compiler hands it a collector through a task-local instead of a parameter
/// through every encoder; encoding without a collector (tests calling an encoder directly)
/// converts the same and reports nothing.
final class UIKitColorConversionWarnings: @unchecked Sendable {
    @TaskLocal static var current: UIKitColorConversionWarnings?

    static let rule = LintRuleInfo(
        code: "IB301", name: "converted-color", severity: .warning,
        summary: "a colour in a space other than sRGB or grey, which Storyweave converts to extended sRGB when it compiles; its components may differ from ibtool's in the last digits")

    private let lock = NSLock()
    private var recorded: [LintFinding] = []

    /// The findings in the order the colours were met, each once (a storyboard may encode the
    /// same element into two nibs).
    var findings: [LintFinding] {
        lock.withLock {
            var seen = Set<LintFinding>()
            return recorded.filter { seen.insert($0).inserted }
        }
    }

    /// Runs `body` with a fresh collector and returns its result with the findings.
    static func collecting<T>(_ body: () throws -> T) rethrows -> (T, [LintFinding]) {
        let collector = UIKitColorConversionWarnings()
        let result = try $current.withValue(collector) { try body() }
        return (result, collector.findings)
    }

    static func report(what: String, ownerID: String?, space: String, from source: [Double], to converted: [Double]) {
        guard let collector = current else { return }
        func list(_ values: [Double]) -> String { values.map { String(format: "%.6g", $0) }.joined(separator: ", ") }
        let finding = LintFinding(rule: rule, objectID: ownerID, message:
            "\(what)\(ownerID.map { " of \($0)" } ?? "") is in \(space) (\(list(source))); Storyweave converted it to extended sRGB (\(list(converted))) — its components may differ from ibtool's in the last digits.")
        collector.lock.withLock { collector.recorded.append(finding) }
    }
}
