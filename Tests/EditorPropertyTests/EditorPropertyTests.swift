import Foundation
import IBCompile
import IBDocument
@testable import IBSync
import XCTest
import StoryweaveTestPaths

/// Random sequences of every editor command over real documents (the JS editor code in node:
/// Tests/js/property/run-sequences.mjs), checked here after each step and each sequence:
///
/// - the Swift engine applies each batch as the JS engine did (same applied form, same checksum), and the JS engine
///   refused none of the batches the editor built;
/// - where a command has a Swift twin (`EditCommands`), the twin builds the same ops from the same arguments;
/// - the document fits what Xcode writes (`XcodeWritesChecker`: no departure it didn't have), lints without new
///   errors, round-trips byte for byte, loads as an `InterfaceDocument`, and compiles if it compiled before.
///
/// A short sample runs in CI: the project's own fixtures, plus 16 corpus documents of every kind when
/// ../shared/fixtures is present. bench/property/run.sh runs a long one (the environment variables below).
final class EditorPropertyTests: XCTestCase {
    struct Settings {
        /// `STORYWEAVE_PROPERTY_DOCUMENTS`: how many corpus documents (spread over the kinds), or `all`.
        var corpusDocuments = 16
        /// `STORYWEAVE_PROPERTY_SEQUENCES`: sequences per document.
        var sequences = 2
        /// `STORYWEAVE_PROPERTY_STEPS`: commands per sequence.
        var steps = 12
        /// `STORYWEAVE_PROPERTY_SEED`.
        var seed: UInt32 = 1
        /// `STORYWEAVE_PROPERTY_ONLY`: only the documents whose file name contains this (to replay a violation).
        var only: String?
        /// `STORYWEAVE_PROPERTY_KEEP`: a folder that keeps the request and catalogs for node (to replay by hand).
        var keep: String?

        static func fromEnvironment() -> Settings {
            var settings = Settings()
            let environment = ProcessInfo.processInfo.environment
            if let value = environment["STORYWEAVE_PROPERTY_DOCUMENTS"] { settings.corpusDocuments = value == "all" ? .max : Int(value) ?? 16 }
            if let value = environment["STORYWEAVE_PROPERTY_SEQUENCES"].flatMap(Int.init) { settings.sequences = value }
            if let value = environment["STORYWEAVE_PROPERTY_STEPS"].flatMap(Int.init) { settings.steps = value }
            if let value = environment["STORYWEAVE_PROPERTY_SEED"].flatMap(UInt32.init) { settings.seed = value }
            settings.only = environment["STORYWEAVE_PROPERTY_ONLY"].flatMap { $0.isEmpty ? nil : $0 }
            settings.keep = environment["STORYWEAVE_PROPERTY_KEEP"].flatMap { $0.isEmpty ? nil : $0 }
            return settings
        }
    }

    func testRandomCommandSequencesWriteWhatXcodeWrites() throws {
        let settings = Settings.fromEnvironment()
        let documents = try PropertyDocuments.choose(corpusCount: settings.corpusDocuments)
            .filter { document in settings.only.map { URL(fileURLWithPath: document.path).lastPathComponent.contains($0) } ?? true }
        XCTAssertFalse(documents.isEmpty)
        let run = try SequenceRunner(documents: documents, settings: settings).run()
        print(run.summary)
        XCTAssertGreaterThan(run.commandsRun, 0)
        XCTAssertEqual(run.violations.count, 0, run.violations.prefix(40).joined(separator: "\n"))
    }
}

/// The run: baselines, node, and the checks of every line it prints.
struct SequenceRunner {
    let documents: [PropertyDocuments.Document]
    let settings: EditorPropertyTests.Settings

    struct Result {
        var sequences = 0
        var commandsRun = 0
        var commandsApplied = 0
        var twinsCompared = 0
        var documentsChecked = 0
        var commandCounts: [String: Int] = [:]
        var violations: [String] = []
        /// What the compiler says it can't encode yet in edited documents (by message).
        var compileGaps: [String: Int] = [:]
        /// Errors the person asked for (by lint code or compile refusal): File's Owner's view outlet disconnected, or
        /// its view deleted; a storyboard controller's root view deleted.
        var personMade: [String: Int] = [:]

        var summary: String {
            let counts = commandCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            return "editor property test: \(documentsChecked) documents, \(sequences) sequences, \(commandsRun) commands run "
                + "(\(commandsApplied) applied, \(twinsCompared) compared with their Swift twin), \(violations.count) violations\n  \(counts)"
                + (personMade.isEmpty ? "" : "\n  errors the sequence's own delete or disconnect asked for (as in Xcode; not violations): "
                    + personMade.sorted { $0.key < $1.key }.map { "\($0.value)× \($0.key)" }.joined(separator: ", "))
                + (compileGaps.isEmpty ? "" : "\n  not compiled yet (the compiler's coverage, not counted as violations): "
                    + compileGaps.sorted { $0.value > $1.value }.map { "\($0.value)× \($0.key)" }.joined(separator: "; "))
                + violationsByKind
        }

        /// Every violation, grouped by what it says (ids and quoted values left out), most frequent first, each group
        /// with where it happened (document, seed, cursor: what replays it).
        var violationsByKind: String {
            var groups: [String: [String]] = [:]
            for violation in violations {
                let (place, kind) = Self.kind(of: violation)
                groups[kind, default: []].append(place)
            }
            return groups.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.map { kind, places in
                "\n  violation: \(places.count)× \(kind) — \(places.joined(separator: "; "))"
            }.joined()
        }

        /// (where, what) of a violation line: `<name> seed S cursor C[ step N (cmd)| after …]: <what>`.
        static func kind(of violation: String) -> (String, String) {
            let line = violation.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? violation
            guard let colon = line.range(of: ": ") else { return ("?", line) }
            var place = String(line[..<colon.lowerBound])
            if let cut = place.range(of: " after ") ?? place.range(of: " step ") { place = String(place[..<cut.lowerBound]) }
            var what = String(line[colon.upperBound...])
            let departs = "departs from what Xcode writes: "
            if what.hasPrefix(departs), let path = what.dropFirst(departs.count).range(of: ": ") {
                what = "departs: " + what[path.upperBound...]
            }
            what = what.replacingOccurrences(of: #"\"[^\"]*\""#, with: "\"…\"", options: .regularExpression)
                .replacingOccurrences(of: #"\b[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}\b"#, with: "…", options: .regularExpression)
            return (place, String(what.prefix(160)))
        }
    }

    /// What a document was before any edit.
    struct Baseline {
        var bytes: [UInt8]
        var departures: Set<String>
        var lintErrors: Set<String>
        var compiled: Bool
        /// The id of File's Owner's `view` outlet in a xib, if it has one.
        var viewOutletID: String?
    }

    /// Commands that remove what the person picked: the connection itself, or an object with its connections.
    static let removingCommands: Set<String> = ["delete", "disconnect"]

    /// The ids of the controllers' root views (`<view key="view">` and the other keyed views of a controller).
    static func controllerRootViewIDs(in document: SyncDocument) -> Set<String> {
        var ids = Set<String>()
        document.root.forEachElement { element in
            if element.attribute("key") == "view", let parent = element.parent, parent.name.hasSuffix("Controller"),
               let id = element.attribute("id") { ids.insert(id) }
        }
        return ids
    }

    /// What the AppKit storyboard compiler says of a controller without its view.
    static let controllerWithoutViewRefusal = "a view controller needs a view"

    func run() throws -> Result {
        var result = Result()
        let folder = settings.keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("storyweave-property-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if settings.keep == nil { try? FileManager.default.removeItem(at: folder) } }
        var catalogs: [String: String] = [:]
        for platform in ClassCatalog.Platform.allCases {
            let url = folder.appendingPathComponent("catalog-\(platform.rawValue).json")
            try PropertyDocuments.catalogJSON(platform).write(to: url)
            catalogs[platform.rawValue] = url.path
        }
        var baselines: [String: Baseline] = [:]
        var entries: [[String: String]] = []
        for document in documents {
            guard let baseline = Self.baseline(document) else { continue }
            baselines[document.path] = baseline
            entries.append(["path": document.path, "platform": document.platform.rawValue])
        }
        let request: [String: Any] = ["documents": entries, "catalogs": catalogs, "seed": settings.seed,
                                      "sequences": settings.sequences, "steps": settings.steps]
        let requestURL = folder.appendingPathComponent("request.json")
        try JSONSerialization.data(withJSONObject: request).write(to: requestURL)
        let output = try Node.run(script: PackagePaths.file("Tests/js/property/run-sequences.mjs").path,
                                  arguments: [requestURL.path])
        result.documentsChecked = baselines.count
        let decoder = JSONDecoder()
        for line in output.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            do {
                let record = try decoder.decode(SequenceRecord.self, from: Data(line))
                check(record, baseline: baselines[record.path], into: &result)
            } catch {
                // The JS editor built something the Swift side can't read (an op address, say): a twin mismatch.
                let line = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any]
                let name = (line?["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } ?? "?"
                result.violations.append("\(name) seed \(line?["seed"] ?? "?") cursor \(line?["cursor"] ?? "?"): the Swift side can't read the record: \(error)")
            }
        }
        return result
    }

    /// The message of a compile error that names what the compiler doesn't cover (not the edit's fault), or nil.
    static func coverageGap(_ error: CompileError) -> String? {
        switch error {
        case .encoding(let message), .unsupported(let message):
            return message.contains("yet") || message.contains("is not compiled") ? message : nil
        default:
            return nil
        }
    }

    /// A departure is the same as one the document had before when it says the same thing: moved, copied or
    /// re-embedded XML that already departed (the project's hand-written fixtures) is not the command's doing.
    static func identity(_ departure: XcodeWritesChecker.Departure) -> String { "\(departure.kind.rawValue) \(departure.message)" }

    static func baseline(_ document: PropertyDocuments.Document) -> Baseline? {
        guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: document.path))),
              let markup = try? MarkupDocument.parse(bytes), let interface = try? InterfaceDocument(bytes: bytes) else { return nil }
        let departures = Set(XcodeWritesChecker().departures(in: markup).map(Self.identity))
        let errors = Set(Linter().lint(interface).findings.filter { $0.severity == .error }.map { "\($0.code) \($0.objectID ?? "-")" })
        let compiled = (try? NibCompiler().compile(interface, name: "Property")) != nil
        let viewOutlet = interface.filesOwner?.element.firstChild(named: "connections")?.childElements
            .first { $0.name == "outlet" && $0.attribute("property") == "view" }
        return Baseline(bytes: bytes, departures: departures, lintErrors: errors, compiled: compiled,
                        viewOutletID: viewOutlet?.attribute("id"))
    }

    private func check(_ record: SequenceRecord, baseline: Baseline?, into result: inout Result) {
        let name = URL(fileURLWithPath: record.path).lastPathComponent
        let label = "\(name) seed \(record.seed ?? 0) cursor \(record.cursor ?? 0)"
        if let error = record.error {
            result.violations.append("\(label): the JS driver failed: \(error)")
            return
        }
        guard let baseline, let steps = record.steps, let document = try? SyncDocument(bytes: baseline.bytes) else {
            result.violations.append("\(label): no baseline")
            return
        }
        result.sequences += 1
        var history: [String] = []
        // Xcode lets a person disconnect File's Owner's view outlet, or delete the view it points at (the outlet goes
        // with it); the nib then fails to load, and lint says so (IB005). That error is the person's request, not the
        // editor's: counted apart when a delete or disconnect step removed the outlet, a violation otherwise.
        var viewOutletRemovedByPerson = false
        // Xcode also lets a person delete a controller's root view, to put another in its place (drop a view onto the
        // controller); a macOS storyboard controller left without one doesn't compile until then. The person's request
        // too: counted apart when a delete step removed a root view the controller had. (Xcode's behaviour as we know
        // it from using it; no fixture shows a controller without its view: 0 of the corpus's 164 storyboard ones.)
        var controllerViewRemovedByPerson = false
        for (index, step) in steps.enumerated() {
            result.commandsRun += 1
            result.commandCounts[step.command, default: 0] += 1
            let at = "\(label) step \(index + 1) (\(step.command))"
            history.append(step.command)
            if let twin = step.twin, let swift = SwiftTwins.run(twin, on: document) {
                result.twinsCompared += 1
                let existing: (String) -> Bool = { document.containsID($0) || document.containsSceneID($0) }
                switch (swift, twin.ops, twin.refused) {
                case (.ops(let ops), let js?, _):
                    let (a, b) = (SwiftTwins.canonical(js, existing: existing), SwiftTwins.canonical(ops, existing: existing))
                    if a != b { result.violations.append("\(at): the Swift twin builds other ops\n    JS:    \(a)\n    Swift: \(b)") }
                case (.refused, nil, _?):
                    break
                case (.refused(let why), _?, _):
                    result.violations.append("\(at): JS builds ops, the Swift twin refuses: \(why)")
                case (.ops, nil, let why):
                    result.violations.append("\(at): the Swift twin builds ops, JS refuses: \(why ?? "?")")
                default:
                    break
                }
            }
            if let refusal = step.engineRefused {
                result.violations.append("\(at): the JS engine refused the editor's batch: \(refusal)")
            }
            let hadViewOutlet = baseline.viewOutletID.map(document.containsID) ?? false
            let rootViewsBefore = Self.removingCommands.contains(step.command) ? Self.controllerRootViewIDs(in: document) : []
            defer {
                if !rootViewsBefore.isEmpty, rootViewsBefore.contains(where: { !document.containsID($0) }) {
                    controllerViewRemovedByPerson = true
                }
                if hadViewOutlet, Self.removingCommands.contains(step.command), let id = baseline.viewOutletID, !document.containsID(id) {
                    viewOutletRemovedByPerson = true
                }
            }
            if let submitted = step.submitted, step.engineRefused == nil {
                do {
                    let applied = try BatchApplier.apply(submitted, to: document)
                    result.commandsApplied += 1
                    if let js = step.applied, js != applied.applied {
                        result.violations.append("\(at): the Swift engine applies the batch otherwise than the JS engine")
                    }
                } catch {
                    result.violations.append("\(at): the Swift engine refuses a batch the JS engine applied: \(error)")
                    return
                }
            }
            if DocumentChecksum.hex(of: document) != step.checksum {
                result.violations.append("\(at): the documents differ after the step (checksums)")
                return
            }
        }
        let after = "\(label) after \(history.joined(separator: ", "))"
        let bytes = document.serialized()
        guard let markup = try? MarkupDocument.parse(bytes), markup.serialized() == bytes else {
            result.violations.append("\(after): the document does not round-trip")
            return
        }
        for departure in XcodeWritesChecker().departures(in: markup) where !baseline.departures.contains(Self.identity(departure)) {
            result.violations.append("\(after): departs from what Xcode writes: \(departure)")
        }
        let interface: InterfaceDocument
        do { interface = try InterfaceDocument(bytes: bytes) } catch {
            result.violations.append("\(after): no longer loads: \(error)")
            return
        }
        for finding in Linter().lint(interface).findings where finding.severity == .error {
            if !baseline.lintErrors.contains("\(finding.code) \(finding.objectID ?? "-")") {
                if finding.code == "IB005", viewOutletRemovedByPerson {
                    result.personMade[finding.code, default: 0] += 1
                    continue
                }
                result.violations.append("\(after): new lint error \(finding.code) \(finding.objectID ?? "-"): \(finding.message)")
            }
        }
        if baseline.compiled {
            do { _ = try NibCompiler().compile(interface, name: "Property") } catch let error as CompileError {
                // The compiler naming what it can't encode yet is its coverage (the compile helpers' work), counted
                // apart; anything else (lint errors, a crash of the encoder) is the edit's fault.
                // (UIKit's refusals say "is not compiled: <why>", the older ones "… yet".)
                if controllerViewRemovedByPerson, "\(error)".contains(Self.controllerWithoutViewRefusal) {
                    result.personMade["compile: \(Self.controllerWithoutViewRefusal)", default: 0] += 1
                } else if let message = Self.coverageGap(error) {
                    result.compileGaps[String(message.prefix(160)), default: 0] += 1
                } else {
                    result.violations.append("\(after): compiled before, not now: \(error)")
                }
            } catch {
                result.violations.append("\(after): compiled before, not now: \(error)")
            }
        }
    }
}

/// Runs node on a script and answers its standard output (standard error passes through).
enum Node {
    static func run(script: String, arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "node", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "node \(script) exited with \(process.terminationStatus)"])
        }
        return data
    }
}
