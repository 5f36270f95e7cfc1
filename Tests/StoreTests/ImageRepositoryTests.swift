import Foundation
import XCTest
@testable import Store

/// The media library's store: per-scope names, replace on re-upload, bytes shared through the
/// content-addressed blobs and dropped when the last image using them goes.
final class ImageRepositoryTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var store: Store!
    private var database: Database { store.database }

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        store = try makeStore(in: directory)
    }

    private func image(_ name: String, _ bytes: [UInt8], width: Double = 240, height: Double = 80, scale: Int = 2) -> NewImage {
        NewImage(name: name, bytes: bytes, contentType: "image/png", pixelWidth: width, pixelHeight: height, scale: scale)
    }

    private func blobCount() throws -> Int {
        try database.read { try $0.queryOne("SELECT count(*) FROM blobs", [], { $0.int(0) }) ?? 0 }
    }

    func testPutListFindReadDelete() throws {
        let logo: [UInt8] = [1, 2, 3, 4]
        let stored = try database.write { try ImageRepository($0).put(scopeID: "p1", image("logo", logo), uploader: "acc1", now: 1000) }
        XCTAssertEqual(stored.name, "logo")
        XCTAssertEqual(stored.size, 4)
        XCTAssertEqual(stored.pointWidth, 120)
        XCTAssertEqual(stored.pointHeight, 40)
        XCTAssertEqual(stored.uploader, "acc1")
        try database.write { _ = try ImageRepository($0).put(scopeID: "p1", image("banner", [9, 9], width: 30, height: 10, scale: 1), uploader: nil) }

        let listed = try database.read { try ImageRepository($0).list(scopeID: "p1") }
        XCTAssertEqual(listed.map(\.name), ["banner", "logo"])
        XCTAssertEqual(listed[1], stored)
        XCTAssertEqual(try database.read { try ImageRepository($0).list(scopeID: "p2") }, [])
        XCTAssertNil(try database.read { try ImageRepository($0).find(scopeID: "p2", name: "logo") })

        let found = try XCTUnwrap(try database.read { try ImageRepository($0).find(scopeID: "p1", name: "logo") })
        XCTAssertEqual(try database.read { try ImageRepository($0).bytes(of: found) }, logo)

        XCTAssertTrue(try database.write { try ImageRepository($0).delete(scopeID: "p1", name: "logo") })
        XCTAssertFalse(try database.write { try ImageRepository($0).delete(scopeID: "p1", name: "logo") })
        XCTAssertEqual(try database.read { try ImageRepository($0).list(scopeID: "p1") }.map(\.name), ["banner"])
        XCTAssertThrowsError(try database.read { try BlobRepository($0).bytes(id: stored.blobID) }, "the deleted image's bytes are gone")
    }

    func testReuploadReplacesAndDropsTheOldBytes() throws {
        let first = try database.write { try ImageRepository($0).put(scopeID: "local", image("logo", [1, 1, 1]), uploader: nil) }
        let blobsBefore = try blobCount()
        let second = try database.write {
            try ImageRepository($0).put(scopeID: "local", image("logo", [2, 2, 2, 2], width: 90, height: 30, scale: 3), uploader: nil)
        }
        XCTAssertNotEqual(first.blobID, second.blobID)
        XCTAssertEqual(try blobCount(), blobsBefore, "the replaced bytes were dropped")
        let found = try XCTUnwrap(try database.read { try ImageRepository($0).find(scopeID: "local", name: "logo") })
        XCTAssertEqual(found.scale, 3)
        XCTAssertEqual(found.pointWidth, 30)
        XCTAssertEqual(try database.read { try ImageRepository($0).bytes(of: found) }, [2, 2, 2, 2])
    }

    func testIdenticalBytesAreStoredOnceAndKeptWhileUsed() throws {
        let bytes: [UInt8] = Array("same pixels".utf8)
        let a = try database.write { try ImageRepository($0).put(scopeID: "p1", image("a", bytes), uploader: nil) }
        let b = try database.write { try ImageRepository($0).put(scopeID: "p2", image("b", bytes), uploader: nil) }
        XCTAssertEqual(a.blobID, b.blobID)
        try database.write { _ = try ImageRepository($0).delete(scopeID: "p1", name: "a") }
        XCTAssertEqual(try database.read { try BlobRepository($0).bytes(id: b.blobID) }, bytes, "still used by p2's image")
        try database.write { try BlobRepository($0).deleteUnreferenced(ids: [b.blobID]) }
        XCTAssertEqual(try database.read { try BlobRepository($0).bytes(id: b.blobID) }, bytes, "blob cleanup knows about images")
    }

    func testNamesAndScalesAreValidated() throws {
        for bad in ["", "  ", "a/b", "a\\b", "tab\there", String(repeating: "n", count: 256)] {
            XCTAssertThrowsError(try database.write { try ImageRepository($0).put(scopeID: "p1", image(bad, [1]), uploader: nil) }, bad) {
                guard case StoreError.invalidValue? = $0 as? StoreError else { return XCTFail("\($0)") }
            }
        }
        XCTAssertThrowsError(try database.write { try ImageRepository($0).put(scopeID: "p1", image("x", [1], scale: 4), uploader: nil) })
        XCTAssertEqual(try database.read { try ImageRepository($0).list(scopeID: "p1") }, [])
    }
}
