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
