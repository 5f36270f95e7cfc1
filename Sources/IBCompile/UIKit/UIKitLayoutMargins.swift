import IBDocument

/// A view's explicit layout margins: `<edgeInsets key="layoutMargins" top left bottom right>` →
/// `UIViewLayoutMargins`, UIEdgeInsets data (`0x07` then top, left, bottom, right as
/// little-endian doubles, the geometry form of the fixtures); `<directionalEdgeInsets
/// key="directionalLayoutMargins" top leading bottom trailing>` → the same data with leading and
/// trailing in the left and right slots, then `UIViewLayoutMarginsAreDirectional` YES.
///
/// K: xibdump, which turns real compiled nibs back into xibs, reads exactly these two keys and
/// this data layout (and picks `directionalEdgeInsets` from the flag); a UIKit port whose keys
/// were read off ibtool output decodes `UIViewLayoutMargins` the same way. **Inferred**: the
/// place among the view keys (before the other margin flags, in the order that port lists
/// them) — `-[UIView encodeWithCoder:]` sits in a 1.2 MB decompiled file that was not read.
enum UIKitLayoutMargins {
    static func encode(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject) throws {
        if let insets = reader.child("edgeInsets", key: "layoutMargins") {
            view.append("UIViewLayoutMargins", .bytes(try data(insets, names: ["top", "left", "bottom", "right"], owner: reader.what)))
        }
        if let insets = reader.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.append("UIViewLayoutMargins", .bytes(try data(insets, names: ["top", "leading", "bottom", "trailing"], owner: reader.what)))
            view.append("UIViewLayoutMarginsAreDirectional", .bool(true))
        }
        if reader.child("edgeInsets", key: "layoutMargins") != nil, reader.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil {
            throw UIKitEncodingError.malformed(element: reader.element.name, id: reader.id, reason: "it has both layoutMargins and directionalLayoutMargins")
        }
    }

    private static func data(_ element: MarkupElement, names: [String], owner: String) throws -> [UInt8] {
        let known = Set(names + ["key"])
        if let other = element.attributes.first(where: { !known.contains($0.name) }) {
            throw UIKitEncodingError.unsupportedAttribute(attribute: other.name, value: other.value, element: element.name, id: nil)
        }
        let values = try names.map { name -> Double in
            guard let value = Double(element.attribute(name) ?? "0") else {
                throw UIKitEncodingError.malformed(element: owner, id: nil, reason: "its \(element.attribute("key") ?? "margins") has no numeric \(name)")
            }
            return value
        }
        return UIKitGeometry.doubles(values)
    }
}
