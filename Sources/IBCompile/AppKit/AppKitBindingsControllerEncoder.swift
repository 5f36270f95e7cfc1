import IBDocument

/// The Cocoa bindings controllers as top-level objects: `objectController`, `arrayController`,
/// `treeController` → `NSObjectController`, `NSArrayController`, `NSTreeController`, listed under
/// File's Owner (as the user defaults controller is in transmission_MainMenu), wired by their
/// `<connections>` (the `contentArray`/`contentObject` bindings, outlets to them).
///
/// **Hypothesis throughout**: no Apple nib in the fixtures has one of these controllers. The keys
/// are those AppKit's readers decode from Apple's nibs — Cocotron's and Cappuccino's nib2cib
/// `NSObjectController`/`NSArrayController` (`NSDeclaredKeys`, `NSObjectClassName`, `NSEditable`,
/// `NSAutomaticallyPreparesContent`; `NSAvoidsEmptySelection`, `NSClearsFilterPredicateOnInsertion`,
/// `NSFilterRestrictsInsertion`, `NSPreservesSelection`, `NSSelectsInsertedObjects`,
/// `NSAlwaysUsesMultipleValuesMarker`, `NSAutomaticallyRearrangesObjects`) and GNUstep's
/// `NSTreeController` (`NSTreeContentChildrenKey`, `NSTreeContentCountKey`, `NSTreeContentLeafKey`
/// and the three selection flags) —, written in that decoding order. Those readers decode the
/// flags with `-decodeBoolForKey:`, which gives NO for an absent key, so a flag is written when
/// YES (Interface Builder's defaults: editable, avoids empty selection, preserves selection,
/// selects inserted objects, clears the filter on insertion are YES; the attributes Xcode writes
/// are the NOs) and left out when NO; `NSFilterRestrictsInsertion` YES always, as Finch's AppKit
/// (whose archives follow Apple's keys) writes it — Interface Builder has no attribute for it.
/// Refused, with the reason: Core Data mode (`mode="entity"`: entity name, fetch predicate and
/// managed object context keys are not known), a custom class, an object class reference that
/// names another class than `objectClassName`.
enum AppKitBindingsControllerEncoder {
    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?, walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        guard parent == nil else { throw walker.unsupported(element) }
        var reader = AppKitAttributeReader(element)
        let className: String
        switch element.name {
        case "objectController": className = "NSObjectController"
        case "arrayController": className = "NSArrayController"
        case "treeController": className = "NSTreeController"
        default: throw walker.unsupported(element)
        }
        if let mode = reader.string("mode"), mode != "class" {
            throw AppKitEncodingError.notCompiled(element: element.name, id: reader.id, reason:
                "mode=\"\(mode)\" is a Core Data controller, whose entity, fetch predicate and managed object context keys no Apple nib in the fixtures and no AppKit reader shows")
        }
        if let customClass = reader.string("customClass") {
            throw AppKitEncodingError.notCompiled(element: element.name, id: reader.id, reason:
                "customClass=\"\(customClass)\": how ibtool swaps a controller's class (an NSClassSwapper, as for custom views, or the custom object form) is shown by no Apple nib of a controller")
        }
        let object = AppKitArchiveObject(className: className)
        let objectClassName = reader.string("objectClassName")
        var declaredKeys: [AppKitArchiveValue] = []
        var otherChildren: [MarkupElement] = []
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("declaredKeys", _):
                for key in child.childElements {
                    guard key.name == "string" else { throw walker.unsupported(key) }
                    declaredKeys.append(.string(key.textContent))
                }
            case ("classReference", "objectClass"):
                // Interface Builder's design-time reference to the object class: the same class
                // as `objectClassName` (every corpus case), so nothing of its own is archived.
                guard child.attribute("className") == objectClassName, child.attributes.allSatisfy({ ["key", "className"].contains($0.name) }) else {
                    throw AppKitEncodingError.notCompiled(element: "classReference", id: reader.id, reason:
                        "an object class reference other than objectClassName's (a module or another class) has no known archive")
                }
            default:
                otherChildren.append(child)
            }
        }
        if !declaredKeys.isEmpty { object.append("NSDeclaredKeys", .object(.collection("NSArray", declaredKeys))) }
        if let objectClassName { object.append("NSObjectClassName", .string(objectClassName)) }
        if try reader.bool("editable", default: true) { object.append("NSEditable", .bool(true)) }
        if try reader.bool("automaticallyPreparesContent", default: false) { object.append("NSAutomaticallyPreparesContent", .bool(true)) }
        switch className {
        case "NSArrayController":
            try flag("avoidsEmptySelection", "NSAvoidsEmptySelection", default: true, &reader, object)
            try flag("clearsFilterPredicateOnInsertion", "NSClearsFilterPredicateOnInsertion", default: true, &reader, object)
            object.append("NSFilterRestrictsInsertion", .bool(true))
            try flag("preservesSelection", "NSPreservesSelection", default: true, &reader, object)
            try flag("selectsInsertedObjects", "NSSelectsInsertedObjects", default: true, &reader, object)
            try flag("alwaysUsesMultipleValuesMarker", "NSAlwaysUsesMultipleValuesMarker", default: false, &reader, object)
            try flag("automaticallyRearrangesObjects", "NSAutomaticallyRearrangesObjects", default: false, &reader, object)
        case "NSTreeController":
            for (attribute, key) in [("childrenKeyPath", "NSTreeContentChildrenKey"), ("countKeyPath", "NSTreeContentCountKey"), ("leafKeyPath", "NSTreeContentLeafKey")] {
                if let keyPath = reader.string(attribute) { object.append(key, .string(keyPath)) }
            }
            try flag("avoidsEmptySelection", "NSAvoidsEmptySelection", default: true, &reader, object)
            try flag("preservesSelection", "NSPreservesSelection", default: true, &reader, object)
            try flag("selectsInsertedObjects", "NSSelectsInsertedObjects", default: true, &reader, object)
        default:
            break
        }
        try reader.finish()
        walker.context.list(object, id: reader.id, parent: nil)
        for child in otherChildren where !(try walker.encodeCommonChild(child, of: object)) {
            throw walker.unsupported(child)
        }
        return object
    }

    /// A selection flag: written as YES when on, left out when off (see the type's comment).
    private static func flag(_ attribute: String, _ key: String, default defaultValue: Bool,
                             _ reader: inout AppKitAttributeReader, _ object: AppKitArchiveObject) throws {
        if try reader.bool(attribute, default: defaultValue) { object.append(key, .bool(true)) }
    }
}
