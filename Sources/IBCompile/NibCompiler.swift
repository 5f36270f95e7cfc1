import IBDocument

/// What a compile produced: files by path relative to the output (`Login.nib`, or the entries of
/// `Main.storyboardc/`), and the lint warnings found on the way.
public struct CompiledOutput: Sendable {
    public var files: [(path: String, bytes: [UInt8])]
    public var warnings: [LintFinding]
}

public enum CompileError: Error, CustomStringConvertible, Equatable {
    /// `lint` found errors: the document would crash or misbehave at run time, so nothing is written.
    case lintErrors([LintFinding])
    /// A kind of document this compiler can't compile yet.
    case unsupported(String)
    /// The encoder met something it can't encode (named in the message).
    case encoding(String)

    public var description: String {
        switch self {
        case .lintErrors(let findings):
            return "lint found \(findings.count) error(s); nothing was compiled:\n" + findings.map { "  \($0.line)" }.joined(separator: "\n")
        case .unsupported(let what): return what
        case .encoding(let message): return "cannot compile: \(message)"
        }
    }
}

/// `ibtool --compile` for Linux: validates with `lint` first (errors stop the compile, warnings
/// are returned), then encodes and writes NIBArchive bytes. The UIKit encoders add their own
/// warnings after lint's (IB301: a colour converted to extended sRGB, `UIKitColorConversionWarnings`).
///
/// Built so far:
///
/// | document | encoder | output |
/// |---|---|---|
/// | macOS xib (`MacOSX.Cocoa`) | `AppKitNibEncoder` | `<name>.nib` |
/// | macOS storyboard | `AppKitStoryboardCompiler` | `<name>.storyboardc/` (`MainMenu.nib`, window controller scene nibs, view nibs, `Info.plist`) |
/// | iOS/tvOS xib | `UIKitNibEncoder` | `<name>.nib` |
/// | iOS/tvOS storyboard | `UIKitStoryboardCompiler` | `<name>.storyboardc/` |
///
/// Other documents (watchOS, …) are refused with `CompileError.unsupported` rather than
/// written wrong.
public struct NibCompiler {
    public var colorProfiles: AppKitColorProfiles?
    public var lintRules: [any LintRule]
    /// The document is in `Base.lproj` (macOS storyboards: strings archived as
    /// `NSLocalizableString`s for translation at load time; other documents: no effect yet).
    public var isBaseLocalized = false

    /// `colorProfiles`: the ICC profiles in system colours' fallbacks (macOS); by default our own
    /// (`AppKitColorProfiles.storyweave`), nil refuses documents with system colours.
    public init(colorProfiles: AppKitColorProfiles? = .storyweave, lintRules: [any LintRule] = Linter.standardRules) {
        self.colorProfiles = colorProfiles
        self.lintRules = lintRules
    }

    /// `name` is the document's file name without extension (`Login` → `Login.nib`).
    public func compile(_ document: InterfaceDocument, name: String) throws -> CompiledOutput {
        let report = Linter(rules: lintRules).lint(document)
        let errors = report.findings.filter { $0.severity == .error }
        guard errors.isEmpty else { throw CompileError.lintErrors(errors) }
        let warnings = report.findings.filter { $0.severity != .error }
        switch (document.kind.platform, document.kind.format) {
        case (.macOS, .xib):
            let archive: NibArchive
            do { archive = try AppKitNibEncoder(colorProfiles: colorProfiles).encode(document) } catch {
                throw CompileError.encoding(String(describing: error))
            }
            return CompiledOutput(files: [("\(name).nib", NibArchiveWriter().write(archive))], warnings: warnings)
        case (.iOS, .xib), (.tvOS, .xib):
            let archive: NibArchive, converted: [LintFinding]
            do { (archive, converted) = try UIKitColorConversionWarnings.collecting { try UIKitNibEncoder().encode(document) } } catch {
                throw CompileError.encoding(String(describing: error))
            }
            return CompiledOutput(files: [("\(name).nib", NibArchiveWriter().write(archive))], warnings: warnings + converted)
        case (.macOS, .storyboard):
            let files: [(path: String, bytes: [UInt8])]
            do { files = try AppKitStoryboardCompiler(name: name, isBaseLocalized: isBaseLocalized, colorProfiles: colorProfiles).compile(document) } catch {
                throw CompileError.encoding(String(describing: error))
            }
            return CompiledOutput(files: files.map { ("\(name).storyboardc/\($0.path)", $0.bytes) }, warnings: warnings)
        case (.iOS, .storyboard), (.tvOS, .storyboard):
            let files: [(path: String, bytes: [UInt8])], converted: [LintFinding]
            do { (files, converted) = try UIKitColorConversionWarnings.collecting { try UIKitStoryboardCompiler().compile(document) } } catch {
                throw CompileError.encoding(String(describing: error))
            }
            return CompiledOutput(files: files.map { ("\(name).storyboardc/\($0.path)", $0.bytes) }, warnings: warnings + converted)
        case (.watchOS, _):
            // Evidence: xamarin-macios' build tasks note that a watch app's storyboard compiles to
            // Interface.storyboardc/Interface.plist (moved up a level into the app), WatchKit's own
            // format; no fixture or reader documents its keys.
            throw CompileError.unsupported("watchOS storyboards are not compiled: ibtool turns a WatchKit storyboard into WatchKit's Interface.plist, not nibs, and no Apple output or reader in reach documents that format.")
        default:
            throw CompileError.unsupported("compiling \(document.kind.description) documents is not built yet (macOS, iOS and tvOS xibs and storyboards only, so far).")
        }
    }
}
