import XCTest
@testable import WebSocketProtocol

final class WebSocketCloseHandshakeTests: XCTestCase {
    func testValidCodesAreEchoed() {
        for code: UInt16 in [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, 3000, 3999, 4000, 4999] {
            var session = TestClient.makeSession()
            let output = session.receive(TestClient.close(code, reason: "reason ✓"))
            let frames = TestClient.serverFrames(output.bytesToWrite)
            XCTAssertEqual(frames.count, 1)
            XCTAssertEqual(frames.first?.closeCode, code)
            XCTAssertTrue(output.closeConnection)
            XCTAssertEqual(output.closedEvent?.code, code)
            XCTAssertEqual(output.closedEvent?.reason, "reason ✓")
            XCTAssertEqual(session.state, .closed)
        }
    }

    func testInvalidCodesAre1002() {
        for code: UInt16 in [0, 999, 1004, 1005, 1006, 1015, 1016, 1100, 2000, 2999, 5000, 65535] {
            var session = TestClient.makeSession()
            assertFailed(session.receive(TestClient.close(code)), code: 1002)
        }
    }

    func testOneBytePayloadIs1002() {
        var session = TestClient.makeSession()
        assertFailed(session.receive(TestClient.frame(.close, [0x03])), code: 1002)
    }

    func testInvalidUTF8ReasonIs1007() {
        var session = TestClient.makeSession()
        assertFailed(session.receive(TestClient.frame(.close, [0x03, 0xE8, 0xCE, 0xBA, 0xED, 0xA0, 0x80])), code: 1007)
    }

    func testEmptyCloseIsAnsweredWithEmptyClose() {
        var session = TestClient.makeSession()
        let output = session.receive(TestClient.frame(.close, []))
        XCTAssertEqual(TestClient.serverFrames(output.bytesToWrite), [.init(opcode: .close, fin: true, rsv1: false, payload: [])])
        XCTAssertEqual(output.closedEvent?.code, WebSocketCloseCode.noStatusReceived)
        XCTAssertTrue(output.closeConnection)
    }

    func testServerInitiatedClose() {
        var session = TestClient.makeSession()
        let closeFrame = TestClient.serverFrames(session.close(code: 1001, reason: "shutting down"))
        XCTAssertEqual(closeFrame.first?.closeCode, 1001)
        XCTAssertEqual(Array(closeFrame.first!.payload.dropFirst(2)), Array("shutting down".utf8))
        XCTAssertEqual(session.state, .closing)
        XCTAssertTrue(session.close(code: 1000, reason: "").isEmpty, "only one Close is sent")
        XCTAssertTrue(session.send(.text("no more data")).isEmpty)

        // While closing, data still arrives but pings are not answered (nothing may follow our Close).
        let during = session.receive(TestClient.text("late") + TestClient.frame(.ping, [1]))
        XCTAssertEqual(during.messages, [.text("late")])
        XCTAssertTrue(during.bytesToWrite.isEmpty)
        XCTAssertFalse(during.closeConnection)

        let reply = session.receive(TestClient.close(1001))
        XCTAssertTrue(reply.bytesToWrite.isEmpty, "the peer's Close completes the handshake; no second Close")
        XCTAssertTrue(reply.closeConnection)
        XCTAssertEqual(reply.closedEvent?.code, 1001)
        XCTAssertEqual(session.state, .closed)
    }

    func testProtocolErrorWhileClosingSendsNoSecondClose() {
        var session = TestClient.makeSession()
        _ = session.close(code: 1000, reason: "")
        let output = session.receive([0x83, 0x80, 1, 2, 3, 4])
        XCTAssertTrue(output.bytesToWrite.isEmpty)
        XCTAssertTrue(output.closeConnection)
        XCTAssertEqual(output.closedEvent?.code, 1002)
    }

    func testCloseCodesThatMayNotBeSentAreReplaced() {
        var session = TestClient.makeSession()
        XCTAssertEqual(TestClient.serverFrames(session.close(code: 1006, reason: "")).first?.closeCode, 1000)
    }

    func testLongReasonIsTruncatedToFitAControlFrame() {
        var session = TestClient.makeSession()
        let frames = TestClient.serverFrames(session.close(code: 1000, reason: String(repeating: "é", count: 100)))
        let payload = frames.first!.payload
        XCTAssertLessThanOrEqual(payload.count, 125)
        XCTAssertTrue(UTF8StreamValidator.isValidUTF8(Array(payload.dropFirst(2))), "cut on a character boundary")
    }
}
