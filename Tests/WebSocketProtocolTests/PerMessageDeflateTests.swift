import XCTest
@testable import WebSocketProtocol

final class PerMessageDeflateTests: XCTestCase {
    private let hello = Array("Hello".utf8)

    private func compressedSession(_ parameters: PerMessageDeflateParameters = .init(), maxMessageBytes: Int = 1 << 20) -> WebSocketSession {
        TestClient.makeSession(maxMessageBytes: maxMessageBytes, deflate: parameters)
    }

    /// Decodes what the server sent, as a client with the given decompressor would.
    private func inflate(_ frame: TestClient.ServerFrame, with decompressor: PerMessageDecompressor) throws -> [UInt8] {
        XCTAssertTrue(frame.rsv1, "expected a compressed frame")
        var output: [UInt8] = []
        try decompressor.decompress(frame.payload, into: &output, limit: Int.max)
        try decompressor.finishMessage(into: &output, limit: Int.max)
        return output
    }

    // MARK: RFC 7692 §7.2.3 examples, sent by a client (masked)

    func testRFCExampleSingleCompressedFrame() {
        var session = compressedSession()
        let output = session.receive(TestClient.frame(.text, [0xF2, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00], rsv1: true))
        XCTAssertEqual(output.messages, [.text("Hello")])
    }

    func testRFCExampleFragmentedCompressedMessage() {
        var session = compressedSession()
        let output = session.receive(TestClient.frame(.text, [0xF2, 0x48, 0xCD], fin: false, rsv1: true)
            + TestClient.frame(.continuation, [0xC9, 0xC9, 0x07, 0x00]))
        XCTAssertEqual(output.messages, [.text("Hello")])
    }

    func testRFCExampleSharedWindowAcrossMessages() {
        var session = compressedSession()
        let output = session.receive(TestClient.frame(.text, [0xF2, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00], rsv1: true)
            + TestClient.frame(.text, [0xF2, 0x00, 0x11, 0x00, 0x00], rsv1: true))
        XCTAssertEqual(output.messages, [.text("Hello"), .text("Hello")])
    }

    func testRFCExampleStoredBlock() {
        var session = compressedSession()
        let output = session.receive(TestClient.frame(.text, [0x00, 0x05, 0x00, 0xFA, 0xFF, 0x48, 0x65, 0x6C, 0x6C, 0x6F, 0x00], rsv1: true))
        XCTAssertEqual(output.messages, [.text("Hello")])
    }

    func testRFCExampleBFinalSet() {
        var session = compressedSession()
        let output = session.receive(TestClient.frame(.text, [0xF3, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00, 0x00], rsv1: true)
            + TestClient.frame(.text, [0xF2, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00], rsv1: true))
        XCTAssertEqual(output.messages, [.text("Hello"), .text("Hello")])
        XCTAssertFalse(output.closeConnection)
    }

    func testRFCExampleTwoDeflateBlocksInOneMessage() {
        var session = compressedSession()
        let output = session.receive(TestClient.frame(
            .text, [0xF2, 0x48, 0x05, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xCA, 0xC9, 0xC9, 0x07, 0x00], rsv1: true))
        XCTAssertEqual(output.messages, [.text("Hello")])
    }

    func testUncompressedMessagesStillAllowedWhenNegotiated() {
        var session = compressedSession()
        XCTAssertEqual(session.receive(TestClient.text("plain")).messages, [.text("plain")])
    }

    // MARK: Server output

    func testServerOutputMatchesRFCBytesWithContextTakeover() throws {
        var session = compressedSession()
        let first = TestClient.serverFrames(session.send(.text("Hello")))
        let second = TestClient.serverFrames(session.send(.text("Hello")))
        XCTAssertEqual(first.first?.payload, [0xF2, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00])
        XCTAssertEqual(second.first?.payload, [0xF2, 0x00, 0x11, 0x00, 0x00])
        XCTAssertTrue(first[0].rsv1 && second[0].rsv1)
    }

    func testServerNoContextTakeoverMakesEveryMessageStandalone() throws {
        var session = compressedSession(PerMessageDeflateParameters(serverNoContextTakeover: true))
        for _ in 0 ..< 3 {
            let frame = TestClient.serverFrames(session.send(.text("Hello")))[0]
            XCTAssertEqual(frame.payload, [0xF2, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00])
            // A fresh decompressor for every message must be able to decode it.
            let fresh = try XCTUnwrap(PerMessageDecompressor(noContextTakeover: true))
            XCTAssertEqual(try inflate(frame, with: fresh), hello)
        }
    }

    func testServerOutputDecodesWithContextTakeover() throws {
        var session = compressedSession()
        let client = try XCTUnwrap(PerMessageDecompressor(noContextTakeover: false))
        for index in 0 ..< 50 {
            let text = "message \(index): " + String(repeating: "abc\(index % 7) ", count: index * 20)
            let frame = TestClient.serverFrames(session.send(.text(text)))[0]
            XCTAssertEqual(try inflate(frame, with: client), Array(text.utf8))
        }
    }

    func testWindowBits8IsDecodableWithA256ByteWindow() throws {
        for noContextTakeover in [false, true] {
            var session = compressedSession(PerMessageDeflateParameters(serverNoContextTakeover: noContextTakeover, serverMaxWindowBits: 8))
            let client = try XCTUnwrap(PerMessageDecompressor(noContextTakeover: noContextTakeover, windowBits: 8))
            var seed: UInt32 = 1
            for round in 0 ..< 10 {
                let payload: [UInt8] = (0 ..< 5000).map { index in
                    seed = seed &* 1_103_515_245 &+ 12345
                    return index % 3 == 0 ? UInt8(truncatingIfNeeded: seed >> 16) % 4 : UInt8(round)
                }
                let frame = TestClient.serverFrames(session.send(.binary(payload)))[0]
                XCTAssertEqual(try inflate(frame, with: client), payload)
            }
        }
    }

    func testSmallMessagesBelowThresholdAreNotCompressed() {
        var options = WebSocketOptions()
        options.minimumCompressedMessageBytes = 10
        var session = WebSocketSession(options: options, deflate: PerMessageDeflateParameters())
        XCTAssertFalse(TestClient.serverFrames(session.send(.text("tiny")))[0].rsv1)
        XCTAssertTrue(TestClient.serverFrames(session.send(.text("large enough to compress")))[0].rsv1)
    }

    // MARK: Client → server round trips

    func testClientRoundTripWithAndWithoutContextTakeover() throws {
        for noContextTakeover in [false, true] {
            var session = compressedSession(PerMessageDeflateParameters(clientNoContextTakeover: noContextTakeover))
            let client = try XCTUnwrap(PerMessageCompressor(windowBits: 15, noContextTakeover: noContextTakeover, level: 9, memoryLevel: 8))
            for index in 0 ..< 40 {
                let text = "round trip \(index) " + String(repeating: "ünïcødé ", count: index)
                let compressed = client.compress(Array(text.utf8))
                // Send it fragmented in three frames to exercise streaming inflate.
                let third = max(1, compressed.count / 3)
                let stream = TestClient.frame(.text, Array(compressed.prefix(third)), fin: false, rsv1: true)
                    + TestClient.frame(.continuation, Array(compressed.dropFirst(third).prefix(third)), fin: false)
                    + TestClient.frame(.ping, [UInt8(index)])
                    + TestClient.frame(.continuation, Array(compressed.dropFirst(2 * third)))
                let output = session.receive(stream)
                XCTAssertEqual(output.messages, [.text(text)], "noContextTakeover=\(noContextTakeover) #\(index)")
                XCTAssertEqual(TestClient.serverFrames(output.bytesToWrite).map(\.opcode), [.pong])
            }
        }
    }

    func testCompressedMessageSplitAtEveryByteBoundary() throws {
        let client = try XCTUnwrap(PerMessageCompressor(windowBits: 15, noContextTakeover: false, level: 6, memoryLevel: 8))
        let text = "splitting €𝄞 " + String(repeating: "xyz", count: 30)
        let stream = TestClient.frame(.text, client.compress(Array(text.utf8)), rsv1: true)
        for split in 0 ... stream.count {
            var session = compressedSession()
            let events = session.receive(Array(stream[..<split])).events + session.receive(Array(stream[split...])).events
            XCTAssertEqual(events, [.message(.text(text))], "split \(split)")
        }
    }

    func testCompressionBombStopsAtMessageLimit() throws {
        let client = try XCTUnwrap(PerMessageCompressor(windowBits: 15, noContextTakeover: false, level: 9, memoryLevel: 8))
        let bomb = client.compress([UInt8](repeating: 0, count: 32 * 1024 * 1024))
        XCTAssertLessThan(bomb.count, 64 * 1024)
        var session = compressedSession(maxMessageBytes: 1 << 20)
        let output = session.receive(TestClient.frame(.binary, bomb, rsv1: true))
        assertFailed(output, code: 1009)
        XCTAssertTrue(output.messages.isEmpty)
    }

    func testInvalidCompressedDataIs1007() {
        var session = compressedSession()
        assertFailed(session.receive(TestClient.frame(.binary, [0xFF, 0xFF, 0xFF, 0xFF, 0x12], rsv1: true)), code: 1007)
    }

    func testCompressedTextWithInvalidUTF8Is1007() throws {
        let client = try XCTUnwrap(PerMessageCompressor(windowBits: 15, noContextTakeover: false, level: 6, memoryLevel: 8))
        var session = compressedSession()
        assertFailed(session.receive(TestClient.frame(.text, client.compress([0x61, 0xED, 0xA0, 0x80]), rsv1: true)), code: 1007)
    }

    func testEmptyCompressedMessage() throws {
        let client = try XCTUnwrap(PerMessageCompressor(windowBits: 15, noContextTakeover: false, level: 6, memoryLevel: 8))
        var session = compressedSession()
        XCTAssertEqual(session.receive(TestClient.frame(.text, client.compress([]), rsv1: true)).messages, [.text("")])
        XCTAssertEqual(session.receive(TestClient.frame(.binary, [], rsv1: true)).messages, [.binary([])])
    }
}
