import Dispatch
import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Compiles every modern document of `../shared/fixtures/corpus` (935 real files from 40 apps;
/// skipped when absent) the way `storyweave compile` does, and checks each compiled file:
/// - every nib strictly, with the test-only decoder (`AppKitNibTestDecoder`, independent of the
///   writer): header and tables (`AppKitSourceCheck.headerProblem`), no repeated key, every
///   reference in range and every object reachable from the root;
/// - against its source: `UIKitSourceCheck` (iOS, tvOS) or `AppKitSourceCheck` (macOS) — the
///   source's objects, constraints and connections are in the nibs;
/// - a refusal is a `CompileError` whose message names what it refuses.
///
/// "Modern" is what Xcode 8 and later write (`CompileCoverage.isModern`: `<document version="3.0">`,
/// `toolsVersion` ≥ 11000); the corpus's `legacy/` folder holds the older ones (Xcode 5–7's
/// 6xxx–10xxx and `<archive>` files), which are not counted.
/// MANIFEST.tsv's `document type` must be the document's own `type`.
///
/// Prints the table of counts by kind and the refusal histogram, and fails if a kind compiles
/// fewer documents than its floor in `floors` (the figures when the floor was last raised:
/// raise them as the encoders learn more). Runs on every core (each document on its own).
final class CorpusCompileTests: XCTestCase {
    /// Documents of each kind that compile and pass every check (2026-12-02; macOS 2026-12-04, compile-macos4;
    /// iOS and tvOS 2026-12-03, compile-ios3; iOS storyboards, xibs and tvOS 2026-12-04, compile-ios4, then compile-ios5; macOS xibs 110 and tvOS 10 2026-12-04, stop 37; macOS xibs 112 2026-12-05, compile-macos6).
    static let floors: [CompileCoverage.Kind: Int] = [
        .iOSStoryboard: 76,
        .iOSXib: 572,
        .macOSStoryboard: 9,
        .macOSXib: 112,
        .tvOS: 10,
        .watchOS: 0,
    ]

    /// One document's outcome.
    struct Outcome {
        var name: String
        var kind: CompileCoverage.Kind
        /// Nil when it compiled; the reason (ids stripped) when refused.
        var refusal: String?
        /// What went wrong beyond a refusal: a nib that fails a check, a wrong MANIFEST type, a crash-free but unnamed refusal.
        var failures: [String] = []
    }

    /// The modern documents of the corpus, by file name, with MANIFEST.tsv's (type, original path).
    static func corpus() throws -> [(url: URL, type: String?, originalPath: String?)] {
        guard let directory = SharedFixtures.url("corpus") else { return [] }
        var manifest: [String: (String, String)] = [:]
        if let text = try? String(contentsOf: directory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) {
            let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
            if let header = rows.first, let file = header.firstIndex(of: "file"), let type = header.firstIndex(of: "document type"),
               let path = header.firstIndex(of: "original path") {
                for row in rows.dropFirst() where row.count > max(file, type, path) { manifest[row[file]] = (row[type], row[path]) }
            }
        }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { (directory.appendingPathComponent($0), manifest[$0]?.0, manifest[$0]?.1) }
    }

    func testEveryModernCorpusDocumentCompilesToCheckedNibsOrIsRefusedByName() throws {
        let files = try Self.corpus()
        if files.isEmpty { throw XCTSkip("../shared/fixtures/corpus is not present") }
        var outcomes = [Outcome?](repeating: nil, count: files.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let outcome = Self.compileAndCheck(files[index].url, manifestType: files[index].type, originalPath: files[index].originalPath)
            lock.withLock { outcomes[index] = outcome }
        }
        var coverage = CompileCoverage()
        for case let outcome? in outcomes {
            coverage.record(outcome.kind, refusal: outcome.refusal)
            for failure in outcome.failures { XCTFail("\(outcome.name): \(failure)") }
        }
        print("Corpus compile (\(coverage.documentCount) modern documents of ../shared/fixtures/corpus):\n\(coverage.table)")
        print("Corpus refusals, most frequent first:\n\(coverage.histogram)")
        for (kind, floor) in Self.floors {
            XCTAssertGreaterThanOrEqual(coverage.compiled[kind, default: 0], floor, "\(kind.rawValue): fewer documents compile than the floor")
        }
    }

    /// Compiles one document as the CLI does (Base.lproj from its original path) and checks what it wrote.
    static func compileAndCheck(_ url: URL, manifestType: String?, originalPath: String?) -> Outcome? {
        let name = url.lastPathComponent
        let document: InterfaceDocument
        do { document = try InterfaceDocument(bytes: [UInt8](try Data(contentsOf: url))) } catch {
            return Outcome(name: name, kind: .other, refusal: "does not open", failures: ["does not open: \(error)"])
        }
        guard CompileCoverage.isModern(document) else { return nil }
        var outcome = Outcome(name: name, kind: CompileCoverage.Kind(document.kind))
        if let manifestType, manifestType != document.kind.type {
            outcome.failures.append("MANIFEST.tsv says \(manifestType), the document is \(document.kind.type)")
        }
        var compiler = NibCompiler()
        compiler.isBaseLocalized = ((originalPath ?? name) as NSString).deletingLastPathComponent.hasSuffix("Base.lproj")
        let output: CompiledOutput
        do { output = try compiler.compile(document, name: url.deletingPathExtension().lastPathComponent) } catch let error as CompileError {
            outcome.refusal = CompileCoverage.reason(error)
            if error.description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { outcome.failures.append("refused without a reason") }
            return outcome
        } catch {
            outcome.refusal = "not a CompileError"
            outcome.failures.append("the compiler threw \(error), not a CompileError")
            return outcome
        }
        outcome.failures += check(output, of: output.answering(document), name: name)
        if !outcome.failures.isEmpty { outcome.refusal = "compiled, but a check failed" }
        return outcome
    }

    /// Every nib decodes strictly and is well formed; the files hold the source's objects and connections.
    static func check(_ output: CompiledOutput, of document: InterfaceDocument, name: String) -> [String] {
        guard !output.files.isEmpty else { return ["compiled into no file"] }
        var failures: [String] = []
        var archives: [(path: String, archive: NibArchive)] = []
        for file in output.files where file.path.hasSuffix(".nib") {
            do {
                let archive = try AppKitNibTestDecoder.decode(file.bytes)
                if let problem = AppKitSourceCheck.headerProblem(file.bytes, objectCount: archive.objects.count) {
                    failures.append("\(file.path): \(problem)")
                }
                archives.append((file.path, archive))
            } catch {
                failures.append("\(file.path) does not decode: \(error)")
            }
        }
        let wellFormed = AppKitSourceCheck(document: document, archives: archives)
        for (path, archive) in archives { failures += wellFormed.wellFormed(archive).map { "\(path): \($0)" } }
        do {
            if document.kind.isCocoaTouch {
                try UIKitSourceCheck(document: document, files: output.files).verify(file: name)
            } else {
                try AppKitSourceCheck.verify(document, files: output.files, what: name)
            }
        } catch {
            failures.append("\(error)")
        }
        return failures
    }
}

extension CompiledOutput {
    /// The document these nibs answer for: `source` less the connections the compile dropped
    /// (`droppedConnectionIDs`), so that a source check expects exactly what was compiled.
    func answering(_ source: InterfaceDocument) -> InterfaceDocument {
        guard !droppedConnectionIDs.isEmpty, let copy = try? source.copy() else { return source }
        let ids = Set(droppedConnectionIDs)
        var dropped: [MarkupElement] = []
        copy.root.forEachElement { if $0.parent?.name == "connections", let id = $0.attribute("id"), ids.contains(id) { dropped.append($0) } }
        for element in dropped { element.removeFromParent() }
        copy.reindex()
        return copy
    }
}
