import IBDocument
import Store

/// The images a `bundle` export carries: those of the media library the document references by
/// name (`image=`, `highlightedImage=`, `backgroundImage=`… attributes, `<resources><image name=>`),
/// as `Images/<name>[@2x|@3x].<ext>`. Bytes are read only when the bundle is actually built.
struct BundleImages {
    var library: [ImageRecord]
    var bytes: (ImageRecord) throws -> [UInt8]

    static var none: BundleImages { BundleImages(library: []) { _ in [] } }

    /// Identifies the library's content (names, bytes, scales) for cache keys and ETags; empty
    /// when the library is.
    static func digest(_ library: [ImageRecord]) -> String {
        guard !library.isEmpty else { return "" }
        var hash = FNV1a64()
        for image in library { hash.update(Array("\(image.name)\u{0}\(image.hash)-\(image.size)@\(image.scale)\u{0}".utf8)) }
        return "-i" + hash.hex
    }

    func files(for document: InterfaceDocument) throws -> [(path: String, bytes: [UInt8])] {
        guard !library.isEmpty else { return [] }
        let names = Self.referencedNames(in: document.root)
        return try library.filter { names.contains($0.name) }.map { image in
            (Self.path(of: image), try bytes(image))
        }
    }

    static func path(of image: ImageRecord) -> String {
        let suffix = image.scale > 1 ? "@\(image.scale)x" : ""
        let ext = switch image.contentType {
        case "image/png": "png"
        case "image/jpeg": "jpg"
        case "image/gif": "gif"
        case "image/webp": "webp"
        case "application/pdf": "pdf"
        case "image/svg+xml": "svg"
        default: "bin"
        }
        return "Images/\(image.name)\(suffix).\(ext)"
    }

    /// Every image name the document mentions.
    static func referencedNames(in root: MarkupElement) -> Set<String> {
        var names = Set<String>()
        root.forEachElement { element in
            if element.name == "image", element.parent?.name == "resources", let name = element.attribute("name") {
                names.insert(name)
            }
            for attribute in element.attributes where attribute.name == "image" || attribute.name.hasSuffix("Image") {
                names.insert(attribute.value)
            }
        }
        return names
    }
}
