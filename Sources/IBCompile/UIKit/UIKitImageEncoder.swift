import IBDocument

/// Image references (`image="name"`) → `UIImageNibPlaceholder`, 1 × 1 for an asset-catalog
/// image, else the size declared in `<resources><image name= width= height=>`, as in the iOS fixtures:
/// `UIImageWidth`/`UIImageHeight` (float), `UIResourceName`, then nil
/// `UISystemSymbolResourceName`, `UISymbolImageConfiguration`, `UIResourceCatalogName`.
/// System symbols (`catalog="system"`) get `systemSymbol(named:)`; other catalogs and
/// undeclared images are refused.
enum UIKitImageEncoder {
    static func placeholder(named name: String, document: InterfaceDocument, ownerID: String?,
                            renderingMode: Int64? = nil, configuration: AppKitArchiveObject? = nil) throws -> AppKitArchiveObject {
        let declared = document.root.firstChild(named: "resources")?.childElements.first {
            $0.name == "image" && $0.attribute("name") == name
        }
        guard let declared else {
            throw UIKitEncodingError.malformed(element: "imageView", id: ownerID, reason: "image \"\(name)\" is not declared in <resources>")
        }
        if let catalog = declared.attribute("catalog") {
            guard catalog == "system" else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "catalog", value: catalog, element: "image name=\"\(name)\"", id: ownerID)
            }
            return systemSymbol(named: name, renderingMode: renderingMode, configuration: configuration)
        }
        guard var width = declared.attribute("width").flatMap(Float.init), var height = declared.attribute("height").flatMap(Float.init) else {
            throw UIKitEncodingError.malformed(element: "image", id: ownerID, reason: "resource \"\(name)\" has no numeric width/height")
        }
        // An asset-catalog image (a name without a file extension) is archived 1 × 1 whatever
        // the resource declares: every placeholder in the iOS fixtures is, and a Linux ibtool
        // matched byte for byte against Xcode found the same. A file's declared size is kept.
        if !name.contains(".") { (width, height) = (1, 1) }
        let placeholder = AppKitArchiveObject(className: "UIImageNibPlaceholder", isSharedByContent: true)
        placeholder.append("UIImageWidth", .float(width))
        placeholder.append("UIImageHeight", .float(height))
        placeholder.append("UIResourceName", .string(name))
        placeholder.append("UISystemSymbolResourceName", .null)
        appendReferenceKeys(to: placeholder, renderingMode: renderingMode, configuration: configuration)
        return placeholder
    }

    /// `-[UIImageNibPlaceholder encodeWithCoder:]` (decompiled UIKitCore, iOS 26) after the
    /// symbol name: `UIRenderingMode` (integer, only when not automatic), `UISymbolImageConfiguration`,
    /// `UIResourceCatalogName` (nil: see `systemSymbol`). `-initWithCoder:` applies the first two
    /// with `-imageWithRenderingMode:` and `-imageByApplyingSymbolConfiguration:`.
    private static func appendReferenceKeys(to placeholder: AppKitArchiveObject, renderingMode: Int64?, configuration: AppKitArchiveObject?) {
        if let renderingMode, renderingMode != 0 { placeholder.append("UIRenderingMode", .integer(renderingMode)) }
        placeholder.append("UISymbolImageConfiguration", configuration.map { .object($0) } ?? .null)
        placeholder.append("UIResourceCatalogName", .null)
    }

    /// `UIImageRenderingMode` by an `<imageReference renderingMode=>`: automatic 0, alwaysOriginal 1,
    /// alwaysTemplate 2 (Apple's documented raw values).
    static let renderingModes: [String: Int64] = ["automatic": 0, "original": 1, "template": 2]

    /// `<imageReference key=… image= [catalog="system"] [symbolScale=] [renderingMode=]>` — Interface
    /// Builder's element form of an image reference with a rendering mode or symbol configuration —
    /// as the placeholder of its image with `UIRenderingMode` and a `UISymbolImageConfiguration` of
    /// the symbol scale. **Hypothesis** (no Apple nib has an `<imageReference>`): the placeholder's
    /// `_resourceRenderingMode` / `_resourceSymbolImageConfiguration` are the reference's rendering
    /// mode and symbol scale, the two properties it carries beyond the name. An asset-catalog
    /// image's symbol scale (3 of the corpus's 28 `symbolScale`s, one tvOS file: a custom symbol
    /// image set, or a bitmap that `-imageByApplyingSymbolConfiguration:` leaves as drawn) gets the
    /// same configuration: the placeholder's coder writes `UISymbolImageConfiguration` after any
    /// resource name, system symbol or not (D) — **hypothesis**, as for SF Symbols.
    static func reference(_ element: MarkupElement, document: InterfaceDocument, ownerID: String?) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        guard let name = reader.string("image") else {
            throw UIKitEncodingError.malformed(element: "imageReference", id: ownerID, reason: "it names no image")
        }
        try reader.accept("catalog", only: ["system"])
        let renderingMode = try reader.mapped("renderingMode", renderingModes, default: 0)
        var configuration: AppKitArchiveObject?
        if let scale = reader.string("symbolScale") {
            guard let value = UIKitSymbolConfigurationEncoder.scales[scale] else { throw reader.unsupported("symbolScale", scale) }
            configuration = UIKitSymbolConfigurationEncoder.configuration(scale: value)
        }
        try reader.finish()
        return try placeholder(named: name, document: document, ownerID: ownerID, renderingMode: renderingMode, configuration: configuration)
    }

    /// An SF Symbol (`catalog="system"`): the placeholder of
    /// `-[UIImageNibPlaceholder initWithRuntimeSystemSymbolResourceName:]` (decompiled UIKitCore),
    /// an empty image — so `UIImageWidth`/`UIImageHeight` 0 — whose `UIResourceName` and
    /// `UISystemSymbolResourceName` are both the symbol's name. No catalog name: with one,
    /// `-initWithCoder:` would not look the name up with `+systemImageNamed:`.
    static func systemSymbol(named name: String, renderingMode: Int64? = nil, configuration: AppKitArchiveObject? = nil) -> AppKitArchiveObject {
        let placeholder = AppKitArchiveObject(className: "UIImageNibPlaceholder", isSharedByContent: true)
        placeholder.append("UIImageWidth", .float(0))
        placeholder.append("UIImageHeight", .float(0))
        placeholder.append("UIResourceName", .string(name))
        placeholder.append("UISystemSymbolResourceName", .string(name))
        appendReferenceKeys(to: placeholder, renderingMode: renderingMode, configuration: configuration)
        return placeholder
    }
}
