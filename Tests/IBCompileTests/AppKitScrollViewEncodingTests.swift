import IBDocument
import XCTest
@testable import IBCompile

/// Scroll views, text views, window toolbars, search fields, the titleBar font and split-view
/// tiling on hand-written Cocoa xibs. Each nib is written to bytes and read back with the
/// test decoder (`AppKitNibTestDecoder`), independent of the writer. The fixture comparison
/// (`AppKitFixtureComparisonTests`) checks the same encodings against Apple's nibs.
final class AppKitScrollViewEncodingTests: XCTestCase {
    let profiles = AppKitColorProfiles(genericGray: [0x47], sRGB: [0x52])

    func encode(_ text: String) throws -> AppKitTestGraph {
        let archive = try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text))
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(NibArchiveWriter().write(archive)))
    }

    func encodeSubviews(_ subviews: String, rootAttributes: String = "useAutolayout=\"YES\"") throws -> AppKitTestGraph {
        try encode(AppKitControlEncodingTests.window(subviews, rootAttributes: rootAttributes))
    }

    static func scrollView(border: String = "", autohides: Bool, document: String) -> String {
        """
                            <scrollView \(border) autohidesScrollers="\(autohides ? "YES" : "NO")" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="S1">
                                <rect key="frame" x="10" y="20" width="240" height="135"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <clipView key="contentView" copiesOnScroll="NO" id="S2">
                                    <rect key="frame" x="1" y="1" width="238" height="133"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
        \(document)
                                    </subviews>
                                </clipView>
                                <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="S3">
                                    <rect key="frame" x="-100" y="-100" width="225" height="15"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                                <scroller key="verticalScroller" verticalHuggingPriority="750" doubleValue="1" controlSize="small" horizontal="NO" id="S4">
                                    <rect key="frame" x="223" y="1" width="16" height="133"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </scroller>
                            </scrollView>
        """
    }

    static let customDocument = """
                                        <customView id="D1">
                                            <rect key="frame" x="0.0" y="0.0" width="238" height="100"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                                        </customView>
        """

    func testScrollViewClipViewAndScrollers() throws {
        let graph = try encodeSubviews(Self.scrollView(autohides: false, document: Self.customDocument))
        let scrollView = try XCTUnwrap(graph.objects(ofClass: "NSScrollView").first)
        // bezel 2 | vertical scroller 0x10 | 0x20800; no horizontal scroller, no predominant axis.
        XCTAssertEqual(graph.value(scrollView, "NSsFlags"), .int32(0x20812))
        let subviews = graph.elements(try XCTUnwrap(graph.child(scrollView, "NSSubviews"))).map(\.className)
        XCTAssertEqual(subviews, ["NSClipView", "NSScroller", "NSScroller"])
        // vertical page, horizontal page, vertical line, horizontal line (big-endian float32).
        XCTAssertEqual(graph.value(scrollView, "NSScrollAmts"),
                       .data([0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x41, 0x98, 0, 0, 0x41, 0x20, 0, 0]))
        XCTAssertEqual(graph.value(scrollView, "NSMagnification"), .double(1))
        XCTAssertEqual(graph.value(scrollView, "NSMinMagnification"), .double(0.25))
        XCTAssertEqual(graph.value(scrollView, "NSMaxMagnification"), .double(4))
        let pan = try XCTUnwrap(graph.elements(try XCTUnwrap(graph.child(scrollView, "NSGestureRecognizers"))).first)
        XCTAssertEqual(pan.className, "NSPanGestureRecognizer")
        XCTAssertEqual(graph.string(graph.child(pan, "NSGestureRecognizer.action")), "_panWithGestureRecognizer:")
        XCTAssertTrue(graph.child(pan, "NSGestureRecognizer.target") == scrollView)

        let clip = try XCTUnwrap(graph.child(scrollView, "NSContentView"))
        XCTAssertTrue(graph.child(scrollView, "NSNextKeyView") == clip)
        // Inset by the bezel (1) and 17 points for the shown vertical scroller.
        XCTAssertEqual(graph.string(graph.child(clip, "NSFrame")), "{{1, 1}, {221, 133}}")
        XCTAssertEqual(graph.value(clip, "NSvFlags"), .int16(0x100), "the clip view's own mask is not archived")
        XCTAssertEqual(graph.value(clip, "NScvFlags"), .int8(6), "draws background (4) | copiesOnScroll NO (2)")
        XCTAssertEqual(graph.string(graph.child(graph.child(clip, "NSBGColor"), "NSColorName")), "controlBackgroundColor")
        XCTAssertEqual(graph.value(clip, "NSAutomaticallyAdjustsContentInsets"), .bool(true))
        let document = try XCTUnwrap(graph.child(clip, "NSDocView"))
        XCTAssertTrue(graph.child(clip, "NSNextKeyView") == document)
        // The flexible-width document view fills the narrower clip view; its height stays.
        XCTAssertEqual(graph.string(graph.child(document, "NSFrameSize")), "{221, 100}")

        let horizontal = try XCTUnwrap(graph.child(scrollView, "NSHScroller"))
        let vertical = try XCTUnwrap(graph.child(scrollView, "NSVScroller"))
        XCTAssertEqual(graph.value(horizontal, "NSsFlags"), .int8(1))
        XCTAssertEqual(graph.value(horizontal, "NSvFlags"), .int64(-0x8000_0000 | 0x100), "hidden")
        XCTAssertEqual(graph.value(vertical, "NSsFlags"), .int16(0x100), "small")
        XCTAssertEqual(graph.value(vertical, "NSCurValue"), .double(1))
        XCTAssertEqual(graph.string(graph.child(vertical, "NSAction")), "_doScroller:")
        XCTAssertTrue(graph.child(vertical, "NSTarget") == scrollView)
        XCTAssertEqual(graph.value(vertical, "NSControlSendActionMask"), .int8(4))
        // Bezeled: only the scroller that says wantsLayer="YES" hosts a layer.
        XCTAssertEqual(graph.value(horizontal, "NSViewIsLayerTreeHost"), .bool(true))
        XCTAssertNil(graph.value(vertical, "NSViewIsLayerTreeHost"))
    }

    func testAutohidingScrollersLeaveTheClipViewWhole() throws {
        let graph = try encodeSubviews(Self.scrollView(border: "borderType=\"none\"", autohides: true, document: Self.customDocument))
        let scrollView = try XCTUnwrap(graph.objects(ofClass: "NSScrollView").first)
        XCTAssertEqual(graph.value(scrollView, "NSsFlags"), .int32(0x20a10))
        let clip = try XCTUnwrap(graph.child(scrollView, "NSContentView"))
        XCTAssertEqual(graph.string(graph.child(clip, "NSFrameSize")), "{240, 135}", "the document fits: no scroller shows")
        // Borderless, with a document view that wants no layer: both scrollers host layers.
        for scroller in graph.objects(ofClass: "NSScroller") {
            XCTAssertEqual(graph.value(scroller, "NSViewIsLayerTreeHost"), .bool(true))
        }
    }

    func testTextViewInAScrollView() throws {
        let textView = """
                                        <textView editable="NO" importsGraphics="NO" richText="NO" verticallyResizable="YES" findStyle="panel" linkDetection="YES" spellingCorrection="YES" smartInsertDelete="YES" id="T1">
                                            <rect key="frame" x="0.0" y="0.0" width="238" height="133"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <color key="textColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                            <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                            <size key="minSize" width="238" height="133"/>
                                            <size key="maxSize" width="240" height="10000000"/>
                                        </textView>
        """
        let graph = try encodeSubviews(Self.scrollView(autohides: false, document: textView))
        let text = try XCTUnwrap(graph.objects(ofClass: "NSTextView").first)
        XCTAssertEqual(graph.string(graph.child(text, "NSFrameSize")), "{221, 133}")
        XCTAssertEqual(graph.value(text, "NSTVFlags"), .int16(0x86), "0x84 | vertically resizable")
        XCTAssertEqual(graph.string(graph.child(text, "NSMaxSize")), "{240, 10000000}")
        XCTAssertNil(graph.value(text, "NSMinSize"))
        XCTAssertEqual(graph.string(graph.child(graph.child(text, "NSTextViewTextColor"), "NSColorName")), "textColor")
        let container = try XCTUnwrap(graph.child(text, "NSTextContainer"))
        XCTAssertEqual(graph.value(container, "NSWidth"), .double(221), "the container follows the tiled width")
        XCTAssertEqual(graph.value(container, "NSMinWidth"), .double(15))
        XCTAssertTrue(graph.child(container, "NSTextView") == text)
        let layoutManager = try XCTUnwrap(graph.child(container, "NSLayoutManager"))
        XCTAssertEqual(graph.value(layoutManager, "NSLMFlags"), .int8(0x66))
        XCTAssertEqual(graph.string(graph.child(graph.child(layoutManager, "NSTextStorage"), "NSString")), "")
        let shared = try XCTUnwrap(graph.child(text, "NSSharedData"))
        // selectable 1 | 0x100 | smart insert 0x200 | 0x800 | find panel 0x2000 | links 0x40000 | spelling 0x4000000
        XCTAssertEqual(graph.value(shared, "NSFlags"), .int32(0x4042B01))
        XCTAssertEqual(graph.value(shared, "NSPreferredTextFinderStyle"), .int8(1))
        XCTAssertEqual(graph.value(shared, "NSWritingToolsFlags"), .int16(0x100))
        let insertion = try XCTUnwrap(graph.child(shared, "NSInsertionColor"))
        XCTAssertEqual(graph.string(graph.child(insertion, "NSColorName")), "textInsertionPointColor")
        XCTAssertEqual(graph.string(graph.child(graph.child(insertion, "NSColor"), "NSColorName")), "systemBlueColor",
                       "its fallback is itself a catalog colour")
        let links = try XCTUnwrap(graph.child(shared, "NSLinkAttributes"))
        XCTAssertEqual(graph.elements(links).map(\.className),
                       ["NSString", "NSColor", "NSString", "NSCursor", "NSString", "NSNumber"])
        let clip = try XCTUnwrap(graph.objects(ofClass: "NSClipView").first)
        let cursor = try XCTUnwrap(graph.child(clip, "NSCursor"))
        XCTAssertEqual(graph.string(graph.child(cursor, "NSHotSpot")), "{1, -1}")
    }

    func testTextViewTextStorageRunsAndAttributes() throws {
        let textView = """
                                        <textView importsGraphics="NO" verticallyResizable="YES" id="T1">
                                            <rect key="frame" x="0.0" y="0.0" width="238" height="133"/>
                                            <color key="textColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                            <attributedString key="textStorage">
                                                <fragment content="Hello "><attributes><font key="NSFont" metaFont="label"/></attributes></fragment>
                                                <fragment content="bold"><attributes><font key="NSFont" size="10" name="LucidaGrande-Bold"/></attributes></fragment>
                                                <fragment content=" world"><attributes><font key="NSFont" metaFont="label"/></attributes></fragment>
                                            </attributedString>
                                        </textView>
        """
        let graph = try encodeSubviews(Self.scrollView(autohides: false, document: textView))
        let text = try XCTUnwrap(graph.objects(ofClass: "NSTextView").first)
        XCTAssertNil(graph.value(text, "NSTextViewTextColor"), "the colour moves into the text's attributes")
        let storage = try XCTUnwrap(graph.objects(ofClass: "NSTextStorage").first)
        XCTAssertEqual(graph.string(graph.child(storage, "NSString")), "Hello bold world")
        XCTAssertEqual(graph.value(try XCTUnwrap(graph.child(storage, "NSAttributeInfo")), "NS.bytes"), .data([6, 0, 4, 1, 6, 0]))
        let dictionaries = graph.elements(try XCTUnwrap(graph.child(storage, "NSAttributes")))
        XCTAssertEqual(dictionaries.count, 2, "identical attributes are stored once")
        let fonts = dictionaries.compactMap { graph.elements($0).first { $0.className == "NSFont" } }
        XCTAssertEqual(fonts.compactMap { graph.string(graph.child($0, "NSName")) }, [".AppleSystemUIFont", "LucidaGrande-Bold"])
        XCTAssertEqual(graph.string(graph.child(graph.elements(dictionaries[0])[1], "NSColorName")), "textColor")
    }

    /// Zero content insets (the default) archive nothing, on the scroll view or its clip view;
    /// other insets are refused with the reason.
    func testZeroContentInsetsArchiveNothingAndOthersAreRefused() throws {
        func document(_ insets: String) -> String {
            let plain = Self.scrollView(autohides: false, document: #"<customView id="D1"><rect key="frame" x="0.0" y="0.0" width="238" height="133"/></customView>"#)
            guard !insets.isEmpty else { return plain }
            return plain.replacingOccurrences(of: "</clipView>", with: insets + "</clipView>")
                .replacingOccurrences(of: "</scrollView>", with: insets + "</scrollView>")
        }
        let zero = #"<edgeInsets key="contentInsets" left="0.0" right="0.0" top="0.0" bottom="0.0"/>"#
        let plain = try encodeSubviews(document(""))
        let withZero = try encodeSubviews(document(zero))
        XCTAssertEqual(withZero.archive.objects.map(\.className), plain.archive.objects.map(\.className))
        XCTAssertEqual(withZero.archive.objects.map { $0.values.map(\.key) }, plain.archive.objects.map { $0.values.map(\.key) })
        XCTAssertThrowsError(try encodeSubviews(document(#"<edgeInsets key="contentInsets" left="0.0" right="0.0" top="8" bottom="0.0"/>"#))) { error in
            XCTAssertTrue("\(error)".contains("top=\"8\""), "\(error)")
            XCTAssertFalse("\(error)".contains("yet"), "\(error)")
        }
    }

    func testTextViewWithoutVerticallyResizableIsRefusedInNewDocuments() {
        let textView = """
                                        <textView id="T1">
                                            <rect key="frame" x="0.0" y="0.0" width="238" height="133"/>
                                            <color key="textColor" name="textColor" catalog="System" colorSpace="catalog"/>
                                        </textView>
        """
        // The test documents say toolsVersion 22505.
        let text = AppKitControlEncodingTests.window(Self.scrollView(autohides: false, document: textView))
        XCTAssertThrowsError(try AppKitNibEncoder(colorProfiles: profiles).encode(try InterfaceDocument(text: text))) { error in
            XCTAssertTrue("\(error)".contains("verticallyResizable"), "\(error)")
        }
    }

    func testWindowToolbarWithSystemSpacesAndAViewItem() throws {
        let graph = try encode(AppKitEncoderTests.xib("""
                <window title="W" animationBehavior="default" id="W1">
                    <windowStyleMask key="styleMask" titled="YES"/>
                    <rect key="contentRect" x="0.0" y="0.0" width="300" height="200"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
                    <view key="contentView" id="V1">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                    <toolbar key="toolbar" implicitIdentifier="TB-id" displayMode="iconAndLabel" sizeMode="regular" id="TB1">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="I1"/>
                            <toolbarItem implicitItemIdentifier="Search" label="Find" paletteLabel="Find it" id="I2">
                                <size key="minSize" width="100" height="22"/>
                                <size key="maxSize" width="200" height="22"/>
                                <searchField key="view" verticalHuggingPriority="750" textCompletion="NO" id="F1">
                                    <rect key="frame" x="0.0" y="14" width="200" height="22"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" id="F2">
                                        <font key="font" metaFont="system"/>
                                    </searchFieldCell>
                                </searchField>
                            </toolbarItem>
                        </allowedToolbarItems>
                        <defaultToolbarItems>
                            <toolbarItem reference="I2"/>
                        </defaultToolbarItems>
                    </toolbar>
                </window>
        """))
        let window = try XCTUnwrap(graph.objects(ofClass: "NSWindowTemplate").first)
        let toolbar = try XCTUnwrap(graph.child(window, "NSViewClass"))
        XCTAssertEqual(toolbar.className, "NSToolbar")
        XCTAssertNil(graph.value(window, "NSMaxSize"), "a window with a toolbar has no default maximum")
        XCTAssertEqual(graph.string(graph.child(toolbar, "NSToolbarIdentifier")), "TB-id")
        XCTAssertEqual(graph.value(toolbar, "NSToolbarDisplayMode"), .int8(1))
        XCTAssertEqual(graph.value(toolbar, "NSToolbarSizeMode"), .int8(1))
        let allowed = graph.elements(try XCTUnwrap(graph.child(toolbar, "NSToolbarIBAllowedItems")))
        XCTAssertEqual(allowed.map(\.className), ["NSToolbarFlexibleSpaceItem", "NSToolbarItem"])
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(toolbar, "NSToolbarIBDefaultItems"))).map(\.className), ["NSToolbarItem"])
        let identified = graph.elements(try XCTUnwrap(graph.child(toolbar, "NSToolbarIBIdentifiedItems")))
        XCTAssertEqual(identified.compactMap { graph.string($0) }, ["NSToolbarFlexibleSpaceItem", "Search"])

        let space = allowed[0]
        XCTAssertEqual(graph.string(graph.child(space, "NSToolbarItemPaletteLabel")), "Flexible Space")
        XCTAssertEqual(graph.string(graph.child(space, "NSToolbarItemMaxSize")), "{20000, 24}")
        XCTAssertEqual(graph.value(space, "NSToolbarItemTag"), .int64(-1))
        XCTAssertEqual(graph.value(graph.child(space, "NSToolbarItemMenuFormRepresentation")!, "NSIsSeparator"), .bool(true))

        let item = allowed[1]
        XCTAssertEqual(graph.string(graph.child(item, "NSToolbarItemLabel")), "Find")
        XCTAssertEqual(graph.string(graph.child(item, "NSToolbarItemPaletteLabel")), "Find it")
        XCTAssertEqual(graph.string(graph.child(item, "NSToolbarItemMinSize")), "{100, 22}")
        XCTAssertEqual(graph.value(item, "NSToolbarItemTag"), .int8(0))
        let field = try XCTUnwrap(graph.child(item, "NSToolbarItemView"))
        XCTAssertEqual(field.className, "NSSearchField")
        XCTAssertEqual(graph.value(field, "NSNextResponder"), .null)
        XCTAssertNil(graph.value(field, "NSSuperview"))
        XCTAssertEqual(graph.value(field, "NSAllowsWritingTools"), .bool(false))
        let cell = try XCTUnwrap(graph.child(field, "NSCell"))
        XCTAssertEqual(cell.className, "NSSearchFieldCell")
        XCTAssertEqual(graph.value(cell, "NSAutomaticTextCompletionDisabled"), .bool(true))
        XCTAssertEqual(graph.value(cell, "NSAutomaticTextCompletionStored"), .bool(true))
        XCTAssertEqual(graph.value(cell, "NSMaximumRecents"), .int16(255))
        XCTAssertEqual(graph.value(cell, "NSSearchFieldFlags"), .data([6, 0, 0, 0]))
        let search = try XCTUnwrap(graph.child(cell, "NSSearchButtonCell"))
        XCTAssertEqual(graph.string(graph.child(search, "NSAction")), "_searchFieldSearch:")
        XCTAssertTrue(graph.child(search, "NSTarget") == cell)
        let cancel = try XCTUnwrap(graph.child(cell, "NSCancelButtonCell"))
        XCTAssertEqual(graph.string(graph.child(cancel, "NSAction")), "_searchFieldCancel:")
        XCTAssertEqual(graph.value(cancel, "NSCellFlags"), .int64(-0x8000_0000))
    }

    func testTitleBarMetaFontCarriesItsTextStyle() throws {
        let graph = try encodeSubviews("""
                            <textField id="T1">
                                <rect key="frame" x="20" y="20" width="120" height="22"/>
                                <textFieldCell key="cell" title="T" id="T2">
                                    <font key="font" metaFont="titleBar"/>
                                </textFieldCell>
                            </textField>
        """)
        let font = try XCTUnwrap(graph.objects(ofClass: "NSFont").first)
        XCTAssertEqual(graph.string(graph.child(font, "NSName")), ".AppleSystemUIFontBold")
        XCTAssertEqual(graph.value(font, "NSfFlags"), .int16(0x313))
        XCTAssertEqual(graph.value(font, "NSHasWidth"), .bool(false))
        let descriptor = try XCTUnwrap(graph.child(font, "NSTextStyleDescriptor"))
        XCTAssertEqual(graph.value(descriptor, "NSFontDescriptorOptions"), .int64(0x8000_8404))
        let attributes = graph.elements(try XCTUnwrap(graph.child(descriptor, "NSFontDescriptorAttributes")))
        XCTAssertEqual(attributes.compactMap { graph.string($0) },
                       ["NSCTFontSizeCategoryAttribute", "NSCTFontUIUsageAttribute", "UICTFontTextStyleHeadline", "NSFontSizeAttribute"])
        XCTAssertEqual(graph.value(attributes[5], "NS.dblval"), .double(13))
    }

    func testSplitViewRetilesPanesThatDoNotTileAlongItsAxis() throws {
        let graph = try encodeSubviews("""
                            <splitView id="P1">
                                <rect key="frame" x="0" y="0" width="600" height="400"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <customView id="P2">
                                        <rect key="frame" x="0" y="0" width="300" height="400"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </customView>
                                    <customView id="P3">
                                        <rect key="frame" x="301" y="0" width="299" height="400"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </customView>
                                </subviews>
                            </splitView>
        """)
        let panes = graph.objects(ofClass: "NSCustomView")
        XCTAssertEqual(panes.compactMap { graph.string(graph.child($0, "NSFrameSize")) ?? graph.string(graph.child($0, "NSFrame")) }.sorted(),
                       ["{600, 196}", "{{0, 205}, {600, 195}}"].sorted())
        XCTAssertNil(AppKitSplitViewEncoder.tiledFrames([AppKitRect(x: 0, y: 0, width: 195, height: 300),
                                                         AppKitRect(x: 204, y: 0, width: 196, height: 300)],
                                                        in: (400, 300), vertical: true),
                     "panes that already tile keep their frames")
    }

    func testClipViewAsAWindowContentView() throws {
        let graph = try encode(AppKitEncoderTests.xib("""
                <window title="W" animationBehavior="default" id="W1">
                    <rect key="contentRect" x="0.0" y="0.0" width="538" height="337"/>
                    <clipView key="contentView" id="C1">
                        <rect key="frame" x="1" y="1" width="523" height="188"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <customView id="D1">
                                <rect key="frame" x="0.0" y="0.0" width="523" height="188"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </customView>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    </clipView>
                </window>
        """))
        let clip = try XCTUnwrap(graph.objects(ofClass: "NSClipView").first)
        XCTAssertEqual(graph.string(graph.child(clip, "NSFrame")), "{{1, 1}, {538, 337}}")
        XCTAssertEqual(graph.value(clip, "NSvFlags"), .int16(0x112), "a window's clip view keeps its mask")
        XCTAssertEqual(graph.value(clip, "NSNextResponder"), .null)
        XCTAssertNil(graph.value(clip, "NSSuperview"))
        XCTAssertEqual(graph.value(graph.child(clip, "NSBGColor")!, "NSColorSpace"), .int8(3))
        let document = try XCTUnwrap(graph.child(clip, "NSDocView"))
        XCTAssertEqual(graph.string(graph.child(document, "NSFrameSize")), "{538, 337}")
    }
}
