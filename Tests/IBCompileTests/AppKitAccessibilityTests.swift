import IBDocument
import XCTest
@testable import IBCompile

/// `<accessibility description/help>` → `NSNibAXAttributeConnector`s in the nib's
/// `NSAccessibilityConnectors`, numbered after every other oid (viraptor/ibtool's encoder for its
/// pair test_accessibility; `AppKitAccessibilityEncoder`).
final class AppKitAccessibilityTests: XCTestCase {
    static func button(_ accessibility: String) -> String {
        AppKitControlEncodingTests.window("""
                            <button verticalHuggingPriority="750" id="B1">
                                <rect key="frame" x="20" y="20" width="100" height="32"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="B2">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                                \(accessibility)
                            </button>
        """)
    }

    func encode(_ text: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibEncoder(colorProfiles: nil).encode(try InterfaceDocument(text: text)))
    }

    func objectData(_ graph: AppKitTestGraph) throws -> NibObject {
        try XCTUnwrap(graph.objects(ofClass: "NSIBObjectData").first)
    }

    func integer(_ value: NibValue?) -> Int64? {
        switch value {
        case .int8(let v)?: return Int64(v)
        case .int16(let v)?: return Int64(v)
        case .int32(let v)?: return Int64(v)
        case .int64(let v)?: return v
        default: return nil
        }
    }

    func testDescriptionIsAnAttributeConnectorOnTheControl() throws {
        let graph = try encode(Self.button(#"<accessibility description="Confirm"/>"#))
        let data = try objectData(graph)
        let connectors = graph.elements(try XCTUnwrap(graph.child(data, "NSAccessibilityConnectors")))
        XCTAssertEqual(connectors.map(\.className), ["NSNibAXAttributeConnector"])
        let connector = try XCTUnwrap(connectors.first)
        XCTAssertEqual(connector.values.map(\.key),
                       ["AXDestinationArchiveKey", "AXAttributeTypeArchiveKey", "AXAttributeValueArchiveKey"])
        XCTAssertEqual(graph.child(connector, "AXDestinationArchiveKey")?.className, "NSButton")
        let type = try XCTUnwrap(graph.child(connector, "AXAttributeTypeArchiveKey"))
        XCTAssertEqual(type.className, "NSMutableString")
        XCTAssertEqual(graph.string(type), "AXDescription")
        XCTAssertEqual(graph.string(graph.child(connector, "AXAttributeValueArchiveKey")), "Confirm")
        // Not an NSConnections entry.
        let connections = graph.elements(try XCTUnwrap(graph.child(data, "NSConnections")))
        XCTAssertFalse(connections.contains { $0.className == "NSNibAXAttributeConnector" })
    }

    func testAccessibilityOidsFollowTheOtherOids() throws {
        let graph = try encode(Self.button(#"<accessibility description="Confirm" help="Sends it"/>"#))
        let data = try objectData(graph)
        let oidCount = graph.elements(try XCTUnwrap(graph.child(data, "NSOidsKeys"))).count
        let keys = graph.elements(try XCTUnwrap(graph.child(data, "NSAccessibilityOidsKeys")))
        let connectors = graph.elements(try XCTUnwrap(graph.child(data, "NSAccessibilityConnectors")))
        XCTAssertEqual(keys.count, 2)
        XCTAssertEqual(keys.map { graph.string(graph.child($0, "AXAttributeTypeArchiveKey")) }, ["AXDescription", "AXHelp"])
        XCTAssertEqual(connectors.map { graph.string(graph.child($0, "AXAttributeValueArchiveKey")) }, ["Confirm", "Sends it"])
        let values = graph.elements(try XCTUnwrap(graph.child(data, "NSAccessibilityOidsValues")))
        XCTAssertEqual(values.map { integer(graph.value($0, "NS.intval")) }, [Int64(oidCount + 1), Int64(oidCount + 2)])
    }

    func testWithoutAccessibilityBothOidListsAreTheEmptyArray() throws {
        let graph = try encode(Self.button(""))
        let data = try objectData(graph)
        XCTAssertEqual(graph.value(data, "NSAccessibilityOidsKeys"), graph.value(data, "NSAccessibilityOidsValues"))
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(data, "NSAccessibilityOidsKeys"))).count, 0)
    }

    func testIdentifierAndRelationshipsAreRefusedWithTheirReason() throws {
        XCTAssertThrowsError(try encode(Self.button(#"<accessibility identifier="ok"/>"#))) { error in
            XCTAssertTrue("\(error)".contains("identifier=\"ok\" on <accessibility> is not compiled"), "\(error)")
        }
        let related = Self.button("""
            <connections><accessibilityConnection property="title" destination="B1" id="X1"/></connections>
            """)
        XCTAssertThrowsError(try encode(related)) { error in
            XCTAssertTrue("\(error)".contains("<accessibilityConnection id=\"X1\"> is not compiled: an accessibility relationship"), "\(error)")
        }
    }
}
