import Foundation
import IBDocument

/// The compile warnings UIKit encoders report while `NibCompiler` runs: IB301, one per colour
/// converted from another space to extended sRGB (`UIKitColorConversion`), and IB302, one per
/// prototype cell left out for want of a reuse identifier (`UIKitPrototypeCellNibs`).
///
/// The encoders are static functions called from many places that carry no shared state, so
/// the compiler hands them a collector through a task-local instead of a parameter through
/// every encoder; encoding without a collector (tests calling an encoder directly) encodes the
/// same and reports nothing.
final class UIKitCompileWarnings: @unchecked Sendable {
    @TaskLocal static var current: UIKitCompileWarnings?

    static let colorConversionRule = LintRuleInfo(
        code: "IB301", name: "converted-color", severity: .warning,
        summary: "a colour in a space other than sRGB or grey, which Storyweave converts to extended sRGB when it compiles; its components may differ from ibtool's in the last digits")

    static let prototypeWithoutIdentifierRule = LintRuleInfo(
        code: "IB302", name: "prototype-without-reuse-identifier", severity: .warning,
        summary: "a prototype cell with no reuse identifier: Interface Builder warns that prototype cells must have one, and no cell can be dequeued for it, so the compile leaves it out of its table's prototype nibs")

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
        let collector = UIKitCompileWarnings()
        let result = try $current.withValue(collector) { try body() }
        return (result, collector.findings)
    }

    static func report(what: String, ownerID: String?, space: String, from source: [Double], to converted: [Double]) {
        guard let collector = current else { return }
        func list(_ values: [Double]) -> String { values.map { String(format: "%.6g", $0) }.joined(separator: ", ") }
        let finding = LintFinding(rule: colorConversionRule, objectID: ownerID, message:
            "\(what)\(ownerID.map { " of \($0)" } ?? "") is in \(space) (\(list(source))); Storyweave converted it to extended sRGB (\(list(converted))) — its components may differ from ibtool's in the last digits.")
        collector.lock.withLock { collector.recorded.append(finding) }
    }

    /// Any other warning found while encoding (nothing when no collector is running).
    static func report(_ finding: LintFinding) {
        guard let collector = current else { return }
        collector.lock.withLock { collector.recorded.append(finding) }
    }
}
