import IBDocument

/// `<button>` → `UIButton`: the control keys, then (fixture-verified order)
/// `UIButtonStatefulContent` (NSMutableDictionary NSNumber(state) → `UIButtonContent`),
/// `UILineBreakMode` (D: when not middle truncation),
/// (`UIReversesTitleShadowWhenHighlighted`, `UIShowsTouchWhenHighlighted`: D, when YES)
/// `UIAdjustsImageWhenHighlighted`, `UIAdjustsImageWhenDisabled`, `UIButtonType` (non-custom
/// types), `UIFont`, the content and title insets, `UITitleShadowOffset`, the image insets, `UIButtonConfiguration` (nil, or the
/// `<buttonConfiguration>`'s, `UIKitButtonConfiguration`). The order is
/// `-[UIButton encodeWithCoder:]`'s (decompiled UIKitCore, iOS 26.1) and the Xcode 10.1 pair's
/// (bootpay: `UIButtonType` after the two adjusts flags).
enum UIKitButtonClass: UIKitViewClass {
    static let elementName = "button"
    static let className = "UIButton"

    static let buttonTypes: [String: Int64] = [
        "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5, "close": 7,
    ]
    /// `UIControlState` bits by the xib's `<state key=…>`.
    static let states: [String: Int64] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        let id = reader.id
        try UIKitControlKeys.encode(&reader, into: view)
        let type = try reader.mapped("buttonType", buttonTypes, default: 0)
        // Xcode 13+'s `UIButton.Configuration` (`UIKitButtonConfiguration`), archived last.
        let configuration = try reader.child("buttonConfiguration", key: "configuration").map {
            try UIKitButtonConfiguration.encode($0, buttonID: id, document: encoder.document)
        }
        // Interface Builder's note that a state has an attributed title: nothing of its own in the nib.
        let hasAttributedTitle = try reader.bool("hasAttributedTitle", default: false)
        let states = reader.children("state")
        if hasAttributedTitle != states.contains(where: { $0.firstChild(named: "attributedString", key: "attributedTitle") != nil }) {
            throw UIKitEncodingError.malformed(element: "button", id: id, reason: "hasAttributedTitle does not match its states' attributedTitle")
        }
        var content: [AppKitArchiveValue] = []
        for state in states {
            let name = state.attribute("key") ?? ""
            guard let bits = Self.states[name] else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "key", value: name, element: "state", id: id)
            }
            content += [.object(.number(bits)), .object(try buttonContent(state, buttonID: id, encoder: encoder))]
        }
        if !content.isEmpty { view.append("UIButtonStatefulContent", .object(.collection("NSMutableDictionary", content))) }
        // D: the visual provider's line break mode, written unless it is `NSLineBreakByTruncatingMiddle`
        // (5, the title label's default, which Interface Builder also writes on every button).
        let lineBreak = try reader.mapped("lineBreakMode", UIKitLabelClass.lineBreakModes, default: 5)
        if lineBreak != 5 { view.append("UILineBreakMode", .integer(lineBreak)) }
        // `-[UIButton encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1) writes its flags, each
        // only when YES, in this order: reverses title shadow, shows touch, adjusts image when
        // highlighted / disabled (the last two as the fixtures show them after the content).
        if try reader.bool("reversesTitleShadowWhenHighlighted", default: false) { view.append("UIReversesTitleShadowWhenHighlighted", .bool(true)) }
        if try reader.bool("showsTouchWhenHighlighted", default: false) { view.append("UIShowsTouchWhenHighlighted", .bool(true)) }
        if try reader.bool("adjustsImageWhenHighlighted", default: true) { view.append("UIAdjustsImageWhenHighlighted", .bool(true)) }
        if try reader.bool("adjustsImageWhenDisabled", default: true) { view.append("UIAdjustsImageWhenDisabled", .bool(true)) }
        if type != 0 { view.append("UIButtonType", .integer(type)) }
        // D: `-[UIButton initWithCoder:]` reads it right after the two adjusts flags, before the insets.
        if try reader.bool("adjustsImageSizeForAccessibilityContentSizeCategory", default: false) {
            view.append("UIAdjustsImageSizeForAccessibilityContentSizeCategory", .bool(true))
        }
        if let font = reader.child("fontDescription", key: "fontDescription") { view.append("UIFont", .object(try UIKitFontEncoder.encode(font))) }
        for (key, archiveKey) in [("contentEdgeInsets", "UIContentEdgeInsets"), ("titleEdgeInsets", "UITitleEdgeInsets"), ("imageEdgeInsets", "UIImageEdgeInsets")] {
            if key == "imageEdgeInsets" { try encodeTitleShadowOffset(&reader, into: view) }
            if let inset = reader.child("inset", key: key) { view.append(archiveKey, .bytes(try UIKitGeometry.insets(inset, owner: reader.what))) }
        }
        view.append("UIButtonConfiguration", configuration.map { .object($0) } ?? .null)
    }

    /// `<size key="titleShadowOffset">` → `UITitleShadowOffset`, the title label's shadow offset as a
    /// `CGSize` (two doubles, as a label's `UIShadowOffset`), only when not zero, between the title
    /// and the image insets (D: `-[UIButton encodeWithCoder:]`, iOS 26.1, `encodeCGSize:` of the
    /// visual provider's `titleShadowOffset` when it differs from `CGSizeZero`; an Interface Builder
    /// 3-era nib dump shows the same place, `UITitleEdgeInsets`, `UITitleShadowOffset`, `UIImageEdgeInsets`).
    private static func encodeTitleShadowOffset(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject) throws {
        guard let size = reader.child("size", key: "titleShadowOffset") else { return }
        guard let width = size.attribute("width").flatMap(Double.init), let height = size.attribute("height").flatMap(Double.init) else {
            throw UIKitEncodingError.malformed(element: reader.element.name, id: reader.id, reason: "its titleShadowOffset has no numeric width and height")
        }
        if width != 0 || height != 0 { view.append("UITitleShadowOffset", .bytes(UIKitGeometry.doubles([width, height]))) }
    }

    /// `<state title= image= backgroundImage=>` with `titleColor`/`titleShadowColor` colours and an
    /// `<attributedString key="attributedTitle">` (`UIAttributedTitle` right after `UITitle`, D).
    private static func buttonContent(_ state: MarkupElement, buttonID: String?, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(state)
        let key = state.attribute("key") ?? "normal"
        let content = AppKitArchiveObject(className: "UIButtonContent")
        if let title = reader.string("title") {
            content.append("UITitle", UIKitStrings.localizable(title, objectID: buttonID, property: "\(key)Title"))
        }
        if let attributed = reader.child("attributedString", key: "attributedTitle") {
            let title = try UIKitAttributedStringEncoder.encode(attributed, document: encoder.document, ownerID: buttonID,
                                                                owner: "<state key=\"\(key)\">", materialized: false)
            content.append("UIAttributedTitle", .object(title.object))
        }
        // An image is `image=` (with `catalog="system"` for an SF Symbol, which the image's
        // `<resources>` entry also names) or, with a rendering mode or symbol scale, an
        // `<imageReference key="image">` (`UIKitImageEncoder.reference`); never both.
        try reader.accept("catalog", only: ["system"])
        for (attribute, archiveKey) in [("image", "UIImage"), ("backgroundImage", "UIBackgroundImage")] {
            let named = reader.string(attribute)
            let reference = reader.child("imageReference", key: attribute)
            if named != nil && reference != nil {
                throw UIKitEncodingError.malformed(element: "state", id: buttonID, reason: "it has both \(attribute)= and <imageReference key=\"\(attribute)\">")
            }
            if let named {
                content.append(archiveKey, .object(try UIKitImageEncoder.placeholder(named: named, document: encoder.document, ownerID: buttonID)))
            } else if let reference {
                content.append(archiveKey, .object(try UIKitImageEncoder.reference(reference, document: encoder.document, ownerID: buttonID)))
            }
            // `-[UIButtonContent encodeWithCoder:]` (decompiled UIKitCore, iOS 26): the state's
            // preferred symbol configuration, `UIImageSymbolConfiguration`, right after `UIImage`
            // (Apple's Xcode 12.4 pair yarabalkhair Main has it there).
            if attribute == "image", let preferred = reader.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
                content.append("UIImageSymbolConfiguration", .object(try UIKitSymbolConfigurationEncoder.preferred(preferred, owner: "<state key=\"\(key)\">")))
            }
        }
        if let color = reader.child("color", key: "titleColor") {
            content.append("UITitleColor", .object(try UIKitColorEncoder.encode(color, document: encoder.document, ownerID: buttonID)))
        }
        if let color = reader.child("color", key: "titleShadowColor") {
            content.append("UIShadowColor", .object(try UIKitColorEncoder.encode(color, document: encoder.document, ownerID: buttonID)))
        }
        try reader.finish()
        return content
    }
}
