import XCTest
import IBDocument
@testable import IBLayout

/// A stack view's baselines are its arranged views' (a vertical stack: the first / last one's; a
/// horizontal stack: the tallest one's, recursively), a last-baseline stack keeps its first view's
/// bottom at its own, an empty label's baseline sits one descender above its bottom, and a
/// size-class variation's font is the one the device selects. The same document as
/// `Tests/js/layout/stack-baselines.test.mjs`; also one of the parity export's documents.
/// Font metrics: line height 2444/2048 em, ascender 1950/2048 em (`TextMetrics`).
final class StackBaselineTests: XCTestCase {
    static func label(_ id: String, _ text: String, size: Int, frame: (Int, Int, Int, Int), width: Int? = nil, height: Int? = nil,
                      variations: String = "") -> String {
        let constraints = [width.map { #"<constraint firstAttribute="width" constant="\#($0)" id="\#(id)W"/>"# },
                           height.map { #"<constraint firstAttribute="height" constant="\#($0)" id="\#(id)H"/>"# }].compactMap { $0 }
        return """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            <constraints>\(constraints.joined())</constraints>
            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
            \(variations)
        </label>
        """
    }

    static let subviews = """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
            <rect key="frame" x="20" y="100" width="150" height="61"/>
            <subviews>
                \(label("big", "Big", size: 40, frame: (0, 0, 50, 48), width: 50, height: 48))
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                    <rect key="frame" x="50" y="0.0" width="100" height="60"/>
                    <subviews>
                        \(label("small1", "One", size: 17, frame: (0, 0, 100, 30), width: 100, height: 30))
                        \(label("small2", "Two", size: 17, frame: (0, 30, 100, 30), width: 100, height: 30))
                    </subviews>
                </stackView>
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="row">
            <rect key="frame" x="20" y="300" width="200" height="40"/>
            <subviews>
                \(label("short", "Short", size: 17, frame: (0, 0, 100, 20), width: 100, height: 20))
                \(label("tall", "Tall", size: 17, frame: (100, 0, 100, 40), width: 100, height: 40))
            </subviews>
        </stackView>
        \(label("caption", "Caption", size: 17, frame: (240, 280, 100, 30), width: 100, height: 30))
        \(label("empty", "", size: 17, frame: (20, 400, 100, 40), width: 100, height: 40))
        \(label("mark", "Mark", size: 17, frame: (140, 380, 100, 30), width: 100, height: 30))
        \(label("varied", "Varied", size: 40, frame: (20, 500, 100, 24), width: 100, variations: """
            <variation key="heightClass=regular-widthClass=compact"><fontDescription key="fontDescription" type="system" pointSize="20"/></variation>
            <variation key="widthClass=regular"><fontDescription key="fontDescription" type="system" pointSize="30"/></variation>
            """))
        """

    static let constraints = """
        <constraint firstItem="outer" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="outerL"/>
        <constraint firstItem="outer" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="outerT"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="rowL"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="main" secondAttribute="top" constant="300" id="rowT"/>
        <constraint firstItem="caption" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="240" id="captionL"/>
        <constraint firstItem="caption" firstAttribute="baseline" secondItem="row" secondAttribute="baseline" id="captionB"/>
        <constraint firstItem="empty" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="emptyL"/>
        <constraint firstItem="empty" firstAttribute="top" secondItem="main" secondAttribute="top" constant="400" id="emptyT"/>
        <constraint firstItem="mark" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="140" id="markL"/>
        <constraint firstItem="mark" firstAttribute="baseline" secondItem="empty" secondAttribute="baseline" id="markB"/>
        <constraint firstItem="varied" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="20" id="variedL"/>
        <constraint firstItem="varied" firstAttribute="top" secondItem="main" secondAttribute="top" constant="500" id="variedT"/>
        """

    static func document() throws -> InterfaceDocument {
        try StoryboardBuilder.document(subviews: subviews, constraints: constraints)
    }

    /// The solved frame before it is put on the device's pixels (`PixelAlignment`): these tests check
    /// the baseline arithmetic to 0.01 pt. Root frames are unrounded, so it is their difference.
    private func frame(_ result: LayoutResult, _ id: String) throws -> IBRect {
        let view = try XCTUnwrap(result.view(withID: id), id)
        let superview = try XCTUnwrap(view.superviewID.flatMap(result.view(withID:)), id)
        return IBRect(x: view.rootFrame.x - superview.rootFrame.x, y: view.rootFrame.y - superview.rootFrame.y,
                      width: view.rootFrame.width, height: view.rootFrame.height)
    }

    func testAVerticalStackHasItsLastViewsBaseline() throws {
        let result = DocumentLayout(document: try Self.document()).solve()
        XCTAssertEqual(result.issues.filter { if case .misplaced = $0.kind { return false } else { return true } }.count, 0, "\(result.issues)")
        // big's last baseline 24 + 14.219 below its top; column's is small2's, 30 + 15 + 6.043 below
        // the column's top: the column starts 12.824 above big, whose bottom is the stack's.
        XCTAssertEqual(try frame(result, "column").y, 0, accuracy: 0.01)
        XCTAssertEqual(try frame(result, "big").y, 12.824, accuracy: 0.01)
        XCTAssertEqual(try frame(result, "outer").height, 60.824, accuracy: 0.01)
    }

    func testAHorizontalStackHasItsTallestViewsBaseline() throws {
        let result = DocumentLayout(document: try Self.document()).solve()
        // row's baseline is tall's (300 + 20 + 6.043), not short's nor its bottom edge.
        XCTAssertEqual(try frame(result, "caption").y, 305, accuracy: 0.01)
    }

    func testAnEmptyLabelsBaselineIsOneDescenderAboveItsBottom() throws {
        let result = DocumentLayout(document: try Self.document()).solve()
        // 440 − 17 × 494/2048 = 435.899; mark's baseline is 15 + 6.043 below its top.
        XCTAssertEqual(try frame(result, "mark").y, 414.856, accuracy: 0.01)
    }

    func testTheDevicesSizeClassesPickTheFontVariation() throws {
        let document = try Self.document()
        // iPhone portrait (compact width, regular height): the 20 pt variation, 24 pt high.
        XCTAssertEqual(try frame(DocumentLayout(document: document).solve(), "varied").height, 24)
        // iPhone 8 in landscape (compact both ways): the base 40 pt font, 48 pt high.
        let landscape = LayoutOptions(device: Device.named("retina4_7", orientation: .landscape))
        XCTAssertEqual(try frame(DocumentLayout(document: document, options: landscape).solve(), "varied").height, 48)
        // iPhone 8 Plus in landscape and an iPad (regular width): the 30 pt variation, 36 pt high.
        let plus = LayoutOptions(device: Device.named("retina5_5", orientation: .landscape))
        XCTAssertEqual(try frame(DocumentLayout(document: document, options: plus).solve(), "varied").height, 36)
        XCTAssertEqual(try frame(DocumentLayout(document: document, options: LayoutOptions(device: Device.named("ipad11"))).solve(), "varied").height, 36)
    }

    func testSizeClassesOfDevices() throws {
        let phone = try XCTUnwrap(Device.named("retina6_3"))
        XCTAssertEqual(SizeClasses(device: phone), SizeClasses(width: "compact", height: "regular"))
        XCTAssertEqual(SizeClasses(device: phone.oriented(.landscape)), SizeClasses(width: "compact", height: "compact"))
        XCTAssertEqual(SizeClasses(device: try XCTUnwrap(Device.named("retina6_1", orientation: .landscape))),
                       SizeClasses(width: "regular", height: "compact"))
    }
}
