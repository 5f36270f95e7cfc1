import ArgumentParser
import Dispatch
import Foundation
import IBCompile
import IBDocument

/// `storyweave compile INPUT --output OUT`: what `ibtool --compile OUT INPUT` does on a Mac.
/// Lint runs first; errors stop the compile (exit 1), warnings are printed. Exit 2 when the input
/// can't be read or this kind of document can't be compiled yet.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a .xib into a .nib, or a .storyboard into a .storyboardc (as ibtool --compile does).",
        discussion: "Built so far: macOS, iOS and tvOS xibs and storyboards (a storyboard in Base.lproj is compiled for Base localization); --format strings writes the .strings file instead. Exit status: 0 compiled, 1 lint errors, 2 unreadable or not compilable yet."
    )

    @Argument(help: "The .xib (or .storyboard) to compile.")
    var input: String

    @Option(name: .shortAndLong, help: "Where to write: a .nib file, or a folder to write NAME.nib or NAME.storyboardc/ into (default: beside the input).")
    var output: String?

    @Option(help: "auto (nib for a .xib, storyboardc for a .storyboard), nib, storyboardc, or strings (the .strings file ibtool --export-strings-file writes).")
    var format: OutputFormat = .auto

    @Flag(help: "Print the in-process compile time (lint + encode + write bytes), for benchmarks.")
    var timing = false

    func run() throws {
        let (document, _) = CommandDocumentLoader.load(input)
        let inputURL = URL(fileURLWithPath: input)
        let name = inputURL.deletingPathExtension().lastPathComponent
        if let refusal = format.refusal(for: document.kind.format) {
            FileHandle.standardError.write(Data("\(input): \(refusal)\n".utf8))
            throw ExitCode(2)
        }
        if format == .strings {
            let text = StringsFileFormatter.text(for: StringsExtractor.strings(in: document))
            return try write([UInt8](text.utf8), to: destinationFolder(inputURL: inputURL).appendingPathComponent("\(name).strings"))
        }
        let compiled: CompiledOutput
        let started = DispatchTime.now().uptimeNanoseconds
        do {
            var compiler = NibCompiler()
            compiler.isBaseLocalized = inputURL.deletingLastPathComponent().lastPathComponent == "Base.lproj"
            compiled = try compiler.compile(document, name: name)
            if timing {
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
                print("compiled \(input) in \(String(format: "%.2f", elapsed)) ms")
            }
        } catch let error as CompileError {
            FileHandle.standardError.write(Data("\(input): \(error)\n".utf8))
            if case .lintErrors = error { throw ExitCode(1) }
            throw ExitCode(2)
        }
        for warning in compiled.warnings { print("\(input): \(warning.line)") }
        let destination = destinationFolder(inputURL: inputURL)
        for file in compiled.files {
            let url: URL
            if let output, output.hasSuffix(".nib"), compiled.files.count == 1 {
                url = URL(fileURLWithPath: output)
            } else {
                url = destination.appendingPathComponent(file.path)
            }
            try write(file.bytes, to: url)
        }
    }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
        print("wrote \(url.path) (\(bytes.count) bytes)")
    }

    private func destinationFolder(inputURL: URL) -> URL {
        guard let output, !output.hasSuffix(".nib") else { return inputURL.deletingLastPathComponent() }
        return URL(fileURLWithPath: output)
    }
}

/// What `compile --format` may ask for; a compiled form must match the document's kind.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case auto, nib, storyboardc, strings

    func refusal(for documentFormat: DocumentKind.Format) -> String? {
        switch (self, documentFormat) {
        case (.nib, .storyboard): return "--format nib compiles a .xib; this is a storyboard (use --format storyboardc)."
        case (.storyboardc, .xib): return "--format storyboardc compiles a .storyboard; this is a xib (use --format nib)."
        default: return nil
        }
    }
}
