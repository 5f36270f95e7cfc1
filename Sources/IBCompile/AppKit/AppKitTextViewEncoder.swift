import IBDocument

/// `<textView>` (a scroll view's document view) → `NSTextView`, from the Apple nibs of fixtures
/// test11_text_view_back, test12_text_view_border, textview_linkdetection and test6_whitecolor:
///
/// - `NSTextView`: the view keys, `NSTextContainer`, `NSSharedData`, `NSTVFlags` (0x84 |
///   1 horizontally resizable | 2 vertically resizable), `NSMaxSize` (the document's
///   `maxSize`, else its frame size; `minSize` leaves no key), `NSDelegate` nil, `NSTextViewTextColor`.
/// - `NSTextContainer` { `NSLayoutManager`, `NSTextLayoutManager` nil, `NSTextView`,
///   `NSWidth` (the text view's width after the scroll view's tiling), `NSMinWidth` 15,
///   `NSTCFlags` 1 }; `NSLayoutManager` { `NSTextStorage` (empty `NSMutableString`),
///   `NSTextContainers`, `NSLMFlags` 0x66, `NSDelegate` nil }.
/// - `NSTextViewSharedData`: `NSFlags` (1 selectable, 2 editable, 4 rich text, 8 imports
///   graphics, 0x20 font panel, 0x40 ruler, 0x200 smart insert/delete, 0x2000 find panel,
///   0x40000 link detection, 0x4000000 spelling correction, always 0x800 and 0x100 unless
///   `drawsBackground="NO"`, and the inferred bits of `sharedDataFlags`), `NSMoreFlags` 1,
///   `NSPreferredTextFinderStyle` (panel 1, bar 2), the background `textBackgroundColor` (the
///   document's `backgroundColor` leaves no trace: test6_whitecolor), selected-text and link
///   attributes, the insertion colour (`insertionPointColor` or `textInsertionPointColor`),
///   `NSWritingToolsFlags` 0x100.
///
/// A document older than toolsVersion 14269 without `textColor` gets the system `textColor`;
/// a newer one none (no `NSTextViewTextColor`).
/// `verticallyResizable` absent means YES in documents older than toolsVersion 13087 (test6);
/// in newer ones the default is not known and the attribute is required. Text content:
/// see `encodeText`.
enum AppKitTextViewEncoder {
    /// YES/NO attributes (default NO) that set one `NSTextViewSharedData.NSFlags` bit, beyond the
    /// ones the pairs show. **Inferred**: no Apple pair has them; the bits are those of Finch's
    /// table of `NSFlags` "as ibtool writes them", which agrees with every bit the pairs do show
    /// and explains the storyboard text views' 0x8000 / 0x2000000 (grammar, replacement) and
    /// sb_tv_customclass's 0x20000 / 0x1000000 (quotes, dashes). continuousSpellChecking 0x80,
    /// allowsUndo 0x400 and fieldEditor 0x10 are also GNUstep's reading; 0x80, 0x400 and
    /// allowsDocumentBackgroundColorChange 0x4000 also viraptor/ibtool's.
    static let sharedDataFlags: [(String, Int64)] = [
        ("fieldEditor", 0x10), ("continuousSpellChecking", 0x80), ("allowsUndo", 0x400),
        ("allowsDocumentBackgroundColorChange", 0x4000), ("grammarChecking", 0x8000),
        ("allowsImageEditing", 0x1_0000), ("quoteSubstitution", 0x2_0000), ("dataDetection", 0xC0_0000),
        ("dashSubstitution", 0x100_0000), ("textReplacement", 0x200_0000),
        ("incrementalSearchingEnabled", 0x4000_0000), ("usesInspectorBar", 0x8000_0000),
    ]

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        let textView = AppKitArchiveObject(className: "NSTextView")
        var reader = AppKitAttributeReader(element)
        let textViewID = reader.id
        var flags: Int64 = 0x100 | 0x800
        if try reader.bool("selectable", default: true) { flags |= 0x1 }
        if try reader.bool("editable", default: true) { flags |= 0x2 }
        if try reader.bool("richText", default: true) { flags |= 0x4 }
        if try reader.bool("importsGraphics", default: true) { flags |= 0x8 }
        if try reader.bool("usesFontPanel", default: false) { flags |= 0x20 }
        if try reader.bool("usesRuler", default: false) { flags |= 0x40 }
        if try reader.bool("smartInsertDelete", default: false) { flags |= 0x200 }
        if try reader.bool("linkDetection", default: false) { flags |= 0x40000 }
        if try reader.bool("spellingCorrection", default: false) { flags |= 0x400_0000 }
        for (attribute, bit) in sharedDataFlags where try reader.bool(attribute, default: false) { flags |= bit }
        // drawsBackground="NO" clears 0x100 (viraptor/ibtool and Finch; GNUstep's reader takes
        // 0x800 for it instead, but 0x800 is set in every Apple text view of the pairs).
        if !(try reader.bool("drawsBackground", default: true)) { flags &= ~0x100 }
        // textCompletion="NO" → NSAutomaticTextCompletionDisabled YES (the key every Apple text
        // view archives as NO; viraptor/ibtool writes the same key YES for a text field's cell).
        let completionDisabled = !(try reader.bool("textCompletion", default: true))
        // allowsNonContiguousLayout → NSLMFlags 0x80 (Finch's NSLayoutManager reader; inferred).
        let nonContiguousLayout = try reader.bool("allowsNonContiguousLayout", default: false)
        let findStyle = try reader.mapped("findStyle", ["panel": Int64(1), "bar": 2], default: 0)
        if findStyle == 1 { flags |= 0x2000 }
        var textViewFlags: Int64 = 0x84
        if try reader.bool("horizontallyResizable", default: false) { textViewFlags |= 0x1 }
        if element.attribute("verticallyResizable") == nil && context.toolsVersion >= 13087 {
            throw reader.unsupported("verticallyResizable", "(absent)")
        }
        if try reader.bool("verticallyResizable", default: true) { textViewFlags |= 0x2 }

        var textColor: AppKitArchiveObject?
        var textStorage: MarkupElement?
        var insertionColor: AppKitArchiveObject?
        var maxSize: String?
        try AppKitViewEncoder.encodeView(textView, element: element, reader: &reader, parent: parent, walker: walker) { child in
            switch (child.name, child.attribute("key")) {
            case ("color", "textColor"):
                textColor = try context.colors.encode(child, ownerID: textViewID)
            case ("color", "insertionPointColor"):
                // The system `textColor` (NSTextView's insertion colour before macOS 14 brought
                // `textInsertionPointColor`) is archived as today's default (sb_toolbar_colors_tv);
                // other colours are kept (`controlTextColor`: test6_whitecolor, textview_linkdetection).
                let isOldDefault = child.attribute("name") == "textColor" && child.attribute("catalog") == "System"
                let color = try context.colors.encode(child, ownerID: textViewID)
                insertionColor = isOldDefault ? nil : color
            case ("color", "backgroundColor"):
                _ = try context.colors.encode(child, ownerID: textViewID)
            case ("attributedString", "textStorage"):
                textStorage = child
            case ("size", "minSize"), ("size", "maxSize"):
                var sizeReader = AppKitAttributeReader(child)
                guard let width = try sizeReader.double("width"), let height = try sizeReader.double("height") else {
                    throw AppKitEncodingError.malformed(element: "size", id: textViewID, reason: "a text view size needs width and height")
                }
                try sizeReader.finish()
                if child.attribute("key") == "maxSize" { maxSize = AppKitRect.sizeString(width, height) }
            default:
                return false
            }
            return true
        }
        if textColor == nil {
            if context.toolsVersion < 14269 {
                textColor = try context.colors.systemColor("textColor", element: "textView", ownerID: textViewID)
            } else if textStorage != nil {
                throw AppKitEncodingError.malformed(element: "textView", id: textViewID,
                                                    reason: "a text view with text but without textColor cannot be compiled to a macOS nib yet")
            }
            // Newer documents without a text colour get no NSTextViewTextColor at all (the
            // toolsVersion 22505 storyboards sb_textview, sb_tv_customclass, sb_toolbar_colors_tv).
        }

        let storage = AppKitArchiveObject(className: "NSTextStorage")
        if let textStorage, let textColor {
            try encodeText(textStorage, into: storage, textColor: textColor, colors: context.colors, ownerID: textViewID)
        } else {
            storage.append("NSString", .object(.mutableString("")))
        }
        storage.append("NSDelegate", .null)
        let container = AppKitArchiveObject(className: "NSTextContainer")
        let layoutManager = AppKitArchiveObject(className: "NSLayoutManager")
        layoutManager.append("NSTextStorage", .object(storage))
        layoutManager.append("NSTextContainers", .object(.mutableArray([container])))
        layoutManager.append("NSLMFlags", .integer(0x66 | (nonContiguousLayout ? 0x80 : 0)))
        layoutManager.append("NSDelegate", .null)
        container.append("NSLayoutManager", .object(layoutManager))
        container.append("NSTextLayoutManager", .null)
        container.append("NSTextView", .object(textView))
        container.append("NSWidth", .double(width(of: textView)))
        container.append("NSMinWidth", .double(15))
        container.append("NSTCFlags", .integer(1))

        func system(_ name: String) throws -> AppKitArchiveValue {
            .object(try context.colors.systemColor(name, element: "textView", ownerID: textViewID))
        }
        let shared = AppKitArchiveObject(className: "NSTextViewSharedData")
        shared.append("NSAutomaticTextCompletionDisabled", .bool(completionDisabled))
        if context.document.kind.format == .storyboard {
            // Fitted, meaning unknown: the three storyboard text views (sb_textview,
            // sb_toolbar_colors_tv, sb_tv_customclass) carry 0x8000 and 0x2000000, which no xib
            // text view has, and the two plain ones lack 0x4000000 although they say
            // spellingCorrection="YES" (test11's xib text view with the same attributes has it).
            // The custom-class one has 0x4000000, 0x1000000 and 0x20000 as well: not reproduced.
            flags = (flags & ~0x400_0000) | 0x200_8000
        }
        shared.append("NSFlags", .integer(Int64(Int32(truncatingIfNeeded: flags))))
        shared.append("NSMoreFlags", .integer(1))
        shared.append("NSTextCheckingTypes", .integer(0))
        shared.append("NSMarkedAttributes", .null)
        shared.append("NSBackgroundColor", try system("textBackgroundColor"))
        shared.append("NSSelectedAttributes", .object(.collection("NSDictionary", [
            .string("NSBackgroundColor"), try system("selectedTextBackgroundColor"),
            .string("NSColor"), try system("selectedTextColor"),
        ])))
        shared.append("NSInsertionColor", try insertionColor.map { .object($0) } ?? system("textInsertionPointColor"))
        let cursor = AppKitArchiveObject(className: "NSCursor", isSharedByContent: true)
        cursor.append("NSHotSpot", .string("{8, -8}"))
        cursor.append("NSCursorType", .integer(13))
        shared.append("NSLinkAttributes", .object(.collection("NSDictionary", [
            .string("NSColor"), try system("linkColor"),
            .string("NSCursor"), .object(cursor),
            .string("NSUnderline"), .object(.number(1)),
        ])))
        shared.append("NSDefaultParagraphStyle", .null)
        shared.append("NSTextFinder", .null)
        shared.append("NSPreferredTextFinderStyle", .integer(findStyle))
        shared.append("NSTextHighlightAttributes", .null)
        shared.append("NSWritingToolsFlags", .integer(0x100))

        textView["NSTextContainer"] = .object(container)
        textView["NSSharedData"] = .object(shared)
        textView["NSTVFlags"] = .integer(textViewFlags)
        if maxSize == nil, let frame = element.childElements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) {
            // Without `maxSize` the text view keeps the one it was created with: its document
            // frame's size, before the scroll view's tiling (sb_textview, sb_toolbar_colors_tv).
            let rect = try AppKitRect(frame, ownerID: textViewID)
            maxSize = AppKitRect.sizeString(rect.width, rect.height)
        }
        if let maxSize { textView["NSMaxSize"] = .string(maxSize) }
        textView["NSDelegate"] = .null
        // With text, the colour goes into the text's attributes instead (textview_multiattr).
        if let textColor, textStorage == nil { textView["NSTextViewTextColor"] = .object(textColor) }
        try reader.finish()
        return textView
    }

    /// `<attributedString key="textStorage">` of fragments → `NSString` (all the text) and
    /// `NSAttributes`, as Foundation's NSAttributedString coder writes them: for one run the run's
    /// attribute dictionary itself (AppKit's coder in the legacy archive sequelpro DBView: "No
    /// errors" with one `NSDictionary` and no `NSAttributeInfo`); for several an `NSMutableArray`
    /// of the distinct dictionaries in order of first use and `NSAttributeInfo` (`NSMutableData`:
    /// per run its length in UTF-16 units and its dictionary's index — textview_multiattr: "Hello "
    /// / "bold" / " world" → 06 00 04 01 06 00 — each a little-endian base-128 varint, as the UIKit
    /// side writes them, `UIKitAttributedStringEncoder`). Adjacent fragments with equal attributes
    /// are one run (an attributed string keeps no boundary between equal runs).
    ///
    /// A dictionary holds, keys sorted: `NSColor` (the run's `<color key="NSColor">`, else the text
    /// view's text colour, as in textview_multiattr), `NSFont` (required), `NSParagraphStyle` when
    /// the run has one (`AppKitParagraphStyleEncoder`; the legacy archive keeps it beside the font),
    /// the underline (`NSUnderline`, an integer `NSNumber`, and `NSUnderlineColor`: the
    /// attributes' own names) and a link (`NSLink`, an `NSURL` { `NS.base` nil, `NS.relative` the
    /// string }: NSURL's keyed coder, as every public keyed-archive reader decodes it). Other
    /// attributes are refused.
    private static func encodeText(_ element: MarkupElement, into storage: AppKitArchiveObject,
                                   textColor: AppKitArchiveObject, colors: AppKitColorEncoder, ownerID: String?) throws {
        var text = ""
        var dictionaries: [(signature: String, object: AppKitArchiveObject)] = []
        var runs: [(length: Int, index: Int)] = []
        for fragment in element.childElements {
            guard fragment.name == "fragment", let content = fragmentText(fragment),
                  let attributes = fragment.firstChild(named: "attributes") else {
                throw AppKitEncodingError.malformed(element: "attributedString", id: ownerID,
                                                    reason: "a text fragment needs its text and attributes")
            }
            let signature = self.signature(attributes)
            let index: Int
            if let existing = dictionaries.firstIndex(where: { $0.signature == signature }) {
                index = existing
            } else {
                dictionaries.append((signature, try attributeDictionary(attributes, textColor: textColor, colors: colors, ownerID: ownerID)))
                index = dictionaries.count - 1
            }
            text += content
            if let last = runs.last, last.index == index {
                runs[runs.count - 1].length += content.utf16.count
            } else {
                runs.append((content.utf16.count, index))
            }
        }
        storage.append("NSString", .object(.mutableString(text)))
        if runs.count == 1 {
            storage.append("NSAttributes", .object(dictionaries[0].object))
            return
        }
        storage.append("NSAttributes", .object(.collection("NSMutableArray", dictionaries.map { .object($0.object) })))
        storage.append("NSAttributeInfo", .object(AttributedStringRuns.attributeInfo(runs.map { ($0.length, $0.index) })))
    }

    /// A fragment's text: its `content` attribute, or a `<string key="content">` child (plain, or
    /// base64 as Xcode writes text with control characters).
    private static func fragmentText(_ fragment: MarkupElement) -> String? {
        fragment.attribute("content") ?? fragment.firstChild(named: "string", key: "content")?.stringContent
    }

    /// One run's `<attributes>` → its attribute dictionary.
    private static func attributeDictionary(_ attributes: MarkupElement, textColor: AppKitArchiveObject,
                                            colors: AppKitColorEncoder, ownerID: String?) throws -> AppKitArchiveObject {
        var entries: [String: AppKitArchiveObject] = [:]
        for child in attributes.childElements {
            let key = child.attribute("key") ?? ""
            guard entries[key] == nil else { throw AppKitEncodingError.unsupported(child) }
            switch (child.name, key) {
            case ("color", "NSColor"), ("color", "NSUnderlineColor"):
                entries[key] = try colors.encode(child, ownerID: ownerID)
            case ("font", "NSFont"):
                entries[key] = try AppKitFontEncoder.encode(child, ownerID: ownerID)
            case ("paragraphStyle", "NSParagraphStyle"):
                entries[key] = try AppKitParagraphStyleEncoder.encode(child, ownerID: ownerID)
            case ("url", "NSLink"):
                // NSURL's keyed coder: NS.base (nil for an absolute URL) and NS.relative (its string).
                var urlReader = AppKitAttributeReader(child)
                guard let string = urlReader.string("string") else { throw AppKitEncodingError.unsupported(child) }
                try urlReader.finish()
                let url = AppKitArchiveObject(className: "NSURL")
                url.append("NS.base", .null)
                url.append("NS.relative", .string(string))
                entries[key] = url
            case ("integer", "NSUnderline"):
                guard let value = child.attribute("value").flatMap({ Int64($0) }) else { throw AppKitEncodingError.unsupported(child) }
                entries[key] = .number(value)
            default:
                throw AppKitEncodingError.unsupported(child)
            }
        }
        guard entries["NSFont"] != nil else {
            throw AppKitEncodingError.malformed(element: "attributedString", id: ownerID,
                                                reason: "a text run without a font cannot be compiled to a macOS nib yet")
        }
        if entries["NSColor"] == nil { entries["NSColor"] = textColor }
        return .collection("NSDictionary", entries.sorted { $0.key < $1.key }.flatMap { [.string($0.key), .object($0.value)] })
    }

    /// A canonical text of an element and its descendants, to find runs with equal attributes.
    private static func signature(_ element: MarkupElement) -> String {
        let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
        return "<\(element.name) \(attributes)>" + element.childElements.map(signature).joined() + "</>"
    }

    /// The width of a view's frame as archived (`NSFrame` or `NSFrameSize`).
    static func width(of view: AppKitArchiveObject) -> Double {
        for key in ["NSFrameSize", "NSFrame"] {
            guard case .object(let string)? = view[key], case .bytes(let bytes)? = string["NS.bytes"] else { continue }
            let numbers = String(decoding: bytes, as: UTF8.self)
                .split(whereSeparator: { !"0123456789.-e".contains($0) }).compactMap { Double($0) }
            if key == "NSFrameSize", numbers.count == 2 { return numbers[0] }
            if key == "NSFrame", numbers.count == 4 { return numbers[2] }
        }
        return 0
    }

    /// Keeps the text container as wide as the text view after the scroll view resized it.
    static func updateContainerWidth(of textView: AppKitArchiveObject) {
        guard AppKitCustomClass.archivedClass(of: textView) == "NSTextView", case .object(let container)? = textView["NSTextContainer"] else { return }
        container["NSWidth"] = .double(width(of: textView))
    }
}
