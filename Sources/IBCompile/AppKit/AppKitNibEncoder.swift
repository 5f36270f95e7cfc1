import IBDocument

/// Compiles a macOS (`MacOSX.Cocoa`) xib into the NIBArchive object graph Apple's ibtool
/// writes since Xcode 13 (`NSIBObjectData` root, AppKit keys). Elements without an encoding
/// here make `encode` throw an `AppKitEncodingError` naming them.
public struct AppKitNibEncoder {
    /// Profiles for system colours' fallbacks (default: ours, `AppKitColorProfiles.storyweave`;
    /// Apple's can be passed instead); nil: documents with system colours are refused.
    public var colorProfiles: AppKitColorProfiles?

    public init(colorProfiles: AppKitColorProfiles? = .storyweave) {
        self.colorProfiles = colorProfiles
    }

    public func encode(_ document: InterfaceDocument) throws -> NibArchive {
        guard document.kind.platform == .macOS, document.kind.format == .xib else {
            throw AppKitEncodingError.notACocoaDocument(kind: document.kind.description)
        }
        guard let objects = document.root.firstChild(named: "objects") else {
            throw AppKitEncodingError.malformed(element: "document", id: nil, reason: "it has no <objects>")
        }
        let context = AppKitEncodingContext(document: document, colorProfiles: colorProfiles)
        let walker = AppKitElementWalker(context: context)
        var filesOwner: AppKitArchiveObject?
        for element in objects.childElements {
            let object = try walker.encodeTopLevel(element)
            if element.attribute("id") == "-2" { filesOwner = object }
        }
        context.markConstrainedViews()
        guard let filesOwner else {
            throw AppKitEncodingError.malformed(element: "objects", id: nil, reason: "there is no File's Owner (customObject id=\"-2\")")
        }
        let root = AppKitObjectData.root(context: context, filesOwner: filesOwner)
        var flattener = AppKitArchiveFlattener(objectsByID: context.objectsByID)
        return try flattener.flatten(root: root).withClassFallbacks(AppKitConnectionEncoder.classFallbacks)
    }
}
