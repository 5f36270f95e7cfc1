import XCTest
import IBDocument
@testable import IBLayout

/// Layout of small hand-written storyboards, with exact expected frames.
final class DocumentLayoutTests: XCTestCase {
    private func solve(_ document: InterfaceDocument, device: Device? = nil) -> LayoutResult {
        DocumentLayout(document: document, options: LayoutOptions(device: device)).solve()
    }

    private func assertFrame(_ result: LayoutResult, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = result.view(withID: id)?.frame else { return XCTFail("no view \(id)", file: file, line: line) }
        XCTAssertEqual(frame.x, x, accuracy: 1e-6, "x of \(id)", file: file, line: line)
        XCTAssertEqual(frame.y, y, accuracy: 1e-6, "y of \(id)", file: file, line: line)
        XCTAssertEqual(frame.width, width, accuracy: 1e-6, "width of \(id)", file: file, line: line)
        XCTAssertEqual(frame.height, height, accuracy: 1e-6, "height of \(id)", file: file, line: line)
    }

    func testEdgesPinnedToTheSafeArea() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("box", own: #"<constraint firstAttribute="height" constant="100" id="c1"/>"#),
            constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c3"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c4"/>
            """)
        let result = solve(document)
        assertFrame(result, "main", 0, 0, 375, 667)
        assertFrame(result, "box", 20, 30, 335, 100)
        // On an iPhone 11 (414 × 896, 48 pt safe-area top) the same constraints give:
        assertFrame(solve(document, device: Device.named("retina6_1")), "box", 20, 58, 374, 100)
    }

    func testCentredWithAFixedSize() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("box", (137.5, 308.5, 100, 50), own: """
                <constraint firstAttribute="width" constant="100" id="w"/>
                <constraint firstAttribute="height" constant="50" id="h"/>
                """),
            constraints: """
            <constraint firstItem="box" firstAttribute="centerX" secondItem="main" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="box" firstAttribute="centerY" secondItem="main" secondAttribute="centerY" id="cy"/>
            """)
        let result = solve(document)
        assertFrame(result, "box", 137.5, 308.5, 100, 50)
        XCTAssertEqual(result.issues, [], "a fully constrained view stored where it belongs has no issue")
    }

    func testEqualWidthsSideBySideWithMargins() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("a", own: #"<constraint firstAttribute="height" constant="40" id="ha"/>"#)
                + StoryboardBuilder.view("b"),
            constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="l"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="gap"/>
            <constraint firstAttribute="trailingMargin" secondItem="b" secondAttribute="trailing" id="t"/>
            <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" id="eq"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="ta"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="top" id="tb"/>
            <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" multiplier="1:2" id="hb"/>
            """)
        let result = solve(document)
        // 375 wide, 16 pt system margins: (375 - 32 - 8) / 2 = 167.5 each.
        assertFrame(result, "a", 16, 100, 167.5, 40)
        assertFrame(result, "b", 191.5, 100, 167.5, 20)
    }

    func testHorizontalStackViewFillEqually() throws {
        let arranged = ["s1", "s2", "s3"].map { StoryboardBuilder.view($0) }.joined()
        let stack = StoryboardBuilder.view("stack", element: "stackView", attributes: #"distribution="fillEqually" spacing="10""#,
                                           children: "<subviews>\(arranged)</subviews>")
        let document = try StoryboardBuilder.document(
            subviews: stack,
            constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="t"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="tp"/>
            <constraint firstItem="stack" firstAttribute="height" constant="44" id="h"/>
            """)
        let result = solve(document)
        assertFrame(result, "stack", 20, 100, 335, 44)
        assertFrame(result, "s1", 0, 0, 105, 44)
        assertFrame(result, "s2", 115, 0, 105, 44)
        assertFrame(result, "s3", 230, 0, 105, 44)
    }

    /// A fill stack wider than its views, all hugging at 250: UIKit stretches the first arranged
    /// view (the tie-break by index), even though the stored frames show the last one stretched.
    func testFillStackViewStretchesTheFirstViewOnATie() throws {
        let arranged = [("a", 0.0, 60.0), ("b", 70.0, 80.0), ("c", 160.0, 40.0)].map { id, x, width in
            StoryboardBuilder.view(id, (x, 0, id == "c" ? 140 : width, 30),
                                   attributes: #"placeholderIntrinsicWidth="\#(Int(width))" placeholderIntrinsicHeight="30""#)
        }.joined()
        let stack = StoryboardBuilder.view("stack", (20, 100, 300, 30), element: "stackView", attributes: #"spacing="10""#,
                                           children: "<subviews>\(arranged)</subviews>")
        let document = try StoryboardBuilder.document(
            subviews: stack,
            constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="tp"/>
            <constraint firstItem="stack" firstAttribute="width" constant="300" id="w"/>
            """)
        let result = solve(document)
        assertFrame(result, "a", 0, 0, 160, 30)
        assertFrame(result, "b", 170, 0, 80, 30)
        assertFrame(result, "c", 260, 0, 40, 30)
        // The stack's choice is a decision, not an ambiguity; the stored frames are misplaced.
        XCTAssertFalse(result.issues.contains { if case .ambiguous = $0.kind { return true } else { return false } }, "\(result.issues)")
        XCTAssertEqual(result.issues.filter { if case .misplaced = $0.kind { return true } else { return false } }.count, 3, "\(result.issues)")
    }

    /// A vertical stack sized by its content: fixed-size views, centred, 8 pt apart.
    func testVerticalStackViewSizedByItsContent() throws {
        let one = StoryboardBuilder.view("one", own: """
            <constraint firstAttribute="width" constant="100" id="w1"/><constraint firstAttribute="height" constant="30" id="h1"/>
            """)
        let two = StoryboardBuilder.view("two", own: """
            <constraint firstAttribute="width" constant="60" id="w2"/><constraint firstAttribute="height" constant="50" id="h2"/>
            """)
        let stack = StoryboardBuilder.view("stack", element: "stackView", attributes: #"axis="vertical" alignment="center" spacing="8""#,
                                           children: "<subviews>\(one)\(two)</subviews>")
        let document = try StoryboardBuilder.document(
            subviews: stack,
            constraints: """
            <constraint firstItem="stack" firstAttribute="centerX" secondItem="main" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" id="tp"/>
            """)
        let result = solve(document)
        assertFrame(result, "stack", 137.5, 20, 100, 88)
        assertFrame(result, "one", 0, 0, 100, 30)
        assertFrame(result, "two", 20, 38, 60, 50)
        XCTAssertFalse(result.issues.contains { if case .ambiguous = $0.kind { return true } else { return false } }, "\(result.issues)")
    }

    func testAmbiguityNamesTheViewAndTheAxis() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("loose", (10, 20, 30, 40), own: #"<constraint firstAttribute="height" constant="40" id="h"/>"#)
                + StoryboardBuilder.view("pinned", (10, 100, 30, 40), own: """
                    <constraint firstAttribute="width" constant="30" id="w2"/><constraint firstAttribute="height" constant="40" id="h2"/>
                    """),
            constraints: """
            <constraint firstItem="loose" firstAttribute="top" secondItem="main" secondAttribute="top" constant="20" id="t"/>
            <constraint firstItem="pinned" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="10" id="l2"/>
            <constraint firstItem="pinned" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t2"/>
            """)
        let result = solve(document)
        XCTAssertEqual(result.issues, [LayoutIssue(kind: .ambiguous(axes: [.horizontal]), objectID: "loose")])
        // The ambiguous view stays where it was drawn, as on Xcode's canvas.
        assertFrame(result, "loose", 10, 20, 30, 40)
    }

    func testALabelIsSizedByItsText() throws {
        let label = StoryboardBuilder.view("label", element: "label", attributes: #"text="Label""#,
                                           children: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        let document = try StoryboardBuilder.document(
            subviews: label,
            constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="l"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="main" secondAttribute="top" constant="40" id="t"/>
            """)
        let result = solve(document)
        // Helvetica advances for "Label" at 17 pt: 41.58; SF line: 20.287 — each rounded up to the
        // pixel, half a point on this @2x iPhone 8.
        assertFrame(result, "label", 20, 40, 42, 20.5)
        XCTAssertFalse(result.issues.contains { if case .ambiguous = $0.kind { return true } else { return false } })
    }

    func testConflictingConstraintsReportTheBrokenOneAndTheSet() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("box", (0, 0, 100, 50), own: """
                <constraint firstAttribute="height" constant="50" id="h"/>
                <constraint firstAttribute="width" constant="100" id="w100"/>
                <constraint firstAttribute="width" constant="200" id="w200"/>
                """),
            constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" id="t"/>
            """)
        let result = solve(document)
        XCTAssertEqual(result.issues.first, LayoutIssue(
            kind: .unsatisfiable(broken: .document(id: "w200"), conflicting: [.document(id: "w100"), .document(id: "w200")]),
            objectID: "w200"))
        assertFrame(result, "box", 0, 0, 100, 50)
    }

    func testMisplacedViewsCompareStoredAndSolvedFrames() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("box", (5, 5, 50, 50), own: """
                <constraint firstAttribute="width" constant="50" id="w"/><constraint firstAttribute="height" constant="50" id="h"/>
                """),
            constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" constant="5" id="t"/>
            """)
        let result = solve(document)
        XCTAssertEqual(result.issues, [LayoutIssue(kind: .misplaced(stored: IBRect(x: 5, y: 5, width: 50, height: 50),
                                                                    solved: IBRect(x: 10, y: 5, width: 50, height: 50)), objectID: "box")])
    }

    func testPrioritiesDecideBetweenOptionalConstraints() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("box", own: """
                <constraint firstAttribute="width" priority="750" constant="120" id="w750"/>
                <constraint firstAttribute="width" priority="250" constant="300" id="w250"/>
                <constraint firstAttribute="width" relation="lessThanOrEqual" constant="100" id="max"/>
                <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="minh"/>
                <constraint firstAttribute="height" priority="999" constant="10" id="h999"/>
                """),
            constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" id="t"/>
            """)
        assertFrame(solve(document), "box", 0, 0, 100, 30)
    }

    /// Views without constraints keep their frame through the autoresizing mask.
    func testAutoresizingMaskFollowsTheScreen() throws {
        let subviews = """
        <view contentMode="scaleToFill" fixedFrame="YES" id="banner">
            <rect key="frame" x="10" y="600" width="355" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
        </view>
        <view contentMode="scaleToFill" fixedFrame="YES" id="corner">
            <rect key="frame" x="10" y="10" width="20" height="20"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </view>
        """
        let document = try StoryboardBuilder.document(subviews: subviews, constraints: "")
        let result = solve(document, device: Device.named("retina6_1"))
        assertFrame(result, "banner", 10, 829, 394, 50)
        assertFrame(result, "corner", 10, 10, 20, 20)
        XCTAssertEqual(result.view(withID: "banner")?.translatesAutoresizingMask, true)
    }

    /// Pre-iOS 11 documents use the controller's top and bottom layout guides.
    func testTopAndBottomLayoutGuides() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("box"),
            constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="t"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="b"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="main" secondAttribute="trailing" id="r"/>
            """,
            controllerExtras: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            """)
        assertFrame(solve(document), "box", 0, 28, 375, 631)
    }

    func testUnknownItemsAreReportedNotFatal() throws {
        let document = try StoryboardBuilder.document(
            subviews: StoryboardBuilder.view("box", (0, 0, 10, 10), own: """
                <constraint firstAttribute="width" constant="10" id="w"/><constraint firstAttribute="height" constant="10" id="h"/>
                """),
            constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" id="t"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="dangling"/>
            """)
        let result = solve(document)
        XCTAssertEqual(result.issues.count, 1)
        XCTAssertEqual(result.issues.first?.objectID, "dangling")
        assertFrame(result, "box", 0, 0, 10, 10)
    }

    func testMultipliersAsXcodeWritesThem() {
        XCTAssertEqual(RootLayout.multiplier("1:2"), 0.5)
        XCTAssertEqual(RootLayout.multiplier("2/3")!, 2.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(RootLayout.multiplier("0.75"), 0.75)
        XCTAssertEqual(RootLayout.multiplier(nil), 1)
        XCTAssertNil(RootLayout.multiplier("1:0"))
    }

    /// AppKit frames count y up from the bottom of an unflipped superview; constraints' top is
    /// the visual top. Solved frames are written back the AppKit way.
    /// An NSStackView isn't flipped: a vertical one stores its first (topmost) arranged view with
    /// the largest y, as xibs do. It says `orientation`, `centerX`, and spaces its views 8 pt
    /// when the xib writes no spacing.
    func testAppKitVerticalStackViewCountsUp() throws {
        let document = try InterfaceDocument(text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="centerX" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="10" y="92" width="100" height="88"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                    <rect key="frame" x="0.0" y="58" width="100" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="aw"/>
                                        <constraint firstAttribute="height" constant="30" id="ah"/>
                                    </constraints>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                    <rect key="frame" x="20" y="0.0" width="60" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="60" id="bw"/>
                                        <constraint firstAttribute="height" constant="50" id="bh"/>
                                    </constraints>
                                </customView>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """)
        let result = solve(document)
        assertFrame(result, "stack", 10, 92, 100, 88)
        assertFrame(result, "a", 0, 58, 100, 30)
        assertFrame(result, "b", 20, 0, 60, 50)
        XCTAssertEqual(result.view(withID: "a")?.rootFrame, IBRect(x: 10, y: 20, width: 100, height: 30))
        XCTAssertEqual(result.issues, [])
    }

    func testAppKitFramesAreBottomUp() throws {
        let document = try InterfaceDocument(text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="50" width="50" height="30"/>
                        </customView>
                        <customView fixedFrame="YES" id="pinned">
                            <rect key="frame" x="100" y="0.0" width="20" height="20"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxY="YES"/>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                        <constraint firstItem="box" firstAttribute="width" constant="50" id="w"/>
                        <constraint firstItem="box" firstAttribute="height" constant="30" id="h"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """)
        let result = solve(document)
        assertFrame(result, "box", 10, 50, 50, 30)
        XCTAssertEqual(result.view(withID: "box")?.rootFrame, IBRect(x: 10, y: 20, width: 50, height: 30))
        assertFrame(result, "pinned", 100, 0, 20, 20)
        XCTAssertEqual(result.issues, [])
    }

    /// Constraints between a scroll view's edges and its content attach to the content area:
    /// a 1000 pt tall content view makes the content taller than the 667 pt scroll view.
    func testScrollViewContentIsSizedByItsSubviews() throws {
        let content = StoryboardBuilder.view("content", own: #"<constraint firstAttribute="height" constant="1000" id="ch"/>"#)
        let scroll = StoryboardBuilder.view("scroll", own: """
            <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
            <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ct"/>
            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="cr"/>
            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
            <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cw"/>
            """, element: "scrollView", children: "<subviews>\(content)</subviews>")
        let document = try StoryboardBuilder.document(subviews: scroll, constraints: """
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="main" secondAttribute="trailing" id="r"/>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="main" secondAttribute="top" id="t"/>
            <constraint firstItem="scroll" firstAttribute="bottom" secondItem="main" secondAttribute="bottom" id="b"/>
            """)
        let result = solve(document)
        assertFrame(result, "scroll", 0, 0, 375, 667)
        assertFrame(result, "content", 0, 0, 375, 1000)
        XCTAssertFalse(result.issues.contains { if case .ambiguous = $0.kind { return true } else { return false } }, "\(result.issues)")
    }

    /// A multiplier on a position applies in the bounds of the nearest view containing both
    /// items: a quarter of the container wherever the container is (as UIKit does).
    func testMultipliersApplyInTheCommonSuperviewsBounds() throws {
        let child = StoryboardBuilder.view("child", own: """
            <constraint firstAttribute="width" constant="20" id="cw"/>
            <constraint firstAttribute="height" constant="20" id="ch"/>
            """)
        let container = StoryboardBuilder.view("container", (100, 100, 200, 200), own: """
            <constraint firstAttribute="width" constant="200" id="w"/>
            <constraint firstAttribute="height" constant="200" id="h"/>
            <constraint firstItem="child" firstAttribute="centerX" secondItem="container" secondAttribute="centerX" multiplier="0.5" id="x"/>
            <constraint firstItem="child" firstAttribute="top" secondItem="container" secondAttribute="top" id="y"/>
            """, children: "<subviews>\(child)</subviews>")
        let document = try StoryboardBuilder.document(subviews: container, constraints: """
            <constraint firstItem="container" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="100" id="l"/>
            <constraint firstItem="container" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t"/>
            """)
        let result = solve(document)
        assertFrame(result, "container", 100, 100, 200, 200)
        assertFrame(result, "child", 40, 0, 20, 20)
        XCTAssertEqual(result.view(withID: "child")?.rootFrame, IBRect(x: 140, y: 100, width: 20, height: 20))
    }

    /// UISwitch draws at its own size: a switch constrained 49 pt wide is 51 pt wide (what Xcode
    /// stores), placed where the constraints put its origin, and not misplaced.
    func testASwitchKeepsItsOwnSize() throws {
        let toggle = StoryboardBuilder.view("toggle", (310, 100, 51, 31), own: #"<constraint firstAttribute="width" constant="49" id="w"/>"#,
                                            element: "switch")
        let document = try StoryboardBuilder.document(subviews: toggle, constraints: """
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="r"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t"/>
            """)
        let result = solve(document)
        assertFrame(result, "toggle", 310, 100, 51, 31)
        XCTAssertEqual(result.issues, [])
    }
}
