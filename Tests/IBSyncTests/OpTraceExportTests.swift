import Foundation
import XCTest
@testable import IBSync
import StoryweaveTestPaths

/// Writes the shared op traces to `Tests/js/generated/op-traces.json` (relative to the main
/// package root, found from this file) for the JavaScript engine's replay test
/// (`node --test Tests/js/`), and checks they cover every op kind, applied and refused.
final class OpTraceExportTests: XCTestCase {
    func testGeneratesOpTracesForTheJavaScriptEngine() throws {
        // OP_TRACE_SCALE=n records n times as many traces, OP_TRACE_STEPS=n batches per trace (a deeper local
        // search; the defaults keep the file ~20 MB).
        let scale = max(1, Int(ProcessInfo.processInfo.environment["OP_TRACE_SCALE"] ?? "") ?? 1)
        let steps = max(1, Int(ProcessInfo.processInfo.environment["OP_TRACE_STEPS"] ?? "") ?? 10)
        let traces = try OpTraceGenerator.traces(perStart: 20 * scale, stepsPerTrace: steps)
        XCTAssertGreaterThanOrEqual(traces.count, 200)

        var outcomes: Set<String> = []
        var codes: Set<String> = []
        var cascades = 0
        var containerReplacements = 0
        for trace in traces {
            for step in trace.steps {
                for op in step.ops { outcomes.insert("\(op.kind) \(step.outcome)") }
                if let code = step.code { codes.insert(code) }
                if let applied = step.applied, applied.count > step.ops.count {
                    cascades += 1
                    if step.ops.allSatisfy({ $0.kind == "removeSubtree" }), applied.contains(where: { $0.kind == "insertSubtree" }) {
                        containerReplacements += 1
                    }
                }
            }
        }
        for kind in ["setAttribute", "removeAttribute", "insertSubtree", "removeSubtree", "move", "setText"] {
            XCTAssertTrue(outcomes.contains("\(kind) applied"), "no applied \(kind)")
            XCTAssertTrue(outcomes.contains("\(kind) refused"), "no refused \(kind)")
        }
        for code in ["targetNotFound", "siblingNotFound", "duplicateID", "duplicateKey", "cycle", "protectedElement",
                     "immutableAttribute", "expectationFailed", "invalidXML", "invalidName", "illegalCharacter",
                     "hasChildElements", "danglingReference"] {
            XCTAssertTrue(codes.contains(code), "no refusal \(code)")
        }
        XCTAssertGreaterThan(cascades, 20, "too few delete cascades")
        XCTAssertGreaterThan(containerReplacements, 0, "no cascade replaced a container (a mask entry among several)")
        // Documents laid out as Xcode writes them mostly come back byte for byte through the
        // inverses (the remaining exception: removing one of several repeated unkeyed siblings,
        // whose inverse insert is refused as a duplicate key; `&` + combining mark and sceneID
        // edits, found by these traces, are fixed).
        // (Longer traces hit those more often, so the bound holds for the default length.)
        let xcodeLaidOut = traces.filter { $0.name.hasPrefix("sample-storyboard#") || $0.name.hasPrefix("template-") }
        if steps <= 10 { XCTAssertGreaterThan(xcodeLaidOut.filter(\.restoresStart).count, xcodeLaidOut.count * 3 / 4) }

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(OpTraceGenerator.File(traces: traces))
        let folder = PackagePaths.file("Tests/js/generated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("op-traces.json"))
    }

    func testTracesAreDeterministic() throws {
        let first = try OpTraceGenerator.trace(name: "a", xml: SampleDocuments.storyboard, seed: 7, steps: 10)
        let second = try OpTraceGenerator.trace(name: "a", xml: SampleDocuments.storyboard, seed: 7, steps: 10)
        XCTAssertEqual(first.steps.map(\.checksum), second.steps.map(\.checksum))
        XCTAssertEqual(first.steps.map(\.ops), second.steps.map(\.ops))
    }
}
