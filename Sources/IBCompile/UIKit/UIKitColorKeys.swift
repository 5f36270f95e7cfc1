import IBDocument

/// Optional `<color key=…>` children written under a class's archive key.
enum UIKitColorKeys {
    static func encode(_ pairs: [(xibKey: String, archiveKey: String)], _ reader: inout UIKitElementReader,
                       into view: AppKitArchiveObject, document: InterfaceDocument) throws {
        for (xibKey, archiveKey) in pairs {
            if let color = reader.child("color", key: xibKey) {
                view.append(archiveKey, .object(try UIKitColorEncoder.encode(color, document: document, ownerID: reader.id)))
            }
        }
    }
}
