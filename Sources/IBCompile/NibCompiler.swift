import IBDocument

/// What a compile produced: files by path relative to the output (`Login.nib`, or the entries of
/// `Main.storyboardc/`), the warnings found on the way (lint's, with the errors ibtool compiles
/// anyway as warnings), and the ids of the connections left out as ibtool leaves them out.
public struct CompiledOutput: Sendable {
    public var files: [(path: String, bytes: [UInt8])]
    public var warnings: [LintFinding]
    /// Connections (`<outlet>`, `<action>`, …) that were not compiled: cross-scene (IB003) or
    /// pointing at no object (IB002). Each has a warning.
    public var droppedConnectionIDs: [String] = []
}

public enum CompileError: Error, CustomStringConvertible, Equatable {
    /// `lint` found errors that ibtool refuses too (`NibCompiler.refusedLintRules`), so nothing is written.
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

    /// One short sentence naming what stops the compile (the first problem, and how many more),
    /// for a notice in the editor; `problems` is the whole list.
    public var summary: String {
        switch self {
        case .lintErrors(let findings):
            guard let first = findings.first else { return "Not compiled: lint found errors." }
            let more = findings.count > 1 ? " and \(findings.count - 1) more" : ""
            return "Not compiled: \(first.code) \(first.rule)\(first.objectID.map { " on \"\($0)\"" } ?? "")\(more)."
        case .unsupported(let what), .encoding(let what):
            return "Not compiled: " + (what.hasSuffix(".") ? what : what + ".")
        }
    }

    /// Every problem, one line each: lint's findings (`LintFinding.line`), or the encoder's message.
    public var problems: [String] {
        switch self {
        case .lintErrors(let findings): return findings.map(\.line)
        case .unsupported(let what), .encoding(let what): return [what]
        }
    }
}

/// `ibtool --compile` for Linux: runs `lint` first, then encodes and writes NIBArchive bytes.
/// Lint is not a compiler: only the findings ibtool refuses too stop the compile
/// (`refusedLintRules`); the other errors come back as warnings, and the connections ibtool leaves
/// out of the nib are left out (`droppedConnectionRules`) — see docs/compile.md, "Lint and compile".
/// The UIKit encoders add their own warnings after lint's (`UIKitCompileWarnings`: IB301, a colour
/// converted to extended sRGB; IB302, a prototype cell without a reuse identifier left out).
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

    /// Lint errors that stop the compile. IB001 (an id used twice): no ibtool output for such a
    /// document was found, and every reference to the id is ambiguous, so it is refused
    /// (a hypothesis; docs/compile.md).
    public static let refusedLintRules: Set<String> = ["IB001"]

    /// Lint errors about one connection that ibtool compiles without it: an outlet whose
    /// destination is no object of the document (IB002; ibtool 16 writes the storyboard and
    /// leaves the connection out, silently) and a connection into another scene (IB003; no
    /// instance to connect in the scene's nib). The connection is dropped, the finding kept as a warning.
    public static let droppedConnectionRules: Set<String> = ["IB002", "IB003"]

    /// `name` is the document's file name without extension (`Login` → `Login.nib`).
    public func compile(_ document: InterfaceDocument, name: String) throws -> CompiledOutput {
        let report = Linter(rules: lintRules).lint(document)
        let refusals = report.findings.filter { $0.severity == .error && Self.refusedLintRules.contains($0.code) }
        guard refusals.isEmpty else { throw CompileError.lintErrors(refusals) }
        let (compilable, dropped) = try Self.droppingConnections(of: document, findings: report.findings)
        let warnings = report.findings.map { Self.compileWarning($0, dropped: dropped) }
        var output = try encode(compilable, name: name, warnings: warnings)
        output.droppedConnectionIDs = dropped.sorted()
        return output
    }

    /// The connection elements lint's `droppedConnectionRules` found, removed from a copy of the
    /// document (the document itself when there are none), with their ids.
    static func droppingConnections(of document: InterfaceDocument, findings: [LintFinding]) throws -> (InterfaceDocument, Set<String>) {
        let ids = Set(findings.filter { $0.severity == .error && droppedConnectionRules.contains($0.code) }.compactMap(\.objectID))
        guard !ids.isEmpty else { return (document, []) }
        let copy = try document.copy()
        var connections: [MarkupElement] = []
        copy.root.forEachElement { element in
            if element.parent?.name == "connections", element.name != "segue", let id = element.attribute("id"), ids.contains(id) {
                connections.append(element)
            }
        }
        guard !connections.isEmpty else { return (document, []) }
        for connection in connections { connection.removeFromParent() }
        copy.reindex()
        return (copy, Set(connections.compactMap { $0.attribute("id") }))
    }

    /// A lint finding as the compile reports it: errors the compile went past become warnings
    /// that say what was compiled.
    static func compileWarning(_ finding: LintFinding, dropped: Set<String>) -> LintFinding {
        guard finding.severity == .error else { return finding }
        let outcome = finding.objectID.map(dropped.contains) == true
            ? "Compiled without this connection, as ibtool compiles it."
            : "Compiled as it is: ibtool does not refuse this."
        return LintFinding(rule: LintRuleInfo(code: finding.code, name: finding.rule, severity: .error, summary: ""),
                           severity: .warning, objectID: finding.objectID, message: "\(finding.message) \(outcome)")
    }

    private func encode(_ document: InterfaceDocument, name: String, warnings: [LintFinding]) throws -> CompiledOutput {
        switch (document.kind.platform, document.kind.format) {
        case (.macOS, .xib):
            let archive: NibArchive
            do { archive = try AppKitNibEncoder(colorProfiles: colorProfiles).encode(document) } catch {
                throw CompileError.encoding(String(describing: error))
            }
            return CompiledOutput(files: [("\(name).nib", NibArchiveWriter().write(archive))], warnings: warnings)
        case (.iOS, .xib), (.tvOS, .xib):
            let archive: NibArchive, converted: [LintFinding]
            do { (archive, converted) = try UIKitCompileWarnings.collecting { try UIKitNibEncoder().encode(document) } } catch {
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
            do { (files, converted) = try UIKitCompileWarnings.collecting { try UIKitStoryboardCompiler().compile(document) } } catch {
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
