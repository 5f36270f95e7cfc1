import XCTest
@testable import StoryweaveApp

/// Every accepted format with its size read from the header, and every refusal with its reason,
/// on tiny byte fixtures written here (headers only: sniffing never decodes pixels).
final class ImageSnifferTests: XCTestCase {
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    private func le24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16)] }

    private func sniff(_ bytes: [UInt8]) throws -> ImageSniffer.Sniffed { try ImageSniffer.sniff(bytes) }

    private func assertRefused(_ bytes: [UInt8], mentioning words: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try sniff(bytes), file: file, line: line) { error in
            let reason = (error as? ImageSniffer.Refusal)?.description ?? "\(error)"
            XCTAssertTrue(reason.contains(words), "\(reason) should mention \(words)", file: file, line: line)
        }
    }

    func testPNGSizeFromIHDR() throws {
        XCTAssertEqual(try sniff(Self.png(width: 240, height: 80)), .init(contentType: "image/png", width: 240, height: 80))
    }

    func testJPEGSizeFromTheFirstFrameHeaderAfterOtherSegments() throws {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let dqt: [UInt8] = [0xFF, 0xDB, 0x00, 0x04, 0x00, 0x00]
        let sof2: [UInt8] = [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x02, 0x58, 0x03] + Array(repeating: 0, count: 9)
        XCTAssertEqual(try sniff([0xFF, 0xD8] + app0 + dqt + [0xFF] + sof2 + [0xFF, 0xD9]),
                       .init(contentType: "image/jpeg", width: 600, height: 300))
    }

    func testGIFSizeFromTheLogicalScreen() throws {
        XCTAssertEqual(try sniff(Array("GIF89a".utf8) + le16(320) + le16(200) + [0, 0, 0]), .init(contentType: "image/gif", width: 320, height: 200))
        XCTAssertEqual(try sniff(Array("GIF87a".utf8) + le16(1) + le16(1)).width, 1)
    }

    func testWebPLossyLosslessAndExtended() throws {
        let riff = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        let vp8 = riff + Array("VP8 ".utf8) + [0, 0, 0, 0] + [0x10, 0x02, 0x00, 0x9D, 0x01, 0x2A] + le16(640) + le16(480)
        XCTAssertEqual(try sniff(vp8), .init(contentType: "image/webp", width: 640, height: 480))
        let bits = (100 - 1) | (50 - 1) << 14
        let vp8l = riff + Array("VP8L".utf8) + [0, 0, 0, 0] + [0x2F] + [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24 & 0xFF)] + [0]
        XCTAssertEqual(try sniff(vp8l), .init(contentType: "image/webp", width: 100, height: 50))
        let vp8x = riff + Array("VP8X".utf8) + [10, 0, 0, 0] + [0x10, 0, 0, 0] + le24(1024 - 1) + le24(768 - 1)
        XCTAssertEqual(try sniff(vp8x), .init(contentType: "image/webp", width: 1024, height: 768))
    }

    func testPDFSizeFromMediaBox() throws {
        let pdf = Array("%PDF-1.4\n1 0 obj\n<< /Type /Page /MediaBox [0 0 200.5 100] >>\nendobj\n".utf8)
        XCTAssertEqual(try sniff(pdf), .init(contentType: "application/pdf", width: 200.5, height: 100))
        assertRefused(Array("%PDF-1.7\n%%EOF".utf8), mentioning: "MediaBox")
    }

    func testSVGSizeFromWidthHeightOrViewBox() throws {
        let sized = #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="24px" height="16"><rect width="4" height="4"/></svg>"#
        XCTAssertEqual(try sniff(Array(sized.utf8)), .init(contentType: "image/svg+xml", width: 24, height: 16))
        let boxed = "\n  <svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 48.5,32\" width=\"100%\"/>"
        XCTAssertEqual(try sniff(Array(boxed.utf8)), .init(contentType: "image/svg+xml", width: 48.5, height: 32))
    }

    func testSVGWithADoctypeOrEntitiesIsRefusedByTheHardenedParser() {
        let doctype = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]><svg width="1" height="1">&x;</svg>"#
        assertRefused(Array(doctype.utf8), mentioning: "SVG we accept")
        let entity = #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text>&xxe;</text></svg>"#
        assertRefused(Array(entity.utf8), mentioning: "entity")
    }

    func testMarkupThatIsNotAnSVGOrHasNoSizeIsRefused() {
        assertRefused(Array("<html><script>alert(1)</script></html>".utf8), mentioning: "root element is <html>")
        assertRefused(Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8), mentioning: "no usable size")
        assertRefused(Array("<svg width='3'".utf8), mentioning: "SVG we accept")
    }

    func testEverythingElseIsRefusedWithAReason() {
        assertRefused([], mentioning: "empty")
        assertRefused(Array("just some text".utf8), mentioning: "not a PNG, JPEG, GIF, WebP, PDF or SVG")
        assertRefused(Array(Self.png(width: 1, height: 1).prefix(14)), mentioning: "IHDR")
        assertRefused(Self.png(width: 0, height: 5), mentioning: "0 × 5")
        assertRefused(Self.png(width: 70_000, height: 5), mentioning: "65535")
        assertRefused([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0, 0, 0xFF, 0xD9], mentioning: "frame header")
        assertRefused(Array("RIFF\0\0\0\0WEBPVP8Z".utf8) + Array(repeating: 0, count: 20), mentioning: "no VP8")
        assertRefused(Array("GIF89a".utf8) + [1], mentioning: "shorter")
    }

    func testFileNamesGiveNameAndScale() {
        XCTAssertEqual(ImageFileName("Logo@2x.png"), ImageFileName(name: "Logo", scale: 2))
        XCTAssertEqual(ImageFileName("C:\\pics\\icon@3x.JPG"), ImageFileName(name: "icon", scale: 3))
        XCTAssertEqual(ImageFileName("folder/plus"), ImageFileName(name: "plus", scale: 1))
        XCTAssertEqual(ImageFileName("app.icon.svg"), ImageFileName(name: "app.icon", scale: 1))
        XCTAssertEqual(ImageFileName("@2x.png"), ImageFileName(name: "@2x", scale: 1))
    }
}
