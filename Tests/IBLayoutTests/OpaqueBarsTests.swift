import XCTest
import IBDocument
@testable import IBLayout

/// Opaque bars and large titles (`SimulatedBars.coveredEdges`, `LargeTitles`): a controller's view
/// isn't laid out under an opaque bar unless it says `extendedLayoutIncludesOpaqueBars="YES"`, nor
/// under a bar whose edge `edgesForExtendedLayout` leaves out; a navigation bar that prefers large
/// titles is 96 pt where the stack shows one. The same document as
/// `Tests/js/layout/opaque-bars.test.mjs`; also one of the parity export's documents.
final class OpaqueBarsTests: XCTestCase {
    /// A controller whose view (stored `height` pt high) holds `top-<id>` on the safe area's top and
    /// `bottom-<id>` on its bottom, both 10×10.
    static func scene(_ id: String, height: Int = 667, attributes: String = "", extra: String = "", segues: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                    <constraints>
                        <constraint firstItem="top-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" id="t-\(id)"/>
                        <constraint firstItem="top-\(id)" firstAttribute="leading" secondItem="safe-\(id)" secondAttribute="leading" id="tl-\(id)"/>
                        <constraint firstItem="top-\(id)" firstAttribute="width" constant="10" id="tw-\(id)"/>
                        <constraint firstItem="top-\(id)" firstAttribute="height" constant="10" id="th-\(id)"/>
                        <constraint firstItem="safe-\(id)" firstAttribute="bottom" secondItem="bottom-\(id)" secondAttribute="bottom" id="b-\(id)"/>
                        <constraint firstItem="bottom-\(id)" firstAttribute="leading" secondItem="safe-\(id)" secondAttribute="leading" id="bl-\(id)"/>
                        <constraint firstItem="bottom-\(id)" firstAttribute="width" constant="10" id="bw-\(id)"/>
                        <constraint firstItem="bottom-\(id)" firstAttribute="height" constant="10" id="bh-\(id)"/>
                    </constraints>
                </view>
                \(extra)
                <connections>\(segues)</connections>
            </viewController>
        </objects></scene>
        """
    }

    static func container(_ element: String, _ id: String, attributes: String = "", bars: String = "", segues: String) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <\(element) id="\(id)" \(attributes) sceneMemberID="viewController">
                \(bars)
                <connections>\(segues)</connections>
            </\(element)>
        </objects></scene>
        """
    }

    static func segue(_ destination: String, _ kind: String, relationship: String? = nil) -> String {
        let relation = relationship.map { #" relationship="\#($0)""# } ?? ""
        return #"<segue destination="\#(destination)" kind="\#(kind)"\#(relation) id="sg-\#(destination)"/>"#
    }

    static func document() -> String {
        let scenes = [
            // An opaque navigation bar: its root (stored 603 pt high, as Xcode stores it), a
            // controller pushed from it (stored full screen), and one that extends under opaque bars.
            container("navigationController", "opaqueNav",
                      bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="opaqueNavBar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>"#,
                      segues: segue("opaqueRoot", "relationship", relationship: "rootViewController")),
            scene("opaqueRoot", height: 603, segues: segue("opaquePushed", "show") + segue("extends", "show")),
            scene("opaquePushed"),
            scene("extends", attributes: #"extendedLayoutIncludesOpaqueBars="YES""#),
            // A freeform root under an opaque bar keeps its stored size.
            scene("freeform", height: 500, extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#),
            // A translucent bar the view doesn't extend under (edgesForExtendedLayout without top).
            scene("noEdges", extra: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/><simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
            // An explicit opaque toolbar: the view ends above it.
            scene("opaqueBottom", extra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#),
            // A tab bar controller with an opaque tab bar.
            container("tabBarController", "opaqueTabs",
                      bars: #"<tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="opaqueTabBar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>"#,
                      segues: segue("opaqueTab", "relationship", relationship: "viewControllers")),
            scene("opaqueTab"),
            // Large titles: the root (automatic), a pushed `never`, and after it an `automatic`
            // (inherits never) and an `always`.
            container("navigationController", "largeNav",
                      bars: #"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="largeNavBar"><rect key="frame" x="0.0" y="20" width="375" height="96"/></navigationBar>"#,
                      segues: segue("largeRoot", "relationship", relationship: "rootViewController")),
            scene("largeRoot", segues: segue("largeNever", "show")),
            scene("largeNever", extra: #"<navigationItem key="navigationItem" largeTitleDisplayMode="never" id="ni-never"/>"#,
                  segues: segue("largeAuto", "show") + segue("largeAlways", "show")),
            scene("largeAuto"),
            scene("largeAlways", extra: #"<navigationItem key="navigationItem" largeTitleDisplayMode="always" id="ni-always"/>"#),
        ]
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
            \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    private func solve(_ device: Device? = nil) throws -> LayoutResult {
        DocumentLayout(document: try InterfaceDocument(text: Self.document()), options: LayoutOptions(device: device)).solve()
    }

    private func frame(_ result: LayoutResult, _ id: String) throws -> IBRect {
        try XCTUnwrap(result.view(withID: id)?.frame, id)
    }

    func testOpaqueBarsShrinkTheRootView() throws {
        let result = try solve()
        // Under the opaque navigation bar the view starts below it (status bar 20 + bar 44):
        // 603 pt high, no top inset; the stored full-screen one is shrunk the same way.
        for id in ["opaqueRoot", "opaquePushed"] {
            XCTAssertEqual(try frame(result, "v-\(id)").height, 603, id)
            XCTAssertEqual(try frame(result, "top-\(id)").y, 0, id)
            XCTAssertEqual(try frame(result, "bottom-\(id)").y, 593, id)
        }
        // extendedLayoutIncludesOpaqueBars: under the bar, as with a translucent one.
        XCTAssertEqual(try frame(result, "v-extends").height, 667)
        XCTAssertEqual(try frame(result, "top-extends").y, 64)
        // A freeform root keeps its size, still below the bar.
        XCTAssertEqual(try frame(result, "v-freeform").height, 500)
        XCTAssertEqual(try frame(result, "top-freeform").y, 0)
        // edgesForExtendedLayout without top: below a translucent bar too.
        XCTAssertEqual(try frame(result, "v-noEdges").height, 603)
        XCTAssertEqual(try frame(result, "top-noEdges").y, 0)
        // Opaque toolbar (44) and tab bar (49): the view ends above them, the status bar stays.
        XCTAssertEqual(try frame(result, "v-opaqueBottom").height, 623)
        XCTAssertEqual(try frame(result, "top-opaqueBottom").y, 20)
        XCTAssertEqual(try frame(result, "bottom-opaqueBottom").y, 613)
        XCTAssertEqual(try frame(result, "v-opaqueTab").height, 618)
        XCTAssertEqual(try frame(result, "bottom-opaqueTab").y, 608)
    }

    func testOpaqueBarsOnAnotherDevice() throws {
        // iPhone 11: 48 pt status bar, 34 pt home indicator (still inside the view under a top bar).
        let result = try solve(Device.named("retina6_1"))
        XCTAssertEqual(try frame(result, "v-opaqueRoot").height, 896 - 48 - 44)
        XCTAssertEqual(try frame(result, "top-opaqueRoot").y, 0)
        XCTAssertEqual(try frame(result, "bottom-opaqueRoot").y, 896 - 48 - 44 - 34 - 10)
        XCTAssertEqual(try frame(result, "v-opaqueBottom").height, 896 - 34 - 44)
        XCTAssertEqual(try frame(result, "bottom-opaqueBottom").y, 896 - 34 - 44 - 10)
    }

    func testLargeTitlesMakeTheBarTaller() throws {
        let result = try solve()
        XCTAssertEqual(try frame(result, "top-largeRoot").y, 20 + 96)
        XCTAssertEqual(try frame(result, "top-largeNever").y, 64)
        XCTAssertEqual(try frame(result, "top-largeAuto").y, 64)
        XCTAssertEqual(try frame(result, "top-largeAlways").y, 20 + 96)
        // No large titles in compact height (an iPhone in landscape): the 32 pt bar.
        let landscape = try solve(Device.named("retina4_7", orientation: .landscape))
        XCTAssertEqual(try frame(landscape, "top-largeRoot").y, 32)
    }

    func testLargeTitlesFollowTheStack() {
        let shownFrom = ["root": ["a", "b"], "a": ["c"], "b": ["d"]]
        let shown = LargeTitles.shown(root: "root", shownFrom: shownFrom, displayModes: ["a": "never", "d": "never"])
        XCTAssertEqual(shown, ["root", "b"])
    }
}
