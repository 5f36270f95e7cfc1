import IBDocument
import XCTest
@testable import IBCompile

/// A table's prototype cells compiled through `NibCompiler` and read back with the test-only
/// decoder: `UITableViewCellPrototypeNibs` (reuse identifier → `UINib` with
/// `captureEnclosingNIBBundleOnDecode` and `archiveData`), the cell's own nib (proxies, the
/// cell, its outlets and actions, its segue as `selectionSegueTemplate`), and
/// `UITableViewCellPrototypeNibExternalObjects` mapping the cell nib's placeholders to objects
/// of the table's nib.
final class UIKitPrototypeCellEncodingTests: XCTestCase {
    static let storyboard = UIKitStoryboardFixtureTests.storyboard(initial: "tvc-aa-aaa", """
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <tableViewController id="tvc-aa-aaa" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="cel-aa-aaa" customClass="ItemCell" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-aa-aaa" id="ccv-aa-aaa">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Item" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-aa-aaa">
                                                    <rect key="frame" x="20" y="11" width="200" height="21"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="btn-aa-aaa">
                                                    <rect key="frame" x="300" y="7" width="60" height="30"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                                    <state key="normal" title="Star"/>
                                                    <connections>
                                                        <action selector="star:" destination="tvc-aa-aaa" eventType="touchUpInside" id="act-aa-aaa"/>
                                                    </connections>
                                                </button>
                                            </subviews>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="titleLabel" destination="lbl-aa-aaa" id="out-aa-aaa"/>
                                            <segue destination="det-aa-aaa" kind="show" identifier="showItem" id="seg-aa-aaa"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <sections/>
                                <connections>
                                    <outlet property="dataSource" destination="tvc-aa-aaa" id="dsr-aa-aaa"/>
                                    <outlet property="delegate" destination="tvc-aa-aaa" id="dlg-aa-aaa"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="sc2-aa-aaa">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="det-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dvw-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="dsa-aa-aaa"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-aa-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="500" y="0"/>
                </scene>
        """)

    private func compile(_ text: String = storyboard) throws -> [String: [UInt8]] {
        try UIKitSourceCheck.compileStoryboard(text).files
    }

    private func pairs(_ graph: AppKitTestGraph, _ dictionary: NibObject) -> [(key: String?, value: NibObject)] {
        let entries = graph.elements(dictionary)
        return stride(from: 0, to: entries.count - 1, by: 2).map { (graph.string(entries[$0]), entries[$0 + 1]) }
    }

    func testTableArchivesEachPrototypeAsAUINibWithItsBytes() throws {
        let files = try compile()
        let view = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/tvc-aa-aaa-view-tbl-aa-aaa.nib"])))
        let table = try XCTUnwrap(view.objects(ofClass: "UITableView").first)
        XCTAssertEqual(Array(table.values.map(\.key).suffix(2)), ["UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects"])
        XCTAssertTrue(view.objects(ofClass: "UITableViewCell").isEmpty && view.objects(ofClass: "UIClassSwapper").allSatisfy {
            view.string(view.child($0, "UIOriginalClassName")) != "UITableViewCell" }, "the cell is not in the table's nib")

        let nibs = pairs(view, try XCTUnwrap(view.child(table, "UITableViewCellPrototypeNibs")))
        XCTAssertEqual(nibs.map(\.key), ["Cell"])
        let nib = nibs[0].value
        XCTAssertEqual(nib.className, "UINib")
        XCTAssertEqual(nib.values.map(\.key), ["captureEnclosingNIBBundleOnDecode", "archiveData"])
        XCTAssertEqual(view.value(nib, "captureEnclosingNIBBundleOnDecode"), .bool(true))
        let data = try XCTUnwrap(view.child(nib, "archiveData"))
        XCTAssertEqual(data.className, "NSData")
        guard case .data(let bytes)? = view.value(data, "NS.bytes") else { return XCTFail("archiveData holds no bytes") }
        XCTAssertEqual(Array(bytes.prefix(10)), Array("NIBArchive".utf8))
    }

    func testCellNibHoldsTheCellItsConnectionsAndItsSegueOutlet() throws {
        let files = try compile()
        let view = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/tvc-aa-aaa-view-tbl-aa-aaa.nib"])))
        let table = try XCTUnwrap(view.objects(ofClass: "UITableView").first)
        let nib = try XCTUnwrap(pairs(view, try XCTUnwrap(view.child(table, "UITableViewCellPrototypeNibs"))).first?.value)
        guard case .data(let bytes)? = view.value(try XCTUnwrap(view.child(nib, "archiveData")), "NS.bytes") else { return XCTFail("no bytes") }
        let cellNib = AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes))

        let topLevel = cellNib.elements(try XCTUnwrap(cellNib.child(cellNib.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(topLevel.map(\.className), ["UIProxyObject", "UIProxyObject", "UIProxyObject", "UIProxyObject", "UIClassSwapper"])
        XCTAssertEqual(topLevel.prefix(4).map { cellNib.string(cellNib.child($0, "UIProxiedObjectIdentifier")) },
                       ["IBFilesOwner", "IBFirstResponder", "UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        let cell = topLevel[4]
        XCTAssertEqual(cellNib.string(cellNib.child(cell, "UIOriginalClassName")), "UITableViewCell")
        XCTAssertEqual(cellNib.string(cellNib.child(cell, "UIReuseIdentifier")), "Cell")

        let outlets = cellNib.objects(ofClass: "UIRuntimeOutletConnection")
        XCTAssertEqual(outlets.map { cellNib.string(cellNib.child($0, "UILabel")) }, ["titleLabel", "selectionSegueTemplate"])
        XCTAssertEqual(outlets.map { cellNib.child($0, "UISource") }, [cell, cell])
        XCTAssertEqual(cellNib.child(outlets[0], "UIDestination")?.className, "UILabel")
        XCTAssertEqual(cellNib.child(outlets[1], "UIDestination"), topLevel[3], "the segue's template is upstream")
        let action = try XCTUnwrap(cellNib.objects(ofClass: "UIRuntimeEventConnection").first)
        XCTAssertEqual(cellNib.string(cellNib.child(action, "UILabel")), "star:")
        XCTAssertEqual(cellNib.child(action, "UIDestination"), topLevel[2], "the controller is upstream")
        XCTAssertEqual(cellNib.value(action, "UIEventMask"), .int8(64))
    }

    func testExternalObjectsMapTheCellNibsPlaceholdersToTheTableNibsObjects() throws {
        let files = try compile()
        let view = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/tvc-aa-aaa-view-tbl-aa-aaa.nib"])))
        let table = try XCTUnwrap(view.objects(ofClass: "UITableView").first)
        let externals = pairs(view, try XCTUnwrap(view.child(table, "UITableViewCellPrototypeNibExternalObjects")))
        XCTAssertEqual(externals.map(\.key), ["Cell"])
        let mapping = pairs(view, externals[0].value)
        XCTAssertEqual(mapping.map(\.key), ["UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        // In the table's (view) nib the controller and the segue template are themselves upstream placeholders.
        let proxies = mapping.map { view.string(view.child($0.value, "UIProxiedObjectIdentifier")) }
        XCTAssertEqual(mapping.map(\.value.className), ["UIProxyObject", "UIProxyObject"])
        XCTAssertEqual(Set(proxies.compactMap { $0 }).count, 2)
        XCTAssertTrue(proxies.allSatisfy { $0?.hasPrefix("UpstreamPlaceholder-") ?? false }, "\(proxies)")

        let scene = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/UITableViewController-tvc-aa-aaa.nib"])))
        let template = try XCTUnwrap(scene.objects(ofClass: "UIStoryboardShowSegueTemplate").first)
        XCTAssertEqual(scene.string(scene.child(template, "UIDestinationViewControllerIdentifier")), "Detail")
    }

    /// (A prototype without a reuse identifier is left out with a warning: UIKitPrototypeWithoutIdentifierTests.)
    func testPrototypesMixedWithStaticSectionsAreRefused() throws {
        // Static sections next to prototypes: a table is one or the other.
        let staticCells = Self.storyboard.replacingOccurrences(of: "<sections/>", with: #"<sections><tableViewSection id="sec-aa-aaa"/></sections>"#)
        XCTAssertThrowsError(try compile(staticCells)) { error in
            XCTAssertTrue(String(describing: error).contains("both prototype cells and static sections"), String(describing: error))
        }
    }
}
