import IBDocument

/// `<visualEffectView>` → `UIVisualEffectView`. After the view keys `-[UIVisualEffectView
/// encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1) writes `UIVisualEffectViewEffect` (the
/// effect), `UIVisualEffectViewGroupName` (nil: Interface Builder sets none) and
/// `UIVisualEffectViewContentView` (the `<view key="contentView">`, archived as
/// `_UIVisualEffectContentView` — the class davidquesada/ibtool writes and xibdump reads back from
/// real nibs — with its own subviews and constraints).
///
/// No `UISubviews`: the effect view's subviews are its hosts' runtime views, and
/// `-[UIVisualEffectView _addSubview:positioned:relativeTo:]` raises ("Do not add subviews directly
/// to the visual effect view itself, instead add them to the -contentView") for any subview added
/// outside its own `-_updateSubviews`, which is what `-[UIView initWithCoder:]` would do with
/// archived ones — so a loadable nib can carry none (**inferred**: no Apple nib in the fixtures has
/// a visual effect view).
///
/// `<blurEffect style=…>` → `UIBlurEffect`, coded by `-[_UIBlurEffectLegacyImpl encodeWithCoder:]`:
/// a fixed style (extraLight 0, light 1, dark 2) as `UIBlurEffectStyle`; an automatic one (regular 4,
/// prominent 5) as `UIBlurEffectAutomaticStyle` (the key the decoder,
/// `+[_UIBlurEffectImpl implementationFromCoder:]`, reads first; the encoder's own key argument is
/// elided in the decompilation) followed by `UIBlurEffectStyle` = the style converted for a light
/// interface (`_UIStyledEffectConvertAutomaticStyle(style, 1, 0)`, not read: **hypothesis** light 1
/// for regular, extraLight 0 for prominent — a fallback the decoder only reads without the
/// automatic key). `<vibrancyEffect>` is refused: its automatic key was not found.
enum UIKitVisualEffectViewClass: UIKitViewClass {
    static let elementName = "visualEffectView"
    static let className = "UIVisualEffectView"
    static let viewDefaults = UIKitViewDefaults()

    /// Interface Builder's blur styles → (`UIBlurEffectAutomaticStyle` when automatic, `UIBlurEffectStyle`).
    static let blurStyles: [String: (automatic: Int64?, style: Int64)] = [
        "extraLight": (nil, 0), "light": (nil, 1), "dark": (nil, 2), "regular": (4, 1), "prominent": (5, 0),
    ]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        if let subviews = reader.element.firstChild(named: "subviews"), !subviews.childElements.isEmpty {
            throw UIKitEncodingError.unsupportedElement(element: "subviews", id: nil, context: "\(reader.what) (UIKit raises on subviews of a visual effect view outside its content view)")
        }
        guard let blur = reader.child("blurEffect") else {
            let other = reader.childElements.first { $0.name.hasSuffix("Effect") }
            throw UIKitEncodingError.unsupportedElement(element: other?.name ?? "visualEffectView without a blurEffect", id: reader.id, context: reader.what)
        }
        view.append("UIVisualEffectViewEffect", .object(try effect(blur)))
        view.append("UIVisualEffectViewGroupName", .null)
        guard let contentElement = reader.child("view", key: "contentView") else {
            throw UIKitEncodingError.malformed(element: "visualEffectView", id: reader.id, reason: "it has no <view key=\"contentView\">")
        }
        if contentElement.attribute("customClass") != nil {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "customClass", value: contentElement.attribute("customClass") ?? "",
                                                          element: "view key=\"contentView\"", id: contentElement.attribute("id"))
        }
        let content = try encoder.encode(contentElement)
        content.className = "_UIVisualEffectContentView"
        view.append("UIVisualEffectViewContentView", .object(content))
    }

    private static func effect(_ element: MarkupElement) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        guard let style = try reader.mapped("style", blurStyles.mapValues { Optional($0) }, default: nil) else {
            throw UIKitEncodingError.malformed(element: "blurEffect", id: nil, reason: "it has no known style")
        }
        try reader.finish()
        let effect = AppKitArchiveObject(className: "UIBlurEffect")
        if let automatic = style.automatic { effect.append("UIBlurEffectAutomaticStyle", .integer(automatic)) }
        effect.append("UIBlurEffectStyle", .integer(style.style))
        return effect
    }
}
