import IBDocument
import XCTest
@testable import IBCompile

/// The AppKit encoder on small hand-written Cocoa xibs: root structure, placeholders,
/// windows, menus, connections, custom classes, sharing, and the refusals.
final class AppKitEncoderTests: XCTestCase {
    static func xib(_ objects: String, rootAttributes: String = "useAutolayout=\"YES\"") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" \(rootAttributes)>
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="MyController"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
        \(objects)
            </objects>
        </document>
        """
    }

    func encode(_ text: String) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: text)))
    }

    func testRootHoldsObjectDataWithFilesOwnerAsRootAndNumberedOids() throws {
        let graph = try encode(Self.xib(""))
        let root = graph.object(0)
        XCTAssertEqual(root.className, "NSObject")
        XCTAssertEqual(graph.value(root, "IB.systemFontUpdateVersion"), .int8(1))
        let data = try XCTUnwrap(graph.child(root, "IB.objectdata"))
        XCTAssertEqual(data.className, "NSIBObjectData")
        XCTAssertEqual(data.values.map(\.key), [
            "NSRoot", "NSVisibleWindows", "NSConnections", "NSObjectsKeys", "NSObjectsValues", "NSOidsKeys",
            "NSOidsValues", "NSAccessibilityConnectors", "NSAccessibilityOidsKeys", "NSAccessibilityOidsValues",
        ])
        let owner = try XCTUnwrap(graph.child(data, "NSRoot"))
        XCTAssertEqual(owner.className, "NSCustomObject")
        XCTAssertEqual(graph.string(graph.child(owner, "NSClassName")), "MyController")
        XCTAssertEqual(graph.string(graph.child(try XCTUnwrap(graph.child(owner, "IBClassReference")), "IBClassName")), "MyController")
        // The Application is listed (parent: File's Owner); First Responder is not archived.
        let listed = graph.elements(try XCTUnwrap(graph.child(data, "NSObjectsKeys")))
        XCTAssertEqual(listed.map { graph.string(graph.child($0, "NSClassName")) }, ["NSApplication"])
        let oidKeys = graph.elements(try XCTUnwrap(graph.child(data, "NSOidsKeys")))
        XCTAssertEqual(oidKeys.count, 2)
        let oids = graph.elements(try XCTUnwrap(graph.child(data, "NSOidsValues"))).map { graph.value($0, "NS.intval") }
        XCTAssertEqual(oids, [.int8(1), .int8(2)])
        XCTAssertFalse(graph.archive.objects.contains { object in
            object.values.contains { $0.value == .data(Array("FirstResponder".utf8)) }
        })
    }

    func testWindowWithButtonActionOutletAndBinding() throws {
        let graph = try encode(Self.xib("""
                <window title="Main" allowsToolTipsWhenApplicationIsInactive="NO" releasedWhenClosed="NO" animationBehavior="default" id="W1">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <windowPositionMask key="initialPositionMask" leftStrut="YES" bottomStrut="YES"/>
                    <rect key="contentRect" x="100" y="120" width="400" height="300"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                    <view key="contentView" id="V1">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <customView id="C1">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                                <connections>
                                    <action selector="go:" target="-2" id="A1"/>
                                    <action selector="copy:" target="-1" id="A2"/>
                                    <binding destination="-2" name="hidden" keyPath="self.isBusy" id="B1"/>
                                </connections>
                            </customView>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="delegate" destination="-2" id="O1"/>
                    </connections>
                </window>
        """))
        let data = try XCTUnwrap(graph.child(graph.object(0), "IB.objectdata"))
        let window = try XCTUnwrap(graph.elements(try XCTUnwrap(graph.child(data, "NSVisibleWindows"))).first)
        XCTAssertEqual(window.className, "NSWindowTemplate")
        XCTAssertEqual(graph.value(window, "NSWindowStyleMask"), .int8(3))
        // Struts left+bottom keep the content rect's origin; flags: deferred | not released | recalculates key loop.
        XCTAssertEqual(graph.string(graph.child(window, "NSWindowRect")), "{{100, 120}, {400, 300}}")
        XCTAssertEqual(graph.value(window, "NSWTFlags"), .int32(0x6000_0800))
        XCTAssertEqual(graph.string(graph.child(window, "NSWindowTitle")), "Main")
        let content = try XCTUnwrap(graph.child(window, "NSWindowView"))
        XCTAssertEqual(graph.value(content, "NSvFlags"), .int16(0x100))
        XCTAssertEqual(graph.string(graph.child(content, "NSFrameSize")), "{400, 300}")
        let custom = try XCTUnwrap(graph.elements(try XCTUnwrap(graph.child(content, "NSSubviews"))).first)
        XCTAssertEqual(custom.className, "NSCustomView")
        XCTAssertEqual(graph.string(graph.child(custom, "NSFrame")), "{{20, 20}, {100, 50}}")
        XCTAssertEqual(graph.child(custom, "NSSuperview")?.className, "NSView")
        // Auto Layout default mask (flexible max X, min Y) plus autoresizes-subviews.
        XCTAssertEqual(graph.value(custom, "NSvFlags"), .int16(0x10C))

        let connectors = graph.elements(try XCTUnwrap(graph.child(data, "NSConnections")))
        XCTAssertEqual(connectors.map(\.className), [
            "NSNibOutletConnector", "NSNibControlConnector", "NSNibControlConnector", "NSNibBindingConnector",
        ])
        XCTAssertEqual(graph.string(graph.child(connectors[0], "NSLabel")), "delegate")
        XCTAssertEqual(graph.child(connectors[0], "NSSource")?.className, "NSWindowTemplate")
        XCTAssertEqual(graph.child(connectors[0], "NSDestination")?.className, "NSCustomObject")
        XCTAssertEqual(graph.string(graph.child(connectors[1], "NSLabel")), "go:")
        XCTAssertNotNil(graph.child(connectors[1], "NSDestination"))
        // An action sent to First Responder has no destination (nil target).
        XCTAssertEqual(graph.string(graph.child(connectors[2], "NSLabel")), "copy:")
        XCTAssertNil(graph.value(connectors[2], "NSDestination"))
        XCTAssertEqual(graph.string(graph.child(connectors[3], "NSLabel")), "hidden: self.isBusy")
        XCTAssertEqual(graph.string(graph.child(connectors[3], "NSKeyPath")), "self.isBusy")
        XCTAssertEqual(graph.value(connectors[3], "NSNibBindingConnectorVersion"), .int8(2))
        // Oids: File's Owner, Application, window, content view, custom view, then 4 connectors.
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(data, "NSOidsKeys"))).count, 9)
    }

    /// `<attributedString key="userComments">` (the Identity inspector's Notes) is design-time:
    /// the nib is the same with or without it.
    func testUserCommentsAreNotArchived() throws {
        func menu(_ notes: String) -> String {
            Self.xib("""
                <menu title="Main Menu" systemMenu="main" id="M1">
                    <items>
                        <menuItem title="About" id="I1">\(notes)</menuItem>
                    </items>
                    \(notes)
                </menu>
            """)
        }
        let plain = try encode(menu(""))
        let noted = try encode(menu(#"<attributedString key="userComments"><fragment content="Opens the About UI"/></attributedString>"#))
        XCTAssertEqual(noted.archive.objects.map(\.className), plain.archive.objects.map(\.className))
        XCTAssertTrue(noted.objects(ofClass: "NSAttributedString").isEmpty)
    }

    /// An empty `<attributedString key="attributedTitle"/>` archives nothing (hypothesis, see
    /// `AppKitMenuEncoder`); one with text is refused.
    func testEmptyAttributedMenuTitleArchivesNothing() throws {
        func menu(_ title: String) -> String {
            Self.xib("""
                <menu title="Main Menu" systemMenu="main" id="M1">
                    <items><menuItem title="Database" id="I1">\(title)</menuItem></items>
                </menu>
            """)
        }
        let plain = try encode(menu(""))
        let empty = try encode(menu(#"<attributedString key="attributedTitle"/>"#))
        XCTAssertEqual(empty.archive.objects.map { $0.values.map(\.key) }, plain.archive.objects.map { $0.values.map(\.key) })
        XCTAssertThrowsError(try encode(menu(#"<attributedString key="attributedTitle"><fragment content="D"/></attributedString>"#))) { error in
            XCTAssertTrue("\(error)".contains("attributedTitle"), "\(error)")
        }
    }

    func testMenuWithSubmenuAndModifierMasks() throws {
        let graph = try encode(Self.xib("""
                <menu title="Main Menu" systemMenu="main" id="M1">
                    <items>
                        <menuItem title="App" id="I1">
                            <modifierMask key="keyEquivalentModifierMask"/>
                            <menu key="submenu" title="App" systemMenu="apple" id="M2">
                                <items>
                                    <menuItem title="Hide Others" keyEquivalent="h" id="I2">
                                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    </menuItem>
                                    <menuItem isSeparatorItem="YES" id="I3"/>
                                    <menuItem title="Quit" keyEquivalent="q" tag="7" id="I4"/>
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
        """))
        let menus = graph.objects(ofClass: "NSMenu")
        XCTAssertEqual(menus.map { graph.string(graph.child($0, "NSName")) }, ["_NSMainMenu", "_NSAppleMenu"])
        let items = graph.objects(ofClass: "NSMenuItem")
        let byTitle = Dictionary(items.map { (graph.string(graph.child($0, "NSTitle")) ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        let app = try XCTUnwrap(byTitle["App"])
        XCTAssertEqual(graph.string(graph.child(app, "NSAction")), "submenuAction:")
        XCTAssertEqual(graph.child(app, "NSSubmenu")?.className, "NSMenu")
        XCTAssertNil(graph.value(app, "NSKeyEquivModMask"), "an empty modifier mask is not written")
        XCTAssertEqual(graph.value(try XCTUnwrap(byTitle["Hide Others"]), "NSKeyEquivModMask"), .int32(0x180000))
        let quit = try XCTUnwrap(byTitle["Quit"])
        XCTAssertEqual(graph.value(quit, "NSKeyEquivModMask"), .int32(0x100000), "Command is the default modifier")
        XCTAssertEqual(graph.value(quit, "NSTag"), .int8(7))
        XCTAssertEqual(graph.value(quit, "NSMnemonicLoc"), .int32(0x7fff_ffff))
        let separator = try XCTUnwrap(byTitle[""])
        XCTAssertEqual(graph.value(separator, "NSIsSeparator"), .bool(true))
        XCTAssertEqual(graph.value(separator, "NSIsDisabled"), .bool(true))
        // One shared checkmark image object for every item.
        let checkmark = graph.value(items[0], "NSOnImage")
        XCTAssertNotNil(checkmark)
        XCTAssertTrue(items.allSatisfy { graph.value($0, "NSOnImage") == checkmark })
    }

    func testSwiftCustomClassIsSwappedWithMangledNameWhenInstantiatedDirectly() throws {
        let graph = try encode(Self.xib("""
                <customObject id="D1" customClass="AppDelegate" customModule="Demo" customModuleProvider="target"/>
                <customObject id="F1" customClass="NSFontManager"/>
        """, rootAttributes: "useAutolayout=\"YES\" customObjectInstantitationMethod=\"direct\""))
        let swapper = try XCTUnwrap(graph.objects(ofClass: "NSClassSwapper").first)
        XCTAssertEqual(graph.string(graph.child(swapper, "NSClassName")), "_TtC4Demo11AppDelegate")
        XCTAssertEqual(graph.string(graph.child(swapper, "NSOriginalClassName")), "NSObject")
        XCTAssertEqual(graph.value(swapper, "NSInitializeWithInit"), .bool(true))
        let fontManager = graph.objects(ofClass: "NSCustomObject").first { graph.string(graph.child($0, "NSClassName")) == "NSFontManager" }
        XCTAssertNotNil(fontManager.flatMap { graph.child($0, "IBClassReference") })
    }

    func testStoryweavesOwnMacOSTemplateCompiles() throws {
        let graph = AppKitTestGraph(try AppKitNibEncoder().encode(try InterfaceDocument(text: DocumentTemplate.macOSXib.xml)))
        XCTAssertEqual(graph.objects(ofClass: "NSWindowTemplate").count, 1)
        let menus = graph.objects(ofClass: "NSMenu")
        XCTAssertTrue(menus.contains { graph.string(graph.child($0, "NSName")) == "_NSMainMenu" })
        XCTAssertFalse(graph.objects(ofClass: "NSNibControlConnector").isEmpty)
        XCTAssertFalse(graph.objects(ofClass: "NSNibOutletConnector").isEmpty)
    }

    func testIdenticalStringsAreOneObject() throws {
        let graph = try encode(Self.xib("""
                <menu title="Same" id="M1">
                    <items>
                        <menuItem title="Same" id="I1"/>
                    </items>
                </menu>
        """))
        let strings = graph.archive.objects.filter { $0.className == "NSString" && $0.values.first?.value == .data(Array("Same".utf8)) }
        XCTAssertEqual(strings.count, 1)
    }

    func testUnsupportedElementIsRefusedWithItsNameAndID() {
        let text = Self.xib("""
                <window title="W" animationBehavior="default" id="W1">
                    <rect key="contentRect" x="0" y="0" width="10" height="10"/>
                    <view key="contentView" id="V1">
                        <subviews>
                            <gridView id="L1"/>
                        </subviews>
                    </view>
                </window>
        """)
        XCTAssertThrowsError(try AppKitNibEncoder().encode(try InterfaceDocument(text: text))) { error in
            XCTAssertEqual(error as? AppKitEncodingError, .unsupportedElement(element: "gridView", id: "L1"))
            XCTAssertTrue("\(error)".contains("<gridView id=\"L1\">"))
        }
    }

    func testUnknownAttributeIsRefusedRatherThanDropped() {
        let text = Self.xib("""
                <window title="W" animationBehavior="documentWindow" id="W1"/>
        """)
        XCTAssertThrowsError(try AppKitNibEncoder().encode(try InterfaceDocument(text: text))) { error in
            XCTAssertEqual(error as? AppKitEncodingError,
                           .unsupportedAttribute(attribute: "animationBehavior", value: "documentWindow", element: "window", id: "W1"))
        }
    }

    func testOutletToAMissingObjectIsAnError() {
        let text = Self.xib("""
                <customObject id="D1" customClass="Delegate">
                    <connections>
                        <outlet property="window" destination="nope" id="O1"/>
                    </connections>
                </customObject>
        """)
        XCTAssertThrowsError(try AppKitNibEncoder().encode(try InterfaceDocument(text: text))) { error in
            XCTAssertEqual(error as? AppKitEncodingError, .unresolvedReference(id: "nope"))
        }
    }

    func testCocoaTouchDocumentsAreNotForThisEncoder() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects/>
        </document>
        """
        XCTAssertThrowsError(try AppKitNibEncoder().encode(try InterfaceDocument(text: text))) { error in
            guard case .notACocoaDocument? = error as? AppKitEncodingError else { return XCTFail("\(error)") }
        }
    }
}

/// Read helpers over an encoded archive for the tests.
struct AppKitTestGraph {
    let archive: NibArchive

    init(_ archive: NibArchive) { self.archive = archive }

    func object(_ index: Int) -> NibObject { archive.objects[index] }

    func value(_ object: NibObject, _ key: String) -> NibValue? {
        object.values.first { $0.key == key }?.value
    }

    func child(_ object: NibObject?, _ key: String) -> NibObject? {
        guard let object, case .object(let index)? = value(object, key) else { return nil }
        return archive.objects[index]
    }

    func elements(_ collection: NibObject) -> [NibObject] {
        collection.values.compactMap { entry in
            guard entry.key == "UINibEncoderEmptyKey", case .object(let index) = entry.value else { return nil }
            return archive.objects[index]
        }
    }

    func string(_ object: NibObject?) -> String? {
        guard let object, case .data(let bytes)? = value(object, "NS.bytes") else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func objects(ofClass className: String) -> [NibObject] {
        archive.objects.filter { $0.className == className }
    }
}
