import IBDocument

/// `<paragraphStyle key="NSParagraphStyle">` (a text-storage run's attribute) → `NSParagraphStyle`,
/// in the order of its keyed `-encodeWithCoder:` (UIFoundation, which AppKit and UIKit share; the
/// decompilation the UIKit side reads, see `UIKitParagraphStyleEncoder`):
///
/// - `NSAlignment`, unless left: the style keeps — and the coder archives — the *CoreText*
///   alignment (`NSTextAlignmentToCTTextAlignment`: left 0, right 1, center 2, justified 3,
///   natural 4; `-initWithCoder:` stores `NSAlignment & 0xF` back as is). The legacy archive
///   sequelpro DBView has `NSAlignment` 4 for a natural style.
/// - `NSLineBreakMode` unless word wrapping; the doubles `NSLineSpacing` … `NSParagraphSpacingBefore`
///   that are not 0; `NSTighteningFactorForTruncation` when not the default 0.05.
/// - `NSTabStops`: nil without `<tabStops>` (the coder encodes the unset tab stops); with them an
///   `NSArray` of `NSTextTab` (see `tab`; AppKit's coder wrote left tabs as { `NSLocation` } in
///   the legacy archive sequelpro DBView).
/// - `NSWritingDirection` 1 left to right, 2 right to left, nothing for natural.
/// - `NSAllowsTighteningForTruncation` (integer 1) unless `allowsDefaultTighteningForTruncation="NO"`:
///   a new style takes AppKit's default, YES on current SDKs (`+initialize` clears it only for
///   programs linked against old ones), and Xcode writes the attribute only when it is NO
///   (16 of the 55 macOS corpus styles). **Inferred** from the coder and Xcode's habit of
///   omitting defaults: no Apple nib in the fixtures has a paragraph style.
enum AppKitParagraphStyleEncoder {
    private typealias Coder = ParagraphStyleCoder

    static func encode(_ element: MarkupElement, ownerID: String?) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let style = AppKitArchiveObject(className: "NSParagraphStyle")
        let alignment = try reader.mapped("alignment", Coder.alignments, default: 4)
        if alignment != 0 { style.append("NSAlignment", .integer(alignment)) }
        let lineBreak = try reader.mapped("lineBreakMode", Coder.lineBreakModes, default: 0)
        if lineBreak != 0 { style.append("NSLineBreakMode", .integer(lineBreak)) }
        for (attribute, key) in Coder.doubles {
            if let value = try reader.double(attribute), value != 0 { style.append(key, .double(value)) }
        }
        let tightening = try reader.double("tighteningFactorForTruncation") ?? Coder.defaultTighteningFactor
        if tightening != Coder.defaultTighteningFactor { style.append("NSTighteningFactorForTruncation", .double(tightening)) }
        var tabs: [AppKitArchiveObject]?
        for child in element.childElements {
            guard child.name == "tabStops", tabs == nil else { throw AppKitEncodingError.unsupported(child) }
            tabs = try child.childElements.map { try tab($0, ownerID: ownerID) }
        }
        style.append("NSTabStops", tabs.map { .object(.collection("NSArray", $0.map { .object($0) })) } ?? .null)
        if let direction = try reader.mapped("baseWritingDirection", Coder.writingDirections, default: nil) {
            style.append("NSWritingDirection", .integer(direction))
        }
        if try reader.bool("allowsDefaultTighteningForTruncation", default: true) {
            style.append("NSAllowsTighteningForTruncation", .integer(1))
        }
        try reader.finish()
        return style
    }

    /// `<textTab alignment="left" location="36"><options/></textTab>` → `NSTextTab`, as its keyed
    /// `-encodeWithCoder:` (UIFoundation decompilation) writes it: `NSTextAlignment` (the CoreText
    /// alignment) only for alignments past center — right, justified, natural —, `NSType` (the
    /// `NSTextTabType`: right 1, center 2; left, and justified or natural in a left-to-right
    /// locale, 0, left out), `NSLocation`. A left tab is { `NSLocation` } alone, as in the legacy
    /// archive sequelpro DBView. `<options/>` is read as no options: **hypothesis** — a tab made
    /// with `-initWithType:location:` (the ruler's) has nil options, and `-options` answers an
    /// empty dictionary for nil, so Xcode writes `<options/>` either way; options with entries
    /// (decimal tabs) are refused.
    private static func tab(_ element: MarkupElement, ownerID: String?) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        guard element.name == "textTab" else { throw AppKitEncodingError.unsupported(element) }
        let alignment = try reader.mapped("alignment", Coder.alignments, default: 0)
        guard let location = try reader.double("location") else {
            throw AppKitEncodingError.malformed(element: "textTab", id: ownerID, reason: "a tab stop needs a location")
        }
        for child in element.childElements where !(child.name == "options" && child.childElements.isEmpty && child.attributes.isEmpty) {
            throw AppKitEncodingError.unsupported(child)
        }
        try reader.finish()
        let tab = AppKitArchiveObject(className: "NSTextTab")
        // CoreText right 1, justified 3, natural 4 are past NSTextAlignmentCenter.
        if [1, 3, 4].contains(alignment) { tab.append("NSTextAlignment", .integer(alignment)) }
        let type: Int64 = alignment == 1 ? 1 : alignment == 2 ? 2 : 0
        if type != 0 { tab.append("NSType", .integer(type)) }
        tab.append("NSLocation", .double(location))
        return tab
    }
}
