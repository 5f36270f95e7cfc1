/// Layout guides of macOS views. Every view carries two design-time markers
/// (`IBNSSafeAreaLayoutGuide`, `IBNSLayoutMarginsGuide`: nil, or an
/// `IBNSViewAutolayoutGuide` with `IBNSLayoutGuideSystemType` 2 / 1 when the xib declares
/// the guide); a safe-area guide that constraints use is archived as an `NSLayoutGuide`
/// in the view's `NSViewLayoutGuides` (fixture layout_guide).
enum AppKitLayoutGuides {
    static func systemGuide(type: Int64) -> AppKitArchiveObject {
        let marker = AppKitArchiveObject(className: "IBNSViewAutolayoutGuide")
        marker.append("IBNSLayoutGuideSystemType", .integer(type))
        return marker
    }

    static func safeAreaGuide() -> AppKitArchiveObject {
        let guide = AppKitArchiveObject(className: "NSLayoutGuide")
        guide.append("NSLayoutGuideIdentifier", .string("NSViewSafeAreaLayoutGuide"))
        guide.append("NSShouldBeArchived", .bool(true))
        guide.append("NSLayoutGuideNegativeSize", .bool(true))
        guide.append("NSLayoutGuideLockedToOwningView", .bool(true))
        guide.append("NSLayoutGuideSystemConstraints", .object(.mutableArray([])))
        return guide
    }
}
