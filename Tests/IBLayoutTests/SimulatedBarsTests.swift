import XCTest
import IBDocument
@testable import IBLayout

/// Simulated metrics: the safe area and the old top/bottom layout guides under the status bar,
/// navigation bar, tab bar and toolbar Xcode simulates, explicit or inferred from containers.
final class SimulatedBarsTests: XCTestCase {
    /// One controller scene: `view` holds `top<suffix>` pinned 0 pt under the safe area top and
    /// `bottom<suffix>` 0 pt above its bottom (and, with guides, `old<suffix>` between the old guides).
    static func scene(_ id: String, attributes: String = "", metrics: String = "", guides: Bool = false) -> String {
        let guideElements = guides ? """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="tg-\(id)"/>
                <viewControllerLayoutGuide type="bottom" id="bg-\(id)"/>
            </layoutGuides>
            """ : ""
        let old = guides ? StoryboardBuilder.view("old-\(id)", (0, 0, 10, 10)) : ""
        let oldConstraints = guides ? """
            <constraint firstItem="old-\(id)" firstAttribute="top" secondItem="tg-\(id)" secondAttribute="bottom" id="ot-\(id)"/>
            <constraint firstItem="bg-\(id)" firstAttribute="top" secondItem="old-\(id)" secondAttribute="bottom" id="ob-\(id)"/>
            <constraint firstItem="old-\(id)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" id="ol-\(id)"/>
            <constraint firstItem="old-\(id)" firstAttribute="width" constant="10" id="ow-\(id)"/>
            """ : ""
        return """
        <scene sceneID="s-\(id)">
            <objects>
                <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                    \(guideElements)
                    <view key="view" contentMode="scaleToFill" id="v-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            \(StoryboardBuilder.view("top-\(id)", (0, 0, 10, 10)))
                            \(StoryboardBuilder.view("bottom-\(id)", (0, 0, 10, 10)))
                            \(old)
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
                            \(oldConstraints)
                        </constraints>
                    </view>
                    \(metrics)
                </viewController>
            </objects>
        </scene>
        """
    }

    static func container(_ element: String, _ id: String, attributes: String = "", segues: String) -> String {
        """
        <scene sceneID="s-\(id)">
            <objects>
                <\(element) id="\(id)" \(attributes) sceneMemberID="viewController">
                    <connections>\(segues)</connections>
                </\(element)>
            </objects>
        </scene>
        """
    }

    /// Controllers with every kind of bar, explicit and inferred, on an iPhone 8 (20 pt status bar).
    static func document() throws -> String {
        let scenes = [
            scene("plain", guides: true),
            // A navigation controller with its toolbar shown: its root and what is pushed get both bars.
            container("navigationController", "nav", attributes: #"toolbarHidden="NO""#,
                      segues: #"<segue destination="navRoot" kind="relationship" relationship="rootViewController" id="sg1"/>"#),
            scene("navRoot", guides: true).replacingOccurrences(of: "</viewController>", with: """
                <connections><segue destination="pushed" kind="show" id="sg2"/></connections></viewController>
                """),
            scene("pushed"),
            // A tab bar controller holding a navigation controller: its root gets a navigation bar and the tab bar.
            container("tabBarController", "tabs", segues: """
                <segue destination="tabNav" kind="relationship" relationship="viewControllers" id="sg3"/>
                <segue destination="tabChild" kind="relationship" relationship="viewControllers" id="sg4"/>
                """),
            container("navigationController", "tabNav",
                      segues: #"<segue destination="tabNavRoot" kind="relationship" relationship="rootViewController" id="sg5"/>"#),
            scene("tabNavRoot"),
            scene("tabChild", attributes: #"hidesBottomBarWhenPushed="YES""#),
            // A navigation controller that hides its bar: its root is inferred without one.
            container("navigationController", "hiddenNav", attributes: #"navigationBarHidden="YES""#,
                      segues: #"<segue destination="hiddenRoot" kind="relationship" relationship="rootViewController" id="sg6"/>"#),
            scene("hiddenRoot"),
            // Explicit choices win over what is inferred.
            scene("prompted", metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"/><simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#),
            scene("bare", metrics: #"<nil key="simulatedStatusBarMetrics"/><nil key="simulatedTopBarMetrics"/><nil key="simulatedBottomBarMetrics"/>"#, guides: true),
        ]
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
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

    private func y(_ result: LayoutResult, _ id: String) -> Double? { result.view(withID: id)?.frame.y }

    func testSafeAreaFollowsTheSimulatedBars() throws {
        let result = try solve()
        // Status bar only: 20 pt; bottom 667 − 10.
        XCTAssertEqual(y(result, "top-plain"), 20)
        XCTAssertEqual(y(result, "bottom-plain"), 657)
        // Navigation bar (44) and toolbar (44) from the navigation controller, also after a push.
        XCTAssertEqual(y(result, "top-navRoot"), 64)
        XCTAssertEqual(y(result, "bottom-navRoot"), 613)
        XCTAssertEqual(y(result, "top-pushed"), 64)
        XCTAssertEqual(y(result, "bottom-pushed"), 613)
        // Inside a tab bar controller: a navigation bar and the 49 pt tab bar.
        XCTAssertEqual(y(result, "top-tabNavRoot"), 64)
        XCTAssertEqual(y(result, "bottom-tabNavRoot"), 608)
        // A direct child of the tab bar controller (hidesBottomBarWhenPushed matters only in a stack).
        XCTAssertEqual(y(result, "top-tabChild"), 20)
        XCTAssertEqual(y(result, "bottom-tabChild"), 608)
        XCTAssertEqual(y(result, "top-hiddenRoot"), 20)
        // A prompted navigation bar (74 pt) and an explicit toolbar.
        XCTAssertEqual(y(result, "top-prompted"), 94)
        XCTAssertEqual(y(result, "bottom-prompted"), 613)
        // Status bar, top and bottom bars None.
        XCTAssertEqual(y(result, "top-bare"), 0)
        XCTAssertEqual(y(result, "bottom-bare"), 657)
    }

    func testOldLayoutGuidesFollowTheBars() throws {
        let result = try solve()
        XCTAssertEqual(result.view(withID: "old-plain")?.frame.y, 20)
        XCTAssertEqual(result.view(withID: "old-plain")?.frame.height, 647)
        XCTAssertEqual(result.view(withID: "old-navRoot")?.frame.y, 64)
        XCTAssertEqual(result.view(withID: "old-navRoot")?.frame.height, 559)
        XCTAssertEqual(result.view(withID: "old-bare")?.frame.y, 0)
        XCTAssertEqual(result.view(withID: "old-bare")?.frame.height, 667)
    }

    func testBarsOnOtherDevices() throws {
        // iPhone 11 (48 pt status bar, 34 pt home indicator): a sensor housing keeps its inset without a status bar.
        let phone = try solve(Device.named("retina6_1"))
        XCTAssertEqual(y(phone, "top-navRoot"), 92)
        XCTAssertEqual(y(phone, "bottom-navRoot"), 896 - 34 - 44 - 10)
        XCTAssertEqual(y(phone, "top-bare"), 48)
        // iPhone 8 in landscape: no status bar, compact 32 pt bars.
        let landscape = try solve(Device.named("retina4_7", orientation: .landscape))
        XCTAssertEqual(y(landscape, "top-navRoot"), 32)
        XCTAssertEqual(y(landscape, "bottom-navRoot"), 375 - 32 - 10)
        XCTAssertEqual(y(landscape, "top-prompted"), 62)
    }
}
