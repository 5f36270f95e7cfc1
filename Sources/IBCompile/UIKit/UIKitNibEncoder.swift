import IBDocument

/// Compiles an iOS/tvOS (`CocoaTouch`) xib into the NIBArchive object graph ibtool writes
/// (`UIKitNibRoot`). Elements without an encoding here make `encode` throw a
/// `UIKitEncodingError` naming them.
public struct UIKitNibEncoder {
    public init() {}

    public func encode(_ document: InterfaceDocument) throws -> NibArchive {
        guard document.kind.isCocoaTouch, document.kind.format == .xib else {
            throw UIKitEncodingError.notACocoaTouchDocument(kind: document.kind.description)
        }
        guard let objects = document.root.firstChild(named: "objects") else {
            throw UIKitEncodingError.malformed(element: "document", id: nil, reason: "it has no <objects>")
        }
        let context = UIKitEncodingContext(document: document)
        let viewEncoder = UIKitViewEncoder(context: context)
        var topLevel: [AppKitArchiveObject] = []
        for element in objects.childElements {
            if element.name == "placeholder" {
                topLevel.append(try proxy(for: element, encoder: viewEncoder))
            } else if UIKitGestureRecognizerEncoder.isRecognizer(element) {
                topLevel.append(try UIKitGestureRecognizerEncoder.encode(element, encoder: viewEncoder))
            } else if UIKitCustomObject.isCustomObject(element) {
                topLevel.append(try UIKitCustomObject.encode(element, encoder: viewEncoder))
            } else if UIKitTopLevelItems.isItem(element) {
                topLevel.append(try UIKitTopLevelItems.encode(element, encoder: viewEncoder))
            } else {
                let object = try viewEncoder.encode(element)
                context.claimTraitStorages(for: object)
                topLevel.append(object)
            }
        }
        try UIKitConnectionEncoder.resolve(context: context)
        return try UIKitNibRoot.archive(topLevel: topLevel, context: context)
    }

    /// `<placeholder placeholderIdentifier="IBFilesOwner"/"IBFirstResponder"/…>` → `UIProxyObject`.
    private func proxy(for element: MarkupElement, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        guard let identifier = reader.string("placeholderIdentifier"), !identifier.isEmpty else {
            throw UIKitEncodingError.malformed(element: "placeholder", id: reader.id, reason: "it has no placeholderIdentifier")
        }
        let proxy = UIKitNibRoot.proxy(identifier)
        encoder.context.register(proxy, id: reader.id)
        // The owner's class is the caller's business (`UINib.instantiate(withOwner:)`), not the nib's.
        reader.consume("customClass", "customModule")
        try encoder.encodeExtras(&reader, object: proxy)
        try reader.finish()
        return proxy
    }
}
