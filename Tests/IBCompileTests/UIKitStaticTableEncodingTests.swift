import IBDocument
import XCTest
@testable import IBCompile

/// A static table (`dataMode="static"`, `<sections>`) compiled through `NibCompiler` and read
/// back with the test-only decoder: the view nib holds `UITableViewDataSource` →
/// `UITableSections` → `UITableViewSection` (`UITableSectionHeaderTitle`,
/// `UITableSectionFooterTitle`, `UITableSectionRows`) → `UITableViewRow` (`UITableRowCell`,
/// `UITableRowHeight` when the cell's height is not the table's), handed to the controller by
/// the `staticDataSource` outlet; a static cell's segue is its `selectionSegueTemplate` outlet;
/// a table header view is a subview of the table and its `UITableHeaderView`; an image runtime
/// attribute is an image placeholder.
final class UIKitStaticTableEncodingTests: XCTestCase {
    static let storyboard = UIKitStoryboardFixtureTests.storyboard(initial: "tvc-st-aaa", """
                <scene sceneID="sc1-st-aaa">
                    <objects>
                        <tableViewController id="tvc-st-aaa" customClass="SettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl-st-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-st-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                                <sections>
                                    <tableViewSection headerTitle="General" footerTitle="Shown below" id="sec-st-aaa">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" rowHeight="60" id="cla-st-aaa">
                                                <rect key="frame" x="0.0" y="78" width="393" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cla-st-aaa" id="cva-st-aaa">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="swi-st-aaa">
                                                            <rect key="frame" x="320" y="14" width="51" height="31"/>
                                                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                                        </switch>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <userDefinedRuntimeAttributes>
                                                    <userDefinedRuntimeAttribute type="image" keyPath="iconImage" value="safari" catalog="system"/>
                                                </userDefinedRuntimeAttributes>
                                            </tableViewCell>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" rowHeight="44" id="clb-st-aaa">
                                                <rect key="frame" x="0.0" y="138" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="clb-st-aaa" id="cvb-st-aaa">
                                                    <rect key="frame" x="0.0" y="0.0" width="363" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <segue destination="det-st-aaa" kind="show" identifier="showAbout" id="seg-st-aaa"/>
                                                </connections>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection id="sed-st-aaa">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="clc-st-aaa">
                                                <rect key="frame" x="0.0" y="220" width="393" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="clc-st-aaa" id="cvc-st-aaa">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="tvc-st-aaa" id="dsr-st-aaa"/>
                                    <outlet property="delegate" destination="tvc-st-aaa" id="dlg-st-aaa"/>
                                </connections>
                            </tableView>
                            <connections>
                                <outlet property="enabledSwitch" destination="swi-st-aaa" id="osw-st-aaa"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-st-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="sc2-st-aaa">
                    <objects>
                        <viewController storyboardIdentifier="About" id="det-st-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dvw-st-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="dsa-st-aaa"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-st-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="500" y="0"/>
                </scene>
        """)

    private func compile(_ text: String = storyboard) throws -> [String: [UInt8]] {
        try UIKitSourceCheck.compileStoryboard(text).files
    }

    private func viewNib() throws -> AppKitTestGraph {
        let files = try compile()
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/tvc-st-aaa-view-tbl-st-aaa.nib"])))
    }

    private func className(_ graph: AppKitTestGraph, _ object: NibObject?) -> String? {
        guard let object else { return nil }
        return object.className == "UIClassSwapper" ? graph.string(graph.child(object, "UIOriginalClassName")) : object.className
    }

    func testDataSourceHoldsSectionsRowsAndCells() throws {
        let view = try viewNib()
        let dataSource = try XCTUnwrap(view.objects(ofClass: "UITableViewDataSource").first)
        XCTAssertEqual(dataSource.values.map(\.key), ["UITableSections"])
        let sectionsArray = try XCTUnwrap(view.child(dataSource, "UITableSections"))
        XCTAssertEqual(sectionsArray.className, "NSArray")
        let sections = view.elements(sectionsArray)
        XCTAssertEqual(sections.map(\.className), ["UITableViewSection", "UITableViewSection"])

        XCTAssertEqual(sections[0].values.map(\.key), ["UITableSectionHeaderTitle", "UITableSectionFooterTitle", "UITableSectionRows"])
        let header = try XCTUnwrap(view.child(sections[0], "UITableSectionHeaderTitle"))
        XCTAssertEqual(header.className, "NSLocalizableString")
        XCTAssertEqual(view.string(header), "General")
        XCTAssertEqual(view.string(view.child(header, "NSKey")), "sec-st-aaa.headerTitle")
        XCTAssertEqual(view.string(view.child(sections[0], "UITableSectionFooterTitle")), "Shown below")
        XCTAssertEqual(sections[1].values.map(\.key), ["UITableSectionRows"], "no titles, no title keys")

        let rows = sections.map { view.elements(try! XCTUnwrap(view.child($0, "UITableSectionRows"))) }
        XCTAssertEqual(rows.map(\.count), [2, 1])
        let first = rows[0][0]
        XCTAssertEqual(first.className, "UITableViewRow")
        XCTAssertEqual(first.values.map(\.key), ["UITableRowCell", "UITableRowHeight"])
        XCTAssertEqual(view.value(first, "UITableRowHeight"), .float(60))
        XCTAssertEqual(rows[0][1].values.map(\.key), ["UITableRowCell"], "a height equal to the table's rowHeight is not written")
        XCTAssertEqual(rows[1][0].values.map(\.key), ["UITableRowCell"], "a cell without rowHeight has the table's")
        let cells = rows.joined().map { view.child($0, "UITableRowCell") }
        XCTAssertEqual(cells.map { $0?.className }, ["UITableViewCell", "UITableViewCell", "UITableViewCell"])
        XCTAssertEqual(cells[0].flatMap { view.child($0, "UIContentView") }.flatMap { view.child($0, "UISubviews") }.map { view.elements($0).map(\.className) },
                       ["UISwitch"])
        XCTAssertNil(cells[0].flatMap { view.value($0, "UIRowHeight") }, "the row, not the cell, carries the height")
    }

    func testControllerGetsTheDataSourceThroughTheStaticDataSourceOutlet() throws {
        let view = try viewNib()
        let dataSource = try XCTUnwrap(view.objects(ofClass: "UITableViewDataSource").first)
        let outlets = view.objects(ofClass: "UIRuntimeOutletConnection")
        let connection = try XCTUnwrap(outlets.first { view.string(view.child($0, "UILabel")) == "staticDataSource" })
        XCTAssertEqual(view.child(connection, "UIDestination"), dataSource)
        let source = try XCTUnwrap(view.child(connection, "UISource"))
        XCTAssertEqual(source.className, "UIProxyObject")
        XCTAssertEqual(view.string(view.child(source, "UIProxiedObjectIdentifier")), "UpstreamPlaceholder-1")
        // The controller's outlet to a control inside a static cell comes from the same placeholder.
        let switchOutlet = try XCTUnwrap(outlets.first { view.string(view.child($0, "UILabel")) == "enabledSwitch" })
        XCTAssertEqual(view.child(switchOutlet, "UISource"), source)
        XCTAssertEqual(view.child(switchOutlet, "UIDestination")?.className, "UISwitch")

        let files = try compile()
        let scene = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/UITableViewController-tvc-st-aaa.nib"])))
        let controller = try XCTUnwrap(scene.objects(ofClass: "UIClassSwapper").first { scene.string(scene.child($0, "UIOriginalClassName")) == "UITableViewController" })
        let external = try XCTUnwrap(scene.child(controller, "UIExternalObjectsTableForViewLoading"))
        let entries = scene.elements(external)
        XCTAssertEqual(scene.string(entries.first), "UpstreamPlaceholder-1")
        XCTAssertEqual(entries.dropFirst().first, controller)
        XCTAssertNil(scene.value(controller, "UITableViewControllerStaticDataSource"), "the data source lives in the view nib")
        XCTAssertTrue(scene.objects(ofClass: "UITableViewDataSource").isEmpty)
    }

    /// A static table without sections (its rows are added in code: RocketChat's Auth storyboard)
    /// still gets the static data source, with no sections.
    func testAStaticTableWithoutSectionsGetsAnEmptyDataSource() throws {
        let text = UIKitStoryboardFixtureTests.storyboard(initial: "tvc-em-aaa", """
                    <scene sceneID="sc1-em-aaa">
                        <objects>
                            <tableViewController id="tvc-em-aaa" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-em-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <sections/>
                                    <connections>
                                        <outlet property="dataSource" destination="tvc-em-aaa" id="ds0-em-aaa"/>
                                        <outlet property="delegate" destination="tvc-em-aaa" id="dl0-em-aaa"/>
                                    </connections>
                                </tableView>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="frs-em-aaa" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """)
        let files = try compile(text)
        let view = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/tvc-em-aaa-view-tbl-em-aaa.nib"])))
        let dataSource = try XCTUnwrap(view.objects(ofClass: "UITableViewDataSource").first)
        XCTAssertEqual(view.elements(try XCTUnwrap(view.child(dataSource, "UITableSections"))).count, 0)
        XCTAssertTrue(view.objects(ofClass: "UIRuntimeOutletConnection").contains { view.string(view.child($0, "UILabel")) == "staticDataSource" })
    }

    func testStaticCellSegueIsItsSelectionSegueTemplateOutlet() throws {
        let view = try viewNib()
        let connection = try XCTUnwrap(view.objects(ofClass: "UIRuntimeOutletConnection").first { view.string(view.child($0, "UILabel")) == "selectionSegueTemplate" })
        let cell = try XCTUnwrap(view.child(connection, "UISource"))
        XCTAssertEqual(view.value(cell, "UIAccessoryType"), .int8(1))
        let template = try XCTUnwrap(view.child(connection, "UIDestination"))
        XCTAssertEqual(template.className, "UIProxyObject", "the template lives in the scene nib")
        XCTAssertTrue(view.objects(ofClass: "UIRuntimeEventConnection").isEmpty, "no perform: event for a cell")
    }

    func testHeaderViewIsASubviewAndTheTableHeaderViewAndCellsAreNotSubviews() throws {
        let view = try viewNib()
        let table = try XCTUnwrap(view.objects(ofClass: "UITableView").first)
        let subviews = view.elements(try XCTUnwrap(view.child(table, "UISubviews")))
        XCTAssertEqual(subviews.map(\.className), ["UIView"])
        XCTAssertEqual(view.child(table, "UITableHeaderView"), subviews[0])
        XCTAssertEqual(table.values.last?.key, "UITableHeaderView")
        XCTAssertEqual(Array(table.values.map(\.key).prefix(3)), ["UIBounds", "UICenter", "UISubviews"])
        // A grouped table's style under both keys real nibs carry, one after the other.
        XCTAssertEqual(view.value(table, "UIStyle"), .int8(1))
        XCTAssertEqual(view.value(table, "UITableViewStyle"), .int8(1))
        let keys = table.values.map(\.key)
        XCTAssertEqual(keys.firstIndex(of: "UITableViewStyle"), keys.firstIndex(of: "UIStyle").map { $0 + 1 })
    }

    func testImageRuntimeAttributeIsAnImagePlaceholder() throws {
        let view = try viewNib()
        let pair = try XCTUnwrap(view.objects(ofClass: "UINibKeyValuePair").first)
        XCTAssertEqual(view.string(view.child(pair, "UIKeyPath")), "iconImage")
        let image = try XCTUnwrap(view.child(pair, "UIValue"))
        XCTAssertEqual(image.className, "UIImageNibPlaceholder")
        XCTAssertEqual(view.string(view.child(image, "UISystemSymbolResourceName")), "safari")
        XCTAssertEqual(className(view, view.child(pair, "UIObject")), "UITableViewCell")
    }

    func testWhatStaticTablesCannotEncodeIsRefusedByName() throws {
        // A cell's custom height against a table whose rowHeight the document does not give.
        let noTableHeight = Self.storyboard.replacingOccurrences(of: #" rowHeight="44" estimatedRowHeight"#, with: " estimatedRowHeight")
        XCTAssertThrowsError(try compile(noTableHeight)) { error in
            XCTAssertTrue(String(describing: error).contains("rowHeight"), String(describing: error))
        }
        // A section of anything but cells.
        let stray = Self.storyboard.replacingOccurrences(of: #"<tableViewSection id="sed-st-aaa">"#,
                                                         with: #"<tableViewSection id="sed-st-aaa"><view key="headerView" contentMode="scaleToFill" id="shv-st-aaa"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#)
        XCTAssertThrowsError(try compile(stray)) { error in
            XCTAssertTrue(String(describing: error).contains("headerView"), String(describing: error))
        }
        // (A prototype cell's rowHeight compiles: `UIKitPrototypeRowHeightTests`.)
    }
}
