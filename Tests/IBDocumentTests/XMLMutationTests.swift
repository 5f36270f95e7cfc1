import XCTest
@testable import IBDocument

/// Property checks on mutated input: the parser never crashes, and whatever it accepts it
/// gives back byte for byte.
final class XMLMutationTests: XCTestCase {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func testMutatedDocumentsAreRefusedOrRoundTripExactly() {
        let seed = Array(StoryboardFixtures.iOSViewXib.utf8)
        let interesting: [UInt8] = Array("<>&\"'/=!?-[]; \n\t".utf8) + [0xC3, 0xFF, 0x00, 0x1B]
        var generator = SplitMix64(state: 0x5EED)
        var accepted = 0
        var refused = 0
        for _ in 0..<1500 {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[position] = interesting.randomElement(using: &generator)!
                case 1: bytes.insert(interesting.randomElement(using: &generator)!, at: position)
                case 2: bytes.remove(at: position)
                default: bytes.removeSubrange(position...)
                }
                if bytes.isEmpty { bytes = [0x3C] }
            }
            do {
                let document = try MarkupDocument.parse(bytes)
                accepted += 1
                XCTAssertEqual(document.serialized(), bytes)
            } catch let error as MarkupParseError {
                refused += 1
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
                XCTAssertFalse(error.message.isEmpty)
            } catch {
                XCTFail("unexpected error type \(error)")
            }
        }
        XCTAssertGreaterThan(accepted, 0)
        XCTAssertGreaterThan(refused, 0)
    }

    func testEditedCorpusDocumentsReparseToTheSameBytes() throws {
        var generator = SplitMix64(state: 42)
        var edited = 0
        for url in try SharedCorpus.documentFiles().prefix(60) {
            let bytes = try SharedCorpus.bytes(url)
            guard SharedCorpus.isDocumentFormat(bytes) else { continue }
            let document = try InterfaceDocument(bytes: bytes)
            let framed = document.allObjects.filter { document.frame(of: $0) != nil }
            let chosen = Array(framed.shuffled(using: &generator).prefix(3))
            for view in chosen {
                document.setFrame(IBRect(x: Double(Int.random(in: -50...500, using: &generator)), y: 12.5,
                                         width: 100, height: Double(Int.random(in: 0...80, using: &generator))), of: view)
                try view.setUserLabel("Edited & <checked> \"view\"")
                edited += 1
            }
            let output = document.serialized()
            let reparsed = try InterfaceDocument(bytes: output)
            XCTAssertEqual(reparsed.serialized(), output, url.lastPathComponent)
            for view in chosen {
                XCTAssertEqual(reparsed.object(withID: view.id)?.userLabel, "Edited & <checked> \"view\"")
            }
        }
        XCTAssertGreaterThan(edited, 50)
    }
}
