import IBDocument
import XCTest
@testable import IBCompile

/// `<userDefinedRuntimeAttributes>` → one `NSIBUserDefinedRuntimeAttributesConnector` per object
/// (`NSObject`, `NSValues`, `NSKeyPaths`, as Apple's storyboard nibs show it), value by value.
final class AppKitRuntimeAttributesTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    func encode(_ subviews: String) throws -> AppKitTestGraph {
        let text = AppKitControlEncodingTests.window(subviews)
        return AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
    }

    func testOneConnectorPerObjectWithTheValuesAndKeyPathsInDocumentOrder() throws {
        let graph = try encode("""
                            <customView id="X1">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
                                        <real key="value" value="4.5"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="number" keyPath="count">
                                        <integer key="value" value="3"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="rounded" value="YES"/>
                                    <userDefinedRuntimeAttribute type="string" keyPath="label" value="Hi"/>
                                    <userDefinedRuntimeAttribute type="color" keyPath="tint">
                                        <color key="value" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="image" keyPath="icon" value="NSAddTemplate"/>
                                    <userDefinedRuntimeAttribute type="nil" keyPath="nothing"/>
                                </userDefinedRuntimeAttributes>
                            </customView>
        """)
        let connectors = graph.objects(ofClass: "NSIBUserDefinedRuntimeAttributesConnector")
        XCTAssertEqual(connectors.count, 1)
        let connector = try XCTUnwrap(connectors.first)
        XCTAssertEqual(connector.values.map(\.key), ["NSObject", "NSValues", "NSKeyPaths"])
        XCTAssertEqual(graph.child(connector, "NSObject")?.className, "NSCustomView")
        let keyPaths = try XCTUnwrap(graph.child(connector, "NSKeyPaths"))
        XCTAssertEqual(keyPaths.className, "NSArray")
        XCTAssertEqual(graph.elements(keyPaths).map { graph.string($0) }, ["cornerRadius", "count", "rounded", "label", "tint", "icon", "nothing"])
        let valuesArray = try XCTUnwrap(graph.child(connector, "NSValues"))
        XCTAssertEqual(valuesArray.className, "NSArray")
        let values = valuesArray.values.filter { $0.key == "UINibEncoderEmptyKey" }
        XCTAssertEqual(values.count, 7)
        let objects = graph.elements(valuesArray)
        XCTAssertEqual(graph.value(objects[0], "NS.dblval"), .double(4.5))
        XCTAssertEqual(graph.value(objects[1], "NS.intval"), .int8(3))
        XCTAssertEqual(graph.value(objects[2], "NS.intval"), .int8(1))
        XCTAssertEqual(graph.string(objects[3]), "Hi")
        XCTAssertEqual(objects[4].className, "NSColor")
        XCTAssertEqual(objects[5].className, "NSCustomResource")
        XCTAssertEqual(values.last?.value, .null, "a nil attribute is a nil element")
    }

    func testGeometryValuesAreRefused() throws {
        XCTAssertThrowsError(try encode("""
                            <customView id="X1">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="point" keyPath="offset">
                                        <point key="value" x="1" y="2"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>
                            </customView>
        """))
    }
}
