import Foundation
import StoryweaveTesting
import XCTest
import ZIPFoundation
@testable import StoryweaveApp

/// The user's code per project over REST: upload (zip, files, JSON), revisions, classes, lint of a
/// document against the code, and generated declarations — through the real routes (in-process) and SQLite file.
final class SourceRoutesTests: XCTestCase {
    private let loginSwift = """
    import UIKit

    class LoginViewController: UIViewController {
        @IBOutlet weak var nameField: UITextField!

        @IBAction func save(_ sender: UIButton) {
        }
    }
    """

    private let roundedSwift = """
    import UIKit

    @IBDesignable class RoundedButton: UIButton {
        @IBInspectable var cornerRadius: CGFloat = 0
    }
    """

    private let legacyHeader = """
    @interface LegacyViewController : UIViewController
    @property (weak, nonatomic) IBOutlet UILabel *status;
    - (IBAction)refresh:(id)sender;
    @end
    """

    private func zip(_ entries: [(String, [UInt8])]) throws -> [UInt8] {
        let archive = try Archive(accessMode: .create)
        for (path, bytes) in entries {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate) { position, size in
                Data(bytes[Int(position)..<Int(position) + size])
            }
        }
        return [UInt8](try XCTUnwrap(archive.data))
    }

    private func uploadJSON(_ server: TestApp, project: String = "app", files: [[String: String]], mode: String = "replace") throws -> [String: Any] {
        let body = try JSONSerialization.data(withJSONObject: ["files": files])
        let response = try server.request("POST", "/api/projects/\(project)/sources?mode=\(mode)",
                                          headers: ["Content-Type": "application/json"], body: [UInt8](body))
        XCTAssertEqual(response.status, 201, response.text)
        return try response.json()
    }

    func testZipUploadListsFilesAndClassesWithModulesFromFolders() throws {
        let server = try TestApp()
        defer { server.stop() }
        let archive = try zip([
            ("MyApp/Login/LoginViewController.swift", Array(loginSwift.utf8)),
            ("MyApp/RoundedButton.swift", Array(roundedSwift.utf8)),
            ("MyApp/Legacy/LegacyViewController.h", Array(legacyHeader.utf8)),
            ("MyApp/Assets.xcassets/Contents.json", Array("{}".utf8)),
            ("__MACOSX/MyApp/._RoundedButton.swift", [0, 1, 2]),
            ("../escape.swift", Array("class Evil {}".utf8)),
        ])
        let created = try server.request("POST", "/api/projects/app/sources", headers: ["Content-Type": "application/zip"], body: archive)
        XCTAssertEqual(created.status, 201, created.text)
        let json = try created.json()
        XCTAssertEqual((json["revision"] as? [String: Any])?["revision"] as? Int, 1)
        XCTAssertEqual((json["revision"] as? [String: Any])?["fileCount"] as? Int, 3)
        XCTAssertEqual(json["classCount"] as? Int, 3)
        let skipped = (json["skipped"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        XCTAssertTrue(skipped.contains("MyApp/Assets.xcassets/Contents.json"), "\(skipped)")
        XCTAssertTrue(skipped.contains("../escape.swift"), "\(skipped)")

        let list = try server.request("GET", "/api/projects/app/sources").json()
        let files = try XCTUnwrap(list["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String },
                       ["MyApp/Legacy/LegacyViewController.h", "MyApp/Login/LoginViewController.swift", "MyApp/RoundedButton.swift"])
        XCTAssertEqual(Set(files.compactMap { $0["module"] as? String }), ["MyApp"])

        let classes = try XCTUnwrap(try server.request("GET", "/api/projects/app/classes").json()["classes"] as? [[String: Any]])
        let login = try XCTUnwrap(classes.first { $0["name"] as? String == "LoginViewController" })
        XCTAssertEqual(login["superclass"] as? String, "UIViewController")
        XCTAssertEqual((login["outlets"] as? [[String: Any]])?.first?["typeName"] as? String, "UITextField")
        XCTAssertEqual((login["actions"] as? [[String: Any]])?.first?["selector"] as? String, "save:")
        let rounded = try XCTUnwrap(classes.first { $0["name"] as? String == "RoundedButton" })
        XCTAssertEqual(rounded["isDesignable"] as? Bool, true)
        XCTAssertEqual((rounded["inspectables"] as? [[String: Any]])?.first?["name"] as? String, "cornerRadius")
        let legacy = try XCTUnwrap(classes.first { $0["name"] as? String == "LegacyViewController" })
        XCTAssertEqual((legacy["actions"] as? [[String: Any]])?.first?["selector"] as? String, "refresh:")

        let text = try server.request("GET", "/api/projects/app/sources/file?path=MyApp/RoundedButton.swift")
        XCTAssertEqual(text.status, 200)
        XCTAssertEqual(text.text, roundedSwift)
    }

    func testEveryUploadIsARevisionAndMergeKeepsOtherFiles() throws {
        let server = try TestApp()
        defer { server.stop() }
        _ = try uploadJSON(server, files: [["path": "App/Login.swift", "text": loginSwift]])
        _ = try uploadJSON(server, files: [["path": "App/Rounded.swift", "text": roundedSwift]], mode: "merge")
        let merged = try server.request("GET", "/api/projects/app/sources").json()
        XCTAssertEqual((merged["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }, ["App/Login.swift", "App/Rounded.swift"])
        XCTAssertEqual((merged["revisions"] as? [Any])?.count, 2)

        _ = try uploadJSON(server, files: [["path": "App/Rounded.swift", "text": roundedSwift]], mode: "replace")
        let replaced = try server.request("GET", "/api/projects/app/sources").json()
        XCTAssertEqual((replaced["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }, ["App/Rounded.swift"])
        let first = try server.request("GET", "/api/projects/app/sources?revision=1").json()
        XCTAssertEqual((first["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }, ["App/Login.swift"],
                       "older revisions stay readable")
        XCTAssertEqual(try server.request("GET", "/api/projects/app/sources?revision=9").status, 404)
        XCTAssertEqual((try server.request("GET", "/api/projects/other/sources").json()["files"] as? [Any])?.count, 0, "projects are separate")
    }

    func testLintChecksTheDocumentAgainstTheProjectsCode() throws {
        let server = try TestApp()
        defer { server.stop() }
        _ = try uploadJSON(server, files: [["path": "App/Login.swift", "text": loginSwift]])
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="vw1-aa-bbb" id="o01-aa-bbb"/>
                        <outlet property="nameField" destination="tf1-aa-bbb" id="o02-aa-bbb"/>
                        <outlet property="v" destination="tf1-aa-bbb" id="o03-aa-bbb"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="vw1-aa-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" id="tf1-aa-bbb">
                            <rect key="frame" x="20" y="20" width="200" height="34"/>
                        </textField>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let id = try server.upload(Array(xib.utf8), name: "Login.xib")
        let withoutCode = try server.request("GET", "/api/documents/\(id)/lint").json()
        XCTAssertFalse((withoutCode["findings"] as? [[String: Any]] ?? []).contains { $0["code"] as? String == "IB101" })
        let withCode = try server.request("GET", "/api/documents/\(id)/lint?project=app").json()
        XCTAssertEqual(withCode["sourceRevision"] as? Int, 1)
        let finding = try XCTUnwrap((withCode["findings"] as? [[String: Any]])?.first { $0["code"] as? String == "IB101" })
        XCTAssertEqual(finding["objectID"] as? String, "o03-aa-bbb")
        let message = try XCTUnwrap(finding["message"] as? String)
        XCTAssertTrue(message.contains("not key value coding-compliant for the key v"), message)
        XCTAssertTrue(message.contains("App/Login.swift:3"), message)
    }

    func testGeneratedOutletAndActionDeclarations() throws {
        let server = try TestApp()
        defer { server.stop() }
        _ = try uploadJSON(server, files: [["path": "App/Login.swift", "text": loginSwift]])
        let body = #"{"className":"LoginViewController","kind":"outlet","name":"titleLabel","type":"UILabel"}"#
        let outlet = try server.request("POST", "/api/projects/app/sources/insertions", headers: ["Content-Type": "application/json"], body: Array(body.utf8))
        XCTAssertEqual(outlet.status, 200, outlet.text)
        let json = try outlet.json()
        XCTAssertEqual(json["declaration"] as? String, "@IBOutlet weak var titleLabel: UILabel!")
        XCTAssertEqual(json["path"] as? String, "App/Login.swift")
        XCTAssertTrue((json["diff"] as? String)?.contains("+    @IBOutlet weak var titleLabel: UILabel!") == true, "\(json)")

        let actionBody = #"{"className":"LoginViewController","kind":"action","name":"cancel","type":"UIButton"}"#
        let diff = try server.request("POST", "/api/projects/app/sources/insertions?format=diff",
                                      headers: ["Content-Type": "application/json"], body: Array(actionBody.utf8))
        XCTAssertEqual(diff.status, 200, diff.text)
        XCTAssertEqual(diff.header("Content-Disposition"), "attachment; filename=\"Login.swift.diff\"")
        XCTAssertTrue(diff.text.hasPrefix("--- a/App/Login.swift"), diff.text)
        XCTAssertTrue(diff.text.contains("+    @IBAction func cancel(_ sender: UIButton) {"), diff.text)

        let taken = #"{"className":"LoginViewController","kind":"outlet","name":"nameField","type":"UITextField"}"#
        let refused = try server.request("POST", "/api/projects/app/sources/insertions", headers: ["Content-Type": "application/json"], body: Array(taken.utf8))
        XCTAssertEqual(refused.status, 422)
        XCTAssertTrue(refused.text.contains("already has a member named nameField"), refused.text)
        let unknown = #"{"className":"Nope","kind":"action","name":"x"}"#
        XCTAssertEqual(try server.request("POST", "/api/projects/app/sources/insertions", headers: ["Content-Type": "application/json"], body: Array(unknown.utf8)).status, 404)
    }

    func testBadUploadsAreRefusedClearlyAndStoreNothing() throws {
        let server = try TestApp()
        defer { server.stop() }
        let notZip = try server.request("POST", "/api/projects/app/sources", headers: ["Content-Type": "application/zip"], body: Array("PK not a zip".utf8))
        XCTAssertEqual(notZip.status, 400, notZip.text)
        let nothing = try server.request("POST", "/api/projects/app/sources", headers: ["Content-Type": "application/zip"],
                                         body: try zip([("README.md", Array("# hi".utf8))]))
        XCTAssertEqual(nothing.status, 422, nothing.text)
        let wrongType = try server.request("POST", "/api/projects/app/sources", headers: ["Content-Type": "text/plain"], body: Array("x".utf8))
        XCTAssertEqual(wrongType.status, 415)
        XCTAssertEqual(try server.request("GET", "/api/projects/bad%20id/sources").status, 404)

        // A zip bomb: each entry inflates past the per-file limit, and together past the total.
        let huge = [UInt8](repeating: 32, count: 3 << 20)
        let bomb = try server.request("POST", "/api/projects/app/sources", headers: ["Content-Type": "application/zip"],
                                      body: try zip([("App/Huge.swift", huge), ("App/Login.swift", Array(loginSwift.utf8))]))
        XCTAssertEqual(bomb.status, 201, bomb.text)
        XCTAssertTrue(bomb.text.contains("larger than"), bomb.text)
        let many = try (0..<20).map { ("App/F\($0).swift", [UInt8](repeating: 32, count: 2 << 20 - 1)) }
        let total = try server.request("POST", "/api/projects/app/sources", headers: ["Content-Type": "application/zip"], body: try zip(many))
        XCTAssertEqual(total.status, 413, total.text)
        let list = try server.request("GET", "/api/projects/app/sources").json()
        XCTAssertEqual((list["revisions"] as? [Any])?.count, 1, "refused uploads create no revision")
        XCTAssertEqual(try server.request("GET", "/healthz").status, 200)
    }

    func testADocumentOutsideProjectsUsesTheLocalSources() throws {
        let server = try TestApp()
        defer { server.stop() }
        let id = try server.upload(Samples.storyboard)
        let empty = try server.request("GET", "/api/documents/\(id)/classes").json()
        XCTAssertEqual(empty["project"] as? String, "local")
        XCTAssertEqual((empty["classes"] as? [Any])?.count, 0)
        _ = try uploadJSON(server, project: "local", files: [["path": "App/Login.swift", "text": loginSwift]])
        let classes = try server.request("GET", "/api/documents/\(id)/classes").json()
        XCTAssertEqual((classes["classes"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["LoginViewController"])
        XCTAssertEqual(try server.request("GET", "/api/documents/nope/classes").status, 404)
    }
}
