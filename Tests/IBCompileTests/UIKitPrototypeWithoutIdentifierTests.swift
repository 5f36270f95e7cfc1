import IBDocument
import XCTest
@testable import IBCompile

/// A prototype cell without a reuse identifier (as Xcode's library Table View Controller arrives) does not stop
/// the compile: Interface Builder only warns about it, so it is left out of its table's prototype nibs with an
/// IB302 warning (`UIKitPrototypeCellNibs`; the same for collection view prototypes).
final class UIKitPrototypeWithoutIdentifierTests: XCTestCase {
    /// The nib classes of every compiled file.
    private func classNames(_ files: [(path: String, bytes: [UInt8])]) throws -> [String] {
        try files.filter { $0.path.hasSuffix(".nib") }.flatMap { try AppKitNibTestDecoder.decode($0.bytes).objects.map(\.className) }
    }

    func testATablePrototypeWithoutIdentifierIsLeftOutWithAWarning() throws {
        let text = UIKitPrototypeCellEncodingTests.storyboard.replacingOccurrences(of: #" reuseIdentifier="Cell""#, with: "")
        XCTAssertNotEqual(text, UIKitPrototypeCellEncodingTests.storyboard)
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Main")
        let warnings = output.warnings.filter { $0.code == "IB302" }
        XCTAssertEqual(warnings.map(\.objectID), ["cel-aa-aaa"])
        XCTAssertTrue(warnings[0].message.contains("no reuse identifier"), warnings[0].message)
        XCTAssertFalse(try classNames(output.files).contains("UINib"), "no prototype nib is embedded for the cell")
        // With its identifier the same storyboard embeds the cell's nib and warns about nothing of the kind.
        let named = try NibCompiler().compile(try InterfaceDocument(text: UIKitPrototypeCellEncodingTests.storyboard), name: "Main")
        XCTAssertTrue(try classNames(named.files).contains("UINib"))
        XCTAssertTrue(named.warnings.filter { $0.code == "IB302" }.isEmpty)
    }

    func testACollectionPrototypeWithoutIdentifierIsLeftOutWithAWarning() throws {
        let text = UIKitCollectionViewEncodingTests.storyboard(
            UIKitCollectionViewEncodingTests.collection.replacingOccurrences(of: #" reuseIdentifier="Plain""#, with: ""))
        XCTAssertNotEqual(text, UIKitCollectionViewEncodingTests.storyboard())
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Main")
        XCTAssertEqual(output.warnings.filter { $0.code == "IB302" }.map(\.objectID), ["cel-bb-aaa"])
    }
}
