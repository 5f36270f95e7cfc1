import XCTest
@testable import IBDocument

/// The graph over every corpus document: each accessor runs, and its counts agree with an
/// independent count over the raw text.
final class GraphCorpusTests: XCTestCase {
    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testGraphAgreesWithTheTextOfEveryCorpusDocument() throws {
        var documents = 0
        var totals = (scenes: 0, constraints: 0, outlets: 0, actions: 0, framed: 0, placeholders: 0)
        for url in try SharedCorpus.documentFiles() {
            let bytes = try SharedCorpus.bytes(url)
            guard SharedCorpus.isDocumentFormat(bytes) else { continue }
            documents += 1
            let text = String(decoding: bytes, as: UTF8.self)
            let name = url.lastPathComponent
            let document = try InterfaceDocument(bytes: bytes)

            XCTAssertEqual(document.scenes.count, occurrences(of: "<scene sceneID=", in: text), name)
            XCTAssertEqual(document.allConstraints.count, occurrences(of: "<constraint ", in: text), name)
            let connections = document.allConnections
            XCTAssertEqual(connections.filter { $0.kind == .outlet }.count, occurrences(of: "<outlet ", in: text), name)
            XCTAssertEqual(connections.filter { $0.kind == .action }.count, occurrences(of: "<action ", in: text), name)
            for connection in connections { XCTAssertNotNil(connection.source, "\(name) \(connection.id)") }
            for constraint in document.allConstraints {
                XCTAssertNotNil(constraint.owner, "\(name) \(constraint.id)")
                XCTAssertNotNil(constraint.firstItem, "\(name) \(constraint.id)")
            }
            for scene in document.scenes {
                XCTAssertNotNil(scene.controller, "\(name) \(scene.sceneID)")
                if let controller = scene.controller { XCTAssertFalse(document.sceneLabel(for: controller).isEmpty) }
            }
            for object in document.allObjects {
                if let frame = document.frame(of: object) {
                    totals.framed += 1
                    XCTAssertTrue(frame.width.isFinite && frame.height.isFinite, "\(name) \(object.id)")
                }
                _ = document.title(of: object)
                _ = document.runtimeAttributes(of: object)
                _ = document.subviews(of: object)
            }
            let firstResponders = document.placeholders.filter { $0.role == .firstResponder }.count
            if document.kind.format == .storyboard {
                XCTAssertEqual(firstResponders, occurrences(of: #"sceneMemberID="firstResponder""#, in: text), name)
            }
            if document.kind.format == .xib {
                XCTAssertFalse(document.placeholders.isEmpty, "\(name): a xib has File's Owner and First Responder")
            }
            totals.scenes += document.scenes.count
            totals.constraints += document.allConstraints.count
            totals.outlets += connections.filter { $0.kind == .outlet }.count
            totals.actions += connections.filter { $0.kind == .action }.count
            totals.placeholders += document.placeholders.count
            XCTAssertEqual(document.serialized(), bytes, "\(name): reading changed the document")
        }
        print("graph over \(documents) documents: \(totals)")
        XCTAssertGreaterThan(documents, 100)
        XCTAssertGreaterThan(totals.constraints, 2000)
    }
}
