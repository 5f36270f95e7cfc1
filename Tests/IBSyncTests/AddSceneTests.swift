import Foundation
import XCTest
import IBDocument
@testable import IBSync
import StoryweaveTestPaths

/// `addScene` (a library view controller on the empty canvas) writes the same XML as its JS twin
/// (Tests/js/editor/add-scene.test.mjs compares the same strings), in one batch whose inverse
/// restores the document.
extension EditCommandsTests {
    private static let signupURL = PackagePaths.file("Tests/browser/fixtures/Signup.storyboard")

    private func counter() -> () -> String {
        var n = 0
        return {
            defer { n += 1 }
            return "new-" + (n < 10 ? "0" : "") + "\(n)-001"
        }
    }

    /// Applies the ops, checks no reference dangles, undoes them and checks the bytes; answers the text in between.
    private func applied(_ ops: [EditOperation], to document: SyncDocument) throws -> String {
        let before = document.serializedString()
        let result = try BatchApplier.apply(ops, to: document)
        XCTAssertTrue(ReferenceCascade.danglingReferences(in: document).isEmpty)
        let after = document.serializedString()
        _ = try BatchApplier.replay(result.inverse, on: document)
        XCTAssertEqual(document.serializedString(), before, "one undo removes it all")
        return after
    }

    private func uiKit(_ className: String) throws -> ClassDescription {
        try XCTUnwrap(ClassCatalog.uiKit.description(ofClass: className))
    }

    func testAddSceneWritesXcodeScenes() throws {
        let document = try SyncDocument(text: String(contentsOf: Self.signupURL, encoding: .utf8))
        let (ops, id, ids) = try EditCommands.sceneOps(document, description: uiKit("UINavigationController"), x: 1200.4, y: 300, next: counter())
        XCTAssertEqual(id, "new-01-001")
        XCTAssertEqual(ids, ["new-01-001", "new-04-001"])
        let after = try applied(ops, to: document)
        XCTAssertTrue(after.contains("""
            <!--Navigation Controller-->
                    <scene sceneID="new-00-001">
                        <objects>
                            <navigationController id="new-01-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="new-02-001">
                                    <rect key="frame" x="0.0" y="59" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="new-04-001" kind="relationship" relationship="rootViewController" id="new-03-001"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="new-08-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="1200" y="300"/>
                    </scene>
                    <!--View Controller-->
                    <scene sceneID="new-09-001">
                        <objects>
                            <viewController id="new-04-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="new-05-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="new-06-001"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                                <navigationItem key="navigationItem" id="new-07-001"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="new-10-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="2000" y="300"/>
                    </scene>
            """), after)
        XCTAssertEqual(after.components(separatedBy: #"name="systemBackgroundColor""#).count, 2, "the color was already a resource")

        let (tabOps, _, tabIDs) = try EditCommands.sceneOps(document, description: uiKit("UITabBarController"), x: 0, y: 0, next: counter())
        let tabs = try applied(tabOps, to: document)
        XCTAssertEqual(tabIDs.count, 3)
        for (index, child) in tabIDs.dropFirst().enumerated() {
            XCTAssertTrue(tabs.contains(#"<segue destination="\#(child)" kind="relationship" relationship="viewControllers""#))
            XCTAssertTrue(tabs.contains(#"<tabBarItem key="tabBarItem" title="Item \#(index + 1)""#))
        }
        XCTAssertThrowsError(try EditCommands.sceneOps(document, description: uiKit("UILabel"), x: 0, y: 0, next: counter()))
    }

    /// No address names a second `<systemColor>`: `<resources>` is written again, the colours in name order (JS twin:
    /// add-scene.test.mjs).
    func testSystemBackgroundJoinsResourcesThatHoldAnotherSystemColor() throws {
        let document = try SyncDocument(text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes/>
                <resources>
                    <image name="heart.fill" width="24" height="24"/>
                    <systemColor name="systemOrangeColor">
                        <color red="1" green="0.58431372550000005" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                </resources>
            </document>

            """)
        let (ops, _, _) = try EditCommands.sceneOps(document, description: uiKit("UIViewController"), x: 0, y: 0, next: counter())
        guard ops.count >= 2, case .removeSubtree = ops[ops.count - 2], case .insertSubtree(.root, _, _) = ops[ops.count - 1] else {
            return XCTFail("\(ops)")
        }
        let after = try applied(ops, to: document)
        XCTAssertTrue(after.hasSuffix("""
                <resources>
                    <image name="heart.fill" width="24" height="24"/>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                    <systemColor name="systemOrangeColor">
                        <color red="1" green="0.58431372550000005" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                </resources>
            </document>

            """), after)
    }

    func testAddSceneInAXibMakesATopLevelObjectAndAddsTheColorResource() throws {
        let xib = try SyncDocument(text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                </objects>
            </document>

            """)
        let (ops, _, _) = try EditCommands.sceneOps(xib, description: uiKit("UIViewController"), x: 100, y: 200, next: counter())
        let after = try applied(ops, to: xib)
        XCTAssertTrue(after.contains("""
                    <viewController id="new-00-001">
                        <view key="view" contentMode="scaleToFill" id="new-01-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            """), after)
        XCTAssertTrue(after.contains("""
                        <point key="canvasLocation" x="100" y="200"/>
                    </viewController>
                </objects>
                <resources>
                    <systemColor name="systemBackgroundColor">
            """), after)
        XCTAssertFalse(after.contains("sceneMemberID"))
        XCTAssertThrowsError(try EditCommands.sceneOps(xib, description: uiKit("UIStoryboardReference"), x: 0, y: 0, next: counter()))

        // Through the public command, with the document's own id generator: Xcode-style ids.
        var builder = EditCommands(document: SampleDocuments.document(), ids: IdentifierGenerator(seed: 7))
        let (publicOps, navigationID, _) = try builder.addScene(className: "UINavigationController", x: 10, y: 20)
        XCTAssertEqual(navigationID.split(separator: "-").map(\.count), [3, 2, 3], navigationID)
        XCTAssertTrue(navigationID.allSatisfy { $0 == "-" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }, navigationID)
        XCTAssertFalse(publicOps.isEmpty)
    }

    /// The same texts as add-scene.test.mjs (Tests/js/editor/expected/): one prototype cell in a Table View
    /// Controller's `<prototypes>`, one cell in a Collection View Controller's `<cells>`, as Xcode's arrive.
    func testAddSceneTableAndCollectionControllersHaveAPrototypeCell() throws {
        for (className, title, file) in [("UITableViewController", "Table View Controller", "table-view-controller-scene.xml"),
                                         ("UICollectionViewController", "Collection View Controller", "collection-view-controller-scene.xml")] {
            let document = try SyncDocument(text: String(contentsOf: Self.signupURL, encoding: .utf8))
            let (ops, id, _) = try EditCommands.sceneOps(document, description: uiKit(className), x: 0, y: 0, next: counter())
            XCTAssertEqual(id, "new-01-001")
            let after = try applied(ops, to: document)
            let expected = try String(contentsOf: PackagePaths.file("Tests/js/editor/expected/\(file)"), encoding: .utf8)
                .trimmingCharacters(in: .newlines)
            let start = try XCTUnwrap(after.range(of: "<!--\(title)-->"))
            let end = try XCTUnwrap(after.range(of: "</scene>", range: start.upperBound..<after.endIndex))
            XCTAssertEqual(String(after[start.lowerBound..<end.upperBound]), expected)
        }
    }
}
