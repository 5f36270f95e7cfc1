import IBDocument

/// `visualEffectView` → `NSVisualEffectView`: the view keys, then `NSVisualEffectViewBlendingMode`,
/// `NSVisualEffectViewState`, `NSVisualEffectViewMaskImage` (nil), `NSVisualEffectViewMaterial`,
/// `IBVisualEffectViewExternalMaterial` (the same material) and `IBVisualEffectViewAppearanceType`
/// 0 (HSChooserWindow: behindWindow / followsWindowActiveState / sidebar → 0, 0, 7). The values are
/// AppKit's public enums (`NSVisualEffectBlendingMode`, `…State`, `…Material`; the same tables as
/// viraptor/ibtool's parser). ibtool writes all three even at their defaults, so a document that
/// leaves one out (its default in Interface Builder is not known) is refused, as are a mask image
/// and an `appearance`.
enum AppKitVisualEffectViewEncoder {
    static let blendingModes: [String: Int64] = ["behindWindow": 0, "withinWindow": 1]
    static let states: [String: Int64] = ["followsWindowActiveState": 0, "active": 1, "inactive": 2]
    static let materials: [String: Int64] = [
        "appearanceBased": 0, "light": 1, "dark": 2, "titlebar": 3, "selection": 4, "menu": 5, "popover": 6, "sidebar": 7,
        "mediumLight": 8, "ultraDark": 9, "headerView": 10, "sheet": 11, "windowBackground": 12, "hudWindow": 13,
        "fullScreenUI": 15, "toolTip": 17, "contentBackground": 18, "underWindowBackground": 21, "underPageBackground": 22,
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?, walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let view = AppKitArchiveObject(className: "NSVisualEffectView")
        var reader = AppKitAttributeReader(element)
        func value(_ name: String, _ table: [String: Int64]) throws -> Int64 {
            guard let text = reader.string(name) else { throw reader.unsupported(name, "(absent)") }
            guard let value = table[text] else { throw reader.unsupported(name, text) }
            return value
        }
        let blending = try value("blendingMode", blendingModes)
        let state = try value("state", states)
        let material = try value("material", materials)
        try AppKitViewEncoder.encodeView(view, element: element, reader: &reader, parent: parent, walker: walker) { _ in false }
        view["NSVisualEffectViewBlendingMode"] = .integer(blending)
        view["NSVisualEffectViewState"] = .integer(state)
        view["NSVisualEffectViewMaskImage"] = .null
        view["NSVisualEffectViewMaterial"] = .integer(material)
        view["IBVisualEffectViewExternalMaterial"] = .integer(material)
        view["IBVisualEffectViewAppearanceType"] = .integer(0)
        try reader.finish()
        return view
    }
}
