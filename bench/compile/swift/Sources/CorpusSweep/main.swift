import Dispatch
import Foundation
import IBCompile
import IBDocument

/// Compiles every document of a corpus folder (default `../shared/fixtures/corpus`) once, in one
/// process, the way `storyweave compile` does (read, parse, `NibCompiler` — a document whose
/// original folder is `Base.lproj` compiled for Base localization, as the CLI decides from its
/// folder — and, with `--out DIR`, write the files), and prints:
/// - the table of counts by kind (from the document's `type`/`targetRuntime`; MANIFEST.tsv's
///   `document type` column is checked against it, mismatches listed);
/// - the refusal histogram, reasons with ids stripped, most frequent first;
/// - the benchmark: files/s, median and p99 per file (read + parse + compile + write), peak memory.
/// Usage: CorpusSweep [--out DIR] [--list] [CORPUS]   (`--list`: one line per document)
var arguments = Array(CommandLine.arguments.dropFirst())
var outputFolder: URL?
if let index = arguments.firstIndex(of: "--out"), index + 1 < arguments.count {
    outputFolder = URL(fileURLWithPath: arguments[index + 1])
    arguments.removeSubrange(index...index + 1)
}
let listEach = arguments.contains("--list")
arguments.removeAll { $0 == "--list" }
let corpus = URL(fileURLWithPath: arguments.first ?? "../shared/fixtures/corpus")

/// MANIFEST.tsv: file → (document type, original path).
func readManifest() -> [String: (type: String, originalPath: String)] {
    guard let text = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [:] }
    let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    guard let header = rows.first, let file = header.firstIndex(of: "file"), let type = header.firstIndex(of: "document type"),
          let path = header.firstIndex(of: "original path") else { return [:] }
    var manifest: [String: (String, String)] = [:]
    for row in rows.dropFirst() where row.count > max(file, type, path) { manifest[row[file]] = (row[type], row[path]) }
    return manifest
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}

let manifest = readManifest()
let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path))?
    .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted() ?? []
guard !names.isEmpty else {
    print("no documents in \(corpus.path): nothing to measure")
    exit(0)
}

var coverage = CompileCoverage()
var mismatches: [String] = []
var times: [(ms: Double, name: String)] = []
var warnings = 0
let started = DispatchTime.now().uptimeNanoseconds
for name in names {
    let fileStart = DispatchTime.now().uptimeNanoseconds
    let url = corpus.appendingPathComponent(name)
    let document: InterfaceDocument
    do { document = try InterfaceDocument(bytes: [UInt8](try Data(contentsOf: url))) } catch {
        coverage.record(.other, refusal: "does not open: \(error)")
        if listEach { print("REFUSED  \(name): does not open: \(error)") }
        continue
    }
    let kind = CompileCoverage.Kind(document.kind)
    if let listed = manifest[name], listed.type != document.kind.type { mismatches.append("\(name): MANIFEST \(listed.type), file \(document.kind.type)") }
    var compiler = NibCompiler()
    let originalPath = manifest[name]?.originalPath ?? name
    compiler.isBaseLocalized = (originalPath as NSString).deletingLastPathComponent.hasSuffix("Base.lproj")
    do {
        let output = try compiler.compile(document, name: url.deletingPathExtension().lastPathComponent)
        if let outputFolder {
            for file in output.files {
                let destination = outputFolder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: destination)
            }
        }
        warnings += output.warnings.count
        coverage.record(kind, refusal: nil)
        if listEach { print("COMPILED \(name): \(output.files.count) file(s), \(output.warnings.count) warning(s)") }
    } catch let error as CompileError {
        coverage.record(kind, refusal: CompileCoverage.reason(error))
        if listEach { print("REFUSED  \(name): \(error)") }
    } catch {
        coverage.record(kind, refusal: "cannot write: \(error)")
    }
    times.append((Double(DispatchTime.now().uptimeNanoseconds - fileStart) / 1_000_000, name))
}
let totalSeconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000_000

var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
let sorted = times.map(\.ms).sorted()
print("corpus: \(corpus.path) (\(names.count) documents)")
print(coverage.table)
if !mismatches.isEmpty { print("MANIFEST type mismatches (\(mismatches.count)):\n  " + mismatches.joined(separator: "\n  ")) }
print("\nrefusals (\(coverage.documentCount - coverage.compiledCount)), most frequent first:")
print(coverage.histogram)
print("\nwarnings on compiled documents: \(warnings)")
// Wall time on a shared machine includes other processes' turns; the CPU time is this process's alone.
let cpuSeconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
print(String(format: "benchmark: %d files in %.2f s wall (%.2f s CPU) = %.1f files/s; per file median %.2f ms, p99 %.2f ms, max %.2f ms (%@); peak memory %.1f MB",
             names.count, totalSeconds, cpuSeconds, Double(names.count) / totalSeconds, percentile(sorted, 0.5), percentile(sorted, 0.99),
             sorted.last ?? 0, times.max { $0.ms < $1.ms }?.name ?? "-", Double(usage.ru_maxrss) / 1024))
