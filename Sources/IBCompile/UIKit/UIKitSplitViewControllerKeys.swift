import IBDocument

/// A storyboard `<splitViewController>`'s own keys. `-[UISplitViewController encodeWithCoder:]`
/// (UIKitCore, iOS 26.1 decompilation) writes the `UIViewController` keys and hands the coder to
/// its implementation, `-[UISplitViewControllerPanelImpl encodeWithCoder:]`, which writes in
/// this order:
///
/// | key | when | value |
/// |---|---|---|
/// | `UISplitViewControllerPreferredDisplayMode` | not automatic | `preferredDisplayMode` (UIKit's names: secondaryOnly 1 … twoDisplaceSecondary 6) |
/// | `UISplitViewControllerPreferredSplitBehavior` | not automatic | `behavior`: tile 1, overlay 2, displace 3 |
/// | `UISplitViewControllerPreferredPrimaryColumnWidthFraction` | `preferredPrimaryColumnWidthFraction=` set | double |
/// | `…PreferredPrimaryColumnWidth`, `…MaximumPrimaryColumnWidth` | never: Interface Builder has no attribute for them | |
/// | `UISplitViewControllerMinimumPrimaryColumnWidth` | `minimumPrimaryColumnWidth=` set | double |
/// | the four supplementary column widths | never (no attribute) | |
/// | `UISplitViewControllerPrimaryEdge` | always | 0 (leading; `_commonInit`) |
/// | `UISplitViewControllerPresentsWithGesture` | always | `presentsWithGesture`, default YES (`_commonInit`: YES unless the idiom is 6) |
/// | `UISplitViewControllerShowsSecondaryOnlyButton` | always | `showsSecondaryOnlyButton`, default NO |
/// | `UISplitViewControllerUsesDeviceOverlayPreferences` | always | YES: `_commonInit` sets it for programs linked on a current SDK (inferred for Interface Builder's archiving process) |
/// | `UISplitViewControllerUsesExtraWidePrimaryColumn` | always | NO |
/// | `UISplitViewControllerStyle` | always | unspecified 0, doubleColumn 1, tripleColumn 2 |
/// | `UISplitViewControllerPrimaryBackgroundStyle` | not none | `primaryBackgroundStyle`: sidebar 1 |
/// | `UISplitViewControllerCompactColumnVC` | column style with a compact controller | refused (`UIKitContainerControllers`) |
///
/// The style: `style=` as the editor's catalog writes it, or Xcode's `allowDoubleColumnStyle="YES"`,
/// taken as double column — triple with a `supplementaryViewController` relationship (inferred:
/// UIKit's `-setStyle:` is documented in the binary as "used by IB to set up
/// UISplitViewController for column-style behavior"). A supplementary column is refused in any
/// other style (UIKit raises for it). The children are not written here: the decoder rebuilds
/// the columns from `childViewControllers` (`UIChildViewControllers`, in column order).
enum UIKitSplitViewControllerKeys {
    static let displayModes: [String: Int64] = [
        "automatic": 0, "secondaryOnly": 1, "oneBesideSecondary": 2, "oneOverSecondary": 3,
        "twoBesideSecondary": 4, "twoOverSecondary": 5, "twoDisplaceSecondary": 6,
    ]
    static let behaviors: [String: Int64] = ["automatic": 0, "tile": 1, "overlay": 2, "displace": 3]
    static let styles: [String: Int64] = ["unspecified": 0, "doubleColumn": 1, "tripleColumn": 2]
    static let backgroundStyles: [String: Int64] = ["none": 0, "sidebar": 1]

    static func encode(_ reader: inout UIKitElementReader, controller: AppKitArchiveObject, relationships: Set<String>) throws {
        let hasSupplementary = relationships.contains("supplementaryViewController")
        var style = try reader.mapped("style", styles, default: 0)
        if try reader.bool("allowDoubleColumnStyle", default: false) {
            if reader.element.attribute("style") != nil {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "allowDoubleColumnStyle", value: "YES", element: reader.element.name, id: reader.id)
            }
            style = hasSupplementary ? 2 : 1
        }
        if hasSupplementary, style != 2 {
            throw UIKitEncodingError.unsupportedElement(element: "segue relationship=\"supplementaryViewController\"", id: nil,
                                                        context: "\(reader.what) (a supplementary column needs the triple-column style)")
        }
        let displayMode = try reader.mapped("preferredDisplayMode", displayModes, default: 0)
        if displayMode != 0 { controller.append("UISplitViewControllerPreferredDisplayMode", .integer(displayMode)) }
        let behavior = try reader.mapped("behavior", behaviors, default: 0)
        if behavior != 0 { controller.append("UISplitViewControllerPreferredSplitBehavior", .integer(behavior)) }
        // The column widths: the coder writes each of its eight (`encodeDouble:`) only when it is
        // not `_commonInit`'s "unset" -FLT_MAX. Interface Builder's Attributes inspector has only
        // these two (they are the only width attributes in Xcode's attribute order for
        // `<splitViewController>`, and the only ones in the corpus); any other is refused by `finish()`.
        for (name, key) in [("preferredPrimaryColumnWidthFraction", "UISplitViewControllerPreferredPrimaryColumnWidthFraction"),
                            ("minimumPrimaryColumnWidth", "UISplitViewControllerMinimumPrimaryColumnWidth")] {
            if let width = try reader.double(name) { controller.append(key, .double(width)) }
        }
        let presentsWithGesture = try reader.bool("presentsWithGesture", default: true)
        let showsSecondaryOnlyButton = try reader.bool("showsSecondaryOnlyButton", default: false)
        // The column-style properties raise on a split view controller of unspecified style
        // (`_UISplitViewControllerCheckSupportColumnStyleRaiseIfNot`); display modes above 3 are
        // two-column modes.
        if style == 0 {
            for (name, isSet) in [("behavior", behavior != 0), ("showsSecondaryOnlyButton", showsSecondaryOnlyButton), ("preferredDisplayMode", displayMode > 3)]
            where isSet {
                throw UIKitEncodingError.unsupportedAttribute(attribute: name, value: reader.element.attribute(name) ?? "",
                                                              element: reader.element.name, id: reader.id)
            }
        }
        controller.append("UISplitViewControllerPrimaryEdge", .integer(0))
        controller.append("UISplitViewControllerPresentsWithGesture", .bool(presentsWithGesture))
        controller.append("UISplitViewControllerShowsSecondaryOnlyButton", .bool(showsSecondaryOnlyButton))
        controller.append("UISplitViewControllerUsesDeviceOverlayPreferences", .bool(true))
        controller.append("UISplitViewControllerUsesExtraWidePrimaryColumn", .bool(false))
        controller.append("UISplitViewControllerStyle", .integer(style))
        let background = try reader.mapped("primaryBackgroundStyle", backgroundStyles, default: 0)
        if background != 0 { controller.append("UISplitViewControllerPrimaryBackgroundStyle", .integer(background)) }
    }
}
