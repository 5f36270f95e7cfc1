import IBDocument
import XCTest
@testable import IBCompile

/// Boxes, sliders, segmented controls, colour wells, level indicators, split views and
/// secure text fields on hand-written Cocoa xibs (the fixture comparison covers them against
/// Apple's nibs when the fixtures are present; these run everywhere).
final class AppKitMoreControlsEncodingTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    func encode(_ subviews: String) throws -> AppKitTestGraph {
        let text = AppKitControlEncodingTests.window(subviews)
        return AppKitTestGraph(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text)))
    }

    func testTitledBoxSizesItsContentViewBelowTheTitle() throws {
        let graph = try encode("""
                            <box title="Options" id="X1">
                                <rect key="frame" x="20" y="20" width="260" height="160"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <view key="contentView" id="X2">
                                    <rect key="frame" x="2" y="2" width="256" height="143"/>
                                    <subviews>
                                        <customView id="X3">
                                            <rect key="frame" x="10" y="10" width="236" height="20"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                        </customView>
                                    </subviews>
                                </view>
                                <color key="borderColor" white="0.0" alpha="0.42" colorSpace="calibratedWhite"/>
                            </box>
        """)
        let box = try XCTUnwrap(graph.objects(ofClass: "NSBox").first)
        XCTAssertEqual(graph.string(graph.child(box, "NSOffsets")), "{0, 0}")
        XCTAssertEqual(graph.value(box, "NSBoxType"), .int8(0))
        XCTAssertEqual(graph.value(box, "NSTitlePosition"), .int8(2))
        XCTAssertEqual(graph.value(box, "IBNSBoxIsUsingDocumentContentView"), .bool(true))
        let title = try XCTUnwrap(graph.child(box, "NSTitleCell"))
        XCTAssertEqual(graph.string(graph.child(title, "NSContents")), "Options")
        XCTAssertEqual(graph.string(graph.child(graph.child(title, "NSTextColor"), "NSColorName")), "labelColor")
        let content = try XCTUnwrap(graph.child(box, "NSContentView"))
        XCTAssertEqual(graph.string(graph.child(content, "NSFrameSize")), "{260, 148}")
        XCTAssertEqual(graph.value(content, "NSvFlags"), .int16(0x112), "a box content view resizes with the box")
        XCTAssertTrue(graph.child(content, "NSSuperview") == box)
        // The flexible-width subview grows with its content view (256 → 260).
        let inner = try XCTUnwrap(graph.objects(ofClass: "NSCustomView").first)
        XCTAssertEqual(graph.string(graph.child(inner, "NSFrame")), "{{10, 10}, {240, 20}}")
    }

    func testSeparatorBox() throws {
        let graph = try encode("""
                            <box verticalHuggingPriority="750" boxType="separator" id="X1">
                                <rect key="frame" x="17" y="61" width="236" height="5"/>
                            </box>
        """)
        let box = try XCTUnwrap(graph.objects(ofClass: "NSBox").first)
        XCTAssertEqual(graph.value(box, "NSBoxType"), .int8(2))
        XCTAssertEqual(graph.string(graph.child(box, "NSOffsets")), "{5, 5}")
        XCTAssertEqual(graph.string(graph.child(box, "NSHuggingPriority")), "{250, 750}")
        XCTAssertNil(graph.value(box, "NSContentView"))
        XCTAssertEqual(graph.string(graph.child(graph.child(box, "NSTitleCell"), "NSContents")), "Title")
    }

    func testSliderAndItsCell() throws {
        let graph = try encode("""
                            <slider id="S1">
                                <rect key="frame" x="89" y="20" width="315" height="28"/>
                                <sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="10" doubleValue="4" tickMarkPosition="above" numberOfTickMarks="5" sliderType="linear" id="S2"/>
                            </slider>
        """)
        let slider = try XCTUnwrap(graph.objects(ofClass: "NSSlider").first)
        XCTAssertEqual(graph.value(slider, "NSControlSendActionMask"), .int8(70))
        XCTAssertEqual(graph.string(graph.child(slider, "NSHuggingPriority")), "{250, 250}")
        let cell = try XCTUnwrap(graph.child(slider, "NSCell"))
        XCTAssertEqual(graph.value(cell, "NSCellFlags"), .int64(Int64(Int32(bitPattern: 0x8004_0100))))
        XCTAssertEqual(graph.value(cell, "NSMaxValue"), .double(10))
        XCTAssertEqual(graph.value(cell, "NSValue"), .double(4))
        XCTAssertEqual(graph.value(cell, "NSTickMarkPosition"), .int8(1))
        XCTAssertEqual(graph.value(cell, "NSNumberOfTickMarks"), .int8(5))
    }

    /// A slider cell's tag is NSTag right after NSControlView, as a button cell's (inferred).
    func testSliderCellTag() throws {
        let graph = try encode("""
                            <slider id="S1">
                                <rect key="frame" x="89" y="20" width="315" height="28"/>
                                <sliderCell key="cell" tag="2" alignment="left" maxValue="1" sliderType="linear" id="S2"/>
                            </slider>
        """)
        let cell = try XCTUnwrap(graph.child(try XCTUnwrap(graph.objects(ofClass: "NSSlider").first), "NSCell"))
        XCTAssertEqual(graph.value(cell, "NSTag"), .int8(2))
        let keys = cell.values.map(\.key)
        XCTAssertEqual(keys.firstIndex(of: "NSTag"), keys.firstIndex(of: "NSControlView").map { $0 + 1 })
    }

    func testVerticalSliderIsRefused() {
        XCTAssertThrowsError(try encode("""
                            <slider id="S1">
                                <rect key="frame" x="20" y="20" width="20" height="200"/>
                                <sliderCell key="cell" alignment="left" maxValue="1" sliderType="linear" id="S2"/>
                            </slider>
        """)) { error in
            XCTAssertEqual(error as? AppKitEncodingError, .unsupportedElement(element: "slider (vertical)", id: "S1"))
        }
    }

    func testSegmentedControlSegmentsAndSelection() throws {
        let graph = try encode("""
                            <segmentedControl verticalHuggingPriority="750" id="G1">
                                <rect key="frame" x="18" y="227" width="108" height="25"/>
                                <segmentedCell key="cell" borderStyle="border" alignment="left" style="capsule" trackingMode="selectAny" segmentDistribution="fillProportionally" id="G2">
                                    <font key="font" metaFont="system"/>
                                    <segments>
                                        <segment label="abc" width="32" selected="YES"/>
                                        <segment label="def" width="32" selected="YES" tag="1"/>
                                        <segment width="32">
                                            <nil key="label"/>
                                        </segment>
                                    </segments>
                                </segmentedCell>
                            </segmentedControl>
        """)
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSSegmentedCell").first)
        XCTAssertEqual(graph.value(cell, "NSSegmentStyle"), .int8(5))
        XCTAssertEqual(graph.value(cell, "NSTrackingMode"), .int8(1))
        XCTAssertEqual(graph.value(cell, "NSSelectedSegment"), .int8(1), "the last selected segment")
        XCTAssertEqual(graph.value(cell, "NSSegmentDistribution"), .int8(3))
        let segments = graph.elements(try XCTUnwrap(graph.child(cell, "NSSegmentImages")))
        XCTAssertEqual(segments.map { graph.string(graph.child($0, "NSSegmentItemLabel")) }, ["abc", "def", nil])
        XCTAssertEqual(graph.value(segments[1], "NSSegmentItemTag"), .int8(1))
    }

    /// A segment's tool tip and `enabled="NO"`: the keys Finch's coder and nib2cib read (places inferred).
    func testSegmentToolTipAndDisabledSegment() throws {
        let graph = try encode("""
                            <segmentedControl verticalHuggingPriority="750" id="G1">
                                <rect key="frame" x="18" y="227" width="108" height="25"/>
                                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="momentary" id="G2">
                                    <font key="font" metaFont="system"/>
                                    <segments>
                                        <segment label="a" toolTip="Adds one" tag="3"/>
                                        <segment label="b" enabled="NO"/>
                                    </segments>
                                </segmentedCell>
                            </segmentedControl>
        """)
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSSegmentedCell").first)
        let segments = graph.elements(try XCTUnwrap(graph.child(cell, "NSSegmentImages")))
        XCTAssertEqual(segments[0].values.map(\.key),
                       ["NSSegmentItemLabel", "NSSegmentItemTooltip", "NSSegmentItemTag", "NSSegmentItemImageScaling"])
        XCTAssertEqual(graph.string(graph.child(segments[0], "NSSegmentItemTooltip")), "Adds one")
        XCTAssertNil(graph.value(segments[0], "NSSegmentItemDisabled"))
        XCTAssertEqual(segments[1].values.map(\.key), ["NSSegmentItemLabel", "NSSegmentItemDisabled", "NSSegmentItemImageScaling"])
        XCTAssertEqual(graph.value(segments[1], "NSSegmentItemDisabled"), .bool(true))
    }

    func testColorWellLevelIndicatorAndSplitView() throws {
        let graph = try encode("""
                            <colorWell id="C1">
                                <rect key="frame" x="90" y="150" width="44" height="28"/>
                                <color key="color" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                            </colorWell>
                            <levelIndicator verticalHuggingPriority="800" id="L1">
                                <rect key="frame" x="20" y="120" width="200" height="18"/>
                                <levelIndicatorCell key="cell" alignment="left" maxValue="10" warningValue="5" criticalValue="2" id="L2"/>
                            </levelIndicator>
                            <splitView vertical="YES" id="P1">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <subviews>
                                    <customView id="P2">
                                        <rect key="frame" x="0.0" y="0.0" width="45" height="100"/>
                                    </customView>
                                </subviews>
                                <holdingPriorities>
                                    <real value="250"/>
                                </holdingPriorities>
                            </splitView>
        """)
        let well = try XCTUnwrap(graph.objects(ofClass: "NSColorWell").first)
        XCTAssertNil(graph.value(well, "NSCell"))
        XCTAssertEqual(graph.value(well, "NSIsBordered"), .bool(true))
        XCTAssertEqual(graph.value(graph.child(well, "NSColor")!, "NSRGB"), .data(Array("0.5 0.25 1".utf8) + [0]))
        let indicator = try XCTUnwrap(graph.objects(ofClass: "NSLevelIndicator").first)
        XCTAssertEqual(graph.string(graph.child(indicator, "NSHuggingPriority")), "{250, 800}")
        XCTAssertEqual(graph.value(graph.child(indicator, "NSCell")!, "NSIndicatorStyle"), .int8(2))
        let split = try XCTUnwrap(graph.objects(ofClass: "NSSplitView").first)
        XCTAssertEqual(graph.value(split, "NSIsVertical"), .bool(true))
        let pane = try XCTUnwrap(graph.elements(try XCTUnwrap(graph.child(split, "NSSubviews"))).first)
        XCTAssertEqual(graph.value(pane, "NSViewClipsToBoundsKeyName"), .bool(true))
    }

    func testStackViewContainerAndEarlyDecodingConnector() throws {
        let graph = try encode("""
                            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="4" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="K1">
                                <rect key="frame" x="20" y="20" width="100" height="60"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="K2">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="60"/>
                                    </customView>
                                </subviews>
                                <visibilityPriorities>
                                    <integer value="1000"/>
                                </visibilityPriorities>
                                <customSpacing>
                                    <real value="3.4028234663852886e+38"/>
                                </customSpacing>
                                <edgeInsets key="edgeInsets" left="0.0" right="4" top="0.0" bottom="0.0"/>
                            </stackView>
                            <stackView distribution="fill" orientation="horizontal" alignment="top" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="K3">
                                <rect key="frame" x="150" y="20" width="100" height="60"/>
                            </stackView>
        """)
        let stacks = graph.objects(ofClass: "NSStackView")
        XCTAssertEqual(stacks.count, 2)
        let stack = stacks[0]
        XCTAssertEqual(graph.value(stack, "NSStackViewOrientation"), .int8(1))
        XCTAssertEqual(graph.value(stack, "NSStackViewAlignment"), .int8(5))
        XCTAssertEqual(graph.value(stack, "NSStackViewSecondaryAlignment"), .int8(1))
        XCTAssertEqual(graph.value(stack, "NSStackViewSpacing"), .float(4))
        XCTAssertEqual(graph.value(stack, "NSStackViewHorizontalHugging"), .float(249.99998474121094))
        XCTAssertEqual(graph.value(stack, "NSDoNotTranslateAutoresizingMask"), .bool(true))
        // <edgeInsets> (transmission_MainMenu: right 4), zero elsewhere and on the other stack.
        XCTAssertEqual(graph.value(stack, "NSStackViewEdgeInsets.right"), .float(4))
        XCTAssertEqual(graph.value(stack, "NSStackViewEdgeInsets.left"), .float(0))
        XCTAssertEqual(graph.value(stacks[1], "NSStackViewEdgeInsets.right"), .float(0))
        let container = try XCTUnwrap(graph.child(stack, "NSStackViewBeginningContainer"))
        XCTAssertEqual(container.className, "NSStackViewContainer")
        let arranged = graph.elements(try XCTUnwrap(graph.child(container, "NSStackViewContainerNonDroppedViews")))
        XCTAssertEqual(arranged.map(\.className), ["NSCustomView"])
        XCTAssertEqual(graph.value(arranged[0], "NSDoNotTranslateAutoresizingMask"), .bool(true))
        // The early-decoding connector is a connection without an oid.
        let connector = try XCTUnwrap(graph.objects(ofClass: "NSNibConnector").first)
        XCTAssertTrue(graph.string(graph.child(connector, "NSLabel"))?.hasPrefix("Encoding NSStackView requires") == true)
        let data = try XCTUnwrap(graph.child(graph.object(0), "IB.objectdata"))
        XCTAssertFalse(graph.elements(try XCTUnwrap(graph.child(data, "NSOidsKeys"))).contains { $0.className == "NSNibConnector" })
        // An empty stack has no container and no flag.
        XCTAssertNil(graph.value(stacks[1], "NSStackViewBeginningContainer"))
        XCTAssertNil(graph.value(stacks[1], "NSDoNotTranslateAutoresizingMask"))
    }

    func testSecureTextFieldKeepsWritingToolsOffAndInputLocales() throws {
        let graph = try encode("""
                            <secureTextField verticalHuggingPriority="750" id="T1">
                                <rect key="frame" x="20" y="20" width="184" height="21"/>
                                <secureTextFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="T2">
                                    <font key="font" metaFont="system"/>
                                    <allowedInputSourceLocales>
                                        <string>NSAllRomanInputSourcesLocaleIdentifier</string>
                                    </allowedInputSourceLocales>
                                </secureTextFieldCell>
                            </secureTextField>
        """)
        let field = try XCTUnwrap(graph.objects(ofClass: "NSSecureTextField").first)
        XCTAssertEqual(graph.value(field, "NSAllowsWritingTools"), .bool(false))
        let cell = try XCTUnwrap(graph.child(field, "NSCell"))
        XCTAssertEqual(cell.className, "NSSecureTextFieldCell")
        let locales = graph.elements(try XCTUnwrap(graph.child(cell, "NSAllowedInputLocales")))
        XCTAssertEqual(locales.map { graph.string($0) }, ["NSAllRomanInputSourcesLocaleIdentifier"])
        XCTAssertEqual(graph.value(cell, "NSDrawsBackground"), .bool(true))
    }
}
