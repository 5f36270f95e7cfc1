import Dispatch
import Foundation
import IBCompile
import IBDocument

/// Compiles each file given on the command line `RUNS` times in one process (after two warm-up
/// compiles) with `NibCompiler` — lint + encode + NIBArchive bytes (+ Info.plist for
/// storyboards), what `storyweave compile --timing` measures — and prints min and median
/// milliseconds, and scenes per second for storyboards (scenes = scene nibs written; view nibs,
/// `<controller>-view-<view>.nib`, are not counted). Parsing the XML and the lint pass alone are
/// timed separately.
/// Usage: CompileBench [--runs N] FILE...
var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 20
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = value
    arguments.removeSubrange(index...index + 1)
}
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: CompileBench [--runs N] FILE...\n".utf8))
    exit(2)
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

for path in arguments {
    let url = URL(fileURLWithPath: path)
    let bytes = [UInt8](try Data(contentsOf: url))
    var document: InterfaceDocument!
    let parseMs = try milliseconds { document = try InterfaceDocument(bytes: bytes) }
    let name = url.deletingPathExtension().lastPathComponent
    let compiler = NibCompiler()
    var output: CompiledOutput!
    do {
        for _ in 0..<2 { output = try compiler.compile(document, name: name) }
    } catch {
        print("\(url.lastPathComponent): \(error)")
        continue
    }
    var times: [Double] = []
    for _ in 0..<runs {
        times.append(try milliseconds { output = try compiler.compile(document, name: name) })
    }
    // The lint pass alone (NibCompiler runs it first), to show how the compile time splits.
    var lintTimes: [Double] = []
    for _ in 0..<max(1, runs / 4) {
        lintTimes.append(milliseconds { _ = Linter(rules: Linter.standardRules).lint(document) })
    }
    let nibs = output.files.filter { $0.path.hasSuffix(".nib") }
    let scenes = nibs.filter { !$0.path.contains("-view-") }.count
    let totalBytes = output.files.reduce(0) { $0 + $1.bytes.count }
    var line = "\(url.lastPathComponent) (\(bytes.count) bytes XML, parse \(String(format: "%.2f", parseMs)) ms): "
    line += "compile min \(String(format: "%.2f", times.min()!)) ms, median \(String(format: "%.2f", median(times))) ms over \(runs) runs "
    line += "(lint alone \(String(format: "%.2f", median(lintTimes))) ms); "
    line += "\(nibs.count) nibs, \(totalBytes) bytes"
    if path.hasSuffix(".storyboard") {
        line += "; \(scenes) scenes, \(String(format: "%.0f", Double(scenes) / (median(times) / 1000))) scenes/s"
    }
    print(line)
}
