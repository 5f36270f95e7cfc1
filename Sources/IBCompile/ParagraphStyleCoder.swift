/// What UIFoundation's keyed `-[NSParagraphStyle encodeWithCoder:]` writes, shared by AppKit and
/// UIKit (one coder on both platforms): the tables `AppKitParagraphStyleEncoder` and
/// `UIKitParagraphStyleEncoder` map Xcode's `<paragraphStyle>` attributes through. Each encoder
/// keeps what its platform's element allows (AppKit: tab stops, the tightening flag; UIKit: neither).
enum ParagraphStyleCoder {
    /// CoreText alignments, as the style stores and archives them (`NSTextAlignmentToCTTextAlignment`;
    /// `-initWithCoder:` stores `NSAlignment & 0xF` back as is): center is 2 and right 1 whatever the
    /// platform's own `NSTextAlignment` numbering.
    static let alignments: [String: Int64] = ["left": 0, "right": 1, "center": 2, "justified": 3, "natural": 4]
    static let lineBreakModes: [String: Int64] = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5,
    ]
    static let writingDirections: [String: Int64?] = ["natural": nil, "leftToRight": 1, "rightToLeft": 2]
    /// `NSTighteningFactorForTruncation` is written only when it differs from this.
    static let defaultTighteningFactor = 0.05
    /// Xml attribute → coder key, in the coder's order; each written only when not 0.
    static let doubles: [(attribute: String, key: String)] = [
        ("lineSpacing", "NSLineSpacing"), ("paragraphSpacing", "NSParagraphSpacing"), ("headIndent", "NSHeadIndent"),
        ("firstLineHeadIndent", "NSFirstLineHeadIndent"), ("tailIndent", "NSTailIndent"), ("minimumLineHeight", "NSMinLineHeight"),
        ("maximumLineHeight", "NSMaxLineHeight"), ("lineHeightMultiple", "NSLineHeightMultiple"),
        ("paragraphSpacingBefore", "NSParagraphSpacingBefore"),
    ]
}
