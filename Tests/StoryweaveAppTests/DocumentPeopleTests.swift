import Foundation
import Logging
import Store
import StoryweaveTesting
import XCTest
@testable import StoryweaveApp

/// "Who is in it" on the document list (issue #5): `people` per document, read from the hubs
/// already open, share-link holders included, names only (never an e-mail address); and the
/// list's `?project=` filter the home page's sidebar uses.
final class DocumentPeopleTests: XCTestCase {
    private func list(_ world: AuthWorld, as user: AuthWorld.User, query: String = "") throws -> [[String: Any]] {
        let response = try world.call("GET", "/api/documents\(query)", as: user)
        XCTAssertEqual(response.status, 200, response.text)
        return try XCTUnwrap(response.json()["documents"] as? [[String: Any]])
    }

    private func people(_ documents: [[String: Any]], _ id: String) throws -> [[String: String]] {
        let document = try XCTUnwrap(documents.first { $0["id"] as? String == id }, "document \(id) is listed")
        return try XCTUnwrap(document["people"] as? [[String: String]], "every listed document has people")
    }

    func testTheListShowsWhoHasEachDocumentOpenByNameAndColour() throws {
        let world = try AuthWorld(.live)
        defer { world.stop() }
        let owner = try world.signUp("ana@example.com")
        let open = try world.upload(as: owner)
        let closed = try world.upload(as: owner)
        let link = try world.createShare(as: owner, document: open, access: "view")
        let stream = "/api/documents/\(open)/stream"

        // Open streams by client id; removing one releases the client, whose socket then closes.
        var streams: [String: WebSocketTestClient] = [:]
        let member = world.headers(owner, json: false)
        streams["ana-tab-1"] = try join(world, stream, headers: member, clientID: "ana-tab-1", name: "Ana Lima")
        streams["ana-tab-2"] = try join(world, stream, headers: member, clientID: "ana-tab-2", name: "Ana Lima")
        // A share-link viewer who calls themselves by their e-mail address.
        streams["guest-1"] = try join(world, stream + "?share=\(link.secret)", headers: [:], clientID: "guest-1", name: "zoe.quinn@example.org")

        let response = try world.call("GET", "/api/documents", as: owner)
        XCTAssertFalse(response.text.contains("@"), "no e-mail address in the list: \(response.text)")
        let documents = try XCTUnwrap(response.json()["documents"] as? [[String: Any]])
        XCTAssertEqual(try people(documents, open), [
            ["name": "Ana Lima", "initials": "AL", "color": PresencePalette.color(for: "ana-tab-1")],
            ["name": "zoe.quinn", "initials": "Z", "color": PresencePalette.color(for: "guest-1")],
        ], "two tabs of one person are one entry; the link viewer counts, shown without the domain")
        XCTAssertEqual(try people(documents, closed), [], "nobody has the other document open")
        XCTAssertEqual(documents.first { $0["id"] as? String == open }?["name"] as? String, "Main.storyboard",
                       "the document's own fields stay at the top level")

        // Leaving shows at once on the next list; the last one out empties it.
        streams["ana-tab-1"] = nil
        streams["ana-tab-2"] = nil
        XCTAssertTrue(try eventually { try self.people(self.list(world, as: owner), open).map { $0["name"] } == ["zoe.quinn"] })
        streams["guest-1"] = nil
        XCTAssertTrue(try eventually { try self.people(self.list(world, as: owner), open).isEmpty })
    }

    private func join(_ world: AuthWorld, _ target: String, headers: [String: String], clientID: String, name: String) throws -> WebSocketTestClient {
        let client = try WebSocketTestClient(port: world.port, target: target, headers: headers)
        try client.send(json: ["type": "hello", "clientId": clientID, "name": name])
        XCTAssertNoThrow(try client.next(type: "welcome"), "\(clientID) is admitted")
        return client
    }

    func testProjectFilterKeepsOnlyReadableDocumentsOfThatProject() throws {
        let world = try AuthWorld()
        defer { world.stop() }
        let owner = try world.signUp("owner@example.com")
        let outsider = try world.signUp("outsider@example.com")
        let (team, defaultProject) = try world.personalProject(of: owner)
        let created = try world.call("POST", "/api/teams/\(team)/projects", as: owner, json: ["name": "Shop app"])
        XCTAssertEqual(created.status, 201, created.text)
        let shop = try XCTUnwrap(created.json()["id"] as? String)
        let inDefault = try world.upload(as: owner, project: defaultProject)
        let inShop = try world.upload(as: owner, project: shop)

        XCTAssertEqual(try list(world, as: owner, query: "?project=\(shop)").compactMap { $0["id"] as? String }, [inShop])
        XCTAssertEqual(try list(world, as: owner, query: "?project=\(defaultProject)").compactMap { $0["id"] as? String }, [inDefault])
        XCTAssertEqual(Set(try list(world, as: owner).compactMap { $0["id"] as? String }), [inDefault, inShop])
        XCTAssertEqual(try list(world, as: outsider, query: "?project=\(shop)").count, 0,
                       "another team's project lists nothing, as if it did not exist")
    }

    /// The list reads only hubs that are already open: asking about a document opens nothing.
    func testAskingWhoIsInADocumentOpensNoHub() throws {
        let server = try TestApp()
        defer { server.stop() }
        let id = try server.upload(Samples.storyboard)
        let registry = DocumentHubRegistry(database: server.app.store.database, logger: Logger(label: "test"))
        XCTAssertEqual(registry.occupants(of: [id]).count, 0)
        XCTAssertEqual(registry.openDocumentCount, 0)
        let hub = try registry.acquire(documentID: id)
        XCTAssertEqual(registry.occupants(of: [id]).count, 0, "an open hub without sessions has nobody in it")
        hub.queue.sync { registry.release(hub) }
        XCTAssertEqual(registry.openDocumentCount, 0)
    }

    func testDisplayNamesAndInitials() {
        XCTAssertEqual(DocumentPerson.displayName("  Ben Cole "), "Ben Cole")
        XCTAssertEqual(DocumentPerson.displayName("ben@example.com"), "ben")
        XCTAssertEqual(DocumentPerson.displayName("@example.com"), "Guest")
        XCTAssertEqual(DocumentPerson.displayName(nil), "Guest")
        XCTAssertEqual(DocumentPerson.initials("ana maria lima"), "AM")
        XCTAssertEqual(DocumentPerson.initials("Guest Otter"), "GO")
    }
}
