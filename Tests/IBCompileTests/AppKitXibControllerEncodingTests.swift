import IBDocument
import XCTest
@testable import IBCompile

/// View and window controllers as top-level objects of a xib (`AppKitXibControllerEncoder`), and
/// a formatter outside any cell.
final class AppKitXibControllerEncodingTests: XCTestCase {
    private func encode(_ objects: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: AppKitEncoderTests.xib(objects))))
    }

    func testControllersAreListedAndWiredByTheirOutlets() throws {
        let graph = try encode("""
                <viewController title="Details" id="VC1" customClass="DetailsController" customModule="Notes">
                    <connections>
                        <outlet property="view" destination="V1" id="O1"/>
                    </connections>
                </viewController>
                <customView id="V1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                </customView>
                <windowController id="WC1"/>
        """)
        let controller = try XCTUnwrap(graph.objects(ofClass: "NSClassSwapper").first)
        XCTAssertEqual(graph.string(graph.child(controller, "NSClassName")), "_TtC5Notes17DetailsController")
        XCTAssertEqual(graph.string(graph.child(controller, "NSOriginalClassName")), "NSViewController")
        XCTAssertNil(graph.value(controller, "NSInitializeWithInit"))
        XCTAssertEqual(graph.string(graph.child(controller, "NSTitle")), "Details")
        let outlet = try XCTUnwrap(graph.objects(ofClass: "NSNibOutletConnector").first { graph.string(graph.child($0, "NSLabel")) == "view" })
        XCTAssertEqual(graph.child(outlet, "NSSource"), controller)
        XCTAssertEqual(graph.child(outlet, "NSDestination")?.className, "NSCustomView")
        let windowController = try XCTUnwrap(graph.objects(ofClass: "NSWindowController").first)
        XCTAssertTrue(windowController.values.isEmpty)
        // Both are top-level objects (listed under File's Owner).
        guard let data = graph.child(graph.object(0), "IB.objectdata"), let keys = graph.child(data, "NSObjectsKeys") else { return XCTFail("no object data") }
        XCTAssertTrue(graph.elements(keys).contains(controller))
        XCTAssertTrue(graph.elements(keys).contains(windowController))
    }

    func testTopLevelNumberFormatterIsArchivedAsInACell() throws {
        let graph = try encode("""
                <numberFormatter formatterBehavior="default10_4" numberStyle="decimal" id="F1"/>
                <customObject id="O1" customClass="Model">
                    <connections>
                        <outlet property="formatter" destination="F1" id="O2"/>
                    </connections>
                </customObject>
        """)
        let formatter = try XCTUnwrap(graph.objects(ofClass: "NSNumberFormatter").first)
        XCTAssertEqual(graph.string(graph.child(formatter, "NS.positiveformat")), "#,##0.###")
        let outlet = try XCTUnwrap(graph.objects(ofClass: "NSNibOutletConnector").first { graph.string(graph.child($0, "NSLabel")) == "formatter" })
        XCTAssertEqual(graph.child(outlet, "NSDestination"), formatter)
        guard let data = graph.child(graph.object(0), "IB.objectdata"), let keys = graph.child(data, "NSObjectsKeys"),
              let values = graph.child(data, "NSObjectsValues") else { return XCTFail("no object data") }
        let index = try XCTUnwrap(graph.elements(keys).firstIndex(of: formatter))
        XCTAssertEqual(graph.elements(values)[index], graph.child(data, "NSRoot"), "listed under File's Owner")
    }

    func testWhatHasNoKnownEncodingIsRefused() {
        for (objects, named) in [
            (#"<viewController id="VC1"><view key="view" id="V1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></viewController>"#, "view"),
            (#"<windowController id="WC1" customClass="MainWindowController"/>"#, "customClass"),
        ] {
            XCTAssertThrowsError(try encode(objects), named) { error in
                XCTAssertTrue("\(error)".contains(named), "\(error)")
            }
        }
    }
}
