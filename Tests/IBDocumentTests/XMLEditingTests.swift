import XCTest
@testable import IBDocument

/// The editing API writes what Xcode writes and leaves everything else byte-identical.
final class XMLEditingTests: XCTestCase {
    private let sample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="t" version="3.0">
        <objects>
            <view contentMode="scaleToFill" id="v1-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            </view>
            <label opaque="NO" text="&lt;&lt;x&gt;&gt;" title=">>" id="l1-aa-bbb"/>
        </objects>
    </document>

    """

    private func view(_ document: MarkupDocument) -> MarkupElement {
        document.root.firstChild(named: "objects")!.firstChild(named: "view")!
    }

    func testNewAttributeGoesToXcodesPositionNotTheEnd() throws {
        let document = try MarkupDocument.parse(sample)
        let view = view(document)
        try view.setAttribute("userLabel", to: "Header")
        try view.setAttribute("opaque", to: "NO")
        try view.setAttribute("customClass", to: "HeaderView")
        try view.setAttribute("key", to: "view")
        try view.setAttribute("translatesAutoresizingMaskIntoConstraints", to: "NO")
        XCTAssertEqual(view.attributes.map(\.name),
                       ["key", "opaque", "contentMode", "translatesAutoresizingMaskIntoConstraints", "id", "userLabel", "customClass"])
    }

    func testIDTailOrderIsFixed() throws {
        let element = MarkupElement(name: "viewController")
        for name in ["sceneMemberID", "customModuleProvider", "id", "customModule", "customClass", "userLabel"] {
            try element.setAttribute(name, to: "x")
        }
        XCTAssertEqual(element.attributes.map(\.name), ["id", "userLabel", "customClass", "customModule", "customModuleProvider", "sceneMemberID"])
    }

    func testTableOrderForGeometryAndConstraints() {
        let rect = MarkupElement(xcode: "rect", ["height": "1", "width": "2", "y": "3", "x": "4", "key": "frame"])
        XCTAssertEqual(rect.markupString, #"<rect key="frame" x="4" y="3" width="2" height="1"/>"#)
        let constraint = MarkupElement(xcode: "constraint", [
            "id": "c", "constant": "8", "priority": "750", "multiplier": "2:1", "secondAttribute": "top",
            "secondItem": "b", "relation": "greaterThanOrEqual", "firstAttribute": "bottom", "firstItem": "a"])
        XCTAssertEqual(constraint.markupString,
                       #"<constraint firstItem="a" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="b" secondAttribute="top" multiplier="2:1" priority="750" constant="8" id="c"/>"#)
    }

    func testEscapingAsXcodeWritesNewValues() throws {
        let element = MarkupElement(name: "button")
        try element.setAttribute("title", to: "Tom's \"A\" & <B> ⌘")
        XCTAssertEqual(element.markupString, #"<button title="Tom's &quot;A&quot; &amp; &lt;B&gt; ⌘"/>"#)
        XCTAssertEqual(element.attribute("title"), "Tom's \"A\" & <B> ⌘")
        XCTAssertThrowsError(try element.setAttribute("keyEquivalent", to: "\u{1B}"))
    }

    func testUnchangedValueKeepsItsRawForm() throws {
        let document = try MarkupDocument.parse(sample)
        let label = view(document).parent!.firstChild(named: "label")!
        try label.setAttribute("title", to: ">>")
        try label.setAttribute("text", to: "<<x>>")
        view(document).firstChild(named: "rect")!.setNumber("width", to: 375)
        XCTAssertEqual(document.serializedString(), sample)
        try label.setAttribute("title", to: ">>+")
        XCTAssertEqual(label.rawAttribute("title"), "&gt;&gt;+")
    }

    func testEditChangesOnlyTheEditedLine() throws {
        let document = try MarkupDocument.parse(sample)
        let rect = view(document).firstChild(named: "rect", key: "frame")!
        rect.setNumber("x", to: 16)
        rect.setNumber("width", to: 343.5)
        XCTAssertEqual(document.serializedString(), sample.replacingOccurrences(
            of: #"x="0.0" y="0.0" width="375""#, with: #"x="16" y="0.0" width="343.5""#))
    }

    func testRemoveAttribute() throws {
        let document = try MarkupDocument.parse(sample)
        view(document).removeAttribute("contentMode")
        XCTAssertTrue(document.serializedString().contains(#"<view id="v1-aa-bbb">"#))
    }

    func testInsertChildIntoSelfClosingElementOpensItWithIndentation() throws {
        let document = try MarkupDocument.parse(sample)
        let label = document.root.firstChild(named: "objects")!.firstChild(named: "label")!
        label.insertChildInXcodeOrder(MarkupElement(xcode: "rect", ["key": "frame", "x": "0.0", "y": "0.0", "width": "42", "height": "21"]))
        label.insertChildInXcodeOrder(MarkupElement(xcode: "fontDescription", ["key": "fontDescription", "type": "system", "pointSize": "17"]))
        let expected = sample.replacingOccurrences(of: """
                <label opaque="NO" text="&lt;&lt;x&gt;&gt;" title=">>" id="l1-aa-bbb"/>

        """, with: """
                <label opaque="NO" text="&lt;&lt;x&gt;&gt;" title=">>" id="l1-aa-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>

        """)
        XCTAssertEqual(document.serializedString(), expected)
    }

    func testInsertNestedSubtreeIsLaidOutAtItsDepth() throws {
        let document = try MarkupDocument.parse(sample)
        let view = view(document)
        let subview = MarkupElement(xcode: "view", ["contentMode": "scaleToFill", "id": "s1-aa-bbb"],
                                    children: [MarkupElement(xcode: "rect", ["key": "frame", "x": "0.0", "y": "0.0", "width": "10", "height": "10"])])
        view.insertChildInXcodeOrder(MarkupElement(name: "subviews", children: [.element(subview)]))
        XCTAssertTrue(document.serializedString().contains("""
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="s1-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                </view>
        """), document.serializedString())
    }

    func testRemovingTheLastChildGivesASelfClosingElement() throws {
        let document = try MarkupDocument.parse(sample)
        let view = view(document)
        view.firstChild(named: "rect")!.removeFromParent()
        XCTAssertTrue(document.serializedString().contains(#"        <view contentMode="scaleToFill" id="v1-aa-bbb"/>"# + "\n"))
        XCTAssertNil(view.firstChild(named: "rect"))
    }

    func testInsertAndRemoveRestoresTheOriginalBytes() throws {
        let document = try MarkupDocument.parse(sample)
        let objects = document.root.firstChild(named: "objects")!
        let added = MarkupElement(xcode: "imageView", ["id": "i1-aa-bbb"])
        objects.insertChild(added, atElementIndex: 1)
        XCTAssertNotEqual(document.serializedString(), sample)
        added.removeFromParent()
        XCTAssertEqual(document.serializedString(), sample)
    }

    func testTextContentIsWrittenInlineWithLiteralNewlines() throws {
        let element = MarkupElement(xcode: "string", ["key": "text"])
        try element.setText("Two lines & <more>\nsecond")
        XCTAssertEqual(element.markupString, "<string key=\"text\">Two lines &amp; &lt;more&gt;\nsecond</string>")
        XCTAssertEqual(element.textContent, "Two lines & <more>\nsecond")
        try element.setText("")
        XCTAssertEqual(element.markupString, "<string key=\"text\"/>")
    }

    func testChildIndentationFollowsTheDocument() throws {
        let tabbed = try MarkupDocument.parse("<archive>\n\t<data>\n\t\t<int key=\"a\">1</int>\n\t</data>\n</archive>\n")
        let data = tabbed.root.firstChild(named: "data")!
        data.appendChild(MarkupElement(xcode: "int", ["key": "b"]))
        XCTAssertEqual(tabbed.serializedString(), "<archive>\n\t<data>\n\t\t<int key=\"a\">1</int>\n\t\t<int key=\"b\"/>\n\t</data>\n</archive>\n")
    }
}

extension XMLEditingTests {
    func testControlCharactersInStringsUseXcodesBase64Form() throws {
        let document = try MarkupDocument.parse("<menuItem id=\"m\">\n    <string key=\"keyEquivalent\" base64-UTF8=\"YES\">\nGw\n</string>\n</menuItem>")
        let string = try XCTUnwrap(document.root.firstChild(named: "string"))
        XCTAssertEqual(string.stringContent, "\u{1B}")
        try string.setStringContent("\r")
        XCTAssertEqual(document.serializedString(), "<menuItem id=\"m\">\n    <string key=\"keyEquivalent\" base64-UTF8=\"YES\">\nDQ\n</string>\n</menuItem>")
        try string.setStringContent("\t")
        XCTAssertTrue(document.serializedString().contains("\nCQ\n"))
        try string.setStringContent("q")
        XCTAssertEqual(document.serializedString(), "<menuItem id=\"m\">\n    <string key=\"keyEquivalent\">q</string>\n</menuItem>")
        let fresh = MarkupElement(xcode: "string", ["key": "keyEquivalent"])
        try fresh.setStringContent("\u{08}")
        XCTAssertEqual(fresh.markupString, "<string key=\"keyEquivalent\" base64-UTF8=\"YES\">\nCA\n</string>")
        XCTAssertEqual(Base64.encodeUnpadded(Array("Man is".utf8)), "TWFuIGlz")
        XCTAssertEqual(Base64.encodeUnpadded(Array("Ma".utf8)), "TWE")
        XCTAssertEqual(Base64.decode("TWE=").map { String(decoding: $0, as: UTF8.self) }, "Ma")
    }
}
