import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// `AppKitBindingsControllerEncoder`: object, array and tree controllers as top-level objects,
/// their keys (a hypothesis from AppKit's readers, see the encoder), their bindings, and the
/// refusals that say why.
final class AppKitBindingsControllerTests: XCTestCase {
    private func encode(_ objects: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibEncoder(colorProfiles: nil).encode(try InterfaceDocument(text: AppKitEncoderTests.xib(objects))))
    }

    private func keys(_ object: NibObject) -> [String] { object.values.map(\.key) }

    func testArrayControllerWritesItsClassDeclaredKeysAndTheFlagsThatAreOn() throws {
        let graph = try encode("""
                <arrayController objectClassName="Track" preservesSelection="NO" avoidsEmptySelection="NO" automaticallyRearrangesObjects="YES" id="A1">
                    <declaredKeys>
                        <string>name</string>
                        <string>isSelected</string>
                    </declaredKeys>
                    <classReference key="objectClass" className="Track"/>
                    <connections>
                        <binding destination="-2" name="contentArray" keyPath="self.tracks" id="B1"/>
                    </connections>
                </arrayController>
        """)
        let controller = try XCTUnwrap(graph.objects(ofClass: "NSArrayController").first)
        XCTAssertEqual(keys(controller), ["NSDeclaredKeys", "NSObjectClassName", "NSEditable", "NSClearsFilterPredicateOnInsertion",
                                          "NSFilterRestrictsInsertion", "NSSelectsInsertedObjects", "NSAutomaticallyRearrangesObjects"])
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(controller, "NSDeclaredKeys"))).compactMap { graph.string($0) }, ["name", "isSelected"])
        XCTAssertEqual(graph.string(graph.child(controller, "NSObjectClassName")), "Track")
        XCTAssertEqual(graph.value(controller, "NSEditable"), .bool(true))
        let binding = try XCTUnwrap(graph.objects(ofClass: "NSNibBindingConnector").first)
        XCTAssertTrue(graph.child(binding, "NSSource") == controller)
        XCTAssertEqual(graph.string(graph.child(binding, "NSBinding")), "contentArray")
        let objectsKeys = try XCTUnwrap(graph.child(graph.child(graph.object(0), "IB.objectdata"), "NSObjectsKeys"))
        XCTAssertTrue(graph.elements(objectsKeys).contains(controller), "listed in NSObjectsKeys")
    }

    /// `previousBinding` names a binding declared after it as well as before: `NSPreviousConnector`
    /// is that binding's connector (HandBrake's Subtitles declares the content binding second).
    func testPreviousBindingDeclaredLaterResolvesToItsConnector() throws {
        let graph = try encode("""
                <arrayController id="A1">
                    <connections>
                        <binding destination="-2" name="selectionIndexes" keyPath="self.selection" previousBinding="B2" id="B1"/>
                        <binding destination="-2" name="contentArray" keyPath="self.tracks" id="B2"/>
                    </connections>
                </arrayController>
        """)
        let bindings = graph.objects(ofClass: "NSNibBindingConnector")
        let selection = try XCTUnwrap(bindings.first { graph.string(graph.child($0, "NSBinding")) == "selectionIndexes" })
        let previous = try XCTUnwrap(graph.child(selection, "NSPreviousConnector"))
        XCTAssertEqual(graph.string(graph.child(previous, "NSBinding")), "contentArray")
    }

    func testTreeAndObjectControllers() throws {
        let graph = try encode("""
                <treeController objectClassName="Node" editable="NO" childrenKeyPath="children" leafKeyPath="isLeaf" selectsInsertedObjects="NO" id="T1"/>
                <objectController automaticallyPreparesContent="YES" id="O1"/>
        """)
        let tree = try XCTUnwrap(graph.objects(ofClass: "NSTreeController").first)
        XCTAssertEqual(keys(tree), ["NSObjectClassName", "NSTreeContentChildrenKey", "NSTreeContentLeafKey", "NSAvoidsEmptySelection", "NSPreservesSelection"])
        XCTAssertEqual(graph.string(graph.child(tree, "NSTreeContentChildrenKey")), "children")
        let object = try XCTUnwrap(graph.objects(ofClass: "NSObjectController").first)
        XCTAssertEqual(keys(object), ["NSEditable", "NSAutomaticallyPreparesContent"])
    }

    func testCoreDataCustomClassAndDictionaryControllersAreRefusedWithTheReason() {
        for (objects, expected) in [
            (#"<treeController mode="entity" entityName="User" childrenKeyPath="children" id="T1"/>"#, "is not compiled: mode=\"entity\" is a Core Data controller"),
            (#"<arrayController customClass="MyController" id="A1"/>"#, "is not compiled: customClass=\"MyController\""),
            (#"<dictionaryController objectClassName="_NSDictionaryControllerKeyValuePair" id="D1"/>"#, "<dictionaryController id=\"D1\"> is not compiled"),
            (#"<userDefaultsController id="U1"/>"#, "<userDefaultsController id=\"U1\"> is not compiled: a user defaults controller without representsSharedInstance"),
        ] {
            XCTAssertThrowsError(try encode(objects)) { XCTAssertTrue("\($0)".contains(expected), "\($0)") }
        }
    }
}
