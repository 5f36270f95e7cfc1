import IBDocument

/// Image references (`image="name"`) → `UIImageNibPlaceholder`, 1 × 1 for an asset-catalog
/// image, else the size declared in `<resources><image name= width= height=>`, as in the iOS fixtures:
/// `UIImageWidth`/`UIImageHeight` (float), `UIResourceName`, then nil
/// `UISystemSymbolResourceName`, `UISymbolImageConfiguration`, `UIResourceCatalogName`.
/// System symbols (`catalog="system"`) get `systemSymbol(named:)`; other catalogs and
/// undeclared images are refused.
enum UIKitImageEncoder {
    static func placeholder(named name: String, document: InterfaceDocument, ownerID: String?) throws -> AppKitArchiveObject {
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
            return systemSymbol(named: name)
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
        placeholder.append("UISymbolImageConfiguration", .null)
        placeholder.append("UIResourceCatalogName", .null)
        return placeholder
    }

    /// An SF Symbol (`catalog="system"`): the placeholder of
    /// `-[UIImageNibPlaceholder initWithRuntimeSystemSymbolResourceName:]` (decompiled UIKitCore),
    /// an empty image — so `UIImageWidth`/`UIImageHeight` 0 — whose `UIResourceName` and
    /// `UISystemSymbolResourceName` are both the symbol's name. No catalog name: with one,
    /// `-initWithCoder:` would not look the name up with `+systemImageNamed:`.
    static func systemSymbol(named name: String) -> AppKitArchiveObject {
        let placeholder = AppKitArchiveObject(className: "UIImageNibPlaceholder", isSharedByContent: true)
        placeholder.append("UIImageWidth", .float(0))
        placeholder.append("UIImageHeight", .float(0))
        placeholder.append("UIResourceName", .string(name))
        placeholder.append("UISystemSymbolResourceName", .string(name))
        placeholder.append("UISymbolImageConfiguration", .null)
        placeholder.append("UIResourceCatalogName", .null)
        return placeholder
    }
}
