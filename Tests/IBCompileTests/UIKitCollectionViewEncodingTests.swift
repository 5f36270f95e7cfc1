import IBDocument
import XCTest
@testable import IBCompile

/// A collection view with a flow layout, prototype cells and section header / footer views in
/// a hand-written storyboard, compiled through `NibCompiler` and read back with the test-only
/// decoder: the `UICollectionView` keys in the coder's order, the `UICollectionViewFlowLayout`
/// keys, the prototype dictionaries (`UICollectionViewCellNibDict`,
/// `UICollectionViewSupplementaryViewNibDict` keyed "kind/identifier", the two external-object
/// tables) and each embedded nib with its own connections.
final class UIKitCollectionViewEncodingTests: XCTestCase {
    static let collection = """
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" allowsMultipleSelection="YES" prefetchingEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="col-aa-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="12" minimumInteritemSpacing="10" sectionInsetReference="safeArea" id="lay-aa-aaa">
                                        <size key="itemSize" width="100" height="80"/>
                                        <size key="estimatedItemSize" width="0.0" height="0.0"/>
                                        <size key="headerReferenceSize" width="50" height="40"/>
                                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                        <inset key="sectionInset" minX="8" minY="4" maxX="8" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="cel-aa-aaa" customClass="PhotoCell" customModule="App" customModuleProvider="target">
                                            <rect key="frame" x="0.0" y="40" width="100" height="80"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="ccv-aa-aaa">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Photo" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-aa-aaa">
                                                        <rect key="frame" x="8" y="8" width="84" height="21"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="btn-aa-aaa">
                                                        <rect key="frame" x="8" y="40" width="60" height="30"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                        <state key="normal" title="Like"/>
                                                        <connections>
                                                            <action selector="like:" destination="vc0-aa-aaa" eventType="touchUpInside" id="act-aa-aaa"/>
                                                        </connections>
                                                    </button>
                                                </subviews>
                                            </collectionViewCellContentView>
                                            <size key="customSize" width="100" height="80"/>
                                            <connections>
                                                <outlet property="titleLabel" destination="lbl-aa-aaa" id="out-aa-aaa"/>
                                                <segue destination="det-aa-aaa" kind="show" identifier="showPhoto" id="seg-aa-aaa"/>
                                            </connections>
                                        </collectionViewCell>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Plain" id="cel-bb-aaa">
                                            <rect key="frame" x="110" y="40" width="100" height="80"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                                                <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                            </view>
                                        </collectionViewCell>
                                    </cells>
                                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Title" id="hdr-aa-aaa" customClass="TitleHeader" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="852"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </collectionReusableView>
                                    <collectionReusableView key="sectionFooterView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="More" id="ftr-aa-aaa">
                                        <rect key="frame" x="210" y="0.0" width="50" height="852"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </collectionReusableView>
                                    <connections>
                                        <outlet property="dataSource" destination="vc0-aa-aaa" id="dsr-aa-aaa"/>
                                        <outlet property="delegate" destination="vc0-aa-aaa" id="dlg-aa-aaa"/>
                                    </connections>
                                </collectionView>
        """

    static func storyboard(_ collection: String = collection) -> String {
        UIKitStoryboardFixtureTests.storyboard(initial: "vc0-aa-aaa", """
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <viewController id="vc0-aa-aaa" customClass="PhotosViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw0-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(collection)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa0-aa-aaa"/>
                            </view>
                            <connections>
                                <outlet property="collectionView" destination="col-aa-aaa" id="ocv-aa-aaa"/>
                            </connections>
                        </viewController>
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
    }

    private func viewNib(_ text: String = storyboard()) throws -> AppKitTestGraph {
        let files = try UIKitSourceCheck.compileStoryboard(text).files
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(files["Main.storyboardc/vc0-aa-aaa-view-vw0-aa-aaa.nib"])))
    }

    /// Key → value pairs of an archived dictionary.
    static func pairs(_ graph: AppKitTestGraph, _ dictionary: NibObject) -> [(key: String?, value: NibObject)] {
        let entries = graph.elements(dictionary)
        return stride(from: 0, to: entries.count - 1, by: 2).map { (graph.string(entries[$0]), entries[$0 + 1]) }
    }

    static func embeddedNib(_ graph: AppKitTestGraph, _ nib: NibObject) throws -> AppKitTestGraph {
        XCTAssertEqual(nib.className, "UINib")
        XCTAssertEqual(nib.values.map(\.key), ["captureEnclosingNIBBundleOnDecode", "archiveData"])
        guard case .data(let bytes)? = graph.value(try XCTUnwrap(graph.child(nib, "archiveData")), "NS.bytes") else {
            throw XCTSkip("archiveData holds no bytes")
        }
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(bytes))
    }

    func testCollectionViewWritesTheCodersKeysInItsOrder() throws {
        let view = try viewNib()
        let collection = try XCTUnwrap(view.objects(ofClass: "UICollectionView").first)
        let keys = collection.values.map(\.key)
        let own = Array(keys.drop { $0 != "UICollectionLayout" })
        XCTAssertEqual(own, ["UICollectionLayout", "UIAllowsMultipleSelection", "UIAllowsUserInitiatedMultipleSelection",
                             "UICollectionViewCellPrototypeNibExternalObjects", "UICollectionViewSupplementaryViewPrototypeNibExternalObjects",
                             "UICollectionViewCellNibDict", "UICollectionViewSupplementaryViewNibDict", "UICollectionViewPrefetchingEnabled"])
        XCTAssertEqual(keys.first, "UIBounds", "the view keys come first")
        XCTAssertEqual(view.value(collection, "UIClipsToBounds"), .bool(true))
        XCTAssertEqual(view.value(collection, "UIAllowsMultipleSelection"), .bool(true))
        XCTAssertEqual(view.value(collection, "UIAllowsUserInitiatedMultipleSelection"), .bool(true))
        XCTAssertEqual(view.value(collection, "UICollectionViewPrefetchingEnabled"), .bool(false))
        XCTAssertNil(view.value(collection, "UIAllowsSelection"), "selection is allowed: UIKit's default, not written")
        XCTAssertNil(view.value(collection, "UISubviews"), "cells and section views are not subviews")
        for className in ["UICollectionViewCell", "UICollectionReusableView", "UILabel", "UIButton"] {
            XCTAssertTrue(view.objects(ofClass: className).isEmpty, "\(className) lives in an embedded nib")
        }
        // The controller's outlet and the data source / delegate reach the collection view.
        let outlets = view.objects(ofClass: "UIRuntimeOutletConnection")
        XCTAssertEqual(Set(outlets.filter { view.child($0, "UISource") == collection }.compactMap { view.string(view.child($0, "UILabel")) }),
                       ["dataSource", "delegate"])
        XCTAssertEqual(outlets.first { view.string(view.child($0, "UILabel")) == "collectionView" }.flatMap { view.child($0, "UIDestination") }, collection)
    }

    func testFlowLayoutWritesOnlyWhatDiffersFromCommonInit() throws {
        let view = try viewNib()
        let collection = try XCTUnwrap(view.objects(ofClass: "UICollectionView").first)
        let layout = try XCTUnwrap(view.child(collection, "UICollectionLayout"))
        XCTAssertEqual(layout.className, "UICollectionViewFlowLayout")
        XCTAssertEqual(layout.values.map(\.key), ["UILineSpacing", "UIItemSize", "UIHeaderReferenceSize", "UISectionInset",
                                                  "UISectionInsetReference", "UIScrollDirection"])
        XCTAssertEqual(view.value(layout, "UILineSpacing"), .float(12))
        XCTAssertEqual(view.value(layout, "UIItemSize"), .data(UIKitGeometry.doubles([100, 80])))
        XCTAssertEqual(view.value(layout, "UIHeaderReferenceSize"), .data(UIKitGeometry.doubles([50, 40])))
        XCTAssertEqual(view.value(layout, "UISectionInset"), .data(UIKitGeometry.doubles([4, 8, 0, 8])), "top, left, bottom, right")
        XCTAssertEqual(view.value(layout, "UISectionInsetReference"), .integer(1))
        XCTAssertEqual(view.value(layout, "UIScrollDirection"), .integer(1))
        // Defaults (10, 50 × 50, zero sizes and insets, vertical) archive nothing.
        let plain = Self.collection
            .replacingOccurrences(of: #"scrollDirection="horizontal" minimumLineSpacing="12""#, with: #"minimumLineSpacing="10""#)
            .replacingOccurrences(of: #"sectionInsetReference="safeArea" "#, with: "")
            .replacingOccurrences(of: #"<size key="itemSize" width="100" height="80"/>"#, with: #"<size key="itemSize" width="50" height="50"/>"#)
            .replacingOccurrences(of: #"<size key="headerReferenceSize" width="50" height="40"/>"#, with: #"<size key="headerReferenceSize" width="0.0" height="0.0"/>"#)
            .replacingOccurrences(of: #"minX="8" minY="4" maxX="8""#, with: #"minX="0.0" minY="0.0" maxX="0.0""#)
        let defaults = try viewNib(Self.storyboard(plain))
        XCTAssertEqual(try XCTUnwrap(defaults.objects(ofClass: "UICollectionViewFlowLayout").first).values.map(\.key), [])
    }

    func testCellsAndSectionViewsAreEmbeddedNibsKeyedAsUIKitRegistersThem() throws {
        let view = try viewNib()
        let collection = try XCTUnwrap(view.objects(ofClass: "UICollectionView").first)
        let cells = Self.pairs(view, try XCTUnwrap(view.child(collection, "UICollectionViewCellNibDict")))
        XCTAssertEqual(cells.map(\.key), ["Photo", "Plain"])
        XCTAssertEqual(try XCTUnwrap(view.child(collection, "UICollectionViewCellNibDict")).className, "NSMutableDictionary")
        let supplementary = Self.pairs(view, try XCTUnwrap(view.child(collection, "UICollectionViewSupplementaryViewNibDict")))
        XCTAssertEqual(supplementary.map(\.key), ["UICollectionElementKindSectionHeader/Title", "UICollectionElementKindSectionFooter/More"])

        let header = try Self.embeddedNib(view, supplementary[0].value)
        let headerTop = header.elements(try XCTUnwrap(header.child(header.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(headerTop.map(\.className), ["UIProxyObject", "UIProxyObject", "UIClassSwapper"])
        XCTAssertEqual(header.string(header.child(headerTop[2], "UIOriginalClassName")), "UICollectionReusableView")
        XCTAssertEqual(header.string(header.child(headerTop[2], "UIReuseIdentifier")), "Title")
        let footer = try Self.embeddedNib(view, supplementary[1].value)
        XCTAssertEqual(footer.objects(ofClass: "UICollectionReusableView").map { footer.string(footer.child($0, "UIReuseIdentifier")) }, ["More"])

        let plain = try Self.embeddedNib(view, cells[1].value)
        let plainCell = try XCTUnwrap(plain.objects(ofClass: "UICollectionViewCell").first)
        XCTAssertEqual(plain.string(plain.child(plainCell, "UIReuseIdentifier")), "Plain")
        XCTAssertEqual(plain.child(plainCell, "UIContentView")?.className, "UIView")
        // The cell coder's keys after the view keys: reuse identifier, the two configuration
        // views it always encodes (nil here, so null), the content view.
        XCTAssertEqual(Array(plainCell.values.map(\.key).suffix(4)),
                       ["UIReuseIdentifier", "UISystemBackgroundView", "UIContentConfigurationView", "UIContentView"])
        XCTAssertEqual(plain.value(plainCell, "UISystemBackgroundView"), .null)
        XCTAssertEqual(plain.value(plainCell, "UIContentConfigurationView"), .null)
        XCTAssertEqual(plain.elements(try XCTUnwrap(plain.child(plainCell, "UISubviews"))), [try XCTUnwrap(plain.child(plainCell, "UIContentView"))])
    }

    func testCellNibHoldsItsConnectionsAndItsSegueAndTheTablesMapItsPlaceholders() throws {
        let view = try viewNib()
        let collection = try XCTUnwrap(view.objects(ofClass: "UICollectionView").first)
        let cellNib = try Self.embeddedNib(view, try XCTUnwrap(Self.pairs(view, try XCTUnwrap(view.child(collection, "UICollectionViewCellNibDict"))).first?.value))
        let topLevel = cellNib.elements(try XCTUnwrap(cellNib.child(cellNib.object(0), "UINibTopLevelObjectsKey")))
        XCTAssertEqual(topLevel.prefix(4).map { cellNib.string(cellNib.child($0, "UIProxiedObjectIdentifier")) },
                       ["IBFilesOwner", "IBFirstResponder", "UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        let cell = topLevel[4]
        XCTAssertEqual(cellNib.string(cellNib.child(cell, "UIOriginalClassName")), "UICollectionViewCell")
        XCTAssertEqual(cellNib.string(cellNib.child(cell, "UIClassName")), "_TtC3App9PhotoCell")
        let outlets = cellNib.objects(ofClass: "UIRuntimeOutletConnection")
        XCTAssertEqual(outlets.map { cellNib.string(cellNib.child($0, "UILabel")) }, ["titleLabel", "selectionSegueTemplate"])
        XCTAssertEqual(cellNib.child(outlets[0], "UIDestination")?.className, "UILabel")
        XCTAssertEqual(cellNib.child(outlets[1], "UIDestination"), topLevel[3], "the segue's template is upstream")
        let action = try XCTUnwrap(cellNib.objects(ofClass: "UIRuntimeEventConnection").first)
        XCTAssertEqual(cellNib.string(cellNib.child(action, "UILabel")), "like:")
        XCTAssertEqual(cellNib.child(action, "UIDestination"), topLevel[2], "the controller is upstream")

        // One external-object table per prototype; the plain cell and the section views reach nothing outside.
        let externals = Self.pairs(view, try XCTUnwrap(view.child(collection, "UICollectionViewCellPrototypeNibExternalObjects")))
        XCTAssertEqual(externals.map(\.key), ["Photo", "Plain"])
        XCTAssertEqual(Self.pairs(view, externals[0].value).map(\.key), ["UpstreamPlaceholder-1", "UpstreamPlaceholder-2"])
        XCTAssertTrue(Self.pairs(view, externals[0].value).allSatisfy { $0.value.className == "UIProxyObject" })
        XCTAssertTrue(view.elements(externals[1].value).isEmpty)
        let supplementaryExternals = Self.pairs(view, try XCTUnwrap(view.child(collection, "UICollectionViewSupplementaryViewPrototypeNibExternalObjects")))
        XCTAssertEqual(supplementaryExternals.map(\.key), ["UICollectionElementKindSectionHeader/Title", "UICollectionElementKindSectionFooter/More"])
        XCTAssertTrue(supplementaryExternals.allSatisfy { view.elements($0.value).isEmpty })
    }

    /// A collection view at a xib's top level (no prototypes): the selection flags the document
    /// changes, spring loading, a custom flow layout class (`UIClassSwapper`) listed in
    /// `UINibObjectsKey` and reachable by an outlet.
    /// A plain `<collectionViewLayout>` (a custom `UICollectionViewLayout` subclass): no keys of its
    /// own (`-[UICollectionViewLayout encodeWithCoder:]` writes only decoration-view nibs), swapped.
    func testPlainCustomLayoutHasNoKeysOfItsOwn() throws {
        let source = UIKitEncoderTests.xib("""
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <collectionViewLayout key="collectionViewLayout" id="lay-pl-aaa" customClass="GridLayout" customModule="App" customModuleProvider="target"/>
                </collectionView>
        """)
        let document = try InterfaceDocument(text: source)
        let output = try NibCompiler().compile(document, name: "Grid")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Grid.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let collection = try XCTUnwrap(graph.objects(ofClass: "UICollectionView").first)
        let layout = try XCTUnwrap(graph.child(collection, "UICollectionLayout"))
        XCTAssertEqual(layout.className, "UIClassSwapper")
        XCTAssertEqual(layout.values.map(\.key), ["UIClassName", "UIOriginalClassName"])
        XCTAssertEqual(graph.string(graph.child(layout, "UIOriginalClassName")), "UICollectionViewLayout")
        XCTAssertEqual(graph.string(graph.child(layout, "UIClassName")), "_TtC3App10GridLayout")
    }

    func testXibCollectionViewWithACustomLayoutAndSelectionFlags() throws {
        let source = UIKitEncoderTests.xib("""
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" allowsSelection="NO" springLoaded="YES" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="4" id="lay-xb-aaa" customClass="ShelfLayout" customModule="App" customModuleProvider="target">
                        <size key="itemSize" width="50" height="50"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="20"/>
                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <connections>
                        <outlet property="shelfLayout" destination="lay-xb-aaa" id="out-xb-aaa"/>
                    </connections>
                </collectionView>
        """)
        let document = try InterfaceDocument(text: source)
        let output = try NibCompiler().compile(document, name: "Shelf")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Shelf.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let collection = try XCTUnwrap(graph.objects(ofClass: "UICollectionView").first)
        XCTAssertEqual(Array(collection.values.map(\.key).drop { $0 != "UICollectionLayout" }),
                       ["UICollectionLayout", "UIAllowsSelection", "UIAllowsUserInitiatedMultipleSelection", "UICollectionViewPrefetchingEnabled", "UISpringLoaded"])
        XCTAssertEqual(graph.value(collection, "UIAllowsSelection"), .bool(false))
        XCTAssertEqual(graph.value(collection, "UICollectionViewPrefetchingEnabled"), .bool(true))
        XCTAssertEqual(graph.value(collection, "UISpringLoaded"), .bool(true))
        let layout = try XCTUnwrap(graph.child(collection, "UICollectionLayout"))
        XCTAssertEqual(layout.className, "UIClassSwapper")
        XCTAssertEqual(layout.values.map(\.key), ["UIInteritemSpacing", "UIFooterReferenceSize", "UIClassName", "UIOriginalClassName"])
        XCTAssertEqual(graph.value(layout, "UIInteritemSpacing"), .float(4))
        XCTAssertEqual(graph.value(layout, "UIFooterReferenceSize"), .data(UIKitGeometry.doubles([0, 20])))
        XCTAssertEqual(graph.string(graph.child(layout, "UIOriginalClassName")), "UICollectionViewFlowLayout")
        let listed = graph.elements(try XCTUnwrap(graph.child(graph.object(0), "UINibObjectsKey")))
        XCTAssertTrue(listed.contains(layout), "the layout is listed with the nib's objects")
        let outlet = try XCTUnwrap(graph.objects(ofClass: "UIRuntimeOutletConnection").first { graph.string(graph.child($0, "UILabel")) == "shelfLayout" })
        XCTAssertEqual(graph.child(outlet, "UISource"), collection)
        XCTAssertEqual(graph.child(outlet, "UIDestination"), layout)
    }

    func testWhatTheCoderCannotCarryIsRefusedByName() throws {
        let cases: [(from: String, to: String, named: String)] = [
            (#"minimumLineSpacing="12""#, #"automaticEstimatedItemSize="YES" minimumLineSpacing="12""#, "automaticEstimatedItemSize"),
            (#"<size key="estimatedItemSize" width="0.0" height="0.0"/>"#, #"<size key="estimatedItemSize" width="100" height="80"/>"#, "estimatedItemSize"),
            (#"minimumLineSpacing="12""#, #"sectionHeadersPinToVisibleBounds="YES" minimumLineSpacing="12""#, "sectionHeadersPinToVisibleBounds"),
            (#"reuseIdentifier="Plain""#, #"reuseIdentifier="Photo""#, "another prototype"),
            (#"kind="show" identifier="showPhoto""#, #"kind="show" trigger="accessoryAction" identifier="showPhoto""#, "trigger"),
            (#"<collectionViewFlowLayout key="collectionViewLayout""#, #"<collectionViewFlowLayout key="otherLayout""#, "collectionViewLayout"),
        ]
        for (from, to, named) in cases {
            let text = Self.storyboard(Self.collection.replacingOccurrences(of: from, with: to))
            XCTAssertNotEqual(text, Self.storyboard(), from)
            XCTAssertThrowsError(try UIKitSourceCheck.compileStoryboard(text), named) { error in
                XCTAssertTrue(error is CompileError, "\(error)")
                XCTAssertTrue("\(error)".contains(named), "\(named): \(error)")
            }
        }
    }
}
