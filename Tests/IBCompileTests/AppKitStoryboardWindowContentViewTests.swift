import IBDocument
import XCTest
@testable import IBCompile

/// A storyboard window with a content view controller whose document also writes out an empty
/// `<view key="contentView">` (8 of the corpus' 24 macOS storyboards): its scene nib is the one
/// of the same window without it (the plain view of the content rect's size ibtool gives every
/// such window); a content view with subviews is refused by name.
final class AppKitStoryboardWindowContentViewTests: XCTestCase {
    static let window = #"<rect key="screenRect" x="0.0" y="0.0" width="1920" height="1080"/>"#

    func sceneNib(_ contentView: String) throws -> NibArchive {
        let text = AppKitStoryboardCompileTests.storyboard().replacingOccurrences(of: Self.window, with: Self.window + contentView)
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Notes")
        let bytes = try XCTUnwrap(output.files.first { $0.path == "Notes.storyboardc/Main.nib" }?.bytes)
        return try AppKitNibTestDecoder.decode(bytes)
    }

    func testAnEmptyContentViewIsThePlainViewOfTheContentRect() throws {
        let implicit = try sceneNib("")
        // The frame and mask Xcode writes are those of the content rect; ibtool sizes a window's
        // content view from the content rect whatever the frame says.
        for frame in ["400\" height=\"300", "380\" height=\"290"] {
            let explicit = try sceneNib("""
                <view key="contentView" id="cv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(frame)"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
            """)
            let comparison = AppKitNibGraphComparison(ours: explicit, theirs: implicit, comparesSharing: true)
            XCTAssertNil(comparison.firstDifference())
        }
    }

    func testAContentViewWithSubviewsIsRefused() throws {
        XCTAssertThrowsError(try sceneNib("""
            <view key="contentView" id="cv1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <customView id="cu1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="30"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </customView>
                </subviews>
            </view>
        """)) { error in
            XCTAssertTrue("\(error)".contains("with subviews"), "\(error)")
        }
    }
}
