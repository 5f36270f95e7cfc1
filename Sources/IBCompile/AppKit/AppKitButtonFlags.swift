import IBDocument

/// The button-cell flag words shared by `NSButtonCell` and `NSPopUpButtonCell`:
/// `NSButtonFlags` (type bit, inset, border, image position, behaviour) and `NSButtonFlags2`
/// (type id, image scaling, key-equivalent bit), plus `NSBezelStyle` and `NSAuxButtonType`.
struct AppKitButtonFlags {
    static let bezelStyles: [String: Int64] = [
        "rounded": 1, "regularSquare": 2, "disclosure": 5, "shadowlessSquare": 6, "circular": 7, "texturedSquare": 8,
        "helpButton": 9, "smallSquare": 10, "texturedRounded": 11, "roundedRect": 12, "recessed": 13,
        "roundedDisclosure": 14, "inline": 15,
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

    let typeName: String
    let bezel: Int64
    let borderStyle: String?
    var flags: Int64
    var flags2: Int64
    var auxType: Int64

    /// Reads `type`, `inset`, `transparent`, `borderStyle`, `imagePosition`, `imageScaling`, `bezelStyle`.
    init(reader: inout AppKitAttributeReader) throws {
        typeName = reader.string("type") ?? "push"
        guard let type = Self.buttonTypes[typeName] else { throw reader.unsupported("type", typeName) }
        flags = type.typeFlag
        flags2 = type.typeID
        auxType = type.auxType
        let inset = min(max(try reader.integer("inset") ?? 0, 0), 3)
        flags |= [0, 0x2000, 0x4000, 0x6000][Int(inset)]
        // `isTransparent`, the bit above the inset in GNUstep's GSButtonCellFlags (the layout every
        // other bit here matches in Apple's pairs: border 0x80_0000, inset 0x6000, doesNotDimImage
        // 0x1000). No pair has a transparent button: the bit is GNUstep's reading, not Apple output.
        if try reader.bool("transparent", default: false) { flags |= 0x8000 }
        borderStyle = reader.element.attribute("borderStyle")
        flags |= try reader.mapped("borderStyle", ["border": Int64(0x80_0000), "bezel": 0x30_0000, "borderAndBezel": 0xB0_0000], default: 0)
        flags |= try reader.mapped("imagePosition", ["left": Int64(0x38_0000), "right": 0x28_0000, "above": 0x08_0000,
                                                     "below": 0x18_0000, "only": 0x40_0000, "overlaps": 0x48_0000,
                                                     "leading": 0x38_0000, "trailing": 0x28_0000], default: 0)
        flags2 |= try reader.mapped("imageScaling", ["proportionallyDown": Int64(0x80), "proportionallyUpOrDown": 0x40,
                                                     "axesIndependently": 0xC0, "none": 0], default: 0)
        let bezelName = reader.string("bezelStyle")
        guard let bezel = bezelName.map({ Self.bezelStyles[$0] }) ?? 0 else {
            throw reader.unsupported("bezelStyle", bezelName ?? "")
        }
        self.bezel = bezel
    }

    /// Adds the behaviour bits, the auxiliary type of square buttons, the radio type id (its
    /// bezel style) and the key equivalent's modifier mask, shifted left by 8 (GNUstep's
    /// NSButtonCell coder, which reads Apple's nibs: `mask << 8` / `(flags2 >> 8)`; ⌘ is
    /// 0x1000_0000). A button cell without `<modifierMask>` has none: the corpus's buttons write
    /// `command="YES"` when they have it, unlike menu items.
    mutating func finish(behavior: AppKitButtonBehavior?, keyEquivalentModifierMask: Int64) {
        if let behavior { flags |= behavior.flags }
        if typeName == "square" || typeName == "squareTextured" {
            if let behavior, behavior.pushIn {
                auxType = typeName == "square" ? 7 : 2
            } else if behavior?.lightByContentsOnly == true {
                auxType = 5
            }
        }
        if typeName == "radio" { flags2 |= bezel }
        flags2 |= keyEquivalentModifierMask << 8
    }

    func write(to cell: AppKitArchiveObject) {
        cell["NSButtonFlags"] = .integer(AppKitCellEncoder.signed32(flags))
        cell["NSButtonFlags2"] = .integer(AppKitCellEncoder.signed32(flags2))
        cell["NSBezelStyle"] = .integer(bezel)
    }
}

/// `<behavior>`: push-in, state-change, highlight and "does not dim image" (0x1000) bits of
/// `NSButtonFlags`.
struct AppKitButtonBehavior {
    let flags: Int64
    var pushIn: Bool { flags & 0x8000_0000 != 0 }
    var lightByContentsOnly: Bool { flags & 0x0800_0000 != 0 && !pushIn }

    init(_ element: MarkupElement) throws {
        var reader = AppKitAttributeReader(element)
        let bits: [(String, Int64)] = [
            ("pushIn", 0x8000_0000), ("changeContents", 0x4000_0000), ("changeBackground", 0x2000_0000),
            ("changeGray", 0x1000_0000), ("lightByContents", 0x0800_0000), ("lightByBackground", 0x0400_0000),
            ("lightByGray", 0x0200_0000),
        ]
        var flags: Int64 = 0
        for (name, bit) in bits where try reader.bool(name, default: false) { flags |= bit }
        if try reader.bool("doesNotDimImage", default: false) { flags |= 0x1000 }
        self.flags = flags
        try reader.finish()
    }
}
