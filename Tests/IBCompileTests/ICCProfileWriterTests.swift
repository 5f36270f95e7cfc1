import Foundation
import IBDocument
import XCTest
@testable import IBCompile

/// Our own ICC profiles (`ICCProfileWriter`), read back with a small reader written here from
/// ICC.1 (not the writer's code), and the default compile of system colours that uses them.
final class ICCProfileWriterTests: XCTestCase {
    /// A minimal ICC reader: big-endian fields at the offsets ICC.1 gives.
    struct Profile {
        let bytes: [UInt8]
        var tags: [String: (offset: Int, size: Int)] = [:]
        var tagOrder: [String] = []

        init(_ bytes: [UInt8]) throws {
            self.bytes = bytes
            guard bytes.count >= 132 else { throw Failure("shorter than a header and tag count") }
            let count = Int(u32(128))
            guard 132 + 12 * count <= bytes.count else { throw Failure("tag table past the end") }
            for i in 0..<count {
                let entry = 132 + 12 * i
                let signature = sig(entry)
                tags[signature] = (Int(u32(entry + 4)), Int(u32(entry + 8)))
                tagOrder.append(signature)
            }
        }

        func u32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }
        func sig(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        func s15(_ at: Int) -> Double { Double(Int32(bitPattern: u32(at))) / 65536 }

        func type(_ tag: String) -> String? { tags[tag].map { sig($0.offset) } }

        func xyz(_ tag: String) throws -> [Double] {
            let entry = try XCTUnwrap(tags[tag])
            XCTAssertEqual(entry.size, 20, tag)
            return [s15(entry.offset + 8), s15(entry.offset + 12), s15(entry.offset + 16)]
        }

        /// A `curv` tag as (entry count, first entry, last entry).
        func curve(_ tag: String) throws -> (count: Int, first: UInt16, last: UInt16) {
            let entry = try XCTUnwrap(tags[tag])
            let count = Int(u32(entry.offset + 8))
            XCTAssertEqual(entry.size, 12 + 2 * count, tag)
            return (count, u16(entry.offset + 12), u16(entry.offset + 12 + 2 * (count - 1)))
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    func checkHeaderAndTagTable(_ profile: Profile, colorSpace: String, tagTypes: [String: String]) {
        XCTAssertEqual(Int(profile.u32(0)), profile.bytes.count, "the size field is the byte count")
        XCTAssertEqual(profile.bytes.count % 4, 0, "the profile is 4-byte aligned")
        XCTAssertEqual(profile.u32(8) >> 24, 2, "major version 2")
        XCTAssertEqual(profile.sig(12), "mntr")
        XCTAssertEqual(profile.sig(16), colorSpace)
        XCTAssertEqual(profile.sig(20), "XYZ ")
        XCTAssertEqual(profile.sig(36), "acsp")
        XCTAssertEqual(profile.u32(64), 0, "perceptual")
        XCTAssertEqual(profile.s15(68), 0.9642, accuracy: 1e-4)
        XCTAssertEqual(profile.s15(72), 1.0, accuracy: 1e-4)
        XCTAssertEqual(profile.s15(76), 0.8249, accuracy: 1e-4)
        XCTAssertEqual(Set(profile.tagOrder), Set(tagTypes.keys))
        XCTAssertEqual(profile.tagOrder.count, tagTypes.count, "no tag twice")
        let tableEnd = 132 + 12 * profile.tagOrder.count
        for (tag, entry) in profile.tags {
            XCTAssertGreaterThanOrEqual(entry.offset, tableEnd, "\(tag) starts after the tag table")
            XCTAssertLessThanOrEqual(entry.offset + entry.size, profile.bytes.count, "\(tag) ends inside the profile")
            XCTAssertEqual(entry.offset % 4, 0, "\(tag) is 4-byte aligned")
            XCTAssertEqual(profile.u32(entry.offset + 4), 0, "\(tag) reserved bytes")
            XCTAssertEqual(profile.type(tag), tagTypes[tag], tag)
        }
        // desc (textDescriptionType): its ASCII count fits the tag and the text ends with NUL.
        if let desc = profile.tags["desc"] {
            let count = Int(profile.u32(desc.offset + 8))
            XCTAssertEqual(desc.size, 12 + count + 4 + 4 + 2 + 1 + 67)
            XCTAssertEqual(profile.bytes[desc.offset + 12 + count - 1], 0)
        }
        if let cprt = profile.tags["cprt"] {
            XCTAssertEqual(profile.bytes[cprt.offset + cprt.size - 1], 0, "cprt text ends with NUL")
        }
    }

    func testSRGBProfile() throws {
        let profile = try Profile(ICCProfileWriter.sRGB())
        checkHeaderAndTagTable(profile, colorSpace: "RGB ", tagTypes: [
            "desc": "desc", "cprt": "text", "wtpt": "XYZ ", "chad": "sf32",
            "rXYZ": "XYZ ", "gXYZ": "XYZ ", "bXYZ": "XYZ ", "rTRC": "curv", "gTRC": "curv", "bTRC": "curv",
        ])
        // The D50-adapted (Bradford) sRGB primaries as published with the sRGB ICC profile.
        let expected: [String: [Double]] = [
            "rXYZ": [0.4361, 0.2225, 0.0139],
            "gXYZ": [0.3851, 0.7169, 0.0971],
            "bXYZ": [0.1431, 0.0606, 0.7141],
        ]
        for (tag, values) in expected {
            for (ours, theirs) in zip(try profile.xyz(tag), values) { XCTAssertEqual(ours, theirs, accuracy: 1e-3, tag) }
        }
        let sums = (0..<3).map { i in try! ["rXYZ", "gXYZ", "bXYZ"].map { try profile.xyz($0)[i] }.reduce(0, +) }
        for (sum, white) in zip(sums, [0.9642, 1.0, 0.8249]) { XCTAssertEqual(sum, white, accuracy: 1e-3, "R+G+B is the D50 white") }
        for (value, white) in zip(try profile.xyz("wtpt"), [0.9642, 1.0, 0.8249]) { XCTAssertEqual(value, white, accuracy: 1e-4) }
        let curve = try profile.curve("rTRC")
        XCTAssertEqual(curve.count, 1024)
        XCTAssertEqual(curve.first, 0)
        XCTAssertEqual(curve.last, 65535)
        // sRGB 0.5 → 0.2140 linear; entry 511 of 1023 is at 0.4995.
        let entry = try XCTUnwrap(profile.tags["gTRC"])
        let mid = Double(profile.u16(entry.offset + 12 + 2 * 511)) / 65535
        XCTAssertEqual(mid, 0.2137, accuracy: 1e-3)
    }

    /// Display P3: the sRGB profile's layout and curve with the P3 primaries (CSS Color 4
    /// `display-p3`) Bradford-adapted to D50 — red 0.5151 0.2412 −0.0011, green 0.2920 0.6922
    /// 0.0419, blue 0.1571 0.0666 0.7841, computed independently (numpy) from the chromaticities.
    func testDisplayP3Profile() throws {
        let profile = try Profile(ICCProfileWriter.displayP3())
        checkHeaderAndTagTable(profile, colorSpace: "RGB ", tagTypes: [
            "desc": "desc", "cprt": "text", "wtpt": "XYZ ", "chad": "sf32",
            "rXYZ": "XYZ ", "gXYZ": "XYZ ", "bXYZ": "XYZ ", "rTRC": "curv", "gTRC": "curv", "bTRC": "curv",
        ])
        let expected: [String: [Double]] = [
            "rXYZ": [0.5151, 0.2412, -0.0011],
            "gXYZ": [0.2920, 0.6922, 0.0419],
            "bXYZ": [0.1571, 0.0666, 0.7841],
        ]
        for (tag, values) in expected {
            for (ours, theirs) in zip(try profile.xyz(tag), values) { XCTAssertEqual(ours, theirs, accuracy: 1e-3, tag) }
        }
        let ours = try profile.curve("rTRC"), sRGB = try Profile(ICCProfileWriter.sRGB()).curve("rTRC")
        XCTAssertEqual([ours.count, Int(ours.first), Int(ours.last)], [sRGB.count, Int(sRGB.first), Int(sRGB.last)], "the sRGB curve")
        XCTAssertEqual(AppKitColorProfiles.storyweave.displayP3, ICCProfileWriter.displayP3())
    }

    func testGrayProfile() throws {
        let profile = try Profile(ICCProfileWriter.genericGray())
        checkHeaderAndTagTable(profile, colorSpace: "GRAY", tagTypes: ["desc": "desc", "cprt": "text", "wtpt": "XYZ ", "kTRC": "curv"])
        let curve = try profile.curve("kTRC")
        XCTAssertEqual(curve.count, 1, "a pure gamma")
        XCTAssertEqual(Double(curve.first) / 256, 2.2, accuracy: 0.005)
    }

    /// A label (controlTextColor on textBackgroundColor) and a titled box (its title cell's
    /// textBackgroundColor) compile with the default `NibCompiler()`, no profiles given, and
    /// each system colour's fallback embeds our profile.
    func testSystemColoursCompileByDefaultWithOurProfiles() throws {
        let text = AppKitControlEncodingTests.window("""
                            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="L1">
                                <rect key="frame" x="18" y="150" width="100" height="16"/>
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="L2">
                                    <font key="font" metaFont="system"/>
                                    <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                                    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                            </textField>
                            <box title="Box" id="X1">
                                <rect key="frame" x="20" y="20" width="260" height="100"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <view key="contentView" id="X2">
                                    <rect key="frame" x="2" y="2" width="256" height="83"/>
                                </view>
                            </box>
        """)
        let output = try NibCompiler().compile(try InterfaceDocument(text: text), name: "Label")
        let graph = AppKitTestGraph(try AppKitNibTestDecoder.decode(try XCTUnwrap(output.files.first).bytes))
        let catalog = graph.objects(ofClass: "NSColor").filter { graph.value($0, "NSColorSpace") == .int8(6) }
        let names = Set(catalog.compactMap { graph.string(graph.child($0, "NSColorName")) })
        XCTAssertTrue(names.isSuperset(of: ["controlTextColor", "textBackgroundColor"]), "\(names)")
        let ours = AppKitColorProfiles.storyweave
        for color in catalog {
            let fallback = try XCTUnwrap(graph.child(color, "NSColor"))
            let space = try XCTUnwrap(graph.child(fallback, "NSCustomColorSpace"))
            guard case .data(let icc)? = graph.value(try XCTUnwrap(graph.child(space, "NSICC")), "NS.bytes") else {
                return XCTFail("no ICC bytes in \(graph.string(graph.child(color, "NSColorName")) ?? "?")")
            }
            XCTAssertEqual(icc, graph.value(space, "NSID") == .int8(9) ? ours.genericGray : ours.sRGB)
            XCTAssertEqual(try Profile(icc).sig(16), "GRAY", "system gray colours use the gray profile")
        }
        XCTAssertThrowsError(try NibCompiler(colorProfiles: nil).compile(try InterfaceDocument(text: text), name: "Label"),
                             "nil still means no profiles: refused")
    }

    func testTheProfilesAreTheSameBytesEveryTime() {
        XCTAssertEqual(ICCProfileWriter.sRGB(), ICCProfileWriter.sRGB())
        XCTAssertEqual(AppKitColorProfiles.storyweave.genericGray, ICCProfileWriter.genericGray())
    }
}
