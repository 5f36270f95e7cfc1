import IBDocument

/// `<paragraphStyle key="NSParagraphStyle">` (an attributed-text run's attribute) → `NSParagraphStyle`,
/// in the order of its keyed `-encodeWithCoder:` (UIFoundation, iOS 26.1 decompilation, D):
/// `NSAlignment` (unless left, 0: the *CoreText* alignment the style stores and archives — see below),
/// `NSLineBreakMode` (unless word
/// wrapping, 0), then each of `NSLineSpacing`, `NSParagraphSpacing`, `NSHeadIndent`,
/// `NSFirstLineHeadIndent`, `NSTailIndent`, `NSMinLineHeight`, `NSMaxLineHeight`,
/// `NSLineHeightMultiple`, `NSParagraphSpacingBefore` that is not 0 (doubles),
/// `NSTighteningFactorForTruncation` when not the default 0.05, `NSTabStops` (nil without tab
/// stops: the coder's other branch encodes the unset tab stops, and an iOS archive decoded by a
/// public tool shows `NSTabStops` None, K), `NSWritingDirection` (1 left to right, 2 right to
/// left; nothing for natural). Tab stops, hyphenation, line-break strategies, tightening flags
/// and text blocks/lists are refused by name. **Inferred**: the class name (`NSParagraphStyle`,
/// the xib's element), the default tightening factor 0.05 (Apple's documented default).
///
/// The alignment: UIFoundation's style keeps `NSTextAlignmentToCTTextAlignment(alignment)` and its coder
/// archives that value (`-initWithCoder:` stores `NSAlignment & 0xF` back as is; the same coder on macOS,
/// `AppKitParagraphStyleEncoder`), so an archive means the same on both platforms: center is 2 and right 1
/// here although UIKit's `NSTextAlignment` numbers them 1 and 2. Read off the decompilation by the AppKit
/// side; no iOS Apple nib in the fixtures has a paragraph style to confirm it.
enum UIKitParagraphStyleEncoder {
    private typealias Coder = ParagraphStyleCoder

    /// The style and its alignment (the label takes the first run's).
    static func encode(_ element: MarkupElement, ownerID: String?) throws -> (AppKitArchiveObject, Int64) {
        var reader = UIKitElementReader(element)
        let alignment = try reader.mapped("alignment", UIKitLabelClass.alignments, default: 4)
        let archivedAlignment = try reader.mapped("alignment", Coder.alignments, default: 4)
        let lineBreak = try reader.mapped("lineBreakMode", Coder.lineBreakModes, default: 0)
        let style = AppKitArchiveObject(className: "NSParagraphStyle")
        if archivedAlignment != 0 { style.append("NSAlignment", .integer(archivedAlignment)) }
        if lineBreak != 0 { style.append("NSLineBreakMode", .integer(lineBreak)) }
        for (attribute, key) in Coder.doubles {
            if let value = try reader.double(attribute), value != 0 { style.append(key, .double(value)) }
        }
        let tightening = try reader.double("tighteningFactorForTruncation") ?? Coder.defaultTighteningFactor
        if tightening != Coder.defaultTighteningFactor { style.append("NSTighteningFactorForTruncation", .double(tightening)) }
        style.append("NSTabStops", .null)
        if let direction = try reader.mapped("baseWritingDirection", Coder.writingDirections, default: nil) {
            style.append("NSWritingDirection", .integer(direction))
        }
        try reader.finish()
        return (style, alignment)
    }
}
