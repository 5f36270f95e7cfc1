import XCTest
@testable import WebSocketProtocol

final class PerMessageDeflateNegotiationTests: XCTestCase {
    private func negotiate(_ values: String...) -> PerMessageDeflateParameters? {
        PerMessageDeflateParameters.negotiate(offers: values)
    }

    func testPlainOffer() {
        XCTAssertEqual(negotiate("permessage-deflate"), PerMessageDeflateParameters())
        XCTAssertEqual(PerMessageDeflateParameters().responseHeaderValue, "permessage-deflate")
    }

    func testNoContextTakeoverBothWays() {
        let result = negotiate("permessage-deflate; server_no_context_takeover; client_no_context_takeover")
        XCTAssertEqual(result, PerMessageDeflateParameters(serverNoContextTakeover: true, clientNoContextTakeover: true))
        XCTAssertEqual(result?.responseHeaderValue,
                       "permessage-deflate; server_no_context_takeover; client_no_context_takeover")
    }

    func testServerMaxWindowBitsIsHonouredAndEchoed() {
        for bits in 8 ... 15 {
            let result = negotiate("permessage-deflate; server_max_window_bits=\(bits)")
            XCTAssertEqual(result?.serverMaxWindowBits, bits)
            XCTAssertEqual(result?.responseHeaderValue.contains("server_max_window_bits=\(bits)"), bits != 15)
        }
        XCTAssertEqual(negotiate("permessage-deflate; server_max_window_bits=\"10\"")?.serverMaxWindowBits, 10)
    }

    func testClientMaxWindowBitsWithOrWithoutValue() {
        XCTAssertEqual(negotiate("permessage-deflate; client_max_window_bits"), PerMessageDeflateParameters())
        XCTAssertEqual(negotiate("permessage-deflate; client_max_window_bits=10"), PerMessageDeflateParameters())
    }

    func testInvalidOffersAreDeclined() {
        let invalid = [
            "permessage-deflate; server_max_window_bits",          // value required
            "permessage-deflate; server_max_window_bits=7",
            "permessage-deflate; server_max_window_bits=16",
            "permessage-deflate; server_max_window_bits=010",
            "permessage-deflate; client_max_window_bits=abc",
            "permessage-deflate; server_no_context_takeover=1",     // no value allowed
            "permessage-deflate; client_no_context_takeover; client_no_context_takeover",  // duplicate
            "permessage-deflate; unknown_parameter",
            "permessage-deflate; a b",
            "x-webkit-deflate-frame",
        ]
        for offer in invalid { XCTAssertNil(negotiate(offer), offer) }
    }

    func testFirstAcceptableOfferWins() {
        let header = "permessage-deflate; server_max_window_bits=5, permessage-deflate; server_no_context_takeover, permessage-deflate"
        XCTAssertEqual(negotiate(header), PerMessageDeflateParameters(serverNoContextTakeover: true))
        // The same offers split over several header lines.
        XCTAssertEqual(negotiate("foo; bar=1", "permessage-deflate; server_max_window_bits=9"),
                       PerMessageDeflateParameters(serverMaxWindowBits: 9))
    }

    func testQuotedCommaDoesNotSplitExtensions() {
        let parsed = ExtensionHeaderParser.parse(["foo; bar=\"a,b\", permessage-deflate"])
        XCTAssertEqual(parsed.map(\.name), ["foo", "permessage-deflate"])
    }
}

/// The offers Autobahn's 13.* cases make, and what we answer.
final class AutobahnDeflateOfferTests: XCTestCase {
    func testAutobahnOffers() {
        let expectations: [(String, String)] = [
            ("permessage-deflate; client_max_window_bits", "permessage-deflate"),
            ("permessage-deflate; client_no_context_takeover; client_max_window_bits",
             "permessage-deflate; client_no_context_takeover"),
            ("permessage-deflate; server_max_window_bits=8; client_max_window_bits",
             "permessage-deflate; server_max_window_bits=8"),
            ("permessage-deflate; server_no_context_takeover; server_max_window_bits=15",
             "permessage-deflate; server_no_context_takeover"),
            ("permessage-deflate; server_max_window_bits=9; client_max_window_bits=9, permessage-deflate",
             "permessage-deflate; server_max_window_bits=9"),
        ]
        for (offer, response) in expectations {
            XCTAssertEqual(PerMessageDeflateParameters.negotiate(offers: [offer])?.responseHeaderValue, response, offer)
        }
    }

    func testCloseCodeTable() {
        XCTAssertTrue(WebSocketCloseCode.isValidOnWire(1000))
        XCTAssertTrue(WebSocketCloseCode.isValidOnWire(4999))
        XCTAssertFalse(WebSocketCloseCode.isValidOnWire(1005))
        XCTAssertFalse(WebSocketCloseCode.isValidOnWire(1006))
        XCTAssertFalse(WebSocketCloseCode.isValidOnWire(1015))
        XCTAssertFalse(WebSocketCloseCode.isValidOnWire(2999))
        XCTAssertEqual(WebSocketFrameEncoder.closePayload(code: nil, reason: "ignored"), [])
        XCTAssertEqual(WebSocketFrameEncoder.closePayload(code: 1000, reason: "ok"), [0x03, 0xE8, 0x6F, 0x6B])
    }
}
