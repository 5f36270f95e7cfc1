import IBDocument

/// `<button>` → `NSButton` and `<buttonCell key="cell">` → `NSButtonCell`: `NSButtonFlags`
/// (behaviour, border, image position, inset), `NSButtonFlags2` (type and image scaling),
/// `NSBezelStyle`, `NSAuxButtonType`, contents, key equivalent and periodic timing.
enum AppKitButtonEncoder {
    static let bezelStyles: [String: Int64] = [
        "rounded": 1, "regularSquare": 2, "disclosure": 5, "shadowlessSquare": 6, "circular": 7, "texturedSquare": 8,
        "helpButton": 9, "smallSquare": 10, "texturedRounded": 11, "roundedRect": 12, "recessed": 13,
        "roundedDisclosure": 14, "inline": 15, "push": 1, "flexiblePush": 2, "toolbar": 11, "accessoryBarAction": 12,
        "accessoryBar": 13, "badge": 15,
    ]

    private struct ButtonType {
        let typeFlag: Int64
        let typeID: Int64
        let auxType: Int64
    }

    private static let buttonTypes: [String: ButtonType] = [
        "push": ButtonType(typeFlag: 0, typeID: 0x1, auxType: 7),
        "radio": ButtonType(typeFlag: 0x100, typeID: 0, auxType: 4),
        "recessed": ButtonType(typeFlag: 0, typeID: 0x2D, auxType: 1),
        "check": ButtonType(typeFlag: 0x100, typeID: 0x2, auxType: 3),
        "roundRect": ButtonType(typeFlag: 0, typeID: 0x24, auxType: 7),
        "square": ButtonType(typeFlag: 0, typeID: 0x6, auxType: 0),
        "squareTextured": ButtonType(typeFlag: 0, typeID: 0x20, auxType: 0),
        "disclosureTriangle": ButtonType(typeFlag: 0, typeID: 0x5, auxType: 2),
        "help": ButtonType(typeFlag: 0, typeID: 0x21, auxType: 7),
        "smallSquare": ButtonType(typeFlag: 0, typeID: 0x22, auxType: 7),
        "roundTextured": ButtonType(typeFlag: 0, typeID: 0x23, auxType: 7),
        "disclosure": ButtonType(typeFlag: 0, typeID: 0x26, auxType: 6),
        "inline": ButtonType(typeFlag: 0, typeID: 0x27, auxType: 7),
        "bevel": ButtonType(typeFlag: 0, typeID: 0x2, auxType: 7),
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let button = AppKitArchiveObject(className: "NSButton")
        var reader = AppKitAttributeReader(element)
        let horizontalHugging = reader.string("horizontalHuggingPriority")
        let verticalHugging = reader.string("verticalHuggingPriority")
        var cell: AppKitArchiveObject?
        try AppKitViewEncoder.encodeView(button, element: element, reader: &reader, parent: parent, walker: walker) { child in
            guard child.name == "buttonCell", child.attribute("key") == "cell" else { return false }
            cell = try encodeCell(child, control: button, walker: walker)
            return true
        }
        if let cell { button["NSCell"] = .object(cell) }
        // Check boxes and radio buttons always record their hugging; other buttons only at
        // the default {250, 750} are known (other values depend on the bezel: refused).
        let hugging = (horizontalHugging ?? "250", verticalHugging ?? "750")
        let cellType = element.childElements.first { $0.name == "buttonCell" }?.attribute("type")
        if cellType == "check" || cellType == "radio" {
            button["NSHuggingPriority"] = .string("{\(hugging.0), \(hugging.1)}")
        } else if hugging != ("250", "750") {
            throw reader.unsupported(horizontalHugging != nil ? "horizontalHuggingPriority" : "verticalHuggingPriority",
                                     horizontalHugging ?? verticalHugging ?? "")
        }
        AppKitControlKeys.finish(button, enabled: true)
        button["IBNSShadowedSymbolConfiguration"] = .null
        button.order(AppKitControlKeys.order)
        try reader.finish()
        return button
    }

    static func encodeCell(_ element: MarkupElement, control: AppKitArchiveObject,
                           walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        let cell = try AppKitCellEncoder.beginCell("NSButtonCell", reader: &reader, control: control, context: context)
        let typeName = reader.string("type") ?? "push"
        guard let type = buttonTypes[typeName] else { throw reader.unsupported("type", typeName) }

        var buttonFlags: Int64 = type.typeFlag
        var buttonFlags2: Int64 = type.typeID
        var auxType = type.auxType
        let inset = min(max(try reader.integer("inset") ?? 0, 0), 3)
        buttonFlags |= [0, 0x2000, 0x4000, 0x6000][Int(inset)]
        buttonFlags |= try reader.mapped("borderStyle", ["border": Int64(0x80_0000), "bezel": 0x30_0000, "borderAndBezel": 0xB0_0000], default: 0)
        buttonFlags |= try reader.mapped("imagePosition", ["left": Int64(0x38_0000), "right": 0x28_0000, "above": 0x08_0000,
                                                           "below": 0x18_0000, "only": 0x40_0000, "overlaps": 0x48_0000,
                                                           "leading": 0x38_0000, "trailing": 0x28_0000], default: 0)
        buttonFlags2 |= try reader.mapped("imageScaling", ["proportionallyDown": Int64(0x80), "proportionallyUpOrDown": 0x40,
                                                           "axesIndependently": 0xC0, "none": 0], default: 0)
        let bezelName = reader.string("bezelStyle")
        guard let bezel = bezelName.map({ bezelStyles[$0] }) ?? 0 else { throw reader.unsupported("bezelStyle", bezelName ?? "") }

        cell["NSContents"] = .string(reader.string("title") ?? "")
        cell["NSSupport"] = .object(AppKitFontEncoder.defaultButtonFont())
        cell["NSControlView"] = .object(control)
        var behavior: (flags: Int64, lightByContentsOnly: Bool, pushIn: Bool)?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("font", "font"):
                cell["NSSupport"] = .object(try AppKitFontEncoder.encode(child, ownerID: reader.id))
            case ("behavior", "behavior"):
                behavior = try self.behavior(child)
            default:
                if try walker.encodeCommonChild(child, of: cell) { continue }
                throw walker.unsupported(child)
            }
        }
        if let behavior { buttonFlags |= behavior.flags }
        if typeName == "square" || typeName == "squareTextured" {
            if let behavior, behavior.pushIn {
                auxType = typeName == "square" ? 7 : 2
            } else if behavior?.lightByContentsOnly == true {
                auxType = 5
            }
        }
        // A radio button's type id is its bezel style.
        if typeName == "radio" { buttonFlags2 |= bezel }
        let keyEquivalent = reader.string("keyEquivalent") ?? ""
        if !keyEquivalent.isEmpty { buttonFlags2 |= 0x1000_0000 }

        cell["NSButtonFlags"] = .integer(AppKitCellEncoder.signed32(buttonFlags))
        cell["NSButtonFlags2"] = .integer(AppKitCellEncoder.signed32(buttonFlags2))
        cell["NSBezelStyle"] = .integer(bezel)
        if let imageName = reader.string("image") {
            cell["NSNormalImage"] = .object(AppKitImageResource.image(named: imageName, context: context))
        }
        switch typeName {
        case "radio": cell["NSAlternateImage"] = .object(buttonImageSource("NSRadioButton"))
        case "check": cell["NSAlternateImage"] = .object(buttonImageSource("NSSwitch"))
        default: break
        }
        cell["NSAlternateContents"] = .string(reader.string("alternateTitle") ?? "")
        cell["NSKeyEquivalent"] = .string(keyEquivalent)
        cell["NSPeriodicDelay"] = .integer(400)
        cell["NSPeriodicInterval"] = .integer(75)
        cell["NSAuxButtonType"] = .integer(auxType)
        try reader.finish()
        return cell
    }

    private static func buttonImageSource(_ name: String) -> AppKitArchiveObject {
        let source = AppKitArchiveObject(className: "NSButtonImageSource", isSharedByContent: true)
        source.append("NSImageName", .string(name))
        return source
    }

    /// `<behavior>`: push-in, state-change and highlight bits of `NSButtonFlags`.
    private static func behavior(_ element: MarkupElement) throws -> (flags: Int64, lightByContentsOnly: Bool, pushIn: Bool) {
        var reader = AppKitAttributeReader(element)
        let bits: [(String, Int64)] = [
            ("pushIn", 0x8000_0000), ("changeContents", 0x4000_0000), ("changeBackground", 0x2000_0000),
            ("changeGray", 0x1000_0000), ("lightByContents", 0x0800_0000), ("lightByBackground", 0x0400_0000),
            ("lightByGray", 0x0200_0000),
        ]
        var flags: Int64 = 0
        for (name, bit) in bits where try reader.bool(name, default: false) { flags |= bit }
        let pushIn = flags & 0x8000_0000 != 0
        let lightByContentsOnly = flags & 0x0800_0000 != 0 && !pushIn
        try reader.accept("doesNotDimImage", only: ["NO"])
        try reader.finish()
        return (flags, lightByContentsOnly, pushIn)
    }
}
