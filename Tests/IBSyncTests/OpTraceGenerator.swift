import Foundation
import IBDocument
@testable import IBSync

/// Records op traces: for each start document, random batches applied with `BatchApplier` (and
/// undo steps replayed with `BatchApplier.replay`), each with Swift's decision, applied form,
/// inverse, bytes and checksum after. `Tests/js/engine/op-traces.test.mjs` replays them through the
/// JavaScript engine, which must agree byte for byte.
enum OpTraceGenerator {
    struct Step: Encodable {
        /// "batch" (ops applied with cascade expansion) or "undo" (a previous inverse, replayed).
        var kind: String
        var ops: [EditOperation]
        /// "applied" or "refused".
        var outcome: String
        var opIndex: Int?
        /// The refusal's `SyncError` case name and the sentence the server would send.
        var code: String?
        var reason: String?
        var applied: [EditOperation]?
        var inverse: [EditOperation]?
        /// The document after the step: for every applied step, and for a refused one whose
        /// rollback did not give back the exact bytes (documents not laid out as Xcode writes them).
        var xml: String?
        var checksum: String
    }

    struct Trace: Encodable {
        var name: String
        var seed: UInt64
        var start: String
        var startChecksum: String
        var steps: [Step]
        /// Whether replaying every remaining inverse (newest first) gave back the start bytes in Swift.
        var restoresStart: Bool
    }

    struct File: Encodable {
        var generator = "Tests/IBSyncTests/OpTraceGenerator.swift"
        var traces: [Trace]
        var parseCases = OpTraceParseCases.all()
    }

    static func traces(perStart: Int = 20, stepsPerTrace: Int = 10, includeFixtures: Bool = true) throws -> [Trace] {
        var traces: [Trace] = []
        for (startIndex, start) in OpTraceStartDocuments.all().enumerated() {
            for number in 0..<perStart {
                let seed = UInt64(startIndex) << 32 | UInt64(number)
                traces.append(try trace(name: "\(start.name)#\(number)", xml: start.xml, seed: seed, steps: stepsPerTrace))
            }
        }
        // A few long runs, so states drift far from the start (many inserts, moves and undos on top of each other).
        for (startIndex, start) in OpTraceStartDocuments.all().prefix(4).enumerated() {
            for number in 0..<3 {
                let seed = 0x10_0000 | UInt64(startIndex) << 8 | UInt64(number)
                traces.append(try trace(name: "\(start.name)-long#\(number)", xml: start.xml, seed: seed, steps: 60))
            }
        }
        if includeFixtures {
            for (index, start) in OpTraceStartDocuments.fixtures().enumerated() {
                traces.append(try trace(name: start.name, xml: start.xml, seed: 0xF1_0000 | UInt64(index), steps: 6))
            }
        }
        return traces
    }

    static func trace(name: String, xml: String, seed: UInt64, steps stepCount: Int) throws -> Trace {
        let document = try SyncDocument(text: xml)
        var maker = OpTraceOpMaker(seed: seed, tag: "t\(seed % 100_000)")
        var steps: [Step] = []
        var undoStack: [[EditOperation]] = []
        var broken = false
        for _ in 0..<stepCount where !broken {
            if !undoStack.isEmpty, maker.random.chance(20) {
                let inverse = undoStack.removeLast()
                let step = record(kind: "undo", ops: inverse, document) { try BatchApplier.replay(inverse, on: document) }
                steps.append(step)
                broken = step.code == "rollbackFailed"
                // A refused undo leaves its batch applied: it still needs undoing at the end.
                if step.outcome == "refused" { undoStack.append(inverse) }
                continue
            }
            let ops = (maker.random.chance(25) ? maker.commandBatch(for: document) : nil) ?? maker.batch(for: document)
            var batchInverse: [EditOperation] = []
            let step = record(kind: "batch", ops: ops, document) { () -> [EditOperation] in
                let result = try BatchApplier.apply(ops, to: document)
                batchInverse = result.inverse
                return result.applied
            }
            steps.append(step)
            broken = step.code == "rollbackFailed"
            if step.outcome == "applied" { undoStack.append(batchInverse) }
        }
        var restores = false
        if !broken {
            do {
                for inverse in undoStack.reversed() { try BatchApplier.replay(inverse, on: document) }
                restores = document.serializedString() == xml
            } catch {
                restores = false
            }
        }
        return Trace(name: name, seed: seed, start: xml, startChecksum: DocumentChecksum.hex(of: Array(xml.utf8)), steps: steps,
                     restoresStart: restores)
    }

    /// Runs one step and records what Swift decided. `body` returns the applied ops (batch) or the
    /// inverse (undo).
    private static func record(kind: String, ops: [EditOperation], _ document: SyncDocument,
                               _ body: () throws -> [EditOperation]) -> Step {
        var step = Step(kind: kind, ops: ops, outcome: "applied", checksum: "")
        let before = document.serializedString()
        do {
            let output = try body()
            if kind == "batch" {
                step.applied = output
            } else {
                step.inverse = output
            }
            step.xml = document.serializedString()
        } catch let failure as BatchApplier.Failure {
            step.outcome = "refused"
            step.opIndex = failure.opIndex
            step.code = code(of: failure.reason)
            step.reason = failure.description
        } catch let error as SyncError {
            step.outcome = "refused"
            step.code = code(of: error)
            step.reason = error.description
        } catch {
            step.outcome = "refused"
            step.code = "unknown"
            step.reason = "\(error)"
        }
        if step.outcome == "refused", document.serializedString() != before { step.xml = document.serializedString() }
        step.checksum = DocumentChecksum.hex(of: document)
        return step
    }

    static func code(of error: SyncError) -> String { error.code }
}
