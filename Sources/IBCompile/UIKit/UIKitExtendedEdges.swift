import IBDocument

/// A controller's `<extendedEdge key="edgesForExtendedLayout" top= left= bottom= right=>` →
/// `UIKeyEdgesForExtendedLayout`, the `UIRectEdge` bits (top 1, left 2, bottom 4, right 8) of
/// the edges set to YES — an element without attributes is "none", 0 —, written when not UIKit's
/// default, all edges (15).
///
/// D: `-[UIViewController encodeWithCoder:]` writes `encodeInteger:` `UIKeyEdgesForExtendedLayout`
/// when the edges are not 15, then `UIKeyExtendedLayoutIncludesOpaqueBars` 1 when
/// `extendedLayoutIncludesOpaqueBars` is on — after `UIStoryboardIdentifier` and the presentation
/// flags, before `UIKeyAutomaticallyAdjustsScrollViewInsets`; `-initWithCoder:` reads both with
/// `decodeIntegerForKey:`. A navigation controller, whose `UIKeyAutomaticallyAdjustsScrollViewInsets`
/// the Xcode 14 fixtures place right after `UIChildViewControllers`, writes them just before it;
/// other controllers at the end of `UIKitViewControllerFlags`. (The earlier
/// `UIExtendedLayoutIncludesOpaqueBars` bool had no reference; UIKit does not read that key.)
enum UIKitExtendedEdges {
    static let edges: [String: Int64] = ["top": 1, "left": 2, "bottom": 4, "right": 8]

    /// The controller's extended-layout keys, in order.
    static func keys(_ reader: inout UIKitElementReader) throws -> [(String, AppKitArchiveValue)] {
        var keys: [(String, AppKitArchiveValue)] = []
        if let edges = try value(&reader) { keys.append(("UIKeyEdgesForExtendedLayout", .integer(edges))) }
        if try reader.bool("extendedLayoutIncludesOpaqueBars", default: false) { keys.append(("UIKeyExtendedLayoutIncludesOpaqueBars", .integer(1))) }
        return keys
    }

    static func value(_ reader: inout UIKitElementReader) throws -> Int64? {
        guard let element = reader.child("extendedEdge", key: "edgesForExtendedLayout") else { return nil }
        var value: Int64 = 0
        for attribute in element.attributes where attribute.name != "key" {
            guard let bit = edges[attribute.name], attribute.value == "YES" || attribute.value == "NO" else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: attribute.name, value: attribute.value, element: "extendedEdge", id: nil)
            }
            if attribute.value == "YES" { value |= bit }
        }
        return value == 15 ? nil : value
    }
}
