/// Why no archive is written for an element or attribute the UIKit encoder refuses, with the
/// evidence behind it, for the refusals real documents meet. `UIKitEncodingError` adds the reason
/// to its message; a refusal without an entry here keeps the plain "no UIKit encoding yet".
///
/// Each reason says what the sources of truth show and what is missing from them, so a refusal is
/// a finding, not a to-do: UIKitCore's coders are the public decompilation docs/compile.md cites
/// (iOS 26.1); "the fixtures" are Apple's nibs in `../shared/fixtures/nib`.
enum UIKitRefusalReasons {
    /// By element name (the first word of what the error names).
    static let elements: [String: String] = [
        "vibrancyEffect": "-[_UIVibrancyEffectLegacyImpl encodeWithCoder:] writes an automatic style (regular, prominent) under a "
            + "key the decompilation elides before UIVibrancyEffectBlurStyle, and the vibrancy decoder that would name it was not "
            + "found, so a visual effect view's vibrancy is not archived (its blur effect is)",
        "wkWebView": "WKWebView's coder (WebKit, not UIKitCore) archives its WKWebViewConfiguration graph (process pool, "
            + "preferences, user content controller, website data store), whose keys change between WebKit versions, and no "
            + "Apple nib in the fixtures has a web view",
        "mapView": "MKMapView's coder is MapKit's, not UIKitCore's, and no Apple nib in the fixtures or nib reader covers it",
        "refreshControl": "-[UIRefreshControl encodeWithCoder:] itself is plain (the UIControl keys, UIRefreshControlStyle, "
            + "UITintColor and UIAttributedTitle when set; its -_populateArchivedSubviews: leaves its private content view "
            + "out), but a table view controller's refresh control is its table view's (-[UITableViewController "
            + "refreshControl] returns the table's, and the controller's coder has no key for it), and the key under which "
            + "-[UIScrollView encodeWithCoder:] archives it, and whether it is also among the table's archived subviews, "
            + "were not found",
        "hostingController": "UIHostingController is SwiftUI's: its coder is not in UIKitCore and no fixture or reader covers it",
    ]

    /// By `attribute@element`, or `attribute@*` for any element.
    static let attributes: [String: String] = [
        "contentMode@*": "the value is none of the 13 UIViewContentMode names Xcode writes (camelCase, scaleToFill … "
            + "bottomRight, in 5,236 of the corpus's 5,238 contentMode attributes); the other spelling found is "
            + "ChatSecure's capitalised TopLeft (2 files, saved by Xcode 9 and 11), and whether Interface Builder reads it as "
            + "topLeft, as its default or as an unknown value (so which mode ibtool archives) is not known",
        "adjustsImageWhenAncestorFocused@imageView": "adjustsImageWhenAncestorFocused is tvOS-only: the decompiled UIKitCore "
            + "is the iPhone build, whose UIImageView has neither the property nor a coder key for it, and no tvOS nib in the "
            + "fixtures or nib reader shows one",
        "style@buttonConfiguration": "a tinted configuration's background holds its style's effective colour, the tint with "
            + "its alpha reduced by _UIButtonConfigurationStyleBehaviors' _tintBehaviorAlphaReduction, which was not read, and no "
            + "Apple nib in the fixtures shows a tinted configuration (plain, gray and filled compile)",
        "titleFontDescription@buttonConfiguration": "the configuration's title font reaches the button only as its "
            + "titleTextAttributesTransformer, a block: -[UIButtonConfiguration encodeWithCoder:] writes no transformer and "
            + "no font key, and no Apple nib in the fixtures shows what ibtool writes for it",
        "catalog@color": "catalog colours are AppKit's named colours (NSColor's catalog lists); UIKit has no such colour "
            + "and no fixture shows what ibtool turns one into in an iOS document",
        "metaFont@font": "a meta font other than system (metaFont=\"label\", …) is one of AppKit's +[NSFont …FontOfSize:] "
            + "families with no UIFont counterpart (system is archived as the system UIFont), and no fixture shows what "
            + "ibtool turns one into in an iOS document",
    ]

    static func reason(element: String) -> String? {
        let name = String(element.prefix { $0 != " " })
        return elements[name]
    }

    static func reason(attribute: String, element: String) -> String? {
        attributes["\(attribute)@\(element.prefix { $0 != " " })"] ?? attributes["\(attribute)@*"]
    }
}
