import ArgumentParser
import Foundation
import IBDocument

/// `storyweave info FILE [--json]`: scenes, objects by class, connections and sizes.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Summarize a .storyboard or .xib: scenes, objects by class, connections, sizes."
    )

    @Argument(help: "The .storyboard or .xib file to read.")
    var file: String

    @Flag(help: "Print the summary as JSON.")
    var json = false

    func run() throws {
        let (document, byteCount) = CommandDocumentLoader.load(file)
        let summary = DocumentSummary(document: document, byteCount: byteCount)
        if json {
            CommandDocumentLoader.printJSON(summary)
        } else {
            FileHandle.standardOutput.write(Data(summary.text.utf8))
        }
    }
}
