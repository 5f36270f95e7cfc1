import XCTest
@testable import IBDocument

/// Typed edits compared with the exact text Xcode writes for them. Expected texts come from
/// corpus files (an Xcode-saved "after" state) or follow the format notes line by line.
final class EditFidelityTests: XCTestCase {
    private func corpusText(_ name: String) throws -> String {
        let url = try SharedCorpus.folder().appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(name) is not in the corpus") }
        return String(decoding: try SharedCorpus.bytes(url), as: UTF8.self)
    }

    private func replacing(_ text: String, _ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        XCTAssertTrue(text.contains(old), "fixture lacks: \(old)", file: file, line: line)
        return text.replacingOccurrences(of: old, with: new)
    }

    // MARK: Move a view

    func testMovingAViewRewritesOnlyTheChangedFrameNumbers() throws {
        let original = try corpusText("IBDecodable__IBDecodable__Tests_Resources_Button.xib")
        let document = try InterfaceDocument(text: original)
        let button = try XCTUnwrap(document.object(withID: "NLs-WP-EeK"))
        document.setFrame(IBRect(x: 20, y: 40.5, width: 93, height: 34), of: button)
        XCTAssertEqual(document.serializedString(), replacing(original,
            #"<rect key="frame" x="0.0" y="0.0" width="93" height="34"/>"#,
            #"<rect key="frame" x="20" y="40.5" width="93" height="34"/>"#))
        document.setFrame(IBRect(x: 0, y: 0, width: 93, height: 34), of: button)
        XCTAssertEqual(document.serializedString(), original)
    }

    // MARK: Retitle a button

    func testRetitlingAButtonWritesItsNormalStateTitle() throws {
        let original = try corpusText("IBDecodable__IBDecodable__Tests_Resources_Button.xib")
        let document = try InterfaceDocument(text: original)
        try document.setButtonTitle("Save & \"Close\"", of: "NLs-WP-EeK")
        XCTAssertEqual(document.serializedString(), replacing(original,
            #"<state key="normal" title="Normal title">"#, #"<state key="normal" title="Save &amp; &quot;Close&quot;">"#))
        XCTAssertEqual(document.title(of: try XCTUnwrap(document.object(withID: "NLs-WP-EeK"))), "Save & \"Close\"")
    }

    func testRetitlingAButtonWithoutANormalStateAddsOneInXcodesPlace() throws {
        let original = try corpusText("IBDecodable__IBDecodable__Tests_Resources_Button.xib")
        let normalState = """
                    <state key="normal" title="Normal title">
                        <color key="titleColor" red="0.70451136999999997" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                        <color key="titleShadowColor" red="0.70451136999999997" green="1" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                    </state>

        """
        let withoutNormal = replacing(original, normalState, "")
        let document = try InterfaceDocument(text: withoutNormal)
        try document.setButtonTitle("Go", of: "NLs-WP-EeK")
        XCTAssertEqual(document.serializedString(), replacing(original, normalState, "            <state key=\"normal\" title=\"Go\"/>\n"))
    }

    func testRetitlingAMacButtonWritesItsCell() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.macOSWindowXib)
        try document.setButtonTitle("Close", of: "btn-Mc-001")
        XCTAssertEqual(document.serializedString(), replacing(StoryboardFixtures.macOSWindowXib,
            #"<buttonCell key="cell" type="push" title="Done""#, #"<buttonCell key="cell" type="push" title="Close""#))
    }

    // MARK: Add a scene with a segue

    /// The corpus holds the same storyboard with one and two view controllers' worth of
    /// scenes; adding the second through the API must give Xcode's two-scene file.
    func testAddingAViewControllerSceneMatchesXcodesFile() throws {
        let twoScenes = try corpusText("IBDecodable__IBLinter__Tests_IBLinterKitTest_Resources_Rules_HasSingleViewController_HasSingleViewControllerBadTwoController.storyboard")
        let secondScene = try XCTUnwrap(twoScenes.range(of: "        <!--View Controller-->\n        <scene sceneID=\"iuW-WR-o8S\">"))
        let scenesEnd = try XCTUnwrap(twoScenes.range(of: "    </scenes>"))
        let oneScene = String(twoScenes[..<secondScene.lowerBound] + twoScenes[scenesEnd.lowerBound...])

        let document = try InterfaceDocument(text: oneScene)
        let scene = try document.addViewControllerScene(NewViewControllerScene(
            sceneID: "iuW-WR-o8S", controllerID: "wuB-bf-dCf", viewID: "FTL-oA-ByO", safeAreaID: "x34-Zy-wV2",
            firstResponderID: "Hx1-BG-EdN", width: 414, height: 896, canvasX: 817, canvasY: 59))
        XCTAssertEqual(document.serializedString(), twoScenes)
        XCTAssertEqual(scene.label, "View Controller")
        XCTAssertEqual(document.object(withID: "wuB-bf-dCf")?.elementName, "viewController")

        try document.addSegue(from: "Y6W-OH-hqX", to: "wuB-bf-dCf", kind: "show", identifier: "next", id: "abc-12-xyz")
        XCTAssertEqual(document.serializedString(), replacing(twoScenes, """
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Ief-a0-LHa"
        """, """
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <connections>
                                <segue destination="wuB-bf-dCf" kind="show" identifier="next" id="abc-12-xyz"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Ief-a0-LHa"
        """))
        XCTAssertEqual(document.segues.first?.source?.id, "Y6W-OH-hqX")
    }

    func testAddingASceneToADocumentWithoutResourcesAddsTheSystemColorAndCapability() throws {
        let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>

        """
        let before = header + """
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes/>
        </document>

        """
        let document = try InterfaceDocument(text: before)
        try document.addViewControllerScene(NewViewControllerScene(
            sceneID: "sc1-aa-bbb", controllerID: "vc1-aa-bbb", viewID: "vw1-aa-bbb", safeAreaID: "sa1-aa-bbb",
            firstResponderID: "fr1-aa-bbb", canvasX: 132, canvasY: -27.5, customClass: "SettingsViewController",
            storyboardIdentifier: "Settings"))
        try document.setInitialViewController("vc1-aa-bbb")
        let expected = header.replacingOccurrences(of: #"colorMatched="YES">"#, with: #"colorMatched="YES" initialViewController="vc1-aa-bbb">"#) + """
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <!--Settings View Controller-->
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController storyboardIdentifier="Settings" id="vc1-aa-bbb" customClass="SettingsViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="sa1-aa-bbb"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="132" y="-27.5"/>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
        XCTAssertEqual(document.serializedString(), expected)
        XCTAssertEqual(document.initialViewController?.id, "vc1-aa-bbb")
    }

    // MARK: Add a constraint

    func testAddingConstraintsKeepsTheListSortedAndOmitsTheOwnerAsFirstItem() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        try document.addConstraint(NewConstraint(firstItem: "det-Lb-001", firstAttribute: "leading", secondItem: "det-Sa-001",
                                                 secondAttribute: "leading", constant: 20), id: "det-Cn-000")
        try document.addConstraint(NewConstraint(firstItem: "det-Lb-001", firstAttribute: "height", relation: "greaterThanOrEqual",
                                                 constant: 21, priority: 750), id: "lbl-Cn-001")
        var expected = replacing(StoryboardFixtures.navigationFlow, """
                                <constraints>
                                    <constraint firstItem="det-Bt-001" firstAttribute="leading"
        """, """
                                <constraints>
                                    <constraint firstItem="det-Lb-001" firstAttribute="leading" secondItem="det-Sa-001" secondAttribute="leading" constant="20" id="det-Cn-000"/>
                                    <constraint firstItem="det-Bt-001" firstAttribute="leading"
        """)
        expected = replacing(expected, """
                                        <rect key="frame" x="20" y="68" width="374" height="21"/>
                                        <fontDescription
        """, """
                                        <rect key="frame" x="20" y="68" width="374" height="21"/>
                                        <constraints>
                                            <constraint firstAttribute="height" relation="greaterThanOrEqual" priority="750" constant="21" id="lbl-Cn-001"/>
                                        </constraints>
                                        <fontDescription
        """)
        XCTAssertEqual(document.serializedString(), expected)
        let root = try XCTUnwrap(document.object(withID: "det-Vw-001"))
        XCTAssertEqual(document.constraints(ownedBy: root).first?.owner, root)
    }

    func testAddingAConstraintToUnrelatedViewsIsRefused() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        XCTAssertThrowsError(try document.addConstraint(NewConstraint(firstItem: "det-Lb-001", firstAttribute: "top",
                                                                      secondItem: "nav-Ba-001", secondAttribute: "bottom"), id: "x"))
        XCTAssertThrowsError(try document.addConstraint(NewConstraint(firstItem: "det-Lb-001", firstAttribute: "width"), id: "det-Cn-001"))
        XCTAssertEqual(document.serializedString(), StoryboardFixtures.navigationFlow)
    }

    // MARK: Connect an outlet, an action

    func testConnectingAnOutletInsertsItInPropertyOrder() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        try document.connectOutlet(from: "-1", property: "imageView", to: "img-Vw-001", id: "own-Ou-002")
        XCTAssertEqual(document.serializedString(), replacing(StoryboardFixtures.iOSViewXib, """
                        <outlet property="view" destination="iN0-l3-epB" id="own-Ou-001"/>
        """, """
                        <outlet property="imageView" destination="img-Vw-001" id="own-Ou-002"/>
                        <outlet property="view" destination="iN0-l3-epB" id="own-Ou-001"/>
        """))
    }

    func testFirstConnectionCreatesTheListAfterEverythingButTheCanvasLocation() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        try document.addOutletCollection(from: "iN0-l3-epB", property: "gestureRecognizers", to: "img-Vw-001", id: "col-Oc-001")
        XCTAssertEqual(document.serializedString(), replacing(StoryboardFixtures.iOSViewXib, """
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <point key="canvasLocation" x="139" y="120"/>
        """, """
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="img-Vw-001" appends="YES" id="col-Oc-001"/>
                    </connections>
                    <point key="canvasLocation" x="139" y="120"/>
        """))
    }

    func testConnectingActionsUsesEachPlatformsForm() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        try document.connectAction(from: "det-Bt-001", selector: "share:", to: "det-Co-001", eventType: "touchUpInside", id: "det-Ac-002")
        XCTAssertEqual(document.serializedString(), replacing(StoryboardFixtures.navigationFlow, """
                                            <action selector="cook:" destination="det-Co-001" eventType="touchUpInside" id="det-Ac-001"/>
        """, """
                                            <action selector="cook:" destination="det-Co-001" eventType="touchUpInside" id="det-Ac-001"/>
                                            <action selector="share:" destination="det-Co-001" eventType="touchUpInside" id="det-Ac-002"/>
        """))
        let mac = try InterfaceDocument(text: StoryboardFixtures.macOSWindowXib)
        try mac.connectAction(from: "btn-Mc-001", selector: "orderFrontStandardAboutPanel:", to: "-3", id: "btn-Ac-002")
        XCTAssertEqual(mac.serializedString(), replacing(StoryboardFixtures.macOSWindowXib, """
                                    <action selector="performClose:" target="-1" id="btn-Ac-001"/>
        """, """
                                    <action selector="orderFrontStandardAboutPanel:" target="-3" id="btn-Ac-002"/>
                                    <action selector="performClose:" target="-1" id="btn-Ac-001"/>
        """))
    }

    func testRemovingTheLastConnectionRemovesTheList() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        let outlet = try XCTUnwrap(document.allConnections.first)
        document.removeConnection(outlet)
        XCTAssertEqual(document.serializedString(), replacing(StoryboardFixtures.iOSViewXib, """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="Cookbook" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="iN0-l3-epB" id="own-Ou-001"/>
                    </connections>
                </placeholder>
        """, """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView" customModule="Cookbook" customModuleProvider="target"/>
        """))
        XCTAssertNil(document.object(withID: "own-Ou-001"))
    }

    func testDuplicateIDsAreRefusedByTypedEdits() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        XCTAssertThrowsError(try document.connectOutlet(from: "-1", property: "x", to: "img-Vw-001", id: "own-Ou-001")) { error in
            XCTAssertEqual(error as? InterfaceDocumentError, .duplicateID("own-Ou-001"))
        }
    }

    // MARK: Identity and text

    func testCustomClassAndLabelsGoAfterTheID() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        let image = try XCTUnwrap(document.object(withID: "img-Vw-001"))
        try image.setCustomClass("AvatarView", module: "Cookbook")
        try image.setUserLabel("Avatar")
        XCTAssertEqual(document.serializedString(), replacing(StoryboardFixtures.iOSViewXib,
            #"translatesAutoresizingMaskIntoConstraints="NO" id="img-Vw-001">"#,
            #"translatesAutoresizingMaskIntoConstraints="NO" id="img-Vw-001" userLabel="Avatar" customClass="AvatarView" customModule="Cookbook">"#))
        try image.setCustomClass(nil)
        try image.setUserLabel(nil)
        XCTAssertEqual(document.serializedString(), StoryboardFixtures.iOSViewXib)
    }

    func testMultilineLabelTextMovesIntoAStringChild() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        try document.setLabelText("Two\nlines", of: "det-Lb-001")
        XCTAssertEqual(document.serializedString(), replacing(replacing(StoryboardFixtures.navigationFlow,
            #"verticalHuggingPriority="251" text="Title" textAlignment="natural""#, #"verticalHuggingPriority="251" textAlignment="natural""#), """
                                        <rect key="frame" x="20" y="68" width="374" height="21"/>
                                        <fontDescription
        """, """
                                        <rect key="frame" x="20" y="68" width="374" height="21"/>
                                        <string key="text">Two
        lines</string>
                                        <fontDescription
        """))
        XCTAssertEqual(document.title(of: try XCTUnwrap(document.object(withID: "det-Lb-001"))), "Two\nlines")
    }

    func testRuntimeAttributesAppendInAuthoringOrder() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        try document.setRuntimeAttribute(keyPath: "accessibilityIdentifier", type: "string", value: "cook", of: "det-Bt-001")
        XCTAssertEqual(document.serializedString(), replacing(StoryboardFixtures.navigationFlow, """
                                            </userDefinedRuntimeAttribute>
                                        </userDefinedRuntimeAttributes>
        """, """
                                            </userDefinedRuntimeAttribute>
                                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="cook"/>
                                        </userDefinedRuntimeAttributes>
        """))
    }
}

extension EditFidelityTests {
    func testMovingAViewIntoAnotherViewReindentsItAndTidiesEmptyLists() throws {
        let document = try InterfaceDocument(text: StoryboardFixtures.iOSViewXib)
        try document.moveView("img-Vw-001", into: "iN0-l3-epB", at: 0, frame: IBRect(x: 8, y: 8, width: 64, height: 64))
        XCTAssertEqual(document.serializedString(), StoryboardFixtures.iOSViewXib, "moving to the same place changes nothing")

        XCTAssertThrowsError(try document.moveView("iN0-l3-epB", into: "img-Vw-001"), "a view cannot move into its own subview")

        let storyboard = try InterfaceDocument(text: StoryboardFixtures.navigationFlow)
        try storyboard.moveView("det-Lb-001", into: "lst-Cv-001", frame: IBRect(x: 16, y: 11, width: 200, height: 21))
        let moved = storyboard.serializedString()
        XCTAssertTrue(moved.contains("""
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="lst-Ce-001" id="lst-Cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="det-Lb-001">
                                                    <rect key="frame" x="16" y="11" width="200" height="21"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <color key="textColor" name="AccentText"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
        """), moved)
        XCTAssertTrue(moved.contains("""
                                <subviews>
                                    <button opaque="NO"
        """), moved)
        XCTAssertEqual(storyboard.superview(of: try XCTUnwrap(storyboard.object(withID: "det-Lb-001")))?.id, "lst-Cv-001")
    }
}
