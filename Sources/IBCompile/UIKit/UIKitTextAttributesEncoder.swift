import IBDocument

/// `<textAttributes key=…>` (a bar's title attributes) → the `NSDictionary` of text attributes
/// UIKit keeps for it: `NSColor` (`textColor`, a `UIColor`), `NSFont` (`fontDescription`, a
/// `UIFont`) and `NSShadow` (`textShadowColor` / `textShadowOffset`), each only when the
/// document gives it.
///
/// Sources: `-[UINavigationBar encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1) archives the
/// bar's `titleTextAttributes` and `largeTitleTextAttributes` dictionaries as they are, with
/// `encodeObject:forKey:`; the attribute names are NSAttributedString's (`NSForegroundColorAttributeName`
/// is "NSColor", `NSFontAttributeName` "NSFont", `NSShadowAttributeName` "NSShadow");
/// `-[NSShadow encodeWithCoder:]` (the same restore's UIFoundation) writes `NSShadowHoriz`,
/// `NSShadowVert` (the height negated), `NSShadowBlurRadius` as doubles, each only when not 0,
/// then `NSShadowColor` when a colour was set. **Inferred**: that Interface Builder turns its
/// legacy `textShadowColor` / `textShadowOffset` into one `NSShadow` (the `UITextAttributeTextShadow…`
/// keys are deprecated), and the dictionary's key order (NSColor before NSFont as in the
/// attributed strings, `UIKitAttributedStringEncoder`; an `NSDictionary` has no order of its own).
enum UIKitTextAttributesEncoder {
    static func encode(_ element: MarkupElement, document: InterfaceDocument, ownerID: String?) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let color = try reader.child("color", key: "textColor").map { try UIKitColorEncoder.encode($0, document: document, ownerID: ownerID) }
        let font = try reader.child("fontDescription", key: "fontDescription").map { try UIKitFontEncoder.encode($0) }
        let shadowColor = try reader.child("color", key: "textShadowColor").map { try UIKitColorEncoder.encode($0, document: document, ownerID: ownerID) }
        let shadowOffset = try reader.child("offsetWrapper", key: "textShadowOffset").map { try offset($0, ownerID: ownerID) }
        try reader.finish()
        var shadow: AppKitArchiveObject?
        if shadowColor != nil || shadowOffset != nil {
            let object = AppKitArchiveObject(className: "NSShadow")
            let (horizontal, vertical) = shadowOffset ?? (0, 0)
            if horizontal != 0 { object.append("NSShadowHoriz", .double(horizontal)) }
            if vertical != 0 { object.append("NSShadowVert", .double(-vertical)) }
            if let shadowColor { object.append("NSShadowColor", .object(shadowColor)) }
            shadow = object
        }
        var items: [AppKitArchiveValue] = []
        for (key, value) in [("NSColor", color), ("NSFont", font), ("NSShadow", shadow)] {
            if let value { items += [.string(key), .object(value)] }
        }
        return .collection("NSDictionary", items)
    }

    /// `<offsetWrapper horizontal= vertical=>` (a UIOffset).
    static func offset(_ element: MarkupElement, ownerID: String?) throws -> (Double, Double) {
        var reader = UIKitElementReader(element)
        guard let horizontal = try reader.double("horizontal"), let vertical = try reader.double("vertical") else {
            throw UIKitEncodingError.malformed(element: "offsetWrapper key=\"\(element.attribute("key") ?? "")\"", id: ownerID,
                                               reason: "it needs both horizontal and vertical")
        }
        try reader.finish()
        return (horizontal, vertical)
    }
}
