import XCTest
@testable import Store

/// The pure parts of the PostgreSQL connection: parameter numbering, bytea text, redacted URLs.
final class PostgreSQLSyntaxTests: XCTestCase {
    func testQuestionMarksBecomeNumberedParametersOutsideLiteralsAndComments() {
        XCTAssertEqual(PostgreSQLConnection.numberingParameters("SELECT a FROM t WHERE b = ? AND c IN (?, ?)"),
                       "SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)")
        XCTAssertEqual(PostgreSQLConnection.numberingParameters("SELECT '?', \"?\", 'it''s ?' FROM t WHERE x = ? -- why?\n AND y = ? /* ? */"),
                       "SELECT '?', \"?\", 'it''s ?' FROM t WHERE x = $1 -- why?\n AND y = $2 /* ? */")
    }

    func testHexByteaIsDecoded() {
        let text = Array("\\x00ff10Ab".utf8)
        XCTAssertEqual(text.withUnsafeBufferPointer { PostgreSQLType.decodeHexBytea($0) }, [0x00, 0xFF, 0x10, 0xAB])
        let empty = Array("\\x".utf8)
        XCTAssertEqual(empty.withUnsafeBufferPointer { PostgreSQLType.decodeHexBytea($0) }, [])
        let notHex = Array("plain".utf8)
        XCTAssertNil(notHex.withUnsafeBufferPointer { PostgreSQLType.decodeHexBytea($0) })
    }

    func testPasswordsAreLeftOutOfLocations() {
        XCTAssertEqual(PostgreSQLConnection.redacted("postgres://sw:secret@db.example:5432/storyweave"), "postgres://sw@db.example:5432/storyweave")
        XCTAssertEqual(PostgreSQLConnection.redacted("postgres://sw@127.0.0.1/storyweave"), "postgres://sw@127.0.0.1/storyweave")
    }
}
