import XCTest
@testable import IBDocument

final class IdentifierTests: XCTestCase {
    func testGeneratedIdsHaveXcodesShapeAndAlphabet() {
        var generator = IdentifierGenerator(seed: 1)
        for _ in 0..<1000 {
            let id = generator.next()
            XCTAssertTrue(IdentifierGenerator.isXcodeStyle(id), id)
            XCTAssertEqual(id.count, 10)
        }
    }

    func testShapeCheckMatchesCorpusStyleIds() {
        for id in ["BYZ-38-t0r", "8bC-Xf-vdC", "tne-QT-ifu", "dkx-z0-nzr"] {
            XCTAssertTrue(IdentifierGenerator.isXcodeStyle(id), id)
        }
        for id in ["-1", "1923", "sp1-le-001x", "syncContent-labelTop-id", "retina6_1", "abc_12-xyz", "ab-123-xyz"] {
            XCTAssertFalse(IdentifierGenerator.isXcodeStyle(id), id)
        }
    }

    func testSameSeedGivesSameSequenceAndDifferentSeedsDiffer() {
        var first = IdentifierGenerator(seed: 42)
        var second = IdentifierGenerator(seed: 42)
        var third = IdentifierGenerator(seed: 43)
        let a = first.next(20)
        XCTAssertEqual(a, second.next(20))
        XCTAssertNotEqual(a, third.next(20))
    }

    func testIdsAreUniqueAndAvoidExistingOnes() {
        var probe = IdentifierGenerator(seed: 7)
        let firstTwo = probe.next(2)
        // A generator told that the first id is taken must skip it and still be unique.
        var generator = IdentifierGenerator(seed: 7, existing: [firstTwo[0]])
        let made = generator.next(5000)
        XCTAssertFalse(made.contains(firstTwo[0]))
        XCTAssertEqual(Set(made).count, made.count)
        XCTAssertTrue(generator.usedIdentifiers.isSuperset(of: made))
    }

    func testEveryAlphabetCharacterAppearsAtEveryPosition() {
        var generator = IdentifierGenerator(seed: 99)
        var seen = Array(repeating: Set<UInt8>(), count: 10)
        for _ in 0..<4000 {
            for (index, byte) in generator.next().utf8.enumerated() { seen[index].insert(byte) }
        }
        for index in [0, 1, 2, 4, 5, 7, 8, 9] {
            XCTAssertEqual(seen[index], Set(IdentifierGenerator.alphabet), "position \(index)")
        }
        XCTAssertEqual(seen[3], [UInt8(ascii: "-")])
        XCTAssertEqual(seen[6], [UInt8(ascii: "-")])
    }
}

final class IdentifierReservationTests: XCTestCase {
    /// Ids reserved after creation (a document's ids, once it is parsed) are never produced.
    func testReservedIdsAreSkipped() {
        var probe = IdentifierGenerator(seed: 3)
        let upcoming = probe.next(3)
        var generator = IdentifierGenerator(seed: 3)
        generator.reserve(upcoming[0...1])
        let made = generator.next()
        XCTAssertFalse(upcoming[0...1].contains(made))
        XCTAssertEqual(made, upcoming[2], "the generator moves on to the next free candidate")
    }
}
