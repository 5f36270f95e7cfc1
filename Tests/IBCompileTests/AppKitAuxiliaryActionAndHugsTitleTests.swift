import IBDocument
import XCTest
@testable import IBCompile

/// viraptor/ibtool's encoder, for constructs none of our pairs has: an `<action
/// trigger="doubleAction">` is an `NSNibAuxiliaryActionConnector` with `NSTrigger`, archived with
/// the class fallback `NSNibConnector`; `imageHugsTitle="YES"` is the cell's NSButtonFlags 0x20.
final class AppKitAuxiliaryActionAndHugsTitleTests: XCTestCase {
    func encode(_ text: String) throws -> NibArchive {
        try AppKitNibEncoder(colorProfiles: nil).encode(try InterfaceDocument(text: text))
    }

    static func button(_ attributes: String, connections: String = "") -> String {
        AppKitControlEncodingTests.window("""
                            <button verticalHuggingPriority="750" \(attributes) id="B1">
                                <rect key="frame" x="20" y="20" width="100" height="25"/>
                                <buttonCell key="cell" type="roundTextured" title="Hi" bezelStyle="texturedRounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="B2">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                                \(connections)
                            </button>
        """)
    }

    func buttonFlags(_ archive: NibArchive) throws -> Int64 {
        let graph = AppKitTestGraph(archive)
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSButtonCell").first)
        switch graph.value(cell, "NSButtonFlags") {
        case .int32(let value)?: return Int64(value)
        case .int64(let value)?: return value
        case .int16(let value)?: return Int64(value)
        case .int8(let value)?: return Int64(value)
        default: XCTFail("no NSButtonFlags"); return 0
        }
    }

    func testImageHugsTitleSetsTheCellsButtonFlagsBit() throws {
        let plain = try buttonFlags(try encode(Self.button("")))
        let hugging = try buttonFlags(try encode(Self.button(#"imageHugsTitle="YES""#)))
        XCTAssertEqual(plain & 0x20, 0)
        XCTAssertEqual(hugging, plain | 0x20)
        XCTAssertEqual(try buttonFlags(try encode(Self.button(#"imageHugsTitle="NO""#))), plain)
    }

    func testDoubleActionIsAnAuxiliaryActionConnectorWithItsFallback() throws {
        let archive = try encode(Self.button("", connections: """
            <connections>
                <action selector="click:" target="-2" id="A1"/>
                <action trigger="doubleAction" selector="doubleClick:" target="-2" id="A2"/>
            </connections>
            """))
        let graph = AppKitTestGraph(archive)
        XCTAssertEqual(graph.objects(ofClass: "NSNibControlConnector").count, 1)
        let auxiliary = try XCTUnwrap(graph.objects(ofClass: "NSNibAuxiliaryActionConnector").first)
        XCTAssertEqual(auxiliary.values.map(\.key), ["NSSource", "NSDestination", "NSLabel", "NSTrigger"])
        XCTAssertEqual(graph.string(graph.child(auxiliary, "NSLabel")), "doubleClick:")
        XCTAssertEqual(graph.string(graph.child(auxiliary, "NSTrigger")), "doubleAction")
        XCTAssertEqual(auxiliary.fallbackClassNames, ["NSNibConnector"])
        // The fallback survives writing and reading the archive.
        let read = try NibArchiveReader().read(NibArchiveWriter().write(archive))
        XCTAssertEqual(read.objects.first { $0.className == "NSNibAuxiliaryActionConnector" }?.fallbackClassNames, ["NSNibConnector"])
        XCTAssertThrowsError(try encode(Self.button("", connections: """
            <connections><action trigger="rightClick" selector="x:" target="-2" id="A3"/></connections>
            """)))
    }
}

/// A button cell's `tag` → `NSTag` right after `NSControlView` (AppKit's coder in the legacy
/// archive sequelpro DBView).
final class AppKitCellTagTests: XCTestCase {
    func testButtonCellTagFollowsTheControlView() throws {
        let text = AppKitControlEncodingTests.window("""
                            <button id="B1">
                                <rect key="frame" x="20" y="20" width="100" height="32"/>
                                <buttonCell key="cell" type="push" title="Add" bezelStyle="rounded" alignment="center" borderStyle="border" tag="7" inset="2" id="B2">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
        """)
        let graph = AppKitTestGraph(try AppKitNibEncoder(colorProfiles: nil).encode(try InterfaceDocument(text: text)))
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSButtonCell").first)
        let keys = cell.values.map(\.key)
        let controlView = try XCTUnwrap(keys.firstIndex(of: "NSControlView"))
        XCTAssertEqual(keys[controlView + 1], "NSTag")
        XCTAssertEqual(graph.value(cell, "NSTag"), .int8(7))
        XCTAssertNil(graph.value(try XCTUnwrap(graph.objects(ofClass: "NSButton").first), "NSTag"))
    }
}

/// A pop-up cell's `autoenablesItems="NO"` is its menu's `NSNoAutoenable` (AppKit's coder in the
/// legacy archive sequelpro DBView); the cell has no key of its own.
final class AppKitPopUpAutoenableTests: XCTestCase {
    static func popUp(cellAttribute: String, menuAttribute: String) -> String {
        AppKitControlEncodingTests.window("""
                            <popUpButton id="P1">
                                <rect key="frame" x="20" y="20" width="100" height="25"/>
                                <popUpButtonCell key="cell" type="push" title="One" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" \(cellAttribute) selectedItem="I1" id="P2">
                                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="menu"/>
                                    <menu key="menu" \(menuAttribute) id="M1">
                                        <items>
                                            <menuItem title="One" state="on" id="I1"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </popUpButton>
        """)
    }

    func encode(_ text: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibEncoder(colorProfiles: nil).encode(try InterfaceDocument(text: text)))
    }

    func testTheCellsAutoenableIsTheMenus() throws {
        let graph = try encode(Self.popUp(cellAttribute: #"autoenablesItems="NO""#, menuAttribute: #"autoenablesItems="NO""#))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.objects(ofClass: "NSMenu").first), "NSNoAutoenable"), .bool(true))
        let plain = try encode(Self.popUp(cellAttribute: "", menuAttribute: ""))
        let cellKeys = try XCTUnwrap(graph.objects(ofClass: "NSPopUpButtonCell").first).values.map(\.key)
        XCTAssertEqual(cellKeys, try XCTUnwrap(plain.objects(ofClass: "NSPopUpButtonCell").first).values.map(\.key))
        XCTAssertThrowsError(try encode(Self.popUp(cellAttribute: #"autoenablesItems="NO""#, menuAttribute: "")))
    }

    func testAltersStateNoWritesNoAltersState() throws {
        let plain = try encode(Self.popUp(cellAttribute: "", menuAttribute: ""))
        XCTAssertEqual(plain.value(try XCTUnwrap(plain.objects(ofClass: "NSPopUpButtonCell").first), "NSAltersState"), .bool(true))
        let fixed = try encode(Self.popUp(cellAttribute: #"altersStateOfSelectedItem="NO""#, menuAttribute: ""))
        XCTAssertNil(fixed.value(try XCTUnwrap(fixed.objects(ofClass: "NSPopUpButtonCell").first), "NSAltersState"))
    }
}
