import IBDocument
import XCTest
@testable import IBCompile

/// `<pickerView>` in a hand-written xib, compiled and read back with the test-only decoder.
final class UIKitPickerViewEncodingTests: XCTestCase {
    static let source = UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pck-01-aaa">
                            <rect key="frame" x="0.0" y="100" width="393" height="216"/>
                            <connections>
                                <outlet property="dataSource" destination="-1" id="out-2a-aaa"/>
                                <outlet property="delegate" destination="-1" id="out-2b-aaa"/>
                            </connections>
                        </pickerView>
                    </subviews>
                </view>
        """)

    func testPickerViewArchivesTheViewKeysThenAllowSelectingCells() throws {
        let document = try InterfaceDocument(text: Self.source)
        let output = try NibCompiler().compile(document, name: "Picker")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Picker.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let pickers = graph.objects(ofClass: "UIPickerView")
        XCTAssertEqual(pickers.count, 1)
        let picker = try XCTUnwrap(pickers.first)
        // The view keys come first (`-encodeWithCoder:` calls super), the picker's flag last.
        XCTAssertEqual(picker.values.first?.key, "UIBounds")
        XCTAssertEqual(picker.values.last?.key, "UIAllowSelectingCells")
        XCTAssertEqual(graph.value(picker, "UIAllowSelectingCells"), .bool(true))
        XCTAssertEqual(graph.value(picker, "UIOpaque"), .bool(true))
        XCTAssertEqual(graph.value(picker, "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"), .bool(true))
        // No delegate at archive time (it is an outlet), no wheels, no other flags.
        for key in ["UIDelegate", "UIShowsSelectionBar", "UISkipsBackground", "UISubviews"] {
            XCTAssertNil(graph.value(picker, key), key)
        }
        // The data source and delegate are outlet connections from the picker.
        let outlets = graph.objects(ofClass: "UIRuntimeOutletConnection").filter { graph.child($0, "UISource") == picker }
        XCTAssertEqual(outlets.compactMap { graph.string(graph.child($0, "UILabel")) }.sorted(), ["dataSource", "delegate"])
    }

    func testAPickerAttributeWithoutEncodingIsRefusedByName() throws {
        let text = Self.source.replacingOccurrences(of: #"<pickerView contentMode="scaleToFill""#,
                                                    with: #"<pickerView showsSelectionIndicator="YES" contentMode="scaleToFill""#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "Picker")) { error in
            XCTAssertTrue("\(error)".contains("showsSelectionIndicator"), "\(error)")
        }
    }
}
