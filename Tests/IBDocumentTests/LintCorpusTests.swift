import Foundation
import XCTest
@testable import IBDocument

/// Lint over the shared corpus of real Xcode files (skipped when `../shared/fixtures/ib` is absent).
final class LintCorpusTests: XCTestCase {
    private struct Run {
        var findingsByFile: [String: [LintFinding]] = [:]
        var refused: [String] = []
    }

    private func lintCorpus() throws -> Run {
        var run = Run()
        for url in try SharedCorpus.documentFiles() {
            let bytes = try SharedCorpus.bytes(url)
            guard let document = try? InterfaceDocument(bytes: bytes) else {
                run.refused.append(url.lastPathComponent)
                continue
            }
            run.findingsByFile[url.lastPathComponent] = Linter().lint(document).findings
        }
        return run
    }

    func testCorpusLintsAndFindsTheKnownProblems() throws {
        let run = try lintCorpus()
        XCTAssertGreaterThan(run.findingsByFile.count, 100)
        // Only the legacy <archive> files are refused by the document layer.
        for name in run.refused {
            let bytes = try SharedCorpus.bytes(try SharedCorpus.folder().appendingPathComponent(name))
            XCTAssertFalse(SharedCorpus.isDocumentFormat(bytes), "\(name) was refused")
        }
        let codes = Set(Linter().ruleInfos.map(\.code))
        for (name, findings) in run.findingsByFile {
            for finding in findings {
                XCTAssertTrue(codes.contains(finding.code), "\(name): \(finding.line)")
                XCTAssertFalse(finding.message.isEmpty, name)
            }
        }
        // IBLinter's own duplicate-id fixture: two constraints reuse a view's and a button's id.
        let duplicates = run.findingsByFile["IBDecodable__IBLinter__Tests_IBLinterKitTest_Resources_Rules_DuplicateIdRule_DuplicateID.xib"]
        XCTAssertEqual(Set(duplicates?.filter { $0.code == "IB001" }.compactMap(\.objectID) ?? []), ["iN0-l3-epB", "aEU-56-OK8"])
        // NetNewsWire's Account storyboard has a button whose action targets another scene's controller.
        let account = run.findingsByFile["Ranchero-Software__NetNewsWire__iOS_Account_Account.storyboard"] ?? []
        XCTAssertTrue(account.contains { $0.code == "IB003" && $0.objectID == "b9p-LX-Wk7" }, "\(account.map(\.line))")

        let counts = run.findingsByFile.values.flatMap { $0 }.reduce(into: [String: Int]()) { $0["\($1.code) \($1.rule)", default: 0] += 1 }
        print("lint over the corpus (\(run.findingsByFile.count) documents): "
              + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
    }

    /// Documents Xcode wrote without hand edits should have no error-level findings other than
    /// the cross-scene action above; this guards the rules against false errors.
    func testNoUnexpectedErrorsInTheCorpus() throws {
        let run = try lintCorpus()
        let expected: Set<String> = [
            "IBDecodable__IBLinter__Tests_IBLinterKitTest_Resources_Rules_DuplicateIdRule_DuplicateID.xib",
            "Ranchero-Software__NetNewsWire__iOS_Account_Account.storyboard",
        ]
        for (name, findings) in run.findingsByFile where !expected.contains(name) {
            XCTAssertEqual(findings.filter { $0.severity == .error }.map(\.line), [], name)
        }
    }
}
