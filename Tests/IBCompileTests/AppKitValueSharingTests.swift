import IBDocument
import XCTest
@testable import IBCompile

/// Apple's sharing rule as `AppKitArchiveFlattener` applies it (learned from the 106 macOS pairs,
/// see its doc): one `NSString` per text and one `NSNumber` per numeric value, whatever key holds
/// it; every other object once per object archived, unless its encoder marks it as one instance
/// per value (catalog colours, fonts).
final class AppKitValueSharingTests: XCTestCase {
    func flatten(_ values: [(String, AppKitArchiveValue)]) throws -> NibArchive {
        let root = AppKitArchiveObject(className: "NSObject")
        for (key, value) in values { root.append(key, value) }
        var flattener = AppKitArchiveFlattener(objectsByID: [:])
        return try flattener.flatten(root: root)
    }

    func count(_ className: String, in archive: NibArchive) -> Int {
        archive.objects.filter { $0.className == className }.count
    }

    func testNumbersAreOnePerNumericValueWrittenAsFirstMet() throws {
        let double = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
        double.append("NS.dblval", .double(13))
        let flag = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
        flag.append("NS.boolval", .bool(true))
        let archive = try flatten([("size", .object(double)), ("oid", .object(.number(13))),
                                   ("one", .object(.number(1))), ("yes", .object(flag))])
        let numbers = archive.objects.filter { $0.className == "NSNumber" }
        XCTAssertEqual(numbers.count, 3, "13.0 and 13 are one number; YES is not the number 1")
        XCTAssertEqual(numbers.first?.values.first?.key, "NS.dblval", "the number is written as first met")
        XCTAssertEqual(archive.objects[0].values[0].value, archive.objects[0].values[1].value)
    }

    func testStringsAreSharedButMutableStringsAreNot() throws {
        let archive = try flatten([("a", .string("x")), ("b", .string("x")),
                                   ("c", .object(.mutableString("x"))), ("d", .object(.mutableString("x")))])
        XCTAssertEqual(count("NSString", in: archive), 1)
        XCTAssertEqual(count("NSMutableString", in: archive), 2)
    }

    func testOnlyTheEmptyArrayIsShared() throws {
        let archive = try flatten([("a", .object(.array([]))), ("b", .object(.array([]))),
                                   ("c", .object(.array([.string("x")]))), ("d", .object(.array([.string("x")])))])
        XCTAssertEqual(count("NSArray", in: archive), 3)
    }

    /// test18_autoresize, test19_layouts: every `<color>` of the document is its own `NSColor`;
    /// a system colour is one object however often it is used, and so is its fallback.
    func testDocumentColorsAreNotSharedButSystemColorsAre() throws {
        let colors = AppKitColorEncoder(profiles: .storyweave)
        let element = try XCTUnwrap(InterfaceDocument(bytes: Array("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa"><objects>\
            <color key="textColor" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="calibratedRGB"/>\
            </objects></document>
            """.utf8)).root.firstChild(named: "objects")?.firstChild(named: "color"))
        let archive = try flatten([("a", .object(try colors.encode(element, ownerID: nil))),
                                   ("b", .object(try colors.encode(element, ownerID: nil))),
                                   ("c", .object(try colors.systemColor("labelColor", element: "color", ownerID: nil))),
                                   ("d", .object(try colors.systemColor("labelColor", element: "color", ownerID: nil))),
                                   ("e", .object(try colors.systemColor("textColor", element: "color", ownerID: nil)))])
        // Two document colours, two catalog colours (labelColor once, textColor), one fallback (white 0).
        XCTAssertEqual(count("NSColor", in: archive), 5)
        XCTAssertEqual(count("NSColorSpace", in: archive), 1)
    }

    /// A font is one object per value, its text style descriptor included (sv16b: every table
    /// header cell refers to the same font).
    func testFontsWithDescriptorsAreShared() throws {
        let archive = try flatten([("a", .object(AppKitFontEncoder.tableHeaderFont())), ("b", .object(AppKitFontEncoder.tableHeaderFont()))])
        XCTAssertEqual(count("NSFont", in: archive), 1)
        XCTAssertEqual(count("NSFontDescriptor", in: archive), 1)
    }
}
