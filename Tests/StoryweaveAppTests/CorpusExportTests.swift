import Dispatch
import Foundation
import IBCompile
import IBDocument
import XCTest
import ZIPFoundation
import StoryweaveApp
import StoryweaveTesting

/// The REST export serves every format for every document `storyweave compile` compiles: each
/// modern document of `../shared/fixtures/corpus` (skipped when absent) is uploaded to a real
/// server (the default upload limit) and exported in every format over HTTP:
/// - `xml` is the uploaded bytes, `strings` the strings `storyweave compile --format strings` writes;
/// - when `NibCompiler` compiles it, `nib` / `storyboardc` are 200 with exactly its files, and the
///   `bundle` carries them with the XML and the strings;
/// - when it refuses, the compiled form is a 422 whose `detail` is one sentence and whose `problems`
///   list `CompileError.problems`; the bundle is 200 with a COMPILE-REPORT.txt instead.
/// The server compiles without Base localization (it has no folder to tell it), so a Base.lproj
/// macOS storyboard is compared with `NibCompiler()` as it is, not with the CLI's Base output.
/// Each document compiles once: the export's formats and this check share `CompileCache.shared`.
final class CorpusExportTests: XCTestCase {
    func testEveryFormatOfEveryCorpusDocumentTheCLICompilesIsServed() throws {
        guard let corpus = PackagePaths.sharedFixture("corpus") else { throw XCTSkip("../shared/fixtures/corpus is not present") }
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        let server = try TestApp(.live, maxUploadBytes: StoryweaveServerConfiguration().maxUploadBytes)
        defer { server.stop() }
        let lock = NSLock()
        var failures: [String] = []
        var served = 0, refused = 0
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            let name = names[index]
            var problems: [String] = []
            var compiled: Bool?
            do { compiled = try Self.exportEveryFormat(of: corpus.appendingPathComponent(name), name: name, server: server, problems: &problems) } catch {
                problems.append("\(error)")
            }
            lock.withLock {
                failures += problems.map { "\(name): \($0)" }
                if compiled == true { served += 1 } else if compiled == false { refused += 1 }
            }
        }
        print("Corpus export: \(served) documents served in every format, \(refused) with the compiled form refused (422 + COMPILE-REPORT.txt), \(names.count - served - refused) not modern")
        print("Compile cache: \(CompileCache.shared.misses) compiles, \(CompileCache.shared.hits) answered from the cache")
        XCTAssertTrue(failures.isEmpty, failures.prefix(20).joined(separator: "\n"))
        XCTAssertGreaterThan(served, 0)
    }

    /// Exports one document in every format; true when it compiled, false when the compile was refused, nil when not modern.
    static func exportEveryFormat(of url: URL, name: String, server: TestApp, problems: inout [String]) throws -> Bool? {
        let bytes = [UInt8](try Data(contentsOf: url))
        let document = try InterfaceDocument(bytes: bytes)
        guard CompileCoverage.isModern(document) else { return nil }
        let baseName = (name as NSString).deletingPathExtension
        let query = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
        let upload = try server.request("POST", "/api/documents?name=\(query)", headers: ["Content-Type": "application/xml"], body: bytes)
        guard upload.status == 201, let id = try upload.json()["id"] as? String else {
            problems.append("upload answered \(upload.status): \(upload.text.prefix(300))")
            return nil
        }
        func get(_ format: String) throws -> TestResponse { try server.request("GET", "/api/documents/\(id)/export?format=\(format)") }

        let xml = try get("xml")
        if xml.status != 200 || xml.body != bytes { problems.append("xml: \(xml.status), \(xml.body == bytes ? "same" : "other") bytes") }
        let strings = try get("strings")
        let expectedStrings = Array(StringsFileFormatter.text(for: StringsExtractor.strings(in: document)).utf8)
        if strings.status != 200 || strings.body != expectedStrings { problems.append("strings: \(strings.status), not the CLI's text") }

        let compiledFormat = document.kind.format == .xib ? "nib" : "storyboardc"
        let export = try get(compiledFormat)
        let bundle = try get("bundle")
        guard bundle.status == 200 else {
            problems.append("bundle: \(bundle.status) \(bundle.text.prefix(300))")
            return nil
        }
        let bundleFiles = try unzip(bundle.body)
        if bundleFiles[name] != bytes { problems.append("bundle: no \(name) with the uploaded bytes") }
        if bundleFiles["\(baseName).strings"] != expectedStrings { problems.append("bundle: no \(baseName).strings with the CLI's text") }

        let output: CompiledOutput
        // The server compiled these bytes into the cache (`CompileCache`, shared in this process) for the
        // nib and the bundle; its output is what `NibCompiler()` gives for them, so the check costs no compile.
        do { output = try CompileCache.shared.compile(bytes: bytes, document: document, name: baseName) } catch let error as CompileError {
            if export.status != 422 { problems.append("\(compiledFormat): \(export.status), but the CLI refuses it (\(error.summary))") }
            let problem = try export.json()
            if problem["detail"] as? String != error.summary { problems.append("\(compiledFormat): detail \(problem["detail"] ?? "none") is not the one sentence \(error.summary)") }
            if problem["problems"] as? [String] != error.problems { problems.append("\(compiledFormat): the problems member is not the compile's list") }
            let report = bundleFiles["COMPILE-REPORT.txt"].map { String(decoding: $0, as: UTF8.self) } ?? ""
            if !report.contains("was not compiled") || !error.problems.allSatisfy(report.contains) { problems.append("bundle: COMPILE-REPORT.txt does not list the problems: \(report.prefix(300))") }
            return false
        }
        guard export.status == 200 else {
            problems.append("\(compiledFormat): \(export.status) \(export.text.prefix(300)), but the CLI compiles it")
            return true
        }
        let expected = Dictionary(output.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let servedFiles = compiledFormat == "nib" ? [output.files[0].path: export.body] : try unzip(export.body)
        let bundled = bundleFiles.filter { expected[$0.key] != nil }
        if servedFiles != expected || bundled != expected {
            // A date picker without a <date> archives the time of the compile, as ibtool does
            // (UIKitDatePickerClass): such a document compiles to other bytes each time, so only
            // the files and their sizes can agree.
            let again = try NibCompiler().compile(document, name: baseName).files
            let sizes = { (files: [String: [UInt8]]) in files.mapValues(\.count) }
            if again.map(\.bytes) == output.files.map(\.bytes) || sizes(servedFiles) != sizes(expected) || sizes(bundled) != sizes(expected) {
                problems.append("\(compiledFormat) or bundle: not the CLI's files (\(servedFiles.keys.sorted()) vs \(expected.keys.sorted()))")
            }
        }
        if export.header("Storyweave-Compile-Warnings") != String(output.warnings.count) {
            problems.append("\(compiledFormat): \(export.header("Storyweave-Compile-Warnings") ?? "no") warnings header, the CLI prints \(output.warnings.count)")
        }
        return true
    }

    /// A zip's files by path (folders left out), every entry's CRC checked.
    static func unzip(_ bytes: [UInt8]) throws -> [String: [UInt8]] {
        let archive = try Archive(data: Data(bytes), accessMode: .read)
        var files: [String: [UInt8]] = [:]
        for entry in archive where entry.type == .file {
            var data = Data()
            _ = try archive.extract(entry, skipCRC32: false) { data.append($0) }
            files[entry.path] = [UInt8](data)
        }
        return files
    }
}
