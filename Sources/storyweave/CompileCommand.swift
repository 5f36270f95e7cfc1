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

    @Option(name: .shortAndLong, help: "Where to write, as ibtool --compile OUT does: the .nib, .storyboardc or .strings itself; a folder that already exists (and is not itself a .nib or .storyboardc) takes NAME.nib, NAME.storyboardc or NAME.strings inside it. Default: beside the input.")
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
            return try write([(path: "\(name).strings", bytes: [UInt8](text.utf8))], inputURL: inputURL)
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
        try write(compiled.files, inputURL: inputURL)
    }

    /// Writes a compile's files (paths under its root, `Login.nib` or `Main.storyboardc/…`) to
    /// their `CompileDestination`. A compiled folder that is replaced is written beside it first
    /// and then moved in, so a failed write leaves the previous one whole.
    private func write(_ files: [(path: String, bytes: [UInt8])], inputURL: URL) throws {
        guard let root = files.first?.path.split(separator: "/").first.map(String.init) else { return }
        let destination: CompileDestination
        do { destination = try CompileDestination(output: output, input: inputURL, root: root) } catch let error as CompileDestination.Refusal {
            FileHandle.standardError.write(Data("\(input): \(error.message)\n".utf8))
            throw ExitCode(2)
        }
        let fileManager = FileManager.default
        let target = destination.url
        let isFolder = files.count > 1 || files[0].path.contains("/")
        let staging = isFolder ? target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp") : target
        for file in files {
            let relative = file.path.split(separator: "/").dropFirst().joined(separator: "/")
            let url = relative.isEmpty ? staging : staging.appendingPathComponent(relative)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url, options: .atomic)
        }
        if isFolder {
            if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
            try fileManager.moveItem(at: staging, to: target)
        }
        for file in files {
            let relative = file.path.split(separator: "/").dropFirst().joined(separator: "/")
            print("wrote \(relative.isEmpty ? target.path : target.appendingPathComponent(relative).path) (\(file.bytes.count) bytes)")
        }
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
