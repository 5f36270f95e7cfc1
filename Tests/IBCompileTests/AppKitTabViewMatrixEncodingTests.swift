import IBDocument
import XCTest
@testable import IBCompile

/// Tab views (with ibtool's key-view loop), radio matrices, date formatters and pop-up buttons
/// without a selected item on hand-written Cocoa xibs, read back from bytes with the test
/// decoder. `AppKitFixtureComparisonTests` checks the same encodings against Apple's nibs.
final class AppKitTabViewMatrixEncodingTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    func encodeSubviews(_ subviews: String) throws -> AppKitTestGraph {
        let text = AppKitControlEncodingTests.window(subviews)
        let archive = try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text))
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(NibArchiveWriter().write(archive)))
    }

    static func button(_ id: String, x: Int, y: Int, height: Int = 18) -> String {
        """
        <button id="\(id)"><rect key="frame" x="\(x)" y="\(y)" width="80" height="\(height)"/><autoresizingMask key="autoresizingMask"/><buttonCell key="cell" type="push" title="\(id)" bezelStyle="rounded" alignment="center" borderStyle="border" id="\(id)c"><behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/><font key="font" metaFont="system"/></buttonCell></button>
        """
    }

    /// The tab view's own font, type and background, as ibtool writes them in the pair
    /// tabview_scrollview_chain (metaFont="system" → the 13 pt system font, noTabsNoBorder → 6,
    /// drawsBackground="NO" → no NSDrawsBackground).
    func testTabViewFontTypeAndBackground() throws {
        let graph = try encodeSubviews("""
                            <tabView type="noTabsNoBorder" drawsBackground="NO" id="TV">
                                <rect key="frame" x="10" y="10" width="280" height="180"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <font key="font" metaFont="system"/>
                                <tabViewItems>
                                    <tabViewItem label="First" identifier="one" id="TI">
                                        <view key="view" id="V">
                                            <rect key="frame" x="0.0" y="0.0" width="280" height="180"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </view>
                                    </tabViewItem>
                                </tabViewItems>
                            </tabView>
        """)
        let tabView = try XCTUnwrap(graph.objects(ofClass: "NSTabView").first)
        let font = try XCTUnwrap(graph.child(tabView, "NSFont"))
        XCTAssertEqual(graph.string(graph.child(font, "NSName")), ".AppleSystemUIFont")
        XCTAssertEqual(graph.value(font, "NSSize"), .double(13))
        XCTAssertEqual(graph.value(font, "NSfFlags"), .int16(0x414))
        XCTAssertEqual(graph.value(tabView, "NSTvFlags"), .int8(6))
        XCTAssertNil(graph.value(tabView, "NSDrawsBackground"))
        XCTAssertEqual(graph.value(tabView, "NSAllowTruncatedLabels"), .bool(true))
    }

    /// allowsTruncatedLabels="NO" → NSAllowTruncatedLabels NO; the item view's canvas guides
    /// (`<userGuides>`) are design-time.
    func testTabViewWithoutTruncatedLabelsAndItemViewGuides() throws {
        let graph = try encodeSubviews("""
                            <tabView allowsTruncatedLabels="NO" id="TV">
                                <rect key="frame" x="10" y="10" width="280" height="180"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tabViewItems>
                                    <tabViewItem label="First" identifier="one" id="TI">
                                        <view key="view" id="V">
                                            <rect key="frame" x="0.0" y="0.0" width="280" height="180"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <userGuides><userLayoutGuide location="40" affinity="minX"/></userGuides>
                                        </view>
                                    </tabViewItem>
                                </tabViewItems>
                            </tabView>
        """)
        let tabView = try XCTUnwrap(graph.objects(ofClass: "NSTabView").first)
        XCTAssertEqual(graph.value(tabView, "NSAllowTruncatedLabels"), .bool(false))
    }

    func testTabViewItemAndKeyViewLoopInReadingOrder() throws {
        // Document order A, B, C, D; B's extent overlaps C's, so C (further left) comes first.
        let graph = try encodeSubviews("""
                            <tabView id="TV">
                                <rect key="frame" x="10" y="10" width="280" height="180"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tabViewItems>
                                    <tabViewItem label="First" identifier="one" id="TI">
                                        <view key="view" id="V">
                                            <rect key="frame" x="10" y="33" width="260" height="134"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                \(Self.button("A", x: 20, y: 100))
                                                \(Self.button("B", x: 150, y: 75, height: 25))
                                                \(Self.button("C", x: 20, y: 80))
                                                \(Self.button("D", x: 20, y: 20))
                                            </subviews>
                                        </view>
                                    </tabViewItem>
                                </tabViewItems>
                            </tabView>
        """)
        let tabView = try XCTUnwrap(graph.objects(ofClass: "NSTabView").first)
        let item = try XCTUnwrap(graph.child(tabView, "NSSelectedTabViewItem"))
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(tabView, "NSTabViewItems"))).map(\.className), ["NSTabViewItem"])
        XCTAssertEqual(graph.string(graph.child(item, "NSIdentifier")), "one")
        XCTAssertEqual(graph.string(graph.child(item, "NSLabel")), "First")
        XCTAssertEqual(graph.string(graph.child(graph.child(item, "NSColor"), "NSColorName")), "controlColor")
        XCTAssertTrue(graph.child(item, "NSTabView") == tabView)
        let view = try XCTUnwrap(graph.child(item, "NSView"))
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(tabView, "NSSubviews"))).count, 1)
        XCTAssertTrue(graph.child(view, "NSSuperview") == tabView)
        XCTAssertEqual(graph.value(graph.child(tabView, "NSFont")!, "NSfFlags"), .int16(0xC1C))
        XCTAssertEqual(graph.value(tabView, "NSTvFlags"), .int8(0))
        XCTAssertEqual(graph.value(tabView, "NSAllowTruncatedLabels"), .bool(true))

        var order: [String] = []
        var current = graph.child(tabView, "NSNextKeyView")
        while let next = current, next != tabView, order.count < 10 {
            let title = graph.child(graph.child(next, "NSCell"), "NSContents").flatMap { graph.string($0) }
            order.append(title ?? next.className)
            current = graph.child(next, "NSNextKeyView")
        }
        XCTAssertEqual(order, ["NSView", "A", "C", "B", "D"], "the loop ends back at the tab view")
        XCTAssertTrue(AppKitTabViewEncoder.comesBefore(AppKitRect(x: 20, y: 80, width: 80, height: 18),
                                                       AppKitRect(x: 150, y: 75, width: 80, height: 25)))
    }

    /// Several items, as AppKit's coder archived them in the legacy archive sequelpro DBView: all
    /// items in `NSTabViewItems`, the `initialItem`'s view the only subview (with the tab view as
    /// next responder and superview), every other item's view with a nil `NSNextResponder` and no
    /// `NSSuperview`; the key-view loop runs through the selected item's view only (hypothesis).
    func testTabViewWithSeveralItemsSelectsTheInitialItem() throws {
        let graph = try encodeSubviews("""
                            <tabView initialItem="T2" id="TV">
                                <rect key="frame" x="10" y="10" width="280" height="180"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tabViewItems>
                                    <tabViewItem label="1" identifier="one" id="T1"><view key="view" id="V1"><rect key="frame" x="10" y="33" width="260" height="134"/><autoresizingMask key="autoresizingMask"/><subviews>\(Self.button("A", x: 20, y: 20))</subviews></view></tabViewItem>
                                    <tabViewItem label="2" identifier="two" id="T2"><view key="view" id="V2"><rect key="frame" x="10" y="33" width="260" height="134"/><autoresizingMask key="autoresizingMask"/><subviews>\(Self.button("B", x: 20, y: 20))</subviews></view></tabViewItem>
                                    <tabViewItem label="3" identifier="three" id="T3"><view key="view" id="V3"><rect key="frame" x="10" y="33" width="260" height="134"/><autoresizingMask key="autoresizingMask"/></view></tabViewItem>
                                </tabViewItems>
                            </tabView>
        """)
        let tabView = try XCTUnwrap(graph.objects(ofClass: "NSTabView").first)
        let items = graph.elements(try XCTUnwrap(graph.child(tabView, "NSTabViewItems")))
        XCTAssertEqual(items.map { graph.string(graph.child($0, "NSIdentifier")) }, ["one", "two", "three"])
        XCTAssertTrue(graph.child(tabView, "NSSelectedTabViewItem") == items[1])
        let views = try items.map { try XCTUnwrap(graph.child($0, "NSView")) }
        XCTAssertTrue(graph.elements(try XCTUnwrap(graph.child(tabView, "NSSubviews"))) == [views[1]])
        XCTAssertTrue(graph.child(views[1], "NSSuperview") == tabView)
        XCTAssertTrue(graph.child(views[1], "NSNextResponder") == tabView)
        for index in [0, 2] {
            XCTAssertEqual(graph.value(views[index], "NSNextResponder"), .null, "unselected item \(index)")
            XCTAssertNil(graph.value(views[index], "NSSuperview"), "unselected item \(index)")
            XCTAssertTrue(graph.child(items[index], "NSTabView") == tabView)
        }
        // The loop: tab view → selected item view → B → tab view; A (unselected) has none.
        XCTAssertTrue(graph.child(tabView, "NSNextKeyView") == views[1])
        let buttons = graph.objects(ofClass: "NSButton")
        let b = try XCTUnwrap(buttons.first { graph.string(graph.child(graph.child($0, "NSCell"), "NSContents")) == "B" })
        let a = try XCTUnwrap(buttons.first { graph.string(graph.child(graph.child($0, "NSCell"), "NSContents")) == "A" })
        XCTAssertTrue(graph.child(views[1], "NSNextKeyView") == b)
        XCTAssertTrue(graph.child(b, "NSNextKeyView") == tabView)
        XCTAssertNil(graph.value(a, "NSNextKeyView"))
        XCTAssertNil(graph.value(views[0], "NSNextKeyView"))
    }

    /// Without `initialItem` the first item is the selected one (AppKit selects the first item added).
    func testTabViewWithoutInitialItemSelectsTheFirst() throws {
        let graph = try encodeSubviews("""
                            <tabView id="TV">
                                <rect key="frame" x="10" y="10" width="280" height="180"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tabViewItems>
                                    <tabViewItem label="1" identifier="1" id="T1"><view key="view" id="V1"><rect key="frame" x="10" y="33" width="260" height="134"/><autoresizingMask key="autoresizingMask"/></view></tabViewItem>
                                    <tabViewItem label="2" identifier="2" id="T2"><view key="view" id="V2"><rect key="frame" x="10" y="33" width="260" height="134"/><autoresizingMask key="autoresizingMask"/></view></tabViewItem>
                                </tabViewItems>
                            </tabView>
        """)
        let tabView = try XCTUnwrap(graph.objects(ofClass: "NSTabView").first)
        let items = graph.elements(try XCTUnwrap(graph.child(tabView, "NSTabViewItems")))
        XCTAssertEqual(items.count, 2)
        XCTAssertTrue(graph.child(tabView, "NSSelectedTabViewItem") == items[0])
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(items[1], "NSView")), "NSNextResponder"), .null)
    }

    func testTabViewWithAnUnknownInitialItemIsRefused() {
        let text = AppKitControlEncodingTests.window("""
                            <tabView initialItem="nope" id="TV">
                                <rect key="frame" x="10" y="10" width="280" height="180"/>
                                <tabViewItems>
                                    <tabViewItem label="1" identifier="1" id="T1"><view key="view" id="V1"><rect key="frame" x="10" y="33" width="260" height="134"/></view></tabViewItem>
                                </tabViewItems>
                            </tabView>
        """)
        XCTAssertThrowsError(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text))) { error in
            XCTAssertTrue("\(error)".contains("initialItem"), "\(error)")
        }
    }

    /// An item view holding a scroll view is refused with the reason: its key loop is shown by
    /// one pair only (tabview_scrollview_chain).
    func testTabViewItemHoldingAScrollViewIsRefusedWithItsReason() {
        let text = AppKitControlEncodingTests.window("""
                            <tabView id="TV">
                                <rect key="frame" x="10" y="10" width="280" height="180"/>
                                <tabViewItems>
                                    <tabViewItem label="1" identifier="1" id="T1"><view key="view" id="V1"><rect key="frame" x="10" y="33" width="260" height="134"/>
                                        <subviews><customView id="G"><rect key="frame" x="0" y="0" width="200" height="100"/><subviews>
                                            <scrollView borderType="none" id="S"><rect key="frame" x="0" y="0" width="200" height="100"/>
                                                <clipView key="contentView" id="C"><rect key="frame" x="0" y="0" width="200" height="100"/></clipView>
                                            </scrollView>
                                        </subviews></customView></subviews>
                                    </view></tabViewItem>
                                </tabViewItems>
                            </tabView>
        """)
        XCTAssertThrowsError(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text))) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("tabViewItem") && message.contains("tabview_scrollview_chain"), message)
            XCTAssertFalse(message.contains("yet"), message)
        }
    }

    func testRadioMatrix() throws {
        let radio = """
        imagePosition="left" alignment="left" inset="2"><behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/><font key="font" metaFont="system"/></buttonCell>
        """
        let graph = try encodeSubviews("""
                            <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" id="M">
                                <rect key="frame" x="20" y="100" width="100" height="40"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                                <size key="cellSize" width="100" height="18"/>
                                <size key="intercellSpacing" width="4" height="2"/>
                                <buttonCell key="prototype" type="radio" title="Radio" id="M0" \(radio)
                                <cells>
                                    <column>
                                        <buttonCell type="radio" title="A" id="M1" \(radio)
                                        <buttonCell type="radio" title="B" state="on" id="M2" \(radio)
                                    </column>
                                </cells>
                            </matrix>
        """)
        let matrix = try XCTUnwrap(graph.objects(ofClass: "NSMatrix").first)
        XCTAssertEqual(graph.value(matrix, "NSNumRows"), .int8(2))
        XCTAssertEqual(graph.value(matrix, "NSNumCols"), .int8(1))
        XCTAssertEqual(graph.value(matrix, "NSMatrixFlags"), .int32(0x4480_0000), "empty selection not allowed")
        XCTAssertEqual(graph.string(graph.child(matrix, "NSCellSize")), "{100, 18}")
        XCTAssertEqual(graph.string(graph.child(matrix, "NSIntercellSpacing")), "{4, 2}")
        XCTAssertEqual(graph.string(graph.child(matrix, "NSCellClass")), "NSActionCell")
        XCTAssertEqual(graph.value(matrix, "NSSelectedRow"), .int64(-1))
        XCTAssertEqual(graph.value(matrix, "NSControlSendActionMask"), .int8(0))
        XCTAssertEqual(graph.value(matrix, "NSControlWritingDirection"), .int8(0))
        let actionCell = try XCTUnwrap(graph.child(matrix, "NSCell"))
        XCTAssertEqual(actionCell.className, "NSActionCell")
        XCTAssertEqual(graph.value(actionCell, "NSCellFlags2"), .int16(0x2000))
        let cells = graph.elements(try XCTUnwrap(graph.child(matrix, "NSCells")))
        XCTAssertEqual(cells.compactMap { graph.string(graph.child($0, "NSContents")) }, ["A", "B"])
        XCTAssertNil(graph.value(cells[0], "NSControlView"))
        XCTAssertEqual(graph.string(graph.child(graph.child(matrix, "NSProtoCell"), "NSContents")), "Radio")
        XCTAssertTrue(graph.child(matrix, "NSCellBackgroundColor") == graph.child(matrix, "NSBackgroundColor"))
    }

    /// selectionByRect="NO" clears __MFlags' selection-by-rect bit (0x04000000).
    func testRadioMatrixWithoutSelectionByRect() throws {
        let radio = #"imagePosition="left" alignment="left" inset="2"><behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/><font key="font" metaFont="system"/></buttonCell>"#
        let graph = try encodeSubviews("""
                            <matrix verticalHuggingPriority="750" allowsEmptySelection="NO" selectionByRect="NO" id="M">
                                <rect key="frame" x="20" y="100" width="100" height="18"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                                <size key="cellSize" width="100" height="18"/>
                                <size key="intercellSpacing" width="4" height="2"/>
                                <buttonCell key="prototype" type="radio" title="Radio" id="M0" \(radio)
                                <cells><column><buttonCell type="radio" title="A" id="M1" \(radio)</column></cells>
                            </matrix>
        """)
        let matrix = try XCTUnwrap(graph.objects(ofClass: "NSMatrix").first)
        XCTAssertEqual(graph.value(matrix, "NSMatrixFlags"), .int32(0x4080_0000))
    }

    func testShortDateFormatterAndUnparseableTitle() throws {
        func field(_ title: String) -> String {
            """
                            <textField id="F\(title.count)">
                                <rect key="frame" x="20" y="20" width="200" height="22"/>
                                <textFieldCell key="cell" selectable="YES" editable="YES" title="\(title)" id="C\(title.count)">
                                    <dateFormatter key="formatter" dateStyle="short" timeStyle="short" id="D\(title.count)"/>
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
            """
        }
        let graph = try encodeSubviews(field("Text Cell") + field("4/1/1976, 11:00 pm"))
        let formatter = try XCTUnwrap(graph.objects(ofClass: "NSDateFormatter").first)
        XCTAssertEqual(graph.string(graph.child(formatter, "NS.format")), "d/M/y, h:mm\u{202F}a")
        XCTAssertEqual(graph.value(formatter, "NS.natural"), .bool(false))
        let attributes = graph.elements(try XCTUnwrap(graph.child(formatter, "NS.attributes")))
        XCTAssertEqual(attributes.compactMap { graph.string($0) }, ["dateStyle", "formatterBehavior", "timeStyle"])
        let flags2 = graph.objects(ofClass: "NSTextFieldCell").map { (graph.string(graph.child($0, "NSContents")), graph.value($0, "NSCellFlags2")) }
        let unparseable = try XCTUnwrap(flags2.first { $0.0 == "Text Cell" }?.1)
        // A title the formatter parses is archived as the date (an NSDate, so no string here).
        let dateCell = try XCTUnwrap(graph.objects(ofClass: "NSTextFieldCell").first { graph.child($0, "NSContents")?.className == "NSDate" })
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(dateCell, "NSContents")), "NS.time"), .double(-788_662_800))
        let parseable = try XCTUnwrap(graph.value(dateCell, "NSCellFlags2"))
        guard case .int64(let bits) = unparseable else { return XCTFail("\(unparseable)") }
        XCTAssertEqual(UInt32(truncatingIfNeeded: bits) & 0x8000_0000, 0x8000_0000)
        if case .int64 = parseable { XCTFail("a parseable title leaves the top bit clear: \(parseable)") }
        XCTAssertFalse(AppKitTextFieldEncoder.parsesAsShortDateAndTime("13/13/2000, 1:00 pm"))
    }

    func testPopUpWithoutSelectedItem() throws {
        let graph = try encodeSubviews("""
                            <popUpButton id="P"><rect key="frame" x="20" y="20" width="80" height="25"/><autoresizingMask key="autoresizingMask"/><popUpButtonCell key="cell" type="push" title="B" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" id="Pc"><behavior key="behavior" lightByBackground="YES" lightByGray="YES"/><font key="font" metaFont="system"/><menu key="menu" title="" id="Pm"><items><menuItem title="x" id="Pi"/></items></menu></popUpButtonCell></popUpButton>
        """)
        let cell = try XCTUnwrap(graph.objects(ofClass: "NSPopUpButtonCell").first)
        XCTAssertEqual(graph.value(cell, "NSMenuItem"), .null)
        XCTAssertEqual(graph.value(cell, "NSSelectedIndex"), .int64(-1))
    }
}
