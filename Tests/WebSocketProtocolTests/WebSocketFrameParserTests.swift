import XCTest
@testable import WebSocketProtocol

final class WebSocketFrameParserTests: XCTestCase {
    private func parseAll(_ bytes: [UInt8], parser: inout WebSocketFrameParser) throws -> [WebSocketFrameChunk] {
        parser.append(bytes)
        var chunks: [WebSocketFrameChunk] = []
        while let chunk = try parser.nextChunk() { chunks.append(chunk) }
        return chunks
    }

    private func firstError(_ bytes: [UInt8], allowsCompressionBit: Bool = false, maxFrameBytes: Int = 1 << 20) -> WebSocketFrameError? {
        var parser = WebSocketFrameParser(maxFrameBytes: maxFrameBytes, allowsCompressionBit: allowsCompressionBit)
        parser.append(bytes)
        do {
            while try parser.nextChunk() != nil {}
            return nil
        } catch {
            return error
        }
    }

    func testRFCMaskedHelloExample() throws {
        // RFC 6455 §5.7: a single-frame masked text message containing "Hello".
        var parser = WebSocketFrameParser(maxFrameBytes: 1024)
        let chunks = try parseAll([0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58], parser: &parser)
        XCTAssertEqual(chunks.count, 1)
        XCTAssertEqual(chunks[0].header.opcode, .text)
        XCTAssertTrue(chunks[0].header.fin && chunks[0].isFrameStart && chunks[0].isFrameEnd)
        XCTAssertEqual(String(decoding: chunks[0].payload, as: UTF8.self), "Hello")
    }

    func testEncoderUsesMinimalLengthEncodings() throws {
        for length in [0, 1, 125, 126, 127, 65535, 65536, 70000] {
            let payload = (0 ..< length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let frame = TestClient.frame(.binary, payload)
            let expectedHeader = 2 + (length < 126 ? 0 : (length <= 0xFFFF ? 2 : 8)) + 4
            XCTAssertEqual(frame.count, expectedHeader + length)
            var parser = WebSocketFrameParser(maxFrameBytes: 1 << 20)
            let chunks = try parseAll(frame, parser: &parser)
            XCTAssertEqual(chunks.flatMap(\.payload), payload, "length \(length)")
            XCTAssertEqual(chunks.first?.header.payloadLength, length)
        }
    }

    func testFrameSplitAtEveryByteBoundaryYieldsSamePayload() throws {
        let payload = (0 ..< 300).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let stream = TestClient.frame(.binary, payload, fin: false) + TestClient.frame(.ping, [1, 2, 3])
            + TestClient.frame(.continuation, Array(payload.prefix(5)))
        for split in 0 ... stream.count {
            var parser = WebSocketFrameParser(maxFrameBytes: 1 << 20)
            var chunks = try parseAll(Array(stream[..<split]), parser: &parser)
            chunks += try parseAll(Array(stream[split...]), parser: &parser)
            let binary = chunks.filter { $0.header.opcode == .binary }
            XCTAssertEqual(binary.flatMap(\.payload), payload, "split \(split)")
            XCTAssertEqual(binary.filter(\.isFrameStart).count, 1)
            XCTAssertEqual(binary.filter(\.isFrameEnd).count, 1)
            let pings = chunks.filter { $0.header.opcode == .ping }
            XCTAssertEqual(pings.count, 1, "control frames arrive whole")
            XCTAssertEqual(pings.first?.payload, [1, 2, 3])
            XCTAssertEqual(chunks.filter { $0.header.opcode == .continuation }.flatMap(\.payload), Array(payload.prefix(5)))
        }
    }

    func testByteByByteFeedingUnmasksAcrossChunkOffsets() throws {
        let payload = Array("The quick brown fox jumps over the lazy dog".utf8)
        let frame = TestClient.frame(.text, payload)
        var parser = WebSocketFrameParser(maxFrameBytes: 1024)
        var collected: [UInt8] = []
        for byte in frame { collected += try parseAll([byte], parser: &parser).flatMap(\.payload) }
        XCTAssertEqual(collected, payload)
    }

    func testEmptyFrameIsOneChunk() throws {
        var parser = WebSocketFrameParser(maxFrameBytes: 1024)
        let chunks = try parseAll(TestClient.frame(.text, []), parser: &parser)
        XCTAssertEqual(chunks.count, 1)
        XCTAssertTrue(chunks[0].isFrameStart && chunks[0].isFrameEnd)
        XCTAssertEqual(chunks[0].payload, [])
    }

    func testReservedBitsAreProtocolErrors() {
        for bits: UInt8 in [0x40, 0x20, 0x10] {
            let error = firstError([0x81 | bits, 0x80, 0, 0, 0, 0])
            XCTAssertEqual(error, .reservedBitsSet)
            XCTAssertEqual(error?.closeCode, 1002)
        }
        // RSV1 is the compression bit once permessage-deflate is negotiated, but RSV2/RSV3 never are.
        XCTAssertNil(firstError([0xC1, 0x80, 0, 0, 0, 0], allowsCompressionBit: true))
        XCTAssertEqual(firstError([0xA1, 0x80, 0, 0, 0, 0], allowsCompressionBit: true), .reservedBitsSet)
    }

    func testCompressionBitOnlyOnFirstDataFrame() {
        XCTAssertEqual(firstError([0xC0, 0x80, 0, 0, 0, 0], allowsCompressionBit: true), .compressionBitOnWrongFrame)
        XCTAssertEqual(firstError([0xC9, 0x80, 0, 0, 0, 0], allowsCompressionBit: true), .compressionBitOnWrongFrame)
    }

    func testReservedOpcodes() {
        for opcode: UInt8 in [3, 4, 5, 6, 7, 0xB, 0xC, 0xD, 0xE, 0xF] {
            let error = firstError([0x80 | opcode, 0x80, 0, 0, 0, 0])
            XCTAssertEqual(error, .reservedOpcode(opcode))
            XCTAssertEqual(error?.closeCode, 1002)
        }
    }

    func testUnmaskedClientFrameRejectedAfterTwoBytes() {
        XCTAssertEqual(firstError([0x81, 0x05]), .unmaskedClientFrame)
    }

    func testControlFrameRules() {
        XCTAssertEqual(firstError([0x09, 0x80, 0, 0, 0, 0]), .fragmentedControlFrame)
        XCTAssertEqual(firstError([0x89, 0xFE, 0x00, 0x7E]), .controlFrameTooLong(126))
        XCTAssertNil(firstError(TestClient.frame(.ping, [UInt8](repeating: 1, count: 125))))
    }

    func testLengthEncodingViolations() {
        XCTAssertEqual(firstError([0x82, 0xFE, 0x00, 0x10, 0, 0, 0, 0]), .nonMinimalLength)
        XCTAssertEqual(firstError([0x82, 0xFF, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0, 0]), .nonMinimalLength)
        XCTAssertEqual(firstError([0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), .invalidLength)
    }

    func testFrameLargerThanLimitIs1009BeforePayloadArrives() {
        let error = firstError([0x82, 0xFE, 0x04, 0x01, 1, 2, 3, 4], maxFrameBytes: 1024)
        XCTAssertEqual(error, .frameTooLarge(1025))
        XCTAssertEqual(error?.closeCode, 1009)
    }

    func testParserStaysFailed() {
        var parser = WebSocketFrameParser(maxFrameBytes: 1024)
        parser.append([0x83, 0x80, 0, 0, 0, 0])
        XCTAssertThrowsError(try parser.nextChunk())
        parser.append(TestClient.text("ok"))
        XCTAssertThrowsError(try parser.nextChunk())
        XCTAssertEqual(parser.failure, .reservedOpcode(3))
    }

    func testUnmaskMatchesBytewiseXorForAllOffsets() {
        let key: (UInt8, UInt8, UInt8, UInt8) = (0xDE, 0xAD, 0xBE, 0xEF)
        let keyBytes: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF]
        let data = (0 ..< 37).map { UInt8($0) }
        for offset in 0 ..< 8 {
            var fast = data
            WebSocketFrameParser.unmask(&fast, key: key, offset: offset)
            let slow = data.enumerated().map { $0.element ^ keyBytes[($0.offset + offset) % 4] }
            XCTAssertEqual(fast, slow, "offset \(offset)")
        }
    }
}
