import IBDocument
import XCTest
@testable import IBCompile

/// The iOS documents Storyweave creates (`DocumentTemplate`) compile, and their nibs hold what
/// their source implies (`UIKitSourceCheck`): a new document exports straight away.
final class UIKitTemplateCompileTests: XCTestCase {
    func testIOSTemplatesCompile() throws {
        for template in [DocumentTemplate.iOSStoryboard, .iOSXib] {
            let document = try InterfaceDocument(text: template.xml)
            let name = (template.suggestedFileName as NSString).deletingPathExtension
            let output = try NibCompiler().compile(document, name: name)
            try UIKitSourceCheck(document: document, files: output.files).verify(file: template.suggestedFileName)
            switch template {
            case .iOSStoryboard:
                XCTAssertEqual(output.files.map(\.path).filter { $0.hasSuffix("Info.plist") }, ["Main.storyboardc/Info.plist"])
                XCTAssertTrue(output.files.allSatisfy { $0.path.hasPrefix("Main.storyboardc/") })
            default:
                XCTAssertEqual(output.files.map(\.path), ["View.nib"])
            }
        }
    }
}
