import Foundation
import XCTest
@testable import IBSync

/// `WireJSON.value(parsing:)` + `ClientBatch(wire:)` against `JSONDecoder`: whenever the fast reader takes a
/// text it reads the same batch, and it declines what it cannot read the same way (the server then asks
/// `JSONDecoder`, so a client sees one meaning and one error text).
final class WireJSONValueTests: XCTestCase {
    private func decoded(_ text: String) -> ClientBatch? {
        try? JSONDecoder().decode(ClientBatch.self, from: Data(text.utf8))
    }

    private func fast(_ text: String) -> ClientBatch? {
        WireJSON.value(parsing: text).flatMap { ClientBatch(wire: $0) }
    }

    /// The fast reader either declines or agrees with the decoder.
    private func assertAgrees(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let fast = fast(text) else { return }
        XCTAssertEqual(fast, decoded(text), text, file: file, line: line)
    }

    private static let ops: [EditOperation] = [
        .setAttribute(target: .object("lb1-aa-bbb"), name: "text", value: "Bye \"now\"/\n\t\u{1}é 日本 😀 \u{2028}", expect: .value("Hello")),
        .setAttribute(target: .object("lb1-aa-bbb"), name: "userLabel", value: "", expect: .absent),
        .setAttribute(target: .root, name: "toolsVersion", value: "22505", expect: nil),
        .removeAttribute(target: .child(of: .object("lb1-aa-bbb"), name: "rect", key: "frame"), name: "width", expect: nil),
        .removeAttribute(target: .scene("sc1-aa-bbb"), name: "x", expect: .value("1")),
        .insertSubtree(parent: .child(of: .child(of: .object("vw1"), name: "subviews", key: nil), name: "state", key: "normal"),
                       xml: #"<view id="x" userLabel="a&amp;b"/>"#, position: .after(.object("lb1-aa-bbb"))),
        .insertSubtree(parent: .root, xml: "<x/>", position: .xcodeOrder),
        .insertSubtree(parent: .root, xml: "<x/>", position: .atIndex(-3)),
        .removeSubtree(target: .scene("sc1-aa-bbb")),
        .move(target: .object("a"), newParent: .root, position: .atStart),
        .move(target: .object("a"), newParent: .object("b"), position: .atEnd, expectParent: .child(of: .object("v"), name: "subviews", key: nil)),
        .setText(target: .child(of: .object("tx1-aa-bbb"), name: "string", key: "text"), text: "Hi\u{2028}there\u{0}", expect: nil),
        .setText(target: .object("tx1-aa-bbb"), text: "", expect: "old"),
    ]

    func testEveryOpFormWrittenByEitherEncoderIsReadAsTheDecoderReadsIt() throws {
        for (index, op) in Self.ops.enumerated() {
            let batch = ClientBatch(batchId: "b\(index)/é", clientId: "ana \u{7F}", baseVersion: index * 1_000_003, ops: [op, op])
            let encoded = String(decoding: try JSONEncoder().encode(batch), as: UTF8.self)
            let wire = #"{"batchId":\#(WireJSON.quoted(batch.batchId)),"clientId":\#(WireJSON.quoted(batch.clientId)),"baseVersion":\#(batch.baseVersion),"ops":[\#(op.wireJSON),\#(op.wireJSON)]}"#
            for text in [encoded, wire] {
                XCTAssertEqual(fast(text), batch, text)
                XCTAssertEqual(decoded(text), batch, text)
            }
        }
        let all = ClientBatch(batchId: "all", clientId: "c", baseVersion: 0, ops: Self.ops)
        XCTAssertEqual(fast(String(decoding: try JSONEncoder().encode(all), as: UTF8.self)), all)
    }

    /// Absent and null as `decodeIfPresent` and `contains` read them, escapes, whitespace, unknown fields.
    func testOptionalFieldsNullEscapesAndWhitespaceReadAsTheDecoderReadsThem() {
        let texts = [
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"setAttribute","target":{"id":"x"},"name":"n","value":"v","expect":null}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"setText","target":{"id":"x"},"text":"t","expect":null}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"insertSubtree","parent":{"id":null,"sceneID":"s"},"xml":"<a/>","position":null}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"move","target":{"root":true},"newParent":{"in":{"id":"p"},"name":"subviews","key":null},"position":{"after":null,"index":null,"atStart":false,"atEnd":true},"expectParent":null}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"removeSubtree","target":{"id":"x","sceneID":"ignored"}}],"extra":[1,2.5e-3,{"deep":[true,false,null]}]}"#,
            " \n\t{ \"batchId\" : \"\\u00e9\\ud83d\\ude00\\/\\b\\f\\n\\r\\t\\\"\\\\\" , \"clientId\":\"c\",\"baseVersion\":-0,\"ops\":[ ] } \r\n",
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"insertSubtree","parent":{"root":false,"id":"x"},"xml":"<a/>","position":{"xcodeOrder":true}}]}"#,
        ]
        for text in texts {
            XCTAssertNotNil(decoded(text), text)
            XCTAssertEqual(fast(text), decoded(text), text)
        }
    }

    /// What the decoder refuses, the fast reader declines (and what it declines it never reads differently).
    func testWhatTheDecoderRefusesIsDeclined() {
        let texts = [
            #"{"batchId":"b","clientId":"c","baseVersion":1.5,"ops":[]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":"1","ops":[]}"#,
            #"{"batchId":null,"clientId":"c","baseVersion":1,"ops":[]}"#,
            #"{"clientId":"c","baseVersion":1,"ops":[]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":{}}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"explode","target":{"id":"x"}}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"removeSubtree","target":{}}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"removeSubtree","target":{"id":7}}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"removeSubtree","target":{"root":"yes"}}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"setAttribute","target":{"id":"x"},"name":"n","value":"v","expect":3}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"insertSubtree","parent":{"id":"x"},"xml":"<a/>","position":{}}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[{"op":"insertSubtree","parent":{"in":{"id":"x"}},"xml":"<a/>"}]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":99999999999999999999,"ops":[]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[]} x"#,
            #"{"batchId":"\ud800","clientId":"c","baseVersion":1,"ops":[]}"#,
            "{\"batchId\":\"a\u{1}b\",\"clientId\":\"c\",\"baseVersion\":1,\"ops\":[]}",
            #"{"batchId":"b","clientId":"c","baseVersion":01,"ops":[]}"#,
            #"[1,2]"#,
            "",
        ]
        for text in texts {
            XCTAssertNil(decoded(text), "the decoder takes \(text)")
            XCTAssertNil(fast(text), "the fast reader takes \(text)")
        }
    }

    /// A key written twice, numbers that only might be integers and a trailing comma (which `JSONDecoder` takes)
    /// are left to the decoder, whatever it makes of them.
    func testAmbiguousTextsAreLeftToTheDecoder() {
        for text in [
            #"{"batchId":"b","clientId":"c","baseVersion":1,"ops":[],}"#,
            #"{"batchId":"b","batchId":"c","clientId":"c","baseVersion":1,"ops":[]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":1e2,"ops":[]}"#,
            #"{"batchId":"b","clientId":"c","baseVersion":2.0,"ops":[]}"#,
            "{\"batchId\":\"b\",\"clientId\":\"c\",\"baseVersion\":1,\"ops\":[],\"x\":\"\u{FF}\"}".replacingOccurrences(of: "\u{FF}", with: "\\uDC00"),
        ] {
            XCTAssertNil(fast(text), text)
        }
    }

    /// Random mutations of valid batches (a byte changed, dropped or doubled): the fast reader never reads a
    /// text differently from the decoder.
    func testMutatedBatchesAreNeverReadDifferently() throws {
        var seed: UInt64 = 0x5EED
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        let texts = try Self.ops.map { op in
            String(decoding: try JSONEncoder().encode(ClientBatch(batchId: "b", clientId: "c", baseVersion: 12, ops: [op])), as: UTF8.self)
        }
        let alphabet = Array(#"{}[]":,\ 0123456789.-eEnulltruefalse"abu"#.utf8)
        var agreed = 0
        for round in 0..<4_000 {
            var bytes = Array(texts[round % texts.count].utf8)
            for _ in 0..<(1 + Int(next() % 3)) {
                let at = Int(next() % UInt64(bytes.count))
                switch next() % 3 {
                case 0: bytes[at] = alphabet[Int(next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: at)
                default: bytes.insert(bytes[at], at: at)
                }
                if bytes.isEmpty { break }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            assertAgrees(text)
            if fast(text) != nil { agreed += 1 }
        }
        XCTAssertGreaterThan(agreed, 100, "some mutations stay valid batches, and those were compared")
    }
}
