import ArgumentParser
import Foundation
import IBDocument

/// `storyweave format FILE [-o OUT]`: parse an Xcode document and write it back. Unedited
/// input comes out byte-identical, so this both checks a file and normalizes nothing.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Parse a .storyboard or .xib and write it back (identical bytes for unedited input)."
    )

    @Argument(help: "The .storyboard or .xib file to read.")
    var file: String

    @Option(name: .shortAndLong, help: "Where to write the result (default: standard output).")
    var output: String?

    func run() throws {
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            fail("\(file): cannot be read (\(error.localizedDescription)).")
        }
        let document: InterfaceDocument
        do {
            document = try InterfaceDocument(bytes: bytes)
        } catch {
            fail("\(file):\(error)")
        }
        let result = Data(document.serialized())
        if let output {
            do {
                try result.write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                fail("\(output): cannot be written (\(error.localizedDescription)).")
            }
        } else {
            FileHandle.standardOutput.write(result)
        }
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
