import XCTest
import IBDocument
@testable import IBLayout

/// AppKit controls' intrinsic sizes, alignment-rect outsets and baselines by Xcode generation
/// (`AppKitControls`): small hand-written xibs, the same documents as
/// Tests/js/layout/appkit-controls.test.mjs. Each view's stored frame is the one expected, so a
/// document laid out as Xcode would is one without issues.
final class AppKitControlSizeTests: XCTestCase {
    private func xib(_ toolsVersion: String, _ plugin: String, _ subviews: String, _ constraints: String) throws -> InterfaceDocument {
        try InterfaceDocument(text: """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="\(plugin)"/></dependencies>
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </customView>
            </objects>
        </document>
        """)
    }

    private func frame(_ f: [Double]) -> String {
        #"<rect key="frame" x="\#(XcodeNumber.format(f[0]))" y="\#(XcodeNumber.format(f[1]))" width="\#(XcodeNumber.format(f[2]))" height="\#(XcodeNumber.format(f[3]))"/>"#
    }

    private func push(_ id: String, _ title: String, _ f: [Double]) -> String {
        """
        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">\(frame(f))
          <buttonCell key="cell" type="push" title="\(title)" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="\(id)-cell"><font key="font" metaFont="system"/></buttonCell></button>
        """
    }

    private func label(_ id: String, _ title: String, _ f: [Double]) -> String {
        """
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">\(frame(f))
          <textFieldCell key="cell" lineBreakMode="clipping" title="\(title)" id="\(id)-cell"><font key="font" metaFont="system"/></textFieldCell></textField>
        """
    }

    private func check(_ id: String, _ title: String, _ f: [Double]) -> String {
        """
        <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">\(frame(f))
          <buttonCell key="cell" type="check" title="\(title)" bezelStyle="regularSquare" imagePosition="left" inset="2" id="\(id)-cell"><font key="font" metaFont="system"/></buttonCell></button>
        """
    }

    private func popUp(_ id: String, _ f: [Double]) -> String {
        """
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">\(frame(f))
          <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" selectedItem="\(id)-i1" id="\(id)-cell">
            <font key="font" metaFont="message"/><menu key="menu" id="\(id)-menu"><items><menuItem title="Item 1" state="on" id="\(id)-i1"/></items></menu>
          </popUpButtonCell></popUpButton>
        """
    }

    private func field(_ id: String, _ f: [Double]) -> String {
        """
        <textField focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">\(frame(f))
          <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" drawsBackground="YES" id="\(id)-cell"><font key="font" metaFont="system"/></textFieldCell></textField>
        """
    }

    private func pinned(_ id: String, _ n: Int, leading: Double, top: Double) -> String {
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(XcodeNumber.format(leading))" id="l\(n)"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(XcodeNumber.format(top))" id="t\(n)"/>
        """
    }

    private func frames(_ result: LayoutResult) -> [String: [Double]] {
        Dictionary(result.views.map { ($0.id, [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]) }, uniquingKeysWith: { first, _ in first })
    }

    /// "Cancel" is 40.456 pt in 13 pt Helvetica (our stand-in for SF): 41, and "Name:" 38.285: 39.
    func testPushButtonsAndLabelsByGeneration() throws {
        let constraints = """
            <constraint firstAttribute="trailing" secondItem="push" secondAttribute="trailing" constant="20" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="push" secondAttribute="bottom" constant="20" id="c2"/>
            \(pinned("name", 3, leading: 20, top: 20))
            """
        let generations: [(String, String, String, [Double], [Double])] = [
            // Aqua (Xcode 10): a 32 pt frame round a 21 pt rect (4, 6, 7, 6); a 17 pt label line.
            ("Aqua", "14490", "14490", [387, 13, 79, 32], [18, 163, 43, 17]),
            // Big Sur (Sparkle's "32700.99.1234" is no Xcode's: its CocoaPlugin 22690 is Xcode 14's): a 20 pt rect (5, 7, 7, 7).
            ("Big Sur", "32700.99.1234", "22690", [386, 13, 81, 32], [18, 164, 43, 16]),
            // Tahoe (Xcode 26): 24 pt, no outsets.
            ("Tahoe", "24765", "24765", [393, 20, 67, 24], [18, 164, 43, 16]),
        ]
        for (name, toolsVersion, plugin, pushFrame, labelFrame) in generations {
            let document = try xib(toolsVersion, plugin, push("push", "Cancel", pushFrame) + label("name", "Name:", labelFrame), constraints)
            let result = DocumentLayout(document: document).solve()
            XCTAssertEqual(frames(result), ["root": [0, 0, 480, 200], "push": pushFrame, "name": labelFrame], name)
            XCTAssertEqual(result.issues, [], name)
        }
    }

    func testCheckBoxesPopUpsFieldsAndSeparators() throws {
        let constraints = """
            \(pinned("name", 1, leading: 20, top: 20))
            <constraint firstItem="remember" firstAttribute="leading" secondItem="name" secondAttribute="leading" id="c3"/>
            <constraint firstItem="remember" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="8" id="c4"/>
            <constraint firstItem="menu" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
            <constraint firstAttribute="trailing" secondItem="menu" secondAttribute="trailing" constant="20" id="c6"/>
            <constraint firstItem="menu" firstAttribute="top" secondItem="remember" secondAttribute="bottom" constant="8" id="c7"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c8"/>
            <constraint firstItem="field" firstAttribute="top" secondItem="menu" secondAttribute="bottom" constant="8" id="c9"/>
            <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c12"/>
            <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" id="c13"/>
            <constraint firstAttribute="bottom" secondItem="line" secondAttribute="bottom" constant="20" id="c14"/>
            """
        let expected: [(String, [String: [Double]])] = [
            // Big Sur: check box a 16 pt rect in an 18 pt frame (1, 2, 1, 0); pop-up: a 20 pt rect in a 25 pt frame (1, 3, 4, 4); field 21 pt.
            ("22505", ["name": [18, 164, 43, 16], "remember": [18, 139, 110, 18], "menu": [17, 108, 447, 25], "field": [20, 83, 200, 21]]),
            // Tahoe: check box 16 pt, its box (16) then 6 pt then "Remember me" (86); pop-up 24 pt; field 24 pt.
            ("24765", ["name": [18, 164, 43, 16], "remember": [20, 140, 108, 16], "menu": [20, 108, 440, 24], "field": [20, 76, 200, 24]]),
        ]
        for (version, views) in expected {
            let subviews = label("name", "Name:", views["name"]!) + check("remember", "Remember me", views["remember"]!)
                + popUp("menu", views["menu"]!) + field("field", views["field"]!)
                + #"<box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">\#(frame([0, 18, 480, 5]))</box>"#
            let result = DocumentLayout(document: try xib(version, version, subviews, constraints)).solve()
            // The separator: a 1 pt line 2 pt inside its 5 pt frame.
            XCTAssertEqual(frames(result), views.merging(["root": [0, 0, 480, 200], "line": [0, 18, 480, 5]]) { $1 }, version)
            // An editable field has no intrinsic width.
            XCTAssertEqual(result.issues, [LayoutIssue(kind: .ambiguous(axes: [.horizontal]), objectID: "field")], version)
        }
    }

    /// A bordered primary box (a hypothesis from 10 corpus boxes, `AppKitControlMetricsTable`): before
    /// Xcode 26 its frame reaches 3 pt beyond its alignment rect at the sides, 2 above and 4 below;
    /// Xcode 26's has none, nor has a box without a border or a custom box, in any generation.
    func testBorderedPrimaryBoxOutsets() throws {
        let constraints = """
            \(pinned("group", 1, leading: 20, top: 20))
            <constraint firstAttribute="trailing" secondItem="group" secondAttribute="trailing" constant="20" id="c1"/>
            <constraint firstItem="group" firstAttribute="height" constant="100" id="c2"/>
            <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="plain" secondAttribute="bottom" constant="20" id="c4"/>
            <constraint firstItem="plain" firstAttribute="width" constant="100" id="c5"/>
            <constraint firstItem="plain" firstAttribute="height" constant="30" id="c6"/>
            <constraint firstItem="custom" firstAttribute="leading" secondItem="plain" secondAttribute="trailing" constant="20" id="c7"/>
            <constraint firstItem="custom" firstAttribute="bottom" secondItem="plain" secondAttribute="bottom" id="c8"/>
            <constraint firstItem="custom" firstAttribute="width" constant="100" id="c9"/>
            <constraint firstItem="custom" firstAttribute="height" constant="30" id="c10"/>
            """
        let others: [String: [Double]] = ["root": [0, 0, 480, 200], "plain": [20, 20, 100, 30], "custom": [140, 20, 100, 30]]
        for (version, group) in [("15702", [17.0, 76, 446, 106]), ("22505", [17, 76, 446, 106]), ("24765", [20, 80, 440, 100])] {
            let subviews = #"<box borderType="line" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="group">\#(frame(group))</box>"#
                + #"<box borderType="none" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="plain">\#(frame(others["plain"]!))</box>"#
                + #"<box boxType="custom" cornerRadius="4" title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="custom">\#(frame(others["custom"]!))</box>"#
            let result = DocumentLayout(document: try xib(version, version, subviews, constraints)).solve()
            XCTAssertEqual(frames(result), others.merging(["group": group]) { $1 }, version)
            XCTAssertEqual(result.issues, [], version)
        }
    }

    /// A label on a push button's baseline (SUStatus): Big Sur's 20 pt button draws its line 1 pt
    /// above centre (the label's top 1 pt below the button's), Xcode 26's 24 pt one centred (4 pt).
    func testALabelOnAPushButtonsBaseline() throws {
        let constraints = """
            <constraint firstAttribute="trailing" secondItem="push" secondAttribute="trailing" constant="20" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="push" secondAttribute="bottom" constant="20" id="c2"/>
            <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="name" firstAttribute="firstBaseline" secondItem="push" secondAttribute="firstBaseline" id="c4"/>
            """
        for (version, pushFrame, labelFrame): (String, [Double], [Double]) in [("22505", [386, 13, 81, 32], [18, 23, 43, 16]),
                                                                              ("24765", [393, 20, 67, 24], [18, 24, 43, 16])] {
            let document = try xib(version, version, push("push", "Cancel", pushFrame) + label("name", "Name:", labelFrame), constraints)
            let result = DocumentLayout(document: document).solve()
            XCTAssertEqual(frames(result), ["root": [0, 0, 480, 200], "push": pushFrame, "name": labelFrame], version)
            XCTAssertEqual(result.issues, [], version)
        }
    }

    func testAnNSSwitchIsNotGivenUISwitchsFrame() throws {
        let toggle = #"<switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" controlSize="mini" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">\#(frame([424, 164, 36, 16]))</switch>"#
        let document = try xib("24765", "24765", toggle, """
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="c1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """)
        let result = DocumentLayout(document: document).solve()
        XCTAssertEqual(frames(result)["toggle"], [424, 164, 36, 16], "Tahoe's mini NSSwitch: 36 × 16")
        XCTAssertEqual(result.issues, [])
    }

    func testGenerationsAndBaselines() throws {
        let sparkle = try xib("32700.99.1234", "22690", "", "")
        XCTAssertEqual(AppKitControls.Generation(toolsVersion: AppKitControls.toolsVersion(of: sparkle.root)), .bigSur)
        XCTAssertEqual(AppKitControls.Generation(toolsVersion: 24127), .tahoe)
        let document = try xib("24765", "24765", push("push", "OK", [0, 0, 50, 24]) + label("name", "Name:", [0, 0, 43, 16]), "")
        var elements: [String: MarkupElement] = [:]
        document.root.forEachElement { if let id = $0.attribute("id") { elements[id] = $0 } }
        let ascent = 13 * 1950 / 2048.0
        let label = try XCTUnwrap(AppKitControls.baselines(of: elements["name"]!, generation: .tahoe))
        XCTAssertEqual([label.first.scale, label.first.offset, label.last.scale, label.last.offset], [0, ascent, 1, ascent - 16])
        let button = try XCTUnwrap(AppKitControls.baselines(of: elements["push"]!, generation: .tahoe))
        // A 24 pt button centres the 16 pt line: 4 pt below a label's baseline.
        XCTAssertEqual([button.first.scale, button.first.offset], [0.5, 4 - 12 + ascent])
        XCTAssertEqual(AppKitControls.metrics(of: elements["push"]!, generation: .tahoe)?.size.width, (13 * (778 + 667) / 1000.0).rounded(.up) + 26,
                       "\"OK\" (Helvetica O 778, K 667): 18.8 → 19, + 26")
    }
}
