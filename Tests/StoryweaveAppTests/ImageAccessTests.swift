import Foundation
import XCTest
@testable import StoryweaveApp

/// The media library in accounts mode: images belong to the document's project (seen by its other documents,
/// not by another team's), a view link reads them with `?share=` as an `<img>` does, an edit link uploads.
final class ImageAccessTests: XCTestCase {
    private let logo = ImageSnifferTests.png(width: 64, height: 64)

    func testProjectScopeAndShareLinks() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        let owner = try world.signUp("owner@example.com")
        let outsider = try world.signUp("outsider@example.com")
        let first = try world.upload(as: owner), second = try world.upload(as: owner), foreign = try world.upload(as: outsider)

        var headers = world.headers(owner, json: false)
        headers["Content-Type"] = "image/png"
        let created = try world.server.request("POST", "/api/documents/\(first)/images?name=Logo.png", headers: headers, body: logo)
        XCTAssertEqual(created.status, 201, created.text)
        let uploader = (try created.json()["images"] as? [[String: Any]])?.first?["uploader"] as? String
        XCTAssertEqual(uploader, owner.id)

        func names(_ document: String, as user: AuthWorld.User) throws -> [String] {
            let response = try world.call("GET", "/api/documents/\(document)/images", as: user)
            XCTAssertEqual(response.status, 200, response.text)
            return (try response.json()["images"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(try names(second, as: owner), ["Logo"], "another document of the same project sees it")
        XCTAssertEqual(try names(foreign, as: outsider), [], "another team's project does not")
        XCTAssertEqual(try world.call("GET", "/api/documents/\(first)/images/Logo", as: outsider).status, 404)

        let view = try world.createShare(as: owner, document: first, access: "view")
        let fetched = try world.server.request("GET", "/api/documents/\(first)/images/Logo?v=1&share=\(view.secret)")
        XCTAssertEqual(fetched.status, 200, "an <img> with ?share= loads the image")
        XCTAssertEqual(fetched.body, logo)
        let refused = try world.server.request("POST", "/api/documents/\(first)/images?name=X.png",
                                               headers: ["Storyweave-Share": view.secret, "Content-Type": "image/png"], body: logo)
        XCTAssertEqual(refused.status, 403, "a view link cannot upload")
        XCTAssertEqual(try world.server.request("DELETE", "/api/documents/\(first)/images/Logo", headers: ["Storyweave-Share": view.secret]).status, 403)

        let edit = try world.createShare(as: owner, document: first, access: "edit")
        let shared = try world.server.request("POST", "/api/documents/\(first)/images?name=Badge.png",
                                              headers: ["Storyweave-Share": edit.secret, "Content-Type": "image/png"], body: logo)
        XCTAssertEqual(shared.status, 201, shared.text)
        XCTAssertEqual((try shared.json()["images"] as? [[String: Any]])?.first?["uploader"] as? String, "share-link:\(edit.id)")
        XCTAssertEqual(try names(second, as: owner), ["Badge", "Logo"])
    }
}
