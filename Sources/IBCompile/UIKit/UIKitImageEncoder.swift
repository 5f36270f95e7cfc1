import IBDocument

/// Image references (`image="name"`) → `UIImageNibPlaceholder` with the size declared in the
/// document's `<resources><image name= width= height=>`, as in the iOS fixtures:
/// `UIImageWidth`/`UIImageHeight` (float), `UIResourceName`, then nil
/// `UISystemSymbolResourceName`, `UISymbolImageConfiguration`, `UIResourceCatalogName`.
/// System symbols and undeclared images are refused.
enum UIKitImageEncoder {
    static func placeholder(named name: String, document: InterfaceDocument, ownerID: String?) throws -> AppKitArchiveObject {
        let declared = document.root.firstChild(named: "resources")?.childElements.first {
            $0.name == "image" && $0.attribute("name") == name
        }
        guard let declared else {
            throw UIKitEncodingError.malformed(element: "imageView", id: ownerID, reason: "image \"\(name)\" is not declared in <resources>")
        }
        if let catalog = declared.attribute("catalog") {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "catalog", value: catalog, element: "image name=\"\(name)\"", id: ownerID)
        }
        guard let width = declared.attribute("width").flatMap(Float.init), let height = declared.attribute("height").flatMap(Float.init) else {
            throw UIKitEncodingError.malformed(element: "image", id: ownerID, reason: "resource \"\(name)\" has no numeric width/height")
        }
        let placeholder = AppKitArchiveObject(className: "UIImageNibPlaceholder", isSharedByContent: true)
        placeholder.append("UIImageWidth", .float(width))
        placeholder.append("UIImageHeight", .float(height))
        placeholder.append("UIResourceName", .string(name))
        placeholder.append("UISystemSymbolResourceName", .null)
        placeholder.append("UISymbolImageConfiguration", .null)
        placeholder.append("UIResourceCatalogName", .null)
        return placeholder
    }
}
