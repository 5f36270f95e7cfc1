import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Compiles the real macOS storyboards of `../shared/fixtures/ib` (NetNewsWire, CotEditor; no
/// Apple output to compare with) and prints, for each, the files written or why it was refused.
/// What it asserts: a storyboard either compiles into nibs that pass `AppKitSourceCheck` (well
/// formed, a sound `NSIBObjectData`, every object and connection of the source), or is refused
/// by name (`CompileError.encoding` / lint errors) — never `unsupported`, never a crash. Skipped when the corpus is absent.
final class AppKitStoryboardCorpusTests: XCTestCase {
    /// Corpus storyboards that compile (raise it when the compiler learns more).
    static let expectedCompiledCount = 2

    func testCorpusStoryboardsCompileOrAreRefusedByName() throws {
        guard let directory = SharedFixtures.url("ib") else { throw XCTSkip("../shared/fixtures/ib is not present") }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".storyboard") }.sorted()
        var total = 0
        var compiled = 0
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            guard let document = try? InterfaceDocument(bytes: bytes), document.kind.platform == .macOS else { continue }
            total += 1
            do {
                let output = try NibCompiler().compile(document, name: "Main")
                XCTAssertNoThrow(try AppKitSourceCheck.verify(output.answering(document), files: output.files, what: name))
                compiled += 1
                print("AppKit storyboard corpus COMPILED \(name): \(output.files.count) files")
            } catch let error as CompileError {
                if case .unsupported = error { XCTFail("\(name): \(error)") }
                print("AppKit storyboard corpus REFUSED  \(name): \(error)")
            }
        }
        print("AppKit storyboard corpus: \(compiled) of \(total) compile")
        XCTAssertGreaterThan(total, 0, "the corpus holds macOS storyboards")
        XCTAssertGreaterThanOrEqual(compiled, Self.expectedCompiledCount)
    }
}
