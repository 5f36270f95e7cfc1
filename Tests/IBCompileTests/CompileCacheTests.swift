import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// `CompileCache`: the same bytes compile once (the output, or the refusal, comes back from the
/// cache), other bytes or another name compile again, and the oldest entry goes first.
final class CompileCacheTests: XCTestCase {
    private let xib = Array(AppKitEncoderTests.xib("").utf8)

    func testTheSameBytesCompileOnceAndGiveTheSameFiles() throws {
        let cache = CompileCache()
        let first = try cache.compile(bytes: xib, name: "A")
        let again = try cache.compile(bytes: xib, name: "A")
        XCTAssertEqual([cache.misses, cache.hits], [1, 1])
        XCTAssertEqual(again.files.map(\.path), first.files.map(\.path))
        XCTAssertEqual(again.files.map(\.bytes), first.files.map(\.bytes))
        XCTAssertEqual(first.files.map(\.bytes), try NibCompiler().compile(try InterfaceDocument(bytes: xib), name: "A").files.map(\.bytes),
                       "what NibCompiler() writes")
        _ = try cache.compile(bytes: xib, name: "B")
        _ = try cache.compile(bytes: xib + Array("\n".utf8), name: "A")
        XCTAssertEqual([cache.misses, cache.hits], [3, 1], "another name or other bytes compile again")
    }

    func testARefusalIsKeptToo() throws {
        let cache = CompileCache()
        let watch = Array(#"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="22505" targetRuntime="watchKit"><scenes/></document>"#.utf8)
        var errors: [CompileError] = []
        for _ in 0..<2 {
            XCTAssertThrowsError(try cache.compile(bytes: watch, name: "W")) { if let error = $0 as? CompileError { errors.append(error) } }
        }
        XCTAssertEqual(errors.count, 2)
        XCTAssertEqual(errors.first, errors.last)
        XCTAssertEqual([cache.misses, cache.hits], [1, 1])
    }

    func testTheLeastRecentlyUsedEntryGoesFirst() throws {
        let cache = CompileCache(maxEntries: 2)
        _ = try cache.compile(bytes: xib, name: "A")
        _ = try cache.compile(bytes: xib, name: "B")
        _ = try cache.compile(bytes: xib, name: "A")  // A is now the most recent
        _ = try cache.compile(bytes: xib, name: "C")  // B goes
        XCTAssertEqual([cache.misses, cache.hits], [3, 1])
        _ = try cache.compile(bytes: xib, name: "A")
        _ = try cache.compile(bytes: xib, name: "B")
        XCTAssertEqual([cache.misses, cache.hits], [4, 2])
    }
}
