/// `NSWindowTemplate` keys and flag bits no Apple pair in the fixtures shows, taken from two
/// public sources that agree with every bit and key the pairs do show:
/// * Darling's/ravynOS's `NSWindowTemplate` (Cocotron-derived AppKit): its `NSWindowTemplateFlags`
///   give exactly the `NSWTFlags` bits ibtool's pairs have (0x800 key-view loop, 0x2000 tool tips,
///   struts from bit 19, 0x20000000 deferred, 0x40000000 not released, 0x80000000 hides on
///   deactivate) and name bit 12 (0x1000) `NSWindowTemplateFlagNoShadow`; its coder decodes
///   `NSWindowTitleVisibility` (integer) and `NSTitlebarAppearsTransparent` (bool).
/// * A public xib compiler whose window keys were probed against Apple's ibtool: it writes
///   `NSWindowTitleVisibility` 1 for `titleVisibility="hidden"` (AppKit's `NSWindowTitleHidden`) and
///   `NSTitlebarAppearsTransparent` for `titlebarAppearsTransparent="YES"`, both only when set and
///   after `NSMaxFullScreenContentSize`. (Its boolean helper is inverted against the pairs — it
///   notes that `NSWindowIsRestorable` "stores the inverse", where the pairs show YES for a
///   restorable window — so its YES for a transparent title bar is read here as YES.)
/// Hypotheses until a pair shows them.
enum AppKitWindowTemplateKeys {
    /// `hasShadow="NO"`.
    static let noShadowFlag: Int64 = 0x1000

    /// `titleVisibility` and `titlebarAppearsTransparent`, written only when not the default.
    static func applyTitlebar(to window: AppKitArchiveObject, reader: inout AppKitAttributeReader) throws {
        if try reader.mapped("titleVisibility", ["visible": false, "hidden": true], default: false) {
            window["NSWindowTitleVisibility"] = .integer(1)
        }
        if try reader.bool("titlebarAppearsTransparent", default: false) {
            window["NSTitlebarAppearsTransparent"] = .bool(true)
        }
    }
}
