import Foundation
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

final class CatalogRoutesTests: XCTestCase {
    func testCatalogListsClassesWithTheirHierarchyAndAttributes() throws {
        let server = try TestApp()
        defer { server.stop() }
        let response = try server.request("GET", "/api/catalog?platform=ios")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "application/json")
        let json = try response.json()
        XCTAssertEqual(json["platform"] as? String, "iOS")
        let classes = try XCTUnwrap(json["classes"] as? [[String: Any]])
        let button = try XCTUnwrap(classes.first { $0["className"] as? String == "UIButton" })
        XCTAssertEqual(button["superclassName"] as? String, "UIControl")
        XCTAssertEqual(button["elementName"] as? String, "button")
        XCTAssertFalse((button["attributes"] as? [Any] ?? []).isEmpty)
    }

    func testMacCatalogAndUnknownPlatform() throws {
        let server = try TestApp()
        defer { server.stop() }
        let mac = try server.request("GET", "/api/catalog?platform=macOS")
        XCTAssertEqual(mac.status, 200)
        let classes = try XCTUnwrap(try mac.json()["classes"] as? [[String: Any]])
        XCTAssertTrue(classes.contains { $0["className"] as? String == "NSButton" })
        let unknown = try server.request("GET", "/api/catalog?platform=watchos")
        XCTAssertEqual(unknown.status, 400)
        XCTAssertTrue(unknown.text.contains("unknown platform"), unknown.text)
    }
}
