import IBDocument

/// `<attributedString>` → the attributed string UIKit archives under `UIAttributedText`.
///
/// The string: `NSMutableAttributedString` (`-[UILabel encodeWithCoder:]`, iOS 26.1, archives
/// `[[NSMutableAttributedString alloc] initWithAttributedString:]`, D) with Foundation's keys —
/// `NSString` (the text, an `NSMutableString`: the storage of a mutable attributed string, as the
/// macOS fixture textview_multiattr's text storage archives it, V), then `NSAttributes`: for one
/// run the run's dictionary itself (an `NSDictionary`, as ios-63's `IAK-b5-LWe` nib archives a
/// button configuration's one-run title, V); for several, an `NSMutableArray` of the distinct
/// dictionaries in order of first use and `NSAttributeInfo` (`NSMutableData`: per run its length
/// in UTF-16 units and its dictionary's index — textview_multiattr, V — each a little-endian
/// base-128 varint, 7 bits a byte with the high bit on every byte but the last: K, a nib writer's
/// `_encode_runs`, which agrees with the fixture's one-byte values). Adjacent fragments with the
/// same attributes are one run (an attributed string keeps no boundary between equal runs).
///
/// A run's attributes: `NSColor` (a `<color>`, `UIKitColorEncoder`), `NSFont` and `NSOriginalFont`
/// (`metaFont="system"` or `name=` with `size=`, archived as the `UIFont` of the equivalent
/// `fontDescription`), `NSParagraphStyle` (`UIKitParagraphStyleEncoder`), written in that order
/// (NSColor before NSFont as in textview_multiattr; the other places are inferred). Other
/// attributes are refused by name. A label's runs (`materialized`) must carry NSFont and
/// NSParagraphStyle: UIKit materializes the label's own defaults into runs lacking one before
/// archiving (`-[UILabel _materializedAttributedString]`) and those defaults are not pinned; a run
/// without NSColor gets the label's default colour, `labelColor` (D, see `attributeDictionary`).
///
/// A button state's title (`materialized` false) is the `NSAttributedString` the button content
/// keeps (`-[UIButtonContent encodeWithCoder:]` archives it as set, D; the class is ios-63's for a
/// button configuration's title, V) with its text as an immutable `NSString` (inferred: the
/// immutable copy's string).
enum UIKitAttributedStringEncoder {
    struct Encoded {
        /// The `NSMutableAttributedString`.
        let object: AppKitArchiveObject
        /// All the text.
        let text: String
        /// The first run's font, colour and paragraph alignment (UIKit's documented rule: setting
        /// `attributedText` sets the label's style properties from location 0).
        let firstFont: AppKitArchiveObject?
        let firstColor: AppKitArchiveObject?
        let firstAlignment: Int64?
    }

    static func encode(_ element: MarkupElement, document: InterfaceDocument, ownerID: String?, owner: String,
                       materialized: Bool) throws -> Encoded {
        let what = "attributedString key=\"\(element.attribute("key") ?? "")\""
        var reader = UIKitElementReader(element)
        let fragments = reader.children("fragment")
        try reader.finish()
        guard !fragments.isEmpty else {
            throw UIKitEncodingError.malformed(element: what, id: ownerID, reason: "it has no text (an empty attributed string is not archived as attributed text)")
        }
        var text = ""
        var dictionaries: [(signature: String, object: AppKitArchiveObject, font: AppKitArchiveObject?, color: AppKitArchiveObject?, alignment: Int64?)] = []
        var runs: [(length: Int, index: Int)] = []
        for fragment in fragments {
            var fragmentReader = UIKitElementReader(fragment)
            guard let content = fragmentReader.text("content"), !content.isEmpty else {
                throw UIKitEncodingError.malformed(element: "fragment", id: ownerID, reason: "a fragment of \(owner) has no content")
            }
            guard let attributes = fragmentReader.child("attributes") else {
                throw UIKitEncodingError.malformed(element: "fragment", id: ownerID,
                                                   reason: "a fragment of \(owner) has no attributes (UIKit would archive the label's defaults, not known)")
            }
            try fragmentReader.finish()
            let signature = canonical(attributes)
            let index: Int
            if let existing = dictionaries.firstIndex(where: { $0.signature == signature }) {
                index = existing
            } else {
                let (dictionary, font, color, alignment) = try attributeDictionary(attributes, document: document, ownerID: ownerID, owner: owner,
                                                                                   materialized: materialized)
                dictionaries.append((signature, dictionary, font, color, alignment))
                index = dictionaries.count - 1
            }
            let length = content.utf16.count
            if let last = runs.last, last.index == index {
                runs[runs.count - 1].length += length
            } else {
                runs.append((length, index))
            }
            text += content
        }
        let string = AppKitArchiveObject(className: materialized ? "NSMutableAttributedString" : "NSAttributedString")
        string.append("NSString", .object(materialized ? .mutableString(text) : .string(text)))
        if runs.count == 1 {
            string.append("NSAttributes", .object(dictionaries[runs[0].index].object))
        } else {
            string.append("NSAttributes", .object(.collection("NSMutableArray", dictionaries.map { .object($0.object) })))
            string.append("NSAttributeInfo", .object(AttributedStringRuns.attributeInfo(runs.map { ($0.length, $0.index) })))
        }
        let first = dictionaries[runs[0].index]
        return Encoded(object: string, text: text, firstFont: first.font, firstColor: first.color, firstAlignment: first.alignment)
    }

    private static func attributeDictionary(_ attributes: MarkupElement, document: InterfaceDocument, ownerID: String?, owner: String,
                                            materialized: Bool) throws -> (AppKitArchiveObject, AppKitArchiveObject?, AppKitArchiveObject?, Int64?) {
        var reader = UIKitElementReader(attributes)
        let colorElement = reader.child("color", key: "NSColor")
        let fontElement = reader.child("font", key: "NSFont")
        let originalFontElement = reader.child("font", key: "NSOriginalFont")
        let styleElement = reader.child("paragraphStyle", key: "NSParagraphStyle")
        try reader.finish()
        if materialized {
            for (key, found) in zip(["NSFont", "NSParagraphStyle"], [fontElement, styleElement]) where found == nil {
                throw UIKitEncodingError.malformed(element: "attributes", id: ownerID,
                                                   reason: "a run of \(owner) has no \(key) (UIKit would archive the label's default, not known)")
            }
        }
        var color = try colorElement.map { try UIKitColorEncoder.encode($0, document: document, ownerID: ownerID) }
        // A label's run without a colour gets the label's default text colour when UIKit
        // materializes it: `labelColor` (D: `-[_UITextAttributeDefaultCategories _genericDefaults:]`
        // sets +[UIColor labelColor], which `_labelDefaults:` inherits; iOS 26.1). Inferred: that the
        // label ibtool archives still has that default (Xcode writes no `textColor` on these labels).
        if materialized && color == nil { color = labelColor() }
        let font = try fontElement.map { try UIKitFontEncoder.encode(try fontDescription($0, ownerID: ownerID)) }
        let originalFont = try originalFontElement.map { try UIKitFontEncoder.encode(try fontDescription($0, ownerID: ownerID)) }
        let style = try styleElement.map { try UIKitParagraphStyleEncoder.encode($0, ownerID: ownerID) }
        var items: [AppKitArchiveValue] = []
        for (key, value) in [("NSColor", color), ("NSFont", font), ("NSOriginalFont", originalFont), ("NSParagraphStyle", style?.0)] {
            if let value { items += [.string(key), .object(value)] }
        }
        return (.collection("NSDictionary", items), font, color, style?.1)
    }

    private static func labelColor() -> AppKitArchiveObject {
        let color = AppKitArchiveObject(className: "UIColor")
        color.append("UISystemColorName", .string("labelColor"))
        UIKitColorEncoder.append(UIKitSystemColors.lightAppearance["labelColor"]!, to: color)
        return color
    }

    /// `<font key="NSFont" metaFont="system" size="17"/>` / `<font key="NSFont" size="14" name="X"/>`
    /// as the `<fontDescription>` Interface Builder writes for the same font on a plain label.
    static func fontDescription(_ font: MarkupElement, ownerID: String?) throws -> MarkupElement {
        var reader = UIKitElementReader(font)
        let size = reader.string("size")
        let metaFont = reader.string("metaFont")
        let name = reader.string("name")
        try reader.finish()
        let what = "font key=\"\(font.attribute("key") ?? "")\""
        guard let size else {
            throw UIKitEncodingError.malformed(element: what, id: ownerID, reason: "it has no size")
        }
        var attributes = [MarkupAttribute(name: "key", value: "fontDescription")]
        switch (metaFont, name) {
        case ("system"?, nil): attributes.append(MarkupAttribute(name: "type", value: "system"))
        case (nil, let name?): attributes.append(MarkupAttribute(name: "name", value: name))
        default:
            throw UIKitEncodingError.unsupportedAttribute(attribute: metaFont == nil ? "name" : "metaFont", value: metaFont ?? name ?? "",
                                                          element: what, id: ownerID)
        }
        attributes.append(MarkupAttribute(name: "pointSize", value: size))
        return MarkupElement(name: "fontDescription", attributes: attributes)
    }

    /// The attributes' elements and values, for telling equal runs apart.
    private static func canonical(_ element: MarkupElement) -> String {
        element.childElements.map { child in
            child.name + "{" + child.attributes.map { "\($0.name)=\($0.rawValue)" }.joined(separator: ",") + canonical(child) + "}"
        }.joined(separator: ";")
    }
}
