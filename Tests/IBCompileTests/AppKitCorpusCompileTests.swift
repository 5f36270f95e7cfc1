import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Compiles every macOS `.xib` of `../shared/fixtures/ib` (no Apple output beside them) through
/// `NibCompiler`, checks each nib written against its source (`AppKitSourceCheck`) and prints
/// COMPILED or REFUSED per file, then the count. A refusal must be `CompileError.encoding` or lint
/// errors — never `unsupported`, never a crash. Skipped when the corpus is absent.
final class AppKitCorpusCompileTests: XCTestCase {
    /// Files that compile and pass the check today (raise it when the encoder learns more).
    static let expectedCompiledCount = 13

    static func macOSXibs() throws -> [URL] {
        guard let directory = SharedFixtures.url("ib") else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xib") }.sorted()
        return names.map { directory.appendingPathComponent($0) }.filter { url in
            // Files that do not open (legacy IB3 archives) are left out, as in the UIKit corpus test.
            guard let bytes = try? [UInt8](Data(contentsOf: url)), let document = try? InterfaceDocument(bytes: bytes) else { return false }
            return document.kind.platform == .macOS
        }
    }

    func testEveryMacOSXibCompilesOrIsRefusedByName() throws {
        let files = try Self.macOSXibs()
        if files.isEmpty { throw XCTSkip("../shared/fixtures/ib is not present") }
        var compiled = 0
        var refusals: [String: Int] = [:]
        for url in files {
            let name = url.lastPathComponent
            let document = try InterfaceDocument(bytes: [UInt8](try Data(contentsOf: url)))
            do {
                let output = try NibCompiler().compile(document, name: url.deletingPathExtension().lastPathComponent)
                try AppKitSourceCheck.verify(output.answering(document), files: output.files, what: name)
                compiled += 1
                print("AppKit corpus COMPILED \(name): \(output.files.count) file(s)")
            } catch let error as CompileError {
                switch error {
                case .unsupported: XCTFail("\(name): refused as unsupported: \(error)")
                case .encoding, .lintErrors: break
                }
                print("AppKit corpus REFUSED  \(name): \(error)")
                refusals[UIKitCorpusCompileTests.reason(error.description), default: 0] += 1
            } catch let failure as AppKitSourceCheck.Failure {
                XCTFail("\(failure)")
            }
        }
        print("AppKit corpus: \(compiled) of \(files.count) xibs compile")
        for (reason, count) in refusals.sorted(by: { $0.value > $1.value }) where count > 1 { print("AppKit corpus refusal ×\(count): \(reason)") }
        XCTAssertGreaterThanOrEqual(compiled, Self.expectedCompiledCount)
    }
}
