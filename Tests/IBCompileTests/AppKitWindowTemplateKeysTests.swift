import IBDocument
import XCTest
@testable import IBCompile

/// `hasShadow="NO"` (`NSWTFlags` bit 0x1000), `titleVisibility="hidden"` (`NSWindowTitleVisibility` 1) and
/// `titlebarAppearsTransparent="YES"` (`NSTitlebarAppearsTransparent`): hypotheses from public sources,
/// see `AppKitWindowTemplateKeys`.
final class AppKitWindowTemplateKeysTests: XCTestCase {
    private func template(_ attributes: String) throws -> (AppKitTestGraph, NibObject) {
        let text = AppKitEncoderTests.xib("""
                <window title="W" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" \(attributes) id="W1">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="0.0" y="0.0" width="300" height="200"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="877"/>
                    <view key="contentView" id="V1">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </window>
        """)
        let graph = AppKitTestGraph(try AppKitNibEncoder(colorProfiles: nil).encode(try InterfaceDocument(text: text)))
        return (graph, try XCTUnwrap(graph.objects(ofClass: "NSWindowTemplate").first))
    }

    private func flags(_ graph: AppKitTestGraph, _ window: NibObject) -> Int64? {
        switch graph.value(window, "NSWTFlags") {
        case .int32(let value): Int64(value)
        case .int64(let value): value
        default: nil
        }
    }

    func testDefaultsWriteNeitherKeyNorShadowBit() throws {
        let (graph, window) = try template("")
        XCTAssertEqual(try XCTUnwrap(flags(graph, window)) & 0x1000, 0)
        XCTAssertNil(graph.value(window, "NSWindowTitleVisibility"))
        XCTAssertNil(graph.value(window, "NSTitlebarAppearsTransparent"))
    }

    func testNoShadowSetsOnlyBit12() throws {
        let (plainGraph, plain) = try template(#"hasShadow="YES""#)
        let (graph, window) = try template(#"hasShadow="NO""#)
        XCTAssertEqual(try XCTUnwrap(flags(graph, window)), try XCTUnwrap(flags(plainGraph, plain)) | 0x1000)
    }

    func testHiddenTitleAndTransparentTitlebar() throws {
        let (graph, window) = try template(#"titleVisibility="hidden" titlebarAppearsTransparent="YES""#)
        switch graph.value(window, "NSWindowTitleVisibility") {
        case .int8(let value)?: XCTAssertEqual(value, 1)
        case .int16(let value)?: XCTAssertEqual(value, 1)
        case .int32(let value)?: XCTAssertEqual(value, 1)
        case .int64(let value)?: XCTAssertEqual(value, 1)
        default: XCTFail("NSWindowTitleVisibility is \(String(describing: graph.value(window, "NSWindowTitleVisibility")))")
        }
        XCTAssertEqual(graph.value(window, "NSTitlebarAppearsTransparent"), .bool(true))
    }

    func testUnknownTitleVisibilityIsRefused() {
        XCTAssertThrowsError(try template(#"titleVisibility="sometimes""#))
    }
}
