/// The starting points for a new document, as Xcode writes them.
///
/// `xml` is the template with Xcode's own fixed ids; `xml(ids:)` gives the same text with
/// every generated-style object id replaced by a fresh one (placeholder ids such as `-1`
/// and non-object ids such as `retina6_12` stay), so two new documents never share ids.
public enum DocumentTemplate: String, CaseIterable, Sendable {
    /// iOS storyboard with one view controller (Xcode's iOS App template).
    case iOSStoryboard = "ios-storyboard"
    /// iOS view xib with File's Owner and First Responder.
    case iOSXib = "ios-xib"
    /// macOS xib with a main menu and a window.
    case macOSXib = "macos-xib"

    /// The template for a name used by the API (`"ios-storyboard"`), `nil` when unknown.
    public static func named(_ name: String) -> DocumentTemplate? {
        DocumentTemplate(rawValue: name)
    }

    public var name: String { rawValue }

    public var title: String {
        switch self {
        case .iOSStoryboard: return "iOS Storyboard"
        case .iOSXib: return "iOS View"
        case .macOSXib: return "macOS Main Menu and Window"
        }
    }

    /// `storyboard` or `xib`.
    public var fileExtension: String {
        self == .iOSStoryboard ? "storyboard" : "xib"
    }

    /// A file name Xcode would use for it.
    public var suggestedFileName: String {
        switch self {
        case .iOSStoryboard: return "Main.storyboard"
        case .iOSXib: return "View.xib"
        case .macOSXib: return "MainMenu.xib"
        }
    }

    public var platform: ClassCatalog.Platform {
        self == .macOSXib ? .macOS : .iOS
    }

    /// The template text with Xcode's fixed ids.
    public var xml: String {
        switch self {
        case .iOSStoryboard: return IOSTemplates.storyboard
        case .iOSXib: return IOSTemplates.viewXib
        case .macOSXib: return MacOSTemplates.mainMenuXib
        }
    }

    /// The template text with fresh ids from `ids` (which records them as used).
    public func xml(ids: inout IdentifierGenerator) -> String {
        TemplateIdentifierRewriter.rewrite(xml, ids: &ids)
    }
}

/// Replaces Xcode-style ids in a template by new ones, consistently in every attribute that
/// references them (`id`, `sceneID`, `destination`, `initialViewController`, ...).
enum TemplateIdentifierRewriter {
    static func rewrite(_ text: String, ids: inout IdentifierGenerator) -> String {
        var mapping: [String: String] = [:]
        var output = ""
        output.reserveCapacity(text.utf8.count)
        // Every quoted value is one token; ids only ever appear as whole attribute values.
        var remainder = Substring(text)
        while let open = remainder.firstIndex(of: "\"") {
            output += remainder[...open]
            let afterOpen = remainder.index(after: open)
            guard let close = remainder[afterOpen...].firstIndex(of: "\"") else {
                remainder = remainder[afterOpen...]
                break
            }
            let value = String(remainder[afterOpen..<close])
            if IdentifierGenerator.isXcodeStyle(value) {
                if mapping[value] == nil { mapping[value] = ids.next() }
                output += mapping[value]!
            } else {
                output += value
            }
            output += "\""
            remainder = remainder[remainder.index(after: close)...]
        }
        output += remainder
        return output
    }
}
