/// Whether a document is a storyboard or a xib, and for which platform, from the root element's
/// `type` attribute (what Xcode itself writes), e.g.
/// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` or `com.apple.InterfaceBuilder3.Cocoa.XIB`.
public enum DocumentKind: String, Sendable, CaseIterable {
    case storyboard
    case xib

    /// The file extension Xcode uses.
    public var fileExtension: String { rawValue }

    /// Decides the kind of an uploaded document; nil when it is not an Interface Builder document.
    public static func detect(_ summary: XMLDocumentSummary) -> DocumentKind? {
        guard summary.rootElement == "document", let type = summary.rootAttributes["type"],
              type.hasPrefix("com.apple.InterfaceBuilder") else { return nil }
        return type.hasSuffix(".Storyboard.XIB") ? .storyboard : .xib
    }

    /// Default file name when a client gives none.
    public var untitledName: String { "Untitled.\(fileExtension)" }
}
