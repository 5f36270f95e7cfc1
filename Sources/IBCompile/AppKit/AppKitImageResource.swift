import IBDocument

/// Named images (`image="NSStatusAvailable"`) as `NSCustomResource` { `NSClassName` = NSImage,
/// `NSResourceName`, `NSCatalogName` (asset catalog, when known), `IBNamespaceID` ("system"
/// for AppKit's own NS… images), `IBDesignSize` (`NSValue` size from the document's
/// `<resources>`, capped at 32 for system images; 32×32 when unknown),
/// `IBDesignImageConfiguration` = nil }.
enum AppKitImageResource {
    /// System images whose design size ibtool takes from the compiling Mac's AppKit rather than
    /// from `<resources>` (which keeps the size of whichever Xcode last saved the document):
    /// NSTrashEmpty is declared 16×16 in sb_imagecell_style and archived 32×32 there and in
    /// sb_toolbar; NSActionTemplate is declared 15×15 in HSChooserWindow and archived 19×19.
    static let systemImageSizes: [String: String] = ["NSTrashEmpty": "{32, 32}", "NSActionTemplate": "{19, 19}"]

    static func image(named name: String, catalog explicitCatalog: String? = nil,
                      context: AppKitEncodingContext) -> AppKitArchiveObject {
        let declared = context.imageResource(named: name)
        let catalog = explicitCatalog ?? declared?.catalog
        let isSystem = name.hasPrefix("NS") || catalog == "system"
        let resource = AppKitArchiveObject(className: "NSCustomResource", isSharedByContent: true)
        resource.append("NSClassName", .string("NSImage"))
        resource.append("NSResourceName", .string(name))
        if let catalog { resource.append("NSCatalogName", .string(catalog)) }
        resource.append("IBNamespaceID", isSystem ? .string("system") : .null)
        let size: String
        if catalog == "system" {
            size = "{32, 32}"
        } else if isSystem, let known = systemImageSizes[name] {
            size = known
        } else if let width = declared?.width, let height = declared?.height {
            size = isSystem ? AppKitRect.sizeString(min(width, 32), min(height, 32)) : AppKitRect.sizeString(width, height)
        } else {
            size = "{32, 32}"
        }
        let designSize = AppKitArchiveObject(className: "NSValue")
        designSize.append("NS.special", .integer(2))
        designSize.append("NS.sizeval", .string(size))
        resource.append("IBDesignSize", .object(designSize))
        resource.append("IBDesignImageConfiguration", .null)
        return resource
    }
}
