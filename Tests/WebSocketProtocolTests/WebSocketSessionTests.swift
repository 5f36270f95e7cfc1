import XCTest
@testable import WebSocketProtocol

final class WebSocketSessionTests: XCTestCase {
    func testTextAndBinaryEcho() {
        var session = TestClient.makeSession()
        let output = session.receive(TestClient.text("hello") + TestClient.frame(.binary, [0, 1, 255]))
        XCTAssertEqual(output.messages, [.text("hello"), .binary([0, 1, 255])])
        XCTAssertTrue(output.bytesToWrite.isEmpty)
        XCTAssertFalse(output.closeConnection)
        let reply = TestClient.serverFrames(session.send(.text("hello")))
        XCTAssertEqual(reply, [.init(opcode: .text, fin: true, rsv1: false, payload: Array("hello".utf8))])
    }

    func testPingGetsPongWithSamePayloadAndPongIsIgnored() {
        var session = TestClient.makeSession()
        let output = session.receive(TestClient.frame(.ping, [9, 8, 7]) + TestClient.frame(.pong, [1]))
        XCTAssertEqual(TestClient.serverFrames(output.bytesToWrite), [.init(opcode: .pong, fin: true, rsv1: false, payload: [9, 8, 7])])
        XCTAssertTrue(output.events.isEmpty)
    }

    func testFragmentedMessageWithInterleavedControlFrames() {
        var session = TestClient.makeSession()
        let stream = TestClient.text("Hel", fin: false) + TestClient.frame(.ping, Array("p".utf8))
            + TestClient.frame(.continuation, Array("lo, ".utf8), fin: false) + TestClient.frame(.pong, [])
            + TestClient.frame(.continuation, Array("world".utf8))
        let output = session.receive(stream)
        XCTAssertEqual(output.messages, [.text("Hello, world")])
        XCTAssertEqual(TestClient.serverFrames(output.bytesToWrite).map(\.opcode), [.pong])
    }

    func testStreamSplitAtEveryByteBoundaryGivesSameResult() {
        let stream = TestClient.text("frag", fin: false) + TestClient.frame(.ping, [1, 2])
            + TestClient.frame(.continuation, Array("mented €".utf8)) + TestClient.frame(.binary, Array(repeating: 7, count: 200))
            + TestClient.close(1000, reason: "bye")
        var reference = TestClient.makeSession()
        let whole = reference.receive(stream)
        XCTAssertEqual(whole.messages, [.text("fragmented €"), .binary(Array(repeating: 7, count: 200))])
        XCTAssertEqual(whole.closedEvent?.code, 1000)
        for split in 0 ... stream.count {
            var session = TestClient.makeSession()
            let first = session.receive(Array(stream[..<split]))
            let second = session.receive(Array(stream[split...]))
            XCTAssertEqual(first.events + second.events, whole.events, "split \(split)")
            XCTAssertEqual(first.bytesToWrite + second.bytesToWrite, whole.bytesToWrite, "split \(split)")
            XCTAssertTrue(second.closeConnection || (first.closeConnection && second.events.isEmpty))
        }
        var byteByByte = TestClient.makeSession()
        var events: [WebSocketSession.Event] = []
        for byte in stream { events += byteByByte.receive([byte]).events }
        XCTAssertEqual(events, whole.events)
    }

    func testUTF8SplitMidCodePointAcrossFragments() {
        let text = "a€𝄞é"
        let bytes = Array(text.utf8)
        for split in 0 ... bytes.count {
            var session = TestClient.makeSession()
            let output = session.receive(TestClient.frame(.text, Array(bytes[..<split]), fin: false)
                + TestClient.frame(.continuation, Array(bytes[split...])))
            XCTAssertEqual(output.messages, [.text(text)], "split \(split)")
            XCTAssertFalse(output.closeConnection)
        }
    }

    func testInvalidUTF8FailsFastInFirstFragment() {
        var session = TestClient.makeSession()
        // κόσμε + surrogate: invalid already in the first fragment; the rest never needs to arrive.
        let invalid: [UInt8] = [0xCE, 0xBA, 0xE1, 0xBD, 0xB9, 0xCF, 0x83, 0xCE, 0xBC, 0xCE, 0xB5, 0xED, 0xA0, 0x80]
        let output = session.receive(TestClient.frame(.text, invalid, fin: false))
        assertFailed(output, code: 1007)
        XCTAssertEqual(session.state, .closed)
    }

    func testInvalidUTF8FailsFastInsideAPartiallyReceivedFrame() {
        var session = TestClient.makeSession()
        let frame = TestClient.frame(.text, Array("valid".utf8) + [0xFF] + Array(repeating: 0x61, count: 100))
        let output = session.receive(Array(frame.prefix(6 + 6)))   // header(6) + "valid" + 0xFF
        assertFailed(output, code: 1007)
    }

    func testTruncatedCodePointAtMessageEndIs1007() {
        var session = TestClient.makeSession()
        assertFailed(session.receive(TestClient.frame(.text, [0x61, 0xE2, 0x82])), code: 1007)
    }

    func testFragmentationViolations() {
        var lonelyContinuation = TestClient.makeSession()
        assertFailed(lonelyContinuation.receive(TestClient.frame(.continuation, [1])), code: 1002)

        var interrupted = TestClient.makeSession()
        assertFailed(interrupted.receive(TestClient.text("a", fin: false) + TestClient.text("b")), code: 1002)
    }

    func testFrameLevelViolationsFailWith1002() {
        var unmasked = TestClient.makeSession()
        assertFailed(unmasked.receive(WebSocketFrameEncoder.encode(opcode: .text, payload: Array("x".utf8))), code: 1002)

        var reservedOpcode = TestClient.makeSession()
        assertFailed(reservedOpcode.receive([0x83, 0x80, 1, 2, 3, 4]), code: 1002)

        var rsv1WithoutDeflate = TestClient.makeSession()
        assertFailed(rsv1WithoutDeflate.receive(TestClient.frame(.text, [0x61], rsv1: true)), code: 1002)

        var longPing = TestClient.makeSession()
        assertFailed(longPing.receive(TestClient.frame(.ping, [UInt8](repeating: 0, count: 126))), code: 1002)

        var fragmentedPing = TestClient.makeSession()
        assertFailed(fragmentedPing.receive(TestClient.frame(.ping, [1], fin: false)), code: 1002)
    }

    func testMessagesBeforeAViolationAreStillDelivered() {
        var session = TestClient.makeSession()
        let output = session.receive(TestClient.text("first") + [0x83, 0x80, 1, 2, 3, 4] + TestClient.text("never"))
        XCTAssertEqual(output.messages, [.text("first")])
        assertFailed(output, code: 1002)
    }

    func testFrameTooBigIs1009() {
        var session = TestClient.makeSession(maxFrameBytes: 100)
        assertFailed(session.receive(TestClient.frame(.binary, [UInt8](repeating: 1, count: 101))), code: 1009)
    }

    func testMessageTooBigAcrossFragmentsIs1009() {
        var session = TestClient.makeSession(maxMessageBytes: 100, maxFrameBytes: 100)
        let output = session.receive(TestClient.frame(.binary, [UInt8](repeating: 1, count: 60), fin: false)
            + TestClient.frame(.continuation, [UInt8](repeating: 1, count: 60)))
        assertFailed(output, code: 1009)
        XCTAssertTrue(output.messages.isEmpty)
    }

    func testMessageExactlyAtLimitIsAccepted() {
        var session = TestClient.makeSession(maxMessageBytes: 100, maxFrameBytes: 100)
        let output = session.receive(TestClient.frame(.binary, [UInt8](repeating: 1, count: 100)))
        XCTAssertEqual(output.messages, [.binary([UInt8](repeating: 1, count: 100))])
    }

    func testNothingIsProcessedAfterClosed() {
        var session = TestClient.makeSession()
        _ = session.receive(TestClient.close(1000))
        let after = session.receive(TestClient.text("late") + TestClient.frame(.ping, []))
        XCTAssertTrue(after.events.isEmpty && after.bytesToWrite.isEmpty)
        XCTAssertTrue(session.send(.text("late")).isEmpty)
        XCTAssertTrue(session.transportClosed().isEmpty, ".closed is delivered once")
    }

    func testTransportClosedReportsAbnormalClosure() {
        var session = TestClient.makeSession()
        XCTAssertEqual(session.transportClosed(), [.closed(code: nil, reason: "")])
        XCTAssertEqual(session.state, .closed)
        XCTAssertTrue(session.transportClosed().isEmpty)
    }

    func testLargeSendUsesExtendedLengths() {
        var session = TestClient.makeSession()
        for size in [125, 126, 65535, 65536] {
            let payload = [UInt8](repeating: 0x42, count: size)
            XCTAssertEqual(TestClient.serverFrames(session.send(.binary(payload))).first?.payload, payload)
        }
    }
}

final class WebSocketSessionMessageLimitTests: XCTestCase {
    func testStopsAfterEachMessageSoRepliesPrecedeALaterFailure() {
        var session = TestClient.makeSession()
        let batch = TestClient.text("one") + TestClient.text("two") + [0x83, 0x80, 1, 2, 3, 4]
        let first = session.receive(batch, maxMessages: 1)
        XCTAssertEqual(first.messages, [.text("one")])
        XCTAssertTrue(first.bytesToWrite.isEmpty)
        XCTAssertTrue(session.hasUnprocessedInput)
        let echo = session.send(.text("one"))
        XCTAssertFalse(echo.isEmpty, "still open: the echo can be sent before the failure")

        let second = session.receive([], maxMessages: 1)
        XCTAssertEqual(second.messages, [.text("two")])
        XCTAssertTrue(session.hasUnprocessedInput)

        let third = session.receive([], maxMessages: 1)
        assertFailed(third, code: 1002)
        XCTAssertFalse(session.hasUnprocessedInput)
    }

    func testNoUnprocessedInputWhenOnlyAPartialFrameRemains() {
        var session = TestClient.makeSession()
        let partial = Array(TestClient.text("later").prefix(4))
        let output = session.receive(TestClient.text("now") + partial, maxMessages: 1)
        XCTAssertEqual(output.messages, [.text("now")])
        // The limit was reached with bytes buffered; a further call simply yields nothing until more arrive.
        let again = session.receive([], maxMessages: 1)
        XCTAssertTrue(again.events.isEmpty)
        XCTAssertFalse(session.hasUnprocessedInput)
        XCTAssertEqual(session.receive(Array(TestClient.text("later").dropFirst(4)), maxMessages: 1).messages, [.text("later")])
    }
}
