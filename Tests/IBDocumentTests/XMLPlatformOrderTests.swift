import XCTest
@testable import IBDocument

/// Where the iOS family and AppKit order an element's attributes differently, a new attribute goes where
/// that document's platform puts it.
final class XMLPlatformOrderTests: XCTestCase {
    private func document(type: String) throws -> MarkupDocument {
        try MarkupDocument.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0">
            <objects>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" id="tf1-aa-bbb"/>
            </objects>
        </document>

        """)
    }

    private func textField(_ document: MarkupDocument) -> MarkupElement {
        document.root.firstChild(named: "objects")!.firstChild(named: "textField")!
    }

    func testIOSTextFieldWritesBorderStyleBeforeTextAlignmentAsXcodeDoes() throws {
        let document = try document(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        try textField(document).setAttribute("borderStyle", to: "roundedRect")
        XCTAssertTrue(document.serializedString().contains(
            #"contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural""#),
            document.serializedString())
    }

    /// A segue has no `id` tail: its custom class goes before its id, as all 4 custom segues of the corpus write it.
    func testASeguesCustomClassGoesBeforeItsID() throws {
        let document = try MarkupDocument.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <connections>
                <segue destination="vc1-aa-bbb" kind="custom" identifier="next" id="sg1-aa-bbb"/>
            </connections>
        </document>

        """)
        try document.root.firstChild(named: "connections")!.firstChild(named: "segue")!.setAttribute("customClass", to: "FadeSegue")
        XCTAssertTrue(document.serializedString().contains(
            #"<segue destination="vc1-aa-bbb" kind="custom" identifier="next" customClass="FadeSegue" id="sg1-aa-bbb"/>"#),
            document.serializedString())
    }

    /// An iOS view's fixedFrame goes where its layout marks go, right after the content mode, even where the
    /// element's table doesn't rank it (all 80 iOS-family fixed-frame views of the corpus write it there).
    func testAnIOSViewsFixedFrameGoesAfterItsContentModeLikeTheLayoutMarks() throws {
        let document = try MarkupDocument.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sv1-aa-bbb"/>
            </objects>
        </document>

        """)
        let scrollView = document.root.firstChild(named: "objects")!.firstChild(named: "scrollView")!
        try scrollView.setAttribute("fixedFrame", to: "YES")
        try scrollView.setAttribute("ambiguous", to: "YES")
        XCTAssertTrue(document.serializedString().contains(
            #"contentMode="scaleToFill" fixedFrame="YES" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO""#),
            document.serializedString())
    }

    /// An iOS view's layout priorities go with its layout marks, right after the content mode and in their own order,
    /// even where the element's table doesn't rank them (no iOS `tableView` of the corpus has a hugging priority):
    /// across the corpus's iOS-family documents they are one run after `contentMode` (3,495 of 3,497). Found by the
    /// editor property test (seed 11, all documents): a table view's priority landed before `id`, its mark after it.
    func testAnIOSViewsLayoutPrioritiesGoAfterItsContentModeBeforeItsMarks() throws {
        let document = try MarkupDocument.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" rowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tv1-aa-bbb"/>
            </objects>
        </document>

        """)
        let tableView = document.root.firstChild(named: "objects")!.firstChild(named: "tableView")!
        try tableView.setAttribute("verticalHuggingPriority", to: "249")
        try tableView.setAttribute("misplaced", to: "YES")
        try tableView.setAttribute("horizontalHuggingPriority", to: "251")
        try tableView.setAttribute("fixedFrame", to: "YES")
        XCTAssertTrue(document.serializedString().contains(
            #"<tableView clipsSubviews="YES" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="249" fixedFrame="YES" misplaced="YES" alwaysBounceVertical="YES""#),
            document.serializedString())
    }

    func testPlatformTablesOnlyExistWhereThePlatformsDisagree() {
        let touch = XcodeOrder.attributeOrder(for: "touch/textField")
        let cocoa = XcodeOrder.attributeOrder(for: "cocoa/textField")
        XCTAssertLessThan(touch.firstIndex(of: "borderStyle")!, touch.firstIndex(of: "textAlignment")!)
        XCTAssertFalse(cocoa.isEmpty)
        XCTAssertTrue(XcodeOrder.attributeOrder(for: "touch/rect").isEmpty, "rect is ordered alike on both platforms")
    }

    /// Layout marks follow a CocoaTouch view's content mode and layout priorities, before its own attributes
    /// (the corpus: `…verticalCompressionResistancePriority="749" ambiguous="YES" text=…`); AppKit keeps the tables.
    func testLayoutMarksFollowTheLayoutPrioritiesInCocoaTouch() throws {
        let document = try MarkupDocument.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <objects>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-bbb"/>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" buttonType="system" id="btn-aa-bbb"/>
            </objects>
        </document>

        """)
        let objects = document.root.firstChild(named: "objects")!
        try objects.firstChild(named: "label")!.setAttribute("misplaced", to: "YES")
        try objects.firstChild(named: "label")!.setAttribute("ambiguous", to: "YES")
        try objects.firstChild(named: "button")!.setAttribute("misplaced", to: "YES")
        let text = document.serializedString()
        XCTAssertTrue(text.contains(#"verticalHuggingPriority="251" misplaced="YES" ambiguous="YES" text="Hi""#), text)
        XCTAssertTrue(text.contains(#"contentMode="scaleToFill" misplaced="YES" contentHorizontalAlignment="center""#), text)
    }

    /// tvOS and watchOS types have no `3` (`com.apple.InterfaceBuilder.AppleTV.XIB`); the table's generator counts
    /// them with the iOS family, so they take the iOS order (the merged order puts the priority after `spacing`).
    func testTVOSTakesTheIOSFamilyOrder() throws {
        let document = try MarkupDocument.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.XIB" version="3.0" toolsVersion="21225" targetRuntime="AppleTV">
            <objects>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb"/>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" buttonType="system" id="btn-aa-bbb"/>
            </objects>
        </document>

        """)
        let objects = document.root.firstChild(named: "objects")!
        try objects.firstChild(named: "stackView")!.setAttribute("verticalHuggingPriority", to: "12")
        try objects.firstChild(named: "button")!.setAttribute("tag", to: "3")
        let text = document.serializedString()
        XCTAssertTrue(text.contains(#"contentMode="scaleToFill" verticalHuggingPriority="12" axis="vertical""#), text)
        XCTAssertTrue(text.contains(#"<button opaque="NO" tag="3" contentMode="scaleToFill""#), text)
    }

    /// A layout mark goes after an attribute a hand-written view has out of order (`hidden` after `contentMode`),
    /// not between them: the document's own disorder is not spread to the new attribute.
    func testLayoutMarkDoesNotGoBeforeAnAttributeOutOfOrder() throws {
        let document = try MarkupDocument.parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vw1-aa-bbb"/>
            </objects>
        </document>

        """)
        try document.root.firstChild(named: "objects")!.firstChild(named: "view")!.setAttribute("ambiguous", to: "YES")
        XCTAssertTrue(document.serializedString().contains(
            #"<view contentMode="scaleToFill" hidden="YES" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO""#),
            document.serializedString())
    }
}
