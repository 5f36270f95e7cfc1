import IBDocument
import XCTest
@testable import IBCompile

/// `<datePicker>` in a hand-written xib, compiled and read back with the test-only decoder:
/// the control keys, then `-[UIDatePicker encodeWithCoder:]`'s keys in its order, each with
/// its value type.
final class UIKitDatePickerEncodingTests: XCTestCase {
    static func source(_ attributes: String, _ children: String = "") -> String {
        UIKitEncoderTests.xib("""
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="dtp-01-aaa">
                            <rect key="frame" x="0.0" y="100" width="320" height="216"/>
                            \(children)
                        </datePicker>
                    </subviews>
                </view>
        """)
    }

    private func picker(_ text: String) throws -> (AppKitTestGraph, NibObject) {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Dates")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Dates.xib")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(output.files[0].bytes))
        let pickers = graph.objects(ofClass: "UIDatePicker")
        XCTAssertEqual(pickers.count, 1)
        return (graph, try XCTUnwrap(pickers.first))
    }

    private func time(_ graph: AppKitTestGraph, _ picker: NibObject, _ key: String) -> NibValue? {
        guard let date = graph.child(picker, key) else { return nil }
        XCTAssertEqual(date.className, "NSDate", key)
        XCTAssertEqual(date.values.map(\.key), ["NS.time"], key)
        return graph.value(date, "NS.time")
    }

    func testAFixtureLikePickerArchivesStyleDatesIntervalAndCurrentDateFlagInTheCodersOrder() throws {
        let (graph, picker) = try picker(Self.source(#"datePickerMode="date" minuteInterval="3" style="wheels" useCurrentDate="NO""#, """
            <date key="date" timeIntervalSinceReferenceDate="622497467.96811497"/>
            <date key="minimumDate" timeIntervalSinceReferenceDate="-978267600"/>
            <date key="maximumDate" timeIntervalSinceReferenceDate="1167562800"/>
            """))
        let keys = picker.values.map(\.key)
        XCTAssertEqual(keys.first, "UIBounds")
        let own = Array(keys.drop(while: { $0 != "UIPickerStyle" }))
        XCTAssertEqual(own, ["UIPickerStyle", "UIDatePickerMode", "UIDate", "UIMinimumDate", "UIMaximumDate", "UIMinuteInterval",
                             "UIDatePickerUseCurrentDateDuringDecoding"])
        XCTAssertEqual(graph.value(picker, "UIPickerStyle"), .int8(1), "wheels")
        XCTAssertEqual(graph.value(picker, "UIDatePickerMode"), .int8(1), "date")
        XCTAssertEqual(time(graph, picker, "UIDate"), .double(622497467.96811497))
        XCTAssertEqual(time(graph, picker, "UIMinimumDate"), .double(-978267600))
        XCTAssertEqual(time(graph, picker, "UIMaximumDate"), .double(1167562800))
        XCTAssertEqual(graph.value(picker, "UIMinuteInterval"), .int8(3))
        XCTAssertEqual(graph.value(picker, "UIDatePickerUseCurrentDateDuringDecoding"), .bool(false))
        // `-_populateArchivedSubviews:` takes the inner picker out: nothing under the picker.
        XCTAssertNil(graph.value(picker, "UISubviews"))
        XCTAssertEqual(graph.value(picker, "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"), .bool(true))
    }

    func testTheLibraryDefaultsWriteOnlyTheStyleAndADate() throws {
        let (graph, picker) = try picker(Self.source(#"datePickerMode="dateAndTime" style="wheels""#))
        let keys = picker.values.map(\.key)
        XCTAssertEqual(Array(keys.drop(while: { $0 != "UIPickerStyle" })), ["UIPickerStyle", "UIDate"],
                       "date and time, one-minute steps and the current date are UIKit's defaults")
        // No <date key="date">: ibtool keeps the date `-initWithFrame:` gives the picker (now).
        guard case .double? = time(graph, picker, "UIDate") else { return XCTFail("UIDate is not an NSDate with a double NS.time") }
        for key in ["UIDatePickerMode", "UIMinimumDate", "UIMaximumDate", "UIMinuteInterval", "UIDatePickerUseCurrentDateDuringDecoding",
                    "UILocale", "UITimeZone", "UICalendar"] {
            XCTAssertNil(graph.value(picker, key), key)
        }
    }

    func testAutomaticStyleAndTimeModeAndRefusals() throws {
        let (graph, picker) = try picker(Self.source(#"datePickerMode="time""#))
        XCTAssertNil(graph.value(picker, "UIPickerStyle"), "automatic is UIKit's default style")
        XCTAssertEqual(graph.value(picker, "UIDatePickerMode"), .int8(0), "time")
        for (attributes, name) in [(#"locale="fr_FR""#, "locale")] {
            XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: Self.source(attributes)), name: "Dates"), name) { error in
                XCTAssertTrue("\(error)".contains(name), "\(error)")
            }
        }
    }

    func testACountDownPickerArchivesItsDurationInsteadOfTheDates() throws {
        let (graph, picker) = try picker(Self.source(#"datePickerMode="countDownTimer" countDownDuration="300" style="wheels""#, """
            <date key="date" timeIntervalSinceReferenceDate="622497467.96811497"/>
            """))
        let keys = picker.values.map(\.key)
        XCTAssertEqual(Array(keys.drop(while: { $0 != "UIPickerStyle" })), ["UIPickerStyle", "UIDatePickerMode", "UICountDownDuration"])
        XCTAssertEqual(graph.value(picker, "UIDatePickerMode"), .int8(3), "countDownTimer")
        XCTAssertEqual(graph.value(picker, "UICountDownDuration"), .float(300))
        XCTAssertNil(graph.value(picker, "UIDate"), "the coder writes no dates in count-down mode")
    }

    func testACountDownPickerWithoutADurationWritesNone() throws {
        let (graph, picker) = try picker(Self.source(#"datePickerMode="countDownTimer" style="wheels""#))
        XCTAssertNil(graph.value(picker, "UICountDownDuration"), "0 is the time interval's default")
        XCTAssertNil(graph.value(picker, "UIDate"))
    }
}
