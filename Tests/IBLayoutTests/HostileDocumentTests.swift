import XCTest
import IBDocument
@testable import IBLayout

/// Hostile numbers in a document (found by bench/fuzz/layout/fuzz-layout.mjs): constants, priorities and
/// multipliers that are not finite or beyond ±1e9 make their constraint unreadable (an issue, not an
/// infinite or NaN frame); such frames, spacings and sizes read as absent (`LayoutNumber`). The same
/// document as Tests/js/layout/hostile-documents.test.mjs.
final class HostileDocumentTests: XCTestCase {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="scene"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <rect key="frame" x="20" y="100" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="1e400" id="aWidth"/>
                                    <constraint firstAttribute="height" constant="50" priority="nan" id="aHeight"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="e">
                                <rect key="frame" x="200" y="100" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="&#49;0" id="eWidth"/>
                                    <constraint firstAttribute="height" constant="10" id="eHeight"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" id="b">
                                <rect key="frame" x="20" y="NaN" width="100" height="1.7976931348623157e308"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="inf" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                                <rect key="frame" x="20" y="300" width="100" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                        <constraints><constraint firstAttribute="height" constant="20" id="s1Height"/></constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="s2">
                                        <rect key="frame" x="0.0" y="20" width="100" height="20"/>
                                        <constraints><constraint firstAttribute="height" constant="20" id="s2Height"/></constraints>
                                    </view>
                                </subviews>
                            </stackView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                                <rect key="frame" x="20" y="400" width="inf" height="-1e308"/>
                                <fontDescription key="fontDescription" type="system" pointSize="nan"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="aLeading"/>
                            <constraint firstItem="a" firstAttribute="top" secondItem="main" secondAttribute="top" constant="-1e308" id="aTopHuge"/>
                            <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="80" id="aTop"/>
                            <constraint firstItem="a" firstAttribute="height" secondItem="main" secondAttribute="height" multiplier="1:5e-324" id="ratio"/>
                            <constraint firstItem="s" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="sLeading"/>
                            <constraint firstItem="s" firstAttribute="top" secondItem="main" secondAttribute="top" constant="300" id="sTop"/>
                            <constraint firstItem="s" firstAttribute="width" constant="100" id="sWidth"/>
                            <constraint firstItem="l" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="lLeading"/>
                            <constraint firstItem="e" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="200" id="eLeading"/>
                            <constraint firstItem="e" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="eTop"/>
                            <constraint firstItem="l" firstAttribute="top" secondItem="main" secondAttribute="top" constant="400" id="lTop"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    func testEveryFrameIsFiniteOnEveryDeviceAndInBothTextModes() throws {
        let document = try InterfaceDocument(text: HostileDocumentTests.text)
        let devices: [Device?] = [nil, Device.named("retina4_7", orientation: .landscape), Device.named("ipad11")]
        for device in devices {
            for sizes in [LayoutOptions.IntrinsicSizes.measured, .storedFrames] {
                let views = DocumentLayout(document: document, options: LayoutOptions(device: device, intrinsicSizes: sizes)).solve().views
                XCTAssertEqual(views.count, 8)
                for view in views {
                    let values = [view.frame.x, view.frame.y, view.frame.width, view.frame.height,
                                  view.rootFrame.x, view.rootFrame.y, view.rootFrame.width, view.rootFrame.height]
                    XCTAssertTrue(values.allSatisfy(\.isFinite), "\(view.id) on \(device?.id ?? "its device"), \(sizes): \(view.frame)")
                }
            }
        }
    }

    func testConstantsPrioritiesAndMultipliersThatAreNotLayoutNumbersMakeTheirConstraintUnreadable() throws {
        let result = DocumentLayout(document: try InterfaceDocument(text: HostileDocumentTests.text)).solve()
        let unreadable = result.issues.filter { if case .unreadableConstraint = $0.kind { return true } else { return false } }
        XCTAssertEqual(unreadable.map(\.description), [
            "Constraint aTopHuge was ignored: unreadable constant -1e308.",
            "Constraint ratio was ignored: unreadable multiplier 1:5e-324.",
            "Constraint aWidth was ignored: unreadable constant 1e400.",
            "Constraint aHeight was ignored: unreadable priority nan.",
        ])
        XCTAssertEqual(result.view(withID: "a")?.frame.x, 20)
        XCTAssertEqual(result.view(withID: "a")?.frame.y, 100, "the readable top: 80 pt below the 20 pt status bar")
        XCTAssertEqual(result.view(withID: "s2")?.frame, IBRect(x: 0, y: 20, width: 100, height: 20), "an infinite spacing reads as none (0)")
        XCTAssertEqual(result.view(withID: "e")?.frame, IBRect(x: 200, y: 100, width: 10, height: 10), "a character reference in a number is decoded first")
    }

    /// `count` views in a chain, each `multiplier` × as wide as the one before (the first: × the main view).
    static func multiplierChain(_ count: Int, _ multiplier: String) -> String {
        var subviews = "", constraints = ""
        for i in 0..<count {
            subviews += "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(i)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"10\"/></view>\n"
            constraints += """
                <constraint firstItem="v\(i)" firstAttribute="width" secondItem="\(i == 0 ? "main" : "v\(i - 1)")" secondAttribute="width" multiplier="\(multiplier)" id="w\(i)"/>
                <constraint firstItem="v\(i)" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l\(i)"/>
                <constraint firstItem="v\(i)" firstAttribute="top" secondItem="main" secondAttribute="top" id="t\(i)"/>
                <constraint firstItem="v\(i)" firstAttribute="height" constant="10" id="h\(i)"/>

                """
        }
        let start = text.range(of: "<subviews>")!.lowerBound, end = text.range(of: "</viewController>")!.lowerBound
        return text.replacingCharacters(in: start..<end, with: """
            <subviews>\(subviews)</subviews><viewLayoutGuide key="safeArea" id="safe"/><constraints>\(constraints)</constraints></view>
            """)
    }

    func testAChainOfLargeMultipliersThatOverflowsTheSolverGivesFramesHeldWithinALimit() throws {
        // 40 views, each 1e9 × as wide as the one before: 375 × 1e360 is beyond any double.
        let result = DocumentLayout(document: try InterfaceDocument(text: HostileDocumentTests.multiplierChain(40, "1e9"))).solve()
        XCTAssertEqual(result.views.count, 41)
        XCTAssertEqual(result.view(withID: "v0")?.frame, IBRect(x: 0, y: 0, width: 1e9, height: 10))
        XCTAssertEqual(result.view(withID: "v39")?.frame, IBRect(x: 0, y: 0, width: 1e9, height: 10))
        for view in result.views {
            XCTAssertTrue([view.frame.x, view.frame.y, view.frame.width, view.frame.height].allSatisfy(\.isFinite), view.id)
        }
    }

    func testARootsConflictSearchesShareOneBudgetSoASecondLargeConflictIsReportedUnexplained() throws {
        // 290 views of equal width chained to v0 (100 pt), then two required widths for the last one: each
        // conflict relates 290 constraints (290² = 84,100 of the 160,000 budget), so only the first is explained.
        var text = HostileDocumentTests.multiplierChain(290, "1")
        for i in 0..<290 {
            text = text.replacingOccurrences(of: "<constraint firstItem=\"v\(i)\" firstAttribute=\"width\" secondItem=\"\(i == 0 ? "main" : "v\(i - 1)")\" secondAttribute=\"width\" multiplier=\"1\" id=\"w\(i)\"/>", with: "")
        }
        let widths = (1..<290).map { "<constraint firstItem=\"v\($0)\" firstAttribute=\"width\" secondItem=\"v\($0 - 1)\" secondAttribute=\"width\" id=\"e\($0)\"/>" }
        text = text.replacingOccurrences(of: "</constraints></view>", with: """
            <constraint firstItem="v0" firstAttribute="width" constant="100" id="base"/>\(widths.joined())
            <constraint firstItem="v289" firstAttribute="width" constant="200" id="tooWide1"/><constraint firstItem="v289" firstAttribute="width" constant="300" id="tooWide2"/></constraints></view>
            """)
        let result = DocumentLayout(document: try InterfaceDocument(text: text), options: LayoutOptions(detectsAmbiguity: false)).solve()
        let unsatisfiable: [(String, [ConstraintOrigin])] = result.issues.compactMap {
            if case .unsatisfiable(_, let conflicting) = $0.kind { return ($0.objectID, conflicting) } else { return nil }
        }
        XCTAssertEqual(unsatisfiable.map(\.0), ["tooWide1", "tooWide2"])
        XCTAssertEqual(unsatisfiable.map(\.1.count), [291, 0])
        XCTAssertEqual(unsatisfiable.first?.1.prefix(2).map(\.description), ["constraint base", "constraint e1"])
        XCTAssertEqual(result.view(withID: "v0")?.frame.width, 100)
    }

    /// Fuzz seed 15200 (a constraint flood, reduced): adding c14 left rounding noise (-2.4e-7) on a slack in
    /// the objective, which the solver took for an unbounded objective (the JavaScript twin threw out of the
    /// layout). The noise is now dropped (`Solver.optimize`) and c14 is refused as unsatisfiable.
    static let unbounded = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document>
            <scenes>
                        <scene>
                    <objects>
                        <viewController>
                            <view key="view" id="Ycr-Sg-LUd">
                                <subviews>
                                    <imageView id="uNG-p5-GuC">
                                        <rect key="frame"/>
                                    </imageView>
                                    <imageView id="4tl-qy-ELD">
                                        <rect key="frame"/>
                                    </imageView>
                                    <imageView id="jg4-Lo-gzV">
                                        <rect key="frame"/>
                                    </imageView>
                                    <imageView id="ExE-Si-hwZ">
                                        <rect key="frame"/>
                                    </imageView>
                                    <button id="KOB-9f-vNx">
                                        <rect key="frame"/>
                                    </button>
                                    <imageView id="DYi-wq-Oow">
                                        <rect key="frame"/>
                                    <constraints>
        <constraint firstAttribute="leading" secondItem="uNG-p5-GuC" secondAttribute="leading" id="c1"/>
        <constraint firstItem="ExE-Si-hwZ" firstAttribute="left" secondItem="hhG-XG-10b" secondAttribute="left" id="c2"/>
        <constraint firstAttribute="width" secondItem="jg4-Lo-gzV" secondAttribute="left" id="c3"/>
        <constraint firstAttribute="bottom" secondItem="uNG-p5-GuC" secondAttribute="centerX" relation="greaterThanOrEqual" id="c4"/>
        <constraint firstAttribute="bottom" secondItem="uNG-p5-GuC" secondAttribute="trailing" relation="greaterThanOrEqual" id="c5"/>
        <constraint firstAttribute="leading" secondItem="KOB-9f-vNx" secondAttribute="height" id="c6"/>
        <constraint firstAttribute="top" secondItem="jg4-Lo-gzV" secondAttribute="leading" constant="-187" id="c7"/>
        <constraint firstItem="uNG-p5-GuC" firstAttribute="width" secondItem="KOB-9f-vNx" secondAttribute="height" relation="lessThanOrEqual" id="c8"/>
        <constraint firstAttribute="left" secondItem="hhG-XG-10b" secondAttribute="trailing" priority="999" id="c9"/>
        <constraint firstAttribute="centerY" secondItem="ExE-Si-hwZ" secondAttribute="left" relation="greaterThanOrEqual" id="c10"/>
        <constraint firstAttribute="bottom" secondItem="DYi-wq-Oow" secondAttribute="centerX" id="c11"/>
        <constraint firstAttribute="centerX" secondItem="4tl-qy-ELD" secondAttribute="right" constant="166" id="c12"/>
        <constraint firstAttribute="top" secondItem="4tl-qy-ELD" secondAttribute="trailing" id="c13"/>
        <constraint firstAttribute="height" id="c14"/></constraints></imageView>
                                </subviews>
                                <viewLayoutGuide id="hhG-XG-10b"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testRoundingNoiseInTheObjectiveIsNotAnUnboundedObjective() throws {
        let options = LayoutOptions(device: Device.named("retina4_7", orientation: .landscape))
        let result = DocumentLayout(document: try InterfaceDocument(text: HostileDocumentTests.unbounded), options: options).solve()
        XCTAssertEqual(result.issues.first?.description, "Unable to satisfy constraints: constraint c14 was broken to lay out the others. "
            + "The conflicting constraints: constraint c2, constraint c3, constraint c7, constraint c10, constraint c11, constraint c14.")
        XCTAssertEqual(result.view(withID: "DYi-wq-Oow")?.frame, IBRect(x: 62, y: -21, width: 166, height: 83))
    }
}
