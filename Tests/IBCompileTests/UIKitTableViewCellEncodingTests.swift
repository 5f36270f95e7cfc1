import IBDocument
import XCTest
@testable import IBCompile

/// A styled table view cell xib (as NetNewsWire's SettingsTableViewCell) compiled through
/// `NibCompiler` and read back with the test-only decoder: the built-in labels named by
/// `textLabel=` / `detailTextLabel=` are the content view's labels, archived as
/// `UITableViewLabel`, and the cell points at them.
final class UIKitTableViewCellEncodingTests: XCTestCase {
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="SettingsCell" textLabel="txt-lb-aaa" detailTextLabel="det-lb-bbb" style="IBUITableViewCellStyleValue1" id="cel-01-ccc">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-01-ccc" id="cnt-vw-ddd">
                        <rect key="frame" x="0.0" y="0.0" width="348" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="txt-lb-aaa">
                                <rect key="frame" x="16" y="12" width="33" height="20.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Detail" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="det-lb-bbb">
                                <rect key="frame" x="290" y="12" width="50" height="20.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <point key="canvasLocation" x="10" y="20"/>
                </tableViewCell>
            </objects>
        </document>
        """

    private func compile(_ text: String = cell) throws -> AppKitTestGraph {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Cell")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Cell.xib")
        return AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
    }

    func testBuiltInLabelsAreTableViewLabelsTheCellPointsAt() throws {
        let graph = try compile()
        let cell = try XCTUnwrap(graph.objects(ofClass: "UITableViewCell").first)
        let keys = cell.values.map(\.key)
        XCTAssertEqual(Array(keys.drop { $0 != "UIContentView" }.prefix(3)), ["UIContentView", "UITextLabel", "UIDetailTextLabel"])
        let title = try XCTUnwrap(graph.child(cell, "UITextLabel"))
        let detail = try XCTUnwrap(graph.child(cell, "UIDetailTextLabel"))
        XCTAssertEqual([title.className, detail.className], ["UITableViewLabel", "UITableViewLabel"])
        XCTAssertEqual(graph.string(graph.child(title, "UIText")), "Title")
        XCTAssertEqual(graph.string(graph.child(detail, "UIText")), "Detail")
        XCTAssertEqual(graph.value(detail, "UITextAlignment"), .int8(2))
        XCTAssertTrue(graph.objects(ofClass: "UILabel").isEmpty)
        // They are the content view's subviews, not copies.
        let contentView = try XCTUnwrap(graph.child(cell, "UIContentView"))
        XCTAssertEqual(graph.elements(try XCTUnwrap(graph.child(contentView, "UISubviews"))), [title, detail])
        XCTAssertEqual(graph.value(cell, "UITableViewCellStyle"), .int8(1))
    }

    func testBuiltInLabelWithACustomClassIsASwappedTableViewLabel() throws {
        let graph = try compile(Self.cell.replacingOccurrences(of: #"adjustsFontSizeToFit="NO" id="txt-lb-aaa">"#,
                                                               with: #"adjustsFontSizeToFit="NO" id="txt-lb-aaa" customClass="ThemedLabel" customModule="App">"#))
        let cell = try XCTUnwrap(graph.objects(ofClass: "UITableViewCell").first)
        let title = try XCTUnwrap(graph.child(cell, "UITextLabel"))
        XCTAssertEqual(title.className, "UIClassSwapper")
        XCTAssertEqual(graph.string(graph.child(title, "UIOriginalClassName")), "UITableViewLabel")
        XCTAssertEqual(graph.string(graph.child(title, "UIClassName")), "_TtC3App11ThemedLabel")
        XCTAssertEqual(graph.string(graph.child(title, "UIText")), "Title")
    }

    func testBuiltInImageViewAndForeignLabelsAreRefused() throws {
        let imageView = Self.cell.replacingOccurrences(of: #"detailTextLabel="det-lb-bbb""#, with: #"detailTextLabel="det-lb-bbb" imageView="img-vw-eee""#)
        XCTAssertThrowsError(try compile(imageView)) { error in
            XCTAssertTrue("\(error)".contains("imageView=\"img-vw-eee\""), "\(error)")
        }
        let elsewhere = Self.cell.replacingOccurrences(of: #"textLabel="txt-lb-aaa""#, with: #"textLabel="cnt-vw-ddd""#)
        XCTAssertThrowsError(try compile(elsewhere)) { error in
            XCTAssertTrue("\(error)".contains("textLabel=\"cnt-vw-ddd\""), "\(error)")
        }
    }

    func testHidesAccessoryWhenEditingArchivesNothing() throws {
        let plain = try compile()
        let old = try compile(Self.cell.replacingOccurrences(of: #"selectionStyle="default""#, with: #"selectionStyle="default" hidesAccessoryWhenEditing="NO""#))
        let keys = { (graph: AppKitTestGraph) in graph.objects(ofClass: "UITableViewCell").first?.values.map(\.key) }
        XCTAssertNotNil(keys(plain))
        XCTAssertEqual(keys(old), keys(plain), "-[UITableViewCell encodeWithCoder:] has no key for it")
    }
}
