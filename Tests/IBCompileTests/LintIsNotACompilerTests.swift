import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// `NibCompiler` refuses only what ibtool refuses: a connection ibtool leaves out (cross-scene,
/// IB003; pointing at no object, IB002) is dropped and reported as a warning, other lint errors
/// compile as they are with a warning, and a duplicate id (IB001) still stops the compile.
final class LintIsNotACompilerTests: XCTestCase {
    /// Xcode's iOS App template storyboard with a second scene (Storyboard ID "Second", a label)
    /// and `extra` inserted into the first controller (its `<connections>`).
    func twoScenes(connections extra: String) -> String {
        let second = """
            <scene sceneID="sc2-00-001"><objects>
            <viewController storyboardIdentifier="Second" id="vc2-00-001" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="vw2-00-001">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews><label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Far" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lb2-00-001">
            <rect key="frame" x="20" y="100" width="200" height="21"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/><nil key="highlightedColor"/>
            </label></subviews>
            <viewLayoutGuide key="safeArea" id="sa2-00-001"/>
            </view></viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-00-001" sceneMemberID="firstResponder"/>
            </objects><point key="canvasLocation" x="900" y="0"/></scene>
            """
        return DocumentTemplate.iOSStoryboard.xml
            .replacingOccurrences(of: "</scenes>", with: second + "</scenes>")
            .replacingOccurrences(of: "</view>\n                </viewController>", with: "</view>\n<connections>\(extra)</connections></viewController>")
    }

    func testACrossSceneOutletIsDroppedWithAWarningAndTheStoryboardCompiles() throws {
        let text = twoScenes(connections: #"<outlet property="farLabel" destination="lb2-00-001" id="out-00-001"/>"#)
        XCTAssertTrue(text.contains("out-00-001"), "the outlet went into the first controller")
        let document = try InterfaceDocument(text: text)
        XCTAssertTrue(Linter().lint(document).findings.contains { $0.code == "IB003" && $0.severity == .error }, "lint still calls it an error")

        let output = try NibCompiler().compile(document, name: "Main")
        XCTAssertEqual(output.droppedConnectionIDs, ["out-00-001"])
        let warning = try XCTUnwrap(output.warnings.first { $0.code == "IB003" })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.contains("Compiled without this connection"), warning.message)
        for file in output.files { XCTAssertFalse(file.bytes.containsSequence(Array("farLabel".utf8)), "\(file.path) has no farLabel outlet") }
        // Everything else of the source is there: the check runs on the document without the dropped outlet.
        let compiled = try InterfaceDocument(text: text.replacingOccurrences(of: #"<outlet property="farLabel" destination="lb2-00-001" id="out-00-001"/>"#, with: ""))
        try UIKitSourceCheck(document: compiled, files: output.files).verify(file: "Main.storyboard")
    }

    func testAnOutletToNoObjectIsDroppedWithAWarning() throws {
        let text = DocumentTemplate.iOSXib.xml.replacingOccurrences(
            of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
            with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"><connections><outlet property="gone" destination="zzz-zz-zzz" id="dng-00-001"/></connections></placeholder>"#)
        XCTAssertTrue(text.contains("dng-00-001"))
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "View")
        XCTAssertEqual(output.droppedConnectionIDs, ["dng-00-001"])
        XCTAssertEqual(output.warnings.first { $0.code == "IB002" }?.severity, .warning)
        XCTAssertFalse(output.files[0].bytes.containsSequence(Array("gone".utf8)))
    }

    func testADuplicateIDIsStillRefused() throws {
        let text = twoScenes(connections: "").replacingOccurrences(of: #"id="lb2-00-001""#, with: #"id="8bC-Xf-vdC""#)
        XCTAssertThrowsError(try NibCompiler().compile(try InterfaceDocument(text: text), name: "Main")) { error in
            guard case CompileError.lintErrors(let findings) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(Set(findings.map(\.code)), ["IB001"])
        }
    }
}

extension Array where Element == UInt8 {
    func containsSequence(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
