import Foundation
import IBCompile
import IBDocument
import StoryweaveTesting
import XCTest
import ZIPFoundation
@testable import StoryweaveApp

/// `GET /api/documents/{id}/export?format=…` for the compiled and derived formats, over the real
/// server: a nib that reads back as NIBArchive, strings, zip bundles that open, ETags and 304,
/// and clear refusals for what can't be compiled.
final class ExportRoutesTests: XCTestCase {
    private let macXib: [UInt8] = Array(DocumentTemplate.macOSXib.xml.utf8)

    func testNibExportOfAMacXibIsANIBArchiveWithETag() throws {
        let server = try TestApp()
        defer { server.stop() }
        let id = try server.upload(macXib, name: "MainMenu.xib")
        let nib = try server.request("GET", "/api/documents/\(id)/export?format=nib")
        XCTAssertEqual(nib.status, 200, nib.text)
        XCTAssertEqual(nib.header("Content-Type"), "application/octet-stream")
        XCTAssertTrue(nib.header("Content-Disposition")?.contains("filename=\"MainMenu.nib\"") == true, "\(nib.header("Content-Disposition") ?? "")")
        let archive = try NibArchiveReader().read(nib.body)
        XCTAssertEqual(archive.objects.first?.className, "NSObject", "the root object")
        XCTAssertTrue(archive.objects.contains { $0.className == "NSIBObjectData" })
        let eTag = try XCTUnwrap(nib.header("ETag"))
        XCTAssertEqual(eTag, "\"\(id)-0-nib\"")
        XCTAssertEqual(try server.request("GET", "/api/documents/\(id)/export?format=nib", headers: ["If-None-Match": eTag]).status, 304)
        let again = try server.request("GET", "/api/documents/\(id)/export?format=nib&version=0")
        XCTAssertEqual(again.body, nib.body, "the same version compiles to the same bytes")
    }

    /// A macOS label's system colours (controlTextColor on textBackgroundColor) compile on the
    /// server: their fallbacks embed Storyweave's own ICC profile (no Apple profile is bundled).
    func testAMacXibWithSystemColoursExportsWithOurProfiles() throws {
        let server = try TestApp()
        defer { server.stop() }
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="L1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="16"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="L2">
                        <font key="font" metaFont="system"/>
                        <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                    </textFieldCell>
                </textField>
            </objects>
        </document>
        """
        let id = try server.upload(Array(xib.utf8), name: "Label.xib")
        let nib = try server.request("GET", "/api/documents/\(id)/export?format=nib")
        XCTAssertEqual(nib.status, 200, nib.text)
        let gray = AppKitColorProfiles.storyweave.genericGray
        XCTAssertTrue(nib.body.count > gray.count && (0...(nib.body.count - gray.count)).contains { Array(nib.body[$0..<$0 + gray.count]) == gray },
                      "the nib embeds Storyweave's gray profile")
    }

    func testStringsAndBundle() throws {
        let server = try TestApp()
        defer { server.stop() }
        let id = try server.upload(macXib, name: "MainMenu.xib")
        let strings = try server.request("GET", "/api/documents/\(id)/export?format=strings")
        XCTAssertEqual(strings.status, 200)
        XCTAssertEqual(strings.header("Content-Type"), "text/plain; charset=utf-8")
        XCTAssertTrue(strings.text.contains("\" = \""), strings.text)

        let bundle = try server.request("GET", "/api/documents/\(id)/export?format=bundle")
        XCTAssertEqual(bundle.status, 200, bundle.text)
        XCTAssertEqual(bundle.header("Content-Type"), "application/zip")
        let names = try zipEntries(bundle.body)
        XCTAssertEqual(names.sorted(), ["MainMenu.nib", "MainMenu.strings", "MainMenu.xib"])
        try checkWithPython(bundle.body)
    }

    func testAStoryboardCompilesToAStoryboardcAndWhatCantBeCompiledIsAClearRefusalOrAReportInTheBundle() throws {
        let server = try TestApp()
        defer { server.stop() }
        let storyboard = try server.upload(Samples.storyboard, name: "Main.storyboard")
        let nib = try server.request("GET", "/api/documents/\(storyboard)/export?format=nib")
        XCTAssertEqual(nib.status, 422)
        XCTAssertTrue(nib.text.contains("use format=storyboardc"), nib.text)
        let compiled = try server.request("GET", "/api/documents/\(storyboard)/export?format=storyboardc")
        XCTAssertEqual(compiled.status, 200, compiled.text)
        XCTAssertEqual(compiled.header("Content-Type"), "application/zip")
        XCTAssertTrue(try zipEntries(compiled.body).contains("Main.storyboardc/Info.plist"))

        // A map view has no UIKit encoding yet: the compile names it, the bundle carries the report instead.
        let withMap = String(decoding: Samples.storyboard, as: UTF8.self).replacingOccurrences(
            of: "<viewLayoutGuide key=\"safeArea\" id=\"6Tk-OE-BBY\"/>",
            with: "<subviews><mapView clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" mapType=\"standard\" id=\"map-00-001\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"400\"/></mapView></subviews><viewLayoutGuide key=\"safeArea\" id=\"6Tk-OE-BBY\"/>")
        XCTAssertTrue(withMap.contains("<mapView"), "the template still has its safe area guide")
        let unsupported = try server.upload(Array(withMap.utf8), name: "Map.storyboard")
        let refused = try server.request("GET", "/api/documents/\(unsupported)/export?format=storyboardc")
        XCTAssertEqual(refused.status, 422)
        XCTAssertTrue(refused.text.contains("mapView"), "the refusal names the element: \(refused.text)")
        let bundle = try server.request("GET", "/api/documents/\(unsupported)/export?format=bundle")
        XCTAssertEqual(bundle.status, 200)
        XCTAssertEqual(try zipEntries(bundle.body).sorted(), ["COMPILE-REPORT.txt", "Map.storyboard", "Map.strings"])
        let unknown = try server.request("GET", "/api/documents/\(storyboard)/export?format=pdf")
        XCTAssertEqual(unknown.status, 400)
        XCTAssertTrue(unknown.text.contains("storyboardc"), "the supported list names every format: \(unknown.text)")
    }

    /// Lint warnings don't stop a compile; they travel with it: a count in a header, the list in the bundle.
    func testCompileWarningsAreReportedAlongsideTheExport() throws {
        let server = try TestApp()
        defer { server.stop() }
        let unreachable = """
            <scene sceneID="unr-sc-001"><objects>
            <viewController id="unr-vc-001" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="unr-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view></viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="unr-fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects><point key="canvasLocation" x="900" y="0"/></scene>
            """
        let text = String(decoding: Samples.storyboard, as: UTF8.self).replacingOccurrences(of: "</scenes>", with: unreachable + "</scenes>")
        XCTAssertTrue(text.contains("unr-vc-001"))
        let id = try server.upload(Array(text.utf8), name: "Warned.storyboard")
        let compiled = try server.request("GET", "/api/documents/\(id)/export?format=storyboardc")
        XCTAssertEqual(compiled.status, 200, compiled.text)
        XCTAssertEqual(compiled.header("Storyweave-Compile-Warnings"), "1", "the unreachable scene (IB012)")
        XCTAssertFalse(try zipEntries(compiled.body).contains { $0.contains("unr-vc-001") }, "dropped, as ibtool drops it")
        let clean = try server.upload(Samples.storyboard, name: "Clean.storyboard")
        XCTAssertEqual(try server.request("GET", "/api/documents/\(clean)/export?format=storyboardc").header("Storyweave-Compile-Warnings"), "0")

        let bundle = try server.request("GET", "/api/documents/\(id)/export?format=bundle")
        let archive = try Archive(data: Data(bundle.body), accessMode: .read)
        let entry = try XCTUnwrap(archive["COMPILE-REPORT.txt"])
        var report = Data()
        _ = try archive.extract(entry) { report.append($0) }
        let reportText = String(decoding: report, as: UTF8.self)
        XCTAssertTrue(reportText.hasPrefix("Warned.storyboard compiled with 1 warning(s):"), reportText)
        XCTAssertTrue(reportText.contains("IB012") && reportText.contains("unr-vc-001"), reportText)
    }

    private func zipEntries(_ bytes: [UInt8]) throws -> [String] {
        let archive = try Archive(data: Data(bytes), accessMode: .read)
        var names: [String] = []
        for entry in archive {
            names.append(entry.path)
            _ = try archive.extract(entry, skipCRC32: false) { _ in }   // CRC checked
        }
        return names
    }

    /// Python's zipfile must accept the archive too (skipped only when python3 is absent).
    private func checkWithPython(_ bytes: [UInt8]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return }
        let path = NSTemporaryDirectory() + "storyweave-export-\(UUID().uuidString).zip"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); sys.exit(1 if z.testzip() else 0)", path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 zipfile rejected the archive")
    }
}
