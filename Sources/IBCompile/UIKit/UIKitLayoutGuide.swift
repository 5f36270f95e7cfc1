import IBDocument

/// `<viewLayoutGuide key="safeArea"|"contentLayoutGuide"|"frameLayoutGuide">` → a
/// `UILayoutGuide` listed in `UINibObjectsKey` (so constraints can point at it), with the keys
/// of the iOS fixtures' safe-area guide: `UILayoutGuideOwningView` nil,
/// `UILayoutGuideIdentifier` "", and three false flags. UIKit rebinds it to the owning
/// view's guide when the nib loads.
enum UIKitLayoutGuide {
    static let knownKeys: Set<String> = ["safeArea", "contentLayoutGuide", "frameLayoutGuide"]

    static func register(_ element: MarkupElement, context: UIKitEncodingContext) throws {
        let reader = UIKitElementReader(element)
        guard let key = element.attribute("key"), knownKeys.contains(key) else {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "key", value: element.attribute("key") ?? "", element: "viewLayoutGuide", id: reader.id)
        }
        let guide = AppKitArchiveObject(className: "UILayoutGuide")
        guide.append("UILayoutGuideOwningView", .null)
        guide.append("UILayoutGuideIdentifier", .string(""))
        guide.append("UILayoutGuideOwningViewIsLocked", .bool(false))
        guide.append("UILayoutGuideShouldBeArchived", .bool(false))
        guide.append("UILayoutGuideAllowsNegativeDimensions", .bool(false))
        context.register(guide, id: reader.id)
        try reader.finish()
    }
}
