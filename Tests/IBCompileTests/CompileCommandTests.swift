import Foundation
import IBDocument
import XCTest

/// `storyweave compile` from the command line — the real binary `swift build` puts beside this
/// test bundle — writes where `-o` says, as `ibtool --compile OUT IN` does: OUT is the output
/// itself; a folder that already exists takes NAME.nib / NAME.storyboardc inside it.
final class CompileCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyweave-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs the binary with `arguments` in `folder`; returns (exit status, stdout + stderr).
    func storyweave(_ arguments: String...) throws -> (status: Int32, output: String) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("storyweave")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("no storyweave binary at \(binary.path): build it first (swift build --build-tests)")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func write(_ template: DocumentTemplate, as name: String) throws {
        try Data(template.xml.utf8).write(to: folder.appendingPathComponent(name))
    }

    func entries(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path).sorted()
    }

    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func testDashOWithAStoryboardcNameWritesThatFolderItself() throws {
        try write(.iOSStoryboard, as: "Main.storyboard")
        let run = try storyweave("compile", "-o", "X.storyboardc", "Main.storyboard")
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(try entries("X.storyboardc").contains("Info.plist"), run.output)
        XCTAssertFalse(isDirectory("X.storyboardc/Main.storyboardc"), "not nested")
        XCTAssertTrue(run.output.contains("X.storyboardc/Info.plist"), run.output)

        // Compiling again replaces it: nothing of the first compile is left beside the new files.
        try Data("stale".utf8).write(to: folder.appendingPathComponent("X.storyboardc/stale.nib"))
        let again = try storyweave("compile", "-o", "X.storyboardc", "Main.storyboard")
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertFalse(try entries("X.storyboardc").contains("stale.nib"))
        XCTAssertFalse(try entries("").contains { $0.hasSuffix(".tmp") }, "no staging folder left")
    }

    func testAnExistingFolderTakesTheCompiledFormInside() throws {
        try write(.iOSStoryboard, as: "Main.storyboard")
        try write(.iOSXib, as: "View.xib")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Build"), withIntermediateDirectories: true)
        let storyboard = try storyweave("compile", "-o", "Build", "Main.storyboard")
        XCTAssertEqual(storyboard.status, 0, storyboard.output)
        XCTAssertTrue(try entries("Build/Main.storyboardc").contains("Info.plist"))
        let xib = try storyweave("compile", "-o", "Build", "View.xib")
        XCTAssertEqual(xib.status, 0, xib.output)
        XCTAssertEqual(try entries("Build"), ["Main.storyboardc", "View.nib"])
    }

    func testDashOWithANibNameWritesThatFileAndANewPathIsTheOutputItself() throws {
        try write(.iOSXib, as: "View.xib")
        let named = try storyweave("compile", "-o", "Other.nib", "View.xib")
        XCTAssertEqual(named.status, 0, named.output)
        XCTAssertFalse(isDirectory("Other.nib"))
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Other.nib")).prefix(10), Data("NIBArchive".utf8))

        try write(.iOSStoryboard, as: "Main.storyboard")
        let fresh = try storyweave("compile", "-o", "Compiled/Out", "Main.storyboard")
        XCTAssertEqual(fresh.status, 0, fresh.output)
        XCTAssertTrue(try entries("Compiled/Out").contains("Info.plist"), "a path that does not exist is the output itself")
    }

    func testWithoutDashOTheOutputGoesBesideTheInputAndAMismatchedNameIsRefused() throws {
        try write(.iOSStoryboard, as: "Main.storyboard")
        let beside = try storyweave("compile", "Main.storyboard")
        XCTAssertEqual(beside.status, 0, beside.output)
        XCTAssertTrue(try entries("Main.storyboardc").contains("Info.plist"))

        let mismatch = try storyweave("compile", "-o", "Main.nib", "Main.storyboard")
        XCTAssertEqual(mismatch.status, 2, mismatch.output)
        XCTAssertTrue(mismatch.output.contains(".storyboardc"), mismatch.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Main.nib").path))
    }

    func testStringsFollowTheSameRule() throws {
        try write(.iOSStoryboard, as: "Main.storyboard")
        let named = try storyweave("compile", "--format", "strings", "-o", "Main-en.strings", "Main.storyboard")
        XCTAssertEqual(named.status, 0, named.output)
        XCTAssertFalse(isDirectory("Main-en.strings"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Main-en.strings").path))
    }
}
