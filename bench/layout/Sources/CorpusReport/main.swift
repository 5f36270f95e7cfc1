import Foundation
import IBDocument
import IBLayout

// The Swift twin of bench/layout/corpus-report.mjs's table: every document of ../shared/fixtures/corpus
// laid out on its own device in both text modes, by kind (iOS storyboard, iOS xib, macOS), with the
// eligibility of FixtureLayoutTests (laid out by constraints, not flagged misplaced/ambiguous by
// Xcode nor inside a view it flagged misplaced, not ambiguous for us; within 0.5 pt).
//
//     cd bench/layout && swift run -c release CorpusReport [CORPUS_DIR]

struct Tally {
    var documents = 0, eligible = 0, matched = 0, exact = 0
    var autoresizing = 0, marked = 0, insideMarked = 0, ambiguous = 0

    mutating func count(_ result: LayoutResult) {
        documents += 1
        var ambiguousIDs: Set<String> = []
        for issue in result.issues { if case .ambiguous = issue.kind { ambiguousIDs.insert(issue.objectID) } }
        for view in result.views where view.superviewID != nil {
            if view.translatesAutoresizingMask { autoresizing += 1; continue }
            if view.markedMisplacedByXcode || view.markedAmbiguousByXcode { marked += 1; continue }
            if view.insideViewMarkedMisplacedByXcode { insideMarked += 1; continue }
            if ambiguousIDs.contains(view.id) { ambiguous += 1; continue }
            guard view.storedFrame != nil else { continue }
            eligible += 1
            if view.matchesStoredFrame(tolerance: 0.01) { exact += 1 }
            if view.matchesStoredFrame() { matched += 1 }
        }
    }

    var line: String {
        let share = eligible == 0 ? 0 : Double(matched) / Double(eligible) * 100
        return "\(matched)/\(eligible) (\(String(format: "%.1f", share))%), \(exact) exact"
    }

    var skipped: String {
        "\(autoresizing) autoresizing, \(marked) flagged by Xcode, \(insideMarked) inside a flagged view, \(ambiguous) ambiguous for us"
    }
}

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let folder = CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
    ?? here.appendingPathComponent("../../../../../shared/fixtures/corpus").standardizedFileURL
guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
    print("no corpus at \(folder.path): nothing to report")
    exit(0)
}
let kinds = ["iOS storyboard", "iOS xib", "macOS"]
var measured = Dictionary(uniqueKeysWithValues: kinds.map { ($0, Tally()) })
var stored = measured
var unreadable = 0, others = 0
for name in names.filter({ $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }).sorted() {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
          let document = try? InterfaceDocument(bytes: [UInt8](data)) else { unreadable += 1; continue }
    let kind: String
    switch document.kind.platform {
    case .macOS: kind = "macOS"
    case .iOS: kind = name.hasSuffix(".storyboard") ? "iOS storyboard" : "iOS xib"
    default: others += 1; continue
    }
    measured[kind]!.count(DocumentLayout(document: document).solve())
    stored[kind]!.count(DocumentLayout(document: document, options: LayoutOptions(intrinsicSizes: .storedFrames)).solve())
}
print("Swift mapping, corpus: \(folder.path); \(unreadable) unreadable, \(others) tvOS/watchOS documents not compared")
print("| documents | stored text sizes | our measurement | skipped (stored sizes) |")
print("|---|---|---|---|")
for kind in kinds {
    print("| \(kind) (\(stored[kind]!.documents)) | \(stored[kind]!.line) | \(measured[kind]!.line) | \(stored[kind]!.skipped) |")
}
