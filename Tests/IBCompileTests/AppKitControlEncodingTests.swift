import IBDocument
import XCTest
@testable import IBCompile

/// Controls and cells on hand-written Cocoa xibs: text fields, buttons, pop-ups, steppers,
/// image views, fonts and colours, tool tips, and the system-colour profile requirement.
final class AppKitControlEncodingTests: XCTestCase {
    static func window(_ subviews: String, rootAttributes: String = "useAutolayout=\"YES\"") -> String {
        AppKitEncoderTests.xib("""
                <window title="W" animationBehavior="default" id="W1">
                    <rect key="contentRect" x="0.0" y="0.0" width="300" height="200"/>
                    <view key="contentView" id="V1">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(subviews)
                        </subviews>
                    </view>
                </window>
        """, rootAttributes: rootAttributes)
    }

    func encode(_ text: String, profiles: AppKitColorProfiles? = nil) throws -> AppKitTestGraph {
        AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
    }

    func testTextFieldCellFlagsFontAndCalibratedColours() throws {
        let graph = try encode(Self.window("""
                            <textField toolTip="Name here" id="T1">
                                <rect key="frame" x="20" y="20" width="120" height="22"/>
                                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" state="on" alignment="left" title="Hello" id="T2">
                                    <font key="font" metaFont="systemBold" size="24"/>
                                    <color key="textColor" white="0.41999999999999998" alpha="1" colorSpace="calibratedWhite"/>
                                    <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="0.25" colorSpace="calibratedRGB"/>
                                </textFieldCell>
                            </textField>
        """))
        let field = try XCTUnwrap(graph.objects(ofClass: "NSTextField").first)
        XCTAssertEqual(graph.value(field, "NSControlLineBreakMode"), .int8(2))
        XCTAssertEqual(graph.value(field, "NSControlTextAlignment"), .int8(0))
        XCTAssertEqual(graph.value(field, "NSControlWritingDirection"), .int64(-1))
        let cell = try XCTUnwrap(graph.child(field, "NSCell"))
        // On state | text cell | selectable | scrollable | truncates: a negative 32-bit word → int64.
        XCTAssertEqual(graph.value(cell, "NSCellFlags"), .int64(Int64(Int32(bitPattern: 0x8430_0041))))
        XCTAssertEqual(graph.value(cell, "NSCellFlags2"), .int16(0x400))
        XCTAssertEqual(graph.string(graph.child(cell, "NSContents")), "Hello")
        XCTAssertTrue(graph.child(cell, "NSControlView") == field)
        let font = try XCTUnwrap(graph.child(cell, "NSSupport"))
        XCTAssertEqual(graph.string(graph.child(font, "NSName")), ".AppleSystemUIFontBold")
        XCTAssertEqual(graph.value(font, "NSSize"), .double(24))
        XCTAssertEqual(graph.value(font, "NSfFlags"), .int16(0x818))
        let text = try XCTUnwrap(graph.child(cell, "NSTextColor"))
        XCTAssertEqual(graph.value(text, "NSColorSpace"), .int8(3))
        XCTAssertEqual(graph.value(text, "NSWhite"), .data(Array("0.42".utf8) + [0]))
        let background = try XCTUnwrap(graph.child(cell, "NSBackgroundColor"))
        XCTAssertEqual(graph.value(background, "NSRGB"), .data(Array("1 0.5 0 0.25".utf8) + [0]))
        let help = try XCTUnwrap(graph.objects(ofClass: "NSIBHelpConnector").first)
        XCTAssertEqual(graph.string(graph.child(help, "NSMarker")), "Name here")
        XCTAssertEqual(graph.string(graph.child(help, "NSFile")), "NSToolTipHelpKey")
        XCTAssertTrue(graph.child(help, "NSDestination") == field)
    }

    func testSystemColoursNeedTheProfilesAndEmbedThemWhenGiven() throws {
        let text = Self.window("""
                            <textField id="T1">
                                <rect key="frame" x="20" y="20" width="120" height="22"/>
                                <textFieldCell key="cell" title="Hi" id="T2">
                                    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                            </textField>
        """)
        XCTAssertThrowsError(try encode(text)) { error in
            XCTAssertEqual(error as? AppKitEncodingError, .missingColorProfiles(color: "labelColor", element: "color", id: "T2"))
        }
        let profiles = AppKitColorProfiles(genericGray: [1, 2, 3], sRGB: [4, 5, 6])
        let graph = try encode(text, profiles: profiles)
        let color = try XCTUnwrap(graph.objects(ofClass: "NSColor").first { graph.value($0, "NSColorSpace") == .int8(6) })
        XCTAssertEqual(graph.string(graph.child(color, "NSCatalogName")), "System")
        XCTAssertEqual(graph.string(graph.child(color, "NSColorName")), "labelColor")
        let fallback = try XCTUnwrap(graph.child(color, "NSColor"))
        XCTAssertEqual(graph.value(fallback, "NSWhite"), .data(Array("0".utf8) + [0]))
        XCTAssertEqual(graph.value(fallback, "NSComponents"), .data(Array("0 1".utf8)))
        let space = try XCTUnwrap(graph.child(fallback, "NSCustomColorSpace"))
        XCTAssertEqual(graph.value(space, "NSID"), .int8(9))
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(space, "NSICC")), "NS.bytes"), .data([1, 2, 3]))
    }

    /// transparent="YES" sets GSButtonCellFlags' isTransparent bit, 0x8000 (GNUstep's layout; no pair has one).
    func testTransparentButtonFlag() throws {
        let graph = try encode(Self.window("""
                            <button id="B1">
                                <rect key="frame" x="10" y="10" width="80" height="18"/>
                                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" imagePosition="only" alignment="center" transparent="YES" id="B2">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                </buttonCell>
                            </button>
        """))
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSButtonCell").first)
        XCTAssertEqual(graph.value(cell, "NSButtonFlags"), .int64(Int64(Int32(bitPattern: 0x8640_8000))))
    }

    func testCheckBoxAndSquareButtonFlags() throws {
        let graph = try encode(Self.window("""
                            <button id="B1">
                                <rect key="frame" x="10" y="10" width="80" height="18"/>
                                <buttonCell key="cell" type="check" title="Check" bezelStyle="regularSquare" imagePosition="left" state="on" inset="2" id="B2">
                                    <behavior key="behavior" changeContents="YES" lightByContents="YES"/>
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
                            <button id="B3">
                                <rect key="frame" x="10" y="40" width="18" height="18"/>
                                <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="NSAddTemplate" imagePosition="only" alignment="center" keyEquivalent="a" id="B4">
                                    <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                </buttonCell>
                            </button>
        """))
        let cells = graph.objects(ofClass: "NSButtonCell")
        XCTAssertEqual(cells.count, 2)
        let check = cells[0]
        XCTAssertEqual(graph.value(check, "NSButtonFlags"), .int32(0x4838_4100))
        XCTAssertEqual(graph.value(check, "NSButtonFlags2"), .int8(0x2))
        XCTAssertEqual(graph.value(check, "NSAuxButtonType"), .int8(3))
        XCTAssertEqual(graph.child(check, "NSAlternateImage")?.className, "NSButtonImageSource")
        let buttons = graph.objects(ofClass: "NSButton")
        XCTAssertEqual(graph.string(graph.child(buttons[0], "NSHuggingPriority")), "{250, 750}", "check boxes record hugging")
        let square = cells[1]
        // pushIn | lightByBackground | lightByGray | image only; no modifier mask, so flags 2 is
        // the bezel's type id alone (the key equivalent "a" is in NSKeyEquivalent).
        XCTAssertEqual(graph.value(square, "NSButtonFlags"), .int64(Int64(Int32(bitPattern: 0x8640_0000))))
        XCTAssertEqual(graph.value(square, "NSButtonFlags2"), .int8(0x6))
        XCTAssertEqual(graph.string(graph.child(square, "NSKeyEquivalent")), "a")
        XCTAssertEqual(graph.value(square, "NSAuxButtonType"), .int8(7))
        XCTAssertEqual(graph.value(square, "NSBezelStyle"), .int8(6))
        let image = try XCTUnwrap(graph.child(square, "NSNormalImage"))
        XCTAssertEqual(graph.string(graph.child(image, "NSResourceName")), "NSAddTemplate")
        XCTAssertEqual(graph.string(graph.child(image, "IBNamespaceID")), "system")
    }

    func testPopUpButtonSelectsItsItemAndTargetsItsItems() throws {
        let graph = try encode(Self.window("""
                            <popUpButton verticalHuggingPriority="750" id="P1">
                                <rect key="frame" x="20" y="20" width="200" height="25"/>
                                <popUpButtonCell key="cell" type="push" title="Two" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="I2" id="P2">
                                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                                    <font key="font" metaFont="menu"/>
                                    <menu key="menu" id="M1">
                                        <items>
                                            <menuItem title="One" id="I1"/>
                                            <menuItem title="Two" state="on" id="I2"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </popUpButton>
        """))
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSPopUpButtonCell").first)
        XCTAssertEqual(graph.string(graph.child(graph.child(cell, "NSMenuItem"), "NSTitle")), "Two")
        XCTAssertEqual(graph.value(cell, "NSSelectedIndex"), .int8(1))
        XCTAssertEqual(graph.value(cell, "NSArrowPosition"), .int8(2))
        XCTAssertEqual(graph.value(cell, "NSAuxButtonType"), .int8(0))
        XCTAssertEqual(graph.value(graph.child(cell, "NSSupport")!, "NSfFlags"), .int16(0x616), "a regular pop-up's meta font takes role 0x16")
        let menu = try XCTUnwrap(graph.child(cell, "NSMenu"))
        XCTAssertEqual(graph.string(graph.child(menu, "NSTitle")), "")
        for item in graph.objects(ofClass: "NSMenuItem") {
            XCTAssertEqual(graph.string(graph.child(item, "NSAction")), "_popUpItemAction:")
            XCTAssertTrue(graph.child(item, "NSTarget") == cell)
        }
    }

    func testStepperKeepsItsValuesOnTheCell() throws {
        let graph = try encode(Self.window("""
                            <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" id="S1">
                                <rect key="frame" x="100" y="100" width="19" height="28"/>
                                <stepperCell key="cell" continuous="YES" alignment="left" minValue="6" maxValue="128" doubleValue="11" valueWraps="YES" id="S2"/>
                            </stepper>
        """))
        let stepper = try XCTUnwrap(graph.objects(ofClass: "NSStepper").first)
        XCTAssertEqual(graph.value(stepper, "NSControlSendActionMask"), .int32(0x10002))
        XCTAssertEqual(graph.value(stepper, "NSControlContinuous"), .bool(true))
        XCTAssertEqual(graph.value(stepper, "NSStepperMaxValue"), .double(0))
        XCTAssertNil(graph.value(stepper, "NSHuggingPriority"))
        let cell = try XCTUnwrap(graph.child(stepper, "NSCell"))
        XCTAssertEqual(graph.value(cell, "NSCellFlags"), .int32(0xC0020))
        XCTAssertEqual(graph.value(cell, "NSValue"), .double(11))
        XCTAssertEqual(graph.value(cell, "NSMinValue"), .double(6))
        XCTAssertEqual(graph.value(cell, "NSMaxValue"), .double(128))
        XCTAssertEqual(graph.value(cell, "NSValueWraps"), .bool(true))
        XCTAssertEqual(graph.value(cell, "NSAutorepeat"), .bool(true))
    }

    func testImageViewCellAndDragTypes() throws {
        let graph = try encode(Self.window("""
                            <imageView id="I1">
                                <rect key="frame" x="126" y="259" width="64" height="64"/>
                                <imageCell key="cell" refusesFirstResponder="YES" alignment="left" animates="YES" imageScaling="axesIndependently" image="NSApplicationIcon" id="I2"/>
                            </imageView>
        """))
        let imageView = try XCTUnwrap(graph.objects(ofClass: "NSImageView").first)
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(imageView, "NSDragTypes"))).count, 8)
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(imageView, "NSSubviews"))).count, 0)
        XCTAssertEqual(graph.value(imageView, "NSControlRefusesFirstResponder"), .bool(true))
        let cell = try XCTUnwrap(graph.child(imageView, "NSCell"))
        XCTAssertEqual(graph.value(cell, "NSCellFlags2"), .int32(0x200_0000))
        XCTAssertEqual(graph.value(cell, "NSScale"), .int8(1))
        XCTAssertEqual(graph.value(cell, "NSAnimates"), .bool(true))
        XCTAssertEqual(graph.value(cell, "NSImageAnimation"), .int64(-1))
        let image = try XCTUnwrap(graph.child(cell, "NSContents"))
        XCTAssertEqual(graph.string(graph.child(graph.child(image, "IBDesignSize"), "NS.sizeval")), "{32, 32}")
    }

    func testUnknownCellAttributeIsRefused() {
        let text = Self.window("""
                            <button id="B1">
                                <rect key="frame" x="10" y="10" width="80" height="18"/>
                                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" sound="Glass" id="B2"/>
                            </button>
        """)
        XCTAssertThrowsError(try encode(text)) { error in
            XCTAssertEqual(error as? AppKitEncodingError,
                           .unsupportedAttribute(attribute: "sound", value: "Glass", element: "buttonCell", id: "B2"))
        }
    }
}
