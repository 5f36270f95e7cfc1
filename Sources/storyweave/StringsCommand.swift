import ArgumentParser
import Foundation
import IBDocument

/// `storyweave strings FILE`: the document's localizable strings as a `.strings` file (UTF-8),
/// keyed by object id and key path the way `ibtool --export-strings-file` writes them.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Print the localizable strings of a .storyboard or .xib as a .strings file."
    )

    @Argument(help: "The .storyboard or .xib file to read.")
    var file: String

    func run() throws {
        let (document, _) = CommandDocumentLoader.load(file)
        let text = StringsFileFormatter.text(for: StringsExtractor.strings(in: document))
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
