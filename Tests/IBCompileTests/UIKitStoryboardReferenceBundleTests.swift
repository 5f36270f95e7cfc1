import IBDocument
import XCTest
@testable import IBCompile

/// A storyboard reference's `bundleIdentifier=`, compiled through `NibCompiler`: the reference's
/// `Info.plist` entry (`UIViewControllerIdentifiersToExternalStoryboardReferences`) gains
/// `UIReferencedBundleIdentifier`, the key `-[UIStoryboard referencedStoryboardForExternalReferenceInfo:]`
/// (decompiled UIKitCore, iOS 26.1) reads, after `UIReferencedStoryboardName`, to find the
/// bundle it loads the named storyboard from. The placeholder's scene nib is unchanged.
final class UIKitStoryboardReferenceBundleTests: XCTestCase {
    private static func storyboard(_ referenceAttributes: String) -> String {
        UIKitStoryboardReferenceTests.segueToReference.replacingOccurrences(
            of: #"storyboardName="Settings" referencedIdentifier="Preferences""#, with: referenceAttributes)
    }

    private func references(_ text: String) throws -> (entry: PropertyListValue, files: [String: [UInt8]]) {
        let files = try UIKitSourceCheck.compileStoryboard(text).files
        guard case .dictionary(let info) = try TestPropertyListReader.read(try XCTUnwrap(files["Main.storyboardc/Info.plist"])),
              case .dictionary(let references)? = info.first(where: { $0.key == "UIViewControllerIdentifiersToExternalStoryboardReferences" })?.value else {
            throw XCTSkip("no external references in Info.plist")
        }
        XCTAssertEqual(references.map(\.key), ["UIViewController-ref-aa-aaa"])
        return (try XCTUnwrap(references.first?.value), files)
    }

    func testBundleIdentifierFollowsTheStoryboardName() throws {
        let (entry, _) = try references(Self.storyboard(#"storyboardName="InsulinKit" bundleIdentifier="com.loopkit.LoopKitUI" referencedIdentifier="Preferences""#))
        XCTAssertEqual(entry, .dictionary([("UIReferencedStoryboardName", .string("InsulinKit")),
                                           ("UIReferencedBundleIdentifier", .string("com.loopkit.LoopKitUI")),
                                           ("UIReferencedControllerIdentifier", .string("Preferences"))]))
    }

    func testWithoutABundleIdentifierTheEntryHasNone() throws {
        let (entry, _) = try references(Self.storyboard(#"storyboardName="InsulinKit""#))
        XCTAssertEqual(entry, .dictionary([("UIReferencedStoryboardName", .string("InsulinKit"))]))
    }

    func testThePlaceholderSceneIsTheSameWithOrWithoutTheBundle() throws {
        let with = try references(Self.storyboard(#"storyboardName="InsulinKit" bundleIdentifier="com.loopkit.LoopKitUI""#)).files
        let without = try references(Self.storyboard(#"storyboardName="InsulinKit""#)).files
        let name = "Main.storyboardc/UIViewController-ref-aa-aaa.nib"
        XCTAssertEqual(try XCTUnwrap(with[name]), try XCTUnwrap(without[name]))
        let placeholder = try XCTUnwrap(AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(with[name])))
            .objects(ofClass: "UIStoryboardViewControllerPlaceholder").first)
        XCTAssertEqual(placeholder.values.map(\.key), ["UIStoryboardIdentifier"], "the bundle is not the placeholder's")
    }
}
