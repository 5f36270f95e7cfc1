import ArgumentParser
import Foundation
import IBDocument
import IBLayout
import IBSource

/// `storyweave lint FILE [--json]`: report what is wrong with a document. Exit status 1 when
/// there is any error-level finding, 2 when the file can't be read or parsed, 0 otherwise.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a .storyboard or .xib for broken ids, connections, segues and layout.",
        discussion: "Exit status: 0 without errors (warnings allowed), 1 with error findings, 2 when the file can't be read."
    )

    @Argument(help: "The .storyboard or .xib file to check.")
    var file: String

    @Flag(help: "Print the findings as JSON.")
    var json = false

    @Option(help: "A folder (or file) of the app's Swift sources: also check outlets, actions, custom classes and runtime attributes against the code. Repeatable.")
    var sources: [String] = []

    @Option(help: "The module the sources compile into (default: the name of each --sources folder).")
    var module: String?

    func run() throws {
        let (document, _) = CommandDocumentLoader.load(file)
        var rules = Linter.standardRules + LayoutLint.rules()
        if !sources.isEmpty {
            rules += CodeLint.rules(index: SourceIndex(files: SourceFolderLoader.load(sources, module: module)))
        }
        let report = Linter(rules: rules).lint(document)
        if json {
            CommandDocumentLoader.printJSON(report)
        } else {
            for finding in report.findings { print("\(file): \(finding.line)") }
            print("\(file): \(report.summary)")
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}

/// Reading a document for the document commands (lint, strings, info), with one clear
/// sentence and exit status 2 when that fails.
enum CommandDocumentLoader {
    static func load(_ path: String) -> (InterfaceDocument, byteCount: Int) {
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            fail("\(path): cannot be read (\(error.localizedDescription)).")
        }
        do {
            return (try InterfaceDocument(bytes: bytes), bytes.count)
        } catch {
            fail("\(path): \(error)")
        }
    }

    static func printJSON<Value: Encodable>(_ value: Value) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(value)
            data.append(0x0A)
            FileHandle.standardOutput.write(data)
        } catch {
            fail("cannot encode the result as JSON (\(error)).")
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        Foundation.exit(2)
    }
}
