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
    static let lineBreakModes: [String: Int64] = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5,
    ]
    static let writingDirections: [String: Int64?] = ["natural": nil, "leftToRight": 1, "rightToLeft": 2]
    static let defaultTighteningFactor = 0.05
    /// UIKit's `NSTextAlignment` → CoreText's `CTTextAlignment` (left 0, right 1, center 2, justified 3, natural 4).
    static let coreTextAlignments: [Int64: Int64] = [0: 0, 1: 2, 2: 1, 3: 3, 4: 4]
    /// Xml attribute → coder key, in the coder's order.
    static let doubles: [(attribute: String, key: String)] = [
        ("lineSpacing", "NSLineSpacing"), ("paragraphSpacing", "NSParagraphSpacing"), ("headIndent", "NSHeadIndent"),
        ("firstLineHeadIndent", "NSFirstLineHeadIndent"), ("tailIndent", "NSTailIndent"), ("minimumLineHeight", "NSMinLineHeight"),
        ("maximumLineHeight", "NSMaxLineHeight"), ("lineHeightMultiple", "NSLineHeightMultiple"),
        ("paragraphSpacingBefore", "NSParagraphSpacingBefore"),
    ]

    /// The style and its alignment (the label takes the first run's).
    static func encode(_ element: MarkupElement, ownerID: String?) throws -> (AppKitArchiveObject, Int64) {
        var reader = UIKitElementReader(element)
        let alignment = try reader.mapped("alignment", UIKitLabelClass.alignments, default: 4)
        let lineBreak = try reader.mapped("lineBreakMode", lineBreakModes, default: 0)
        let style = AppKitArchiveObject(className: "NSParagraphStyle")
        let archivedAlignment = coreTextAlignments[alignment] ?? alignment
        if archivedAlignment != 0 { style.append("NSAlignment", .integer(archivedAlignment)) }
        if lineBreak != 0 { style.append("NSLineBreakMode", .integer(lineBreak)) }
        for (attribute, key) in doubles {
            if let value = try reader.double(attribute), value != 0 { style.append(key, .double(value)) }
        }
        let tightening = try reader.double("tighteningFactorForTruncation") ?? defaultTighteningFactor
        if tightening != defaultTighteningFactor { style.append("NSTighteningFactorForTruncation", .double(tightening)) }
        style.append("NSTabStops", .null)
        if let direction = try reader.mapped("baseWritingDirection", writingDirections, default: nil) {
            style.append("NSWritingDirection", .integer(direction))
        }
        try reader.finish()
        return (style, alignment)
    }
}
