/// Builds the nib's root: `NSObject` { `IB.objectdata` → `NSIBObjectData`,
/// `IB.systemFontUpdateVersion` = 1 }, with the keys every ibtool macOS nib has (all 191
/// fixture nibs): `NSRoot` (File's Owner), `NSVisibleWindows`, `NSConnections` (outlets
/// first, then actions and bindings, each in document order), `NSObjectsKeys`/`Values`
/// (object → parent), `NSOidsKeys`/`Values` (object → 1-based id: File's Owner, the listed
/// objects, then the connectors), and the accessibility lists (the accessibility connectors
/// and their oids, which follow the others).
enum AppKitObjectData {
    static func root(context: AppKitEncodingContext, filesOwner: AppKitArchiveObject) -> AppKitArchiveObject {
        let data = AppKitArchiveObject(className: "NSIBObjectData")
        data.append("NSRoot", .object(filesOwner))
        data.append("NSVisibleWindows", .object(.mutableSet(context.visibleWindows)))
        let connectors = context.outletConnectors + context.otherConnectors
        data.append("NSConnections", .object(.mutableArray(context.unnumberedConnectors + connectors)))
        let listed = context.listedObjects.map(\.object)
        data.append("NSObjectsKeys", .object(.array(listed)))
        data.append("NSObjectsValues", .object(.array(context.listedObjects.map { $0.parent ?? filesOwner })))
        let oidObjects = [filesOwner] + listed + connectors
        data.append("NSOidsKeys", .object(.array(oidObjects)))
        let oids = (1...oidObjects.count).map { AppKitArchiveObject.number(Int64($0)) }
        data.append("NSOidsValues", .object(.array(oids)))
        // Accessibility connectors: their own list, numbered on from the last oid (viraptor/ibtool's
        // encoder for its pair test_accessibility; `AppKitAccessibilityEncoder`). Without any, both
        // oid lists are the one empty array, as in every pair.
        let accessibility = context.accessibilityConnectors
        data.append("NSAccessibilityConnectors", .object(.mutableArray(accessibility)))
        data.append("NSAccessibilityOidsKeys", .object(.array(accessibility)))
        let accessibilityOids = accessibility.indices.map { AppKitArchiveObject.number(Int64(oidObjects.count + 1 + $0)) }
        data.append("NSAccessibilityOidsValues", .object(.array(accessibilityOids)))

        let root = AppKitArchiveObject(className: "NSObject")
        root.append("IB.objectdata", .object(data))
        root.append("IB.systemFontUpdateVersion", .integer(1))
        return root
    }
}
