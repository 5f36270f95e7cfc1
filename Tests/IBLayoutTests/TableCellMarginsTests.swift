import XCTest
import IBDocument
@testable import IBLayout

/// Table cell content-view margins (`TableCellMargins`) and switches' alignment rects, on a
/// hand-written table (the same XML as Tests/js/layout/cell-margins.test.mjs): a cell whose
/// content view spans it (a box at the top/leading margins, a switch at the trailing margin)
/// and a cell with a disclosure indicator (content view 26.5 pt narrower than the cell).
final class TableCellMarginsTests: XCTestCase {
    private func table(style: String, toolsVersion: String) throws -> InterfaceDocument {
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="\(style)" rowHeight="52" id="table">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="16" y="55.5" width="343" height="52"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="343" height="52"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(StoryboardBuilder.view("title", (16, 15, 100, 20), own: #"<constraint firstAttribute="width" constant="100" id="tw"/><constraint firstAttribute="height" constant="20" id="th"/>"#))
        \(StoryboardBuilder.view("toggle", (266, 11, 63, 28), element: "switch"))
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="tl"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="tt"/>
                            <constraint firstAttribute="trailingMargin" secondItem="toggle" secondAttribute="trailing" id="st"/>
                            <constraint firstItem="toggle" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="sc"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="more">
                    <rect key="frame" x="16" y="107.5" width="343" height="52"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="more" id="moreContent">
                        <rect key="frame" x="0.0" y="0.0" width="316.5" height="52"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
        \(StoryboardBuilder.view("detail", (258.5, 15, 50, 20), own: #"<constraint firstAttribute="width" constant="50" id="dw"/><constraint firstAttribute="height" constant="20" id="dh"/>"#))
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailingMargin" secondItem="detail" secondAttribute="trailing" id="dt"/>
                            <constraint firstItem="detail" firstAttribute="top" secondItem="moreContent" secondAttribute="topMargin" id="dtop"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """
        return try StoryboardBuilder.document(subviews: table, constraints: "", toolsVersion: toolsVersion)
    }

    private func frame(_ result: LayoutResult, _ id: String) -> [Double] {
        guard let frame = result.view(withID: id)?.frame else { XCTFail("no view \(id)"); return [] }
        return [frame.x, frame.y, frame.width, frame.height]
    }

    /// Xcode 26, inset-grouped: 15 pt top margin; the 63×28 switch's alignment rect (61 wide) ends
    /// at the 16 pt trailing margin, so its frame ends 2 pt past it; beside the accessory the
    /// content view's right margin is 8 pt.
    func testInsetGroupedCellsOfXcode26() throws {
        let result = DocumentLayout(document: try table(style: "insetGrouped", toolsVersion: "24765")).solve()
        XCTAssertEqual(frame(result, "title"), [16, 15, 100, 20])
        XCTAssertEqual(frame(result, "toggle"), [266, 11, 63, 28])
        XCTAssertEqual(frame(result, "detail"), [258.5, 15, 50, 20])
        XCTAssertEqual(result.issues, [], "the stored frames are these")
    }

    /// Before Xcode 26 (and in plain tables): 11 pt; the 51×31 switch aligns a 49 pt rect.
    func testCellsOfEarlierXcodeAndPlainTables() throws {
        let older = DocumentLayout(document: try table(style: "insetGrouped", toolsVersion: "23504")).solve()
        XCTAssertEqual(frame(older, "title"), [16, 11, 100, 20])
        XCTAssertEqual(frame(older, "toggle"), [278, 5.5, 51, 31])
        XCTAssertEqual(frame(older, "detail"), [258.5, 11, 50, 20])
        let plain = DocumentLayout(document: try table(style: "plain", toolsVersion: "24765")).solve()
        XCTAssertEqual(frame(plain, "title"), [16, 11, 100, 20])
        XCTAssertEqual(frame(plain, "detail"), [258.5, 11, 50, 20])
    }

    /// Xcode 9 and 10 plain tables give their cells 15 pt side margins on 16 pt devices; grouped
    /// ones, and later generations, the device's 16 pt.
    func testPlainTablesOfXcode9And10Keep15PointSideMargins() throws {
        let plain = DocumentLayout(document: try table(style: "plain", toolsVersion: "14460.31")).solve()
        XCTAssertEqual(frame(plain, "title"), [15, 11, 100, 20], "15 pt from the content view's leading edge")
        XCTAssertEqual(frame(plain, "detail"), [258.5, 11, 50, 20], "beside the accessory: still 8 pt")
        let grouped = DocumentLayout(document: try table(style: "grouped", toolsVersion: "14460.31")).solve()
        XCTAssertEqual(frame(grouped, "title"), [16, 11, 100, 20])
        let xcode12 = DocumentLayout(document: try table(style: "plain", toolsVersion: "17701")).solve()
        XCTAssertEqual(frame(xcode12, "title"), [16, 11, 100, 20], "later generations: the device's 16 pt")
    }

    /// A view placed 8 pt after a switch starts 8 pt after its alignment rect (x 20 + 49 + 8 = 77),
    /// not after its 51 pt frame.
    func testViewsAfterASwitchFollowItsAlignmentRect() throws {
        let toggle = StoryboardBuilder.view("toggle", (20, 100, 51, 31), element: "switch")
        let box = StoryboardBuilder.view("box", (77, 100, 60, 20), own: #"<constraint firstAttribute="width" constant="60" id="bw"/><constraint firstAttribute="height" constant="20" id="bh"/>"#)
        let document = try StoryboardBuilder.document(subviews: toggle + box, constraints: """
            <constraint firstItem="toggle" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="toggle" secondAttribute="trailing" constant="8" id="g"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="toggle" secondAttribute="top" id="bt"/>
            """)
        let result = DocumentLayout(document: document).solve()
        XCTAssertEqual(frame(result, "toggle"), [20, 100, 51, 31])
        XCTAssertEqual(frame(result, "box"), [77, 100, 60, 20])
        XCTAssertEqual(result.issues, [])
    }

    /// A content view with its own margins (15 pt) that preserves the cell's (16 pt at the sides,
    /// 11 at top and bottom) keeps the larger per side; without preservesSuperviewLayoutMargins
    /// its own. Loop's HeaderValuesTableViewCell: Xcode stores its stack at x 16, 343 pt wide.
    func testExplicitMarginsPreservingTheCellsKeepTheLarger() throws {
        let table = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="70" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" id="kept">
                        <rect key="frame" x="0.0" y="28" width="375" height="70"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="kept" id="keptContent">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="keptBox">
                                    <rect key="frame" x="16" y="11" width="343" height="20"/>
                                    <constraints><constraint firstAttribute="height" constant="20" id="keptH"/></constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="keptBox" firstAttribute="leading" secondItem="keptContent" secondAttribute="leadingMargin" id="keptL"/>
                                <constraint firstAttribute="trailingMargin" secondItem="keptBox" secondAttribute="trailing" id="keptT"/>
                                <constraint firstItem="keptBox" firstAttribute="top" secondItem="keptContent" secondAttribute="topMargin" id="keptTop"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                    <tableViewCell contentMode="scaleToFill" id="own">
                        <rect key="frame" x="0.0" y="98" width="375" height="70"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="own" id="ownContent">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ownBox">
                                    <rect key="frame" x="16" y="11" width="343" height="20"/>
                                    <constraints><constraint firstAttribute="height" constant="20" id="ownH"/></constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ownBox" firstAttribute="leading" secondItem="ownContent" secondAttribute="leadingMargin" id="ownL"/>
                                <constraint firstAttribute="trailingMargin" secondItem="ownBox" secondAttribute="trailing" id="ownT"/>
                                <constraint firstItem="ownBox" firstAttribute="top" secondItem="ownContent" secondAttribute="topMargin" id="ownTop"/>
                            </constraints>
                            <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
        """
        let result = DocumentLayout(document: try StoryboardBuilder.document(subviews: table, constraints: "", toolsVersion: "23504")).solve()
        XCTAssertEqual(frame(result, "keptBox"), [16, 11, 343, 20])
        XCTAssertEqual(frame(result, "ownBox"), [15, 8, 345, 20])
    }

    /// A cell no table holds (a xib's top-level cell) has 15 pt side margins, whatever the device
    /// (16 pt on this iPhone inside a table): its content view's own 15/8 pt margins, preserving
    /// the cell's, give 15 pt on both sides. Loop's BolusProgressTableViewCell, 416 pt wide.
    /// The same xib as Tests/js/layout/cell-margins.test.mjs.
    func testACellOutsideATableHas15PointSideMargins() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097.3" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" rowHeight="54" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="416" height="54"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="416" height="54"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="15" y="17" width="386" height="20"/>
                                <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="t"/>
                            <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="8"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let result = DocumentLayout(document: try InterfaceDocument(text: xib)).solve()
        XCTAssertEqual(frame(result, "box"), [15, 17, 386, 20])
        XCTAssertEqual(result.issues, [])
    }
}
