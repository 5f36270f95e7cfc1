import IBDocument
import XCTest
@testable import IBCompile

/// A push button's hugging priorities (Apple nib of todo/test25_hugging: {300, 700}).
extension AppKitControlEncodingTests {
    static func pushButton(_ priorities: String) -> String {
        """
                        <button \(priorities) id="B1">
                            <rect key="frame" x="14" y="13" width="75" height="32"/>
                            <buttonCell key="cell" type="push" title="Button" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="B2">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
        """
    }

    func testPushButtonRecordsBothGivenHuggingPriorities() throws {
        let graph = try encode(Self.window(Self.pushButton("horizontalHuggingPriority=\"300\" verticalHuggingPriority=\"700\"")))
        let button = try XCTUnwrap(graph.objects(ofClass: "NSButton").first)
        XCTAssertEqual(graph.string(graph.child(button, "NSHuggingPriority")), "{300, 700}")
    }

    func testPushButtonAtItsDefaultHuggingRecordsNone() throws {
        let graph = try encode(Self.window(Self.pushButton("verticalHuggingPriority=\"750\"")))
        let button = try XCTUnwrap(graph.objects(ofClass: "NSButton").first)
        XCTAssertNil(graph.value(button, "NSHuggingPriority"))
    }

    func testPushButtonWithOneHuggingPriorityAwayFromItsDefaultIsRefused() {
        XCTAssertThrowsError(try encode(Self.window(Self.pushButton("horizontalHuggingPriority=\"300\"")))) { error in
            XCTAssertTrue("\(error)".contains("horizontalHuggingPriority"), "\(error)")
        }
    }
}
