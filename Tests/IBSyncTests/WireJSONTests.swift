import Foundation
import XCTest
@testable import IBSync

/// `WireJSON` (the batch text the hub writes to the op log and the sockets) is the `Codable` form:
/// the same keys and values, read back by `JSONDecoder` to the same ops, and strings quoted byte for
/// byte as `JSONEncoder` quotes them.
final class WireJSONTests: XCTestCase {
    func testStringsAreQuotedAsJSONEncoderQuotesThem() throws {
        var everyASCII = ""
        for byte in 0..<0x80 { everyASCII.unicodeScalars.append(UnicodeScalar(UInt8(byte))) }
        for text in [everyASCII, "plain", "", "é \u{2028}\u{2029} 日本 😀", "a/b\\c\"d\u{7F}"] {
            XCTAssertEqual(WireJSON.quoted(text), String(decoding: try JSONEncoder().encode(text), as: UTF8.self), text.debugDescription)
        }
    }

    /// Every op kind, address and position, with and without its optional fields.
    func testEveryOpFormIsItsCodableForm() throws {
        let ops: [EditOperation] = [
            .setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "Bye \"now\"/\n", expect: .value("Hello")),
            .setAttribute(target: .object("lb1-aa-bbb"), name: "userLabel", value: "Title", expect: .absent),
            .setAttribute(target: .root, name: "toolsVersion", value: "22505", expect: nil),
            .removeAttribute(target: .child(of: .object("lb1-aa-bbb"), name: "rect", key: "frame"), name: "width", expect: nil),
            .removeAttribute(target: .scene("sc1-aa-bbb"), name: "x", expect: .value("1")),
            .insertSubtree(parent: .child(of: .object("vw1-aa-bbb"), name: "subviews", key: nil), xml: #"<view id="x"/>"#, position: .after(.object("lb1-aa-bbb"))),
            .insertSubtree(parent: .root, xml: "<x/>", position: .xcodeOrder),
            .insertSubtree(parent: .root, xml: "<x/>", position: .atIndex(3)),
            .removeSubtree(target: .scene("sc1-aa-bbb")),
            .move(target: .object("a"), newParent: .root, position: .atStart),
            .move(target: .object("a"), newParent: .object("b"), position: .atEnd, expectParent: .child(of: .object("v"), name: "subviews", key: nil)),
            .setText(target: .child(of: .object("tx1-aa-bbb"), name: "string", key: "text"), text: "Hi\u{2028}there", expect: nil),
            .setText(target: .object("tx1-aa-bbb"), text: "", expect: "old"),
        ]
        for op in ops { try assertCodableForm(op.wireJSON, of: op) }
        let batch = AppliedBatch(version: 7, batchId: "b/1", clientId: "ana", baseVersion: 5, ops: ops, inverse: Array(ops.reversed()))
        XCTAssertEqual(try JSONDecoder().decode(AppliedBatch.self, from: Data(batch.wireJSON.utf8)), batch)
        XCTAssertEqual(try sortedJSON(batch.wireJSON), try sortedJSON(String(decoding: try JSONEncoder().encode(batch), as: UTF8.self)))
        XCTAssertTrue(batch.wireJSON.hasPrefix(#"{"version":7,"batchId":"b\/1","clientId":"ana","baseVersion":5,"ops":[{"op":"setAttribute","target":{"id":"lb1-aa-bbb"},"#),
                      "fixed key order: \(batch.wireJSON.prefix(120))")
    }

    /// The applied ops and inverses of the seeded random traces over the sample and fixture documents
    /// (inserts of real XML, cascades, moves, undos).
    func testRandomTracesOpsAreTheirCodableForm() throws {
        var checked = 0
        for trace in try OpTraceGenerator.traces(perStart: 3, stepsPerTrace: 10, includeFixtures: false) {
            for step in trace.steps {
                for op in step.ops + (step.applied ?? []) + (step.inverse ?? []) {
                    try assertCodableForm(op.wireJSON, of: op)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    private func assertCodableForm(_ text: String, of op: EditOperation, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try JSONDecoder().decode(EditOperation.self, from: Data(text.utf8)), op, file: file, line: line)
        XCTAssertEqual(try sortedJSON(text), try sortedJSON(String(decoding: try JSONEncoder().encode(op), as: UTF8.self)), file: file, line: line)
    }

    /// The same JSON value with its keys sorted, to compare two texts whose key order differs.
    private func sortedJSON(_ text: String) throws -> String {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }
}
