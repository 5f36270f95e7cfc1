import ArgumentParser
import Foundation
import StoryweaveApp

/// `storyweave export ADDRESS [--format F] [--version N] [--token T] [-o OUT]`: downloads an export from a
/// running server through its REST endpoint (no editor needed). Exit status 1 when the server refuses
/// (the server's reason is printed), 2 when the address is not a document's or the server can't be reached.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Download a document's XML or compiled export from a running Storyweave server.",
        discussion: """
            ADDRESS is the editor link (http://HOST/d/ID), the API address (http://HOST/api/documents/ID) or the export \
            address. Formats: xml, nib (a xib), storyboardc (a storyboard, as a zip), strings, bundle (zip of all). \
            The token is an API token with the export scope (account page), or STORYWEAVE_TOKEN.
            """
    )

    @Argument(help: "The document's address on the server.")
    var address: String

    @Option(help: "xml, nib, storyboardc, strings or bundle.")
    var format = "xml"

    @Option(help: "A past version (default: the latest).")
    var version: Int?

    @Option(help: "An API token (default: the STORYWEAVE_TOKEN environment variable; none on an --open server).")
    var token: String?

    @Option(name: .shortAndLong, help: "A file, or an existing folder to write the server's file name into (default: the current folder).")
    var output: String?

    func run() throws {
        let client = ExportClient(token: token ?? ProcessInfo.processInfo.environment["STORYWEAVE_TOKEN"])
        let download: ExportClient.Download
        do {
            download = try client.fetch(try ExportClient.exportURL(for: address, format: format, version: version))
        } catch let failure as ExportClient.Failure {
            FileHandle.standardError.write(Data("storyweave export: \(failure)\n".utf8))
            if case .refused = failure { throw ExitCode(1) }
            throw ExitCode(2)
        }
        let destination = destinationURL(filename: download.filename)
        try Data(download.bytes).write(to: destination, options: .atomic)
        print("wrote \(destination.path) (\(download.bytes.count) bytes, \(download.contentType))")
    }

    private func destinationURL(filename: String) -> URL {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let output else { return folder.appendingPathComponent(filename) }
        var isFolder: ObjCBool = false
        if output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) {
            return URL(fileURLWithPath: output).appendingPathComponent(filename)
        }
        return URL(fileURLWithPath: output)
    }
}
