import IBDocument

/// Objects a view has in the document but not installed: `<variation key="default">` with
/// `<mask key="subviews"|"constraints">` and `<exclude reference="…"/>` ("Installed" unchecked
/// in Interface Builder). As in the iOS fixtures (ios-63 `BYZ-38-t0r-view-8bC-Xf-vdC.nib`,
/// `IAK-b5-LWe-view-7WH-9G-q10.nib`), ibtool still archives the excluded objects (and lists
/// them in `UINibObjectsKey`) but leaves them out of `UISubviews` / `UIViewAutolayoutConstraints`,
/// and records the exclusion for UIKit's trait machinery:
///
/// * `_UIRelationshipTraitStorage`: `UIObject` (the view), `UIKeyPath` (`traitStorageSubviews`
///   or `traitStorageConstraints`), `UIRecords` (NSMutableArray of one
///   `_UIRelationshipTraitStorageRecord`: `UITraitCollection` (an empty `UITraitCollection`,
///   i.e. every size class), `UIAddedObjects` (empty NSSet), `UIRemovedObjects` (NSSet of the
///   excluded)), `UIRelationshipCandidates` (NSOrderedSet of every subview/constraint in document
///   order, excluded ones included).
/// * one `_UITraitStorageList` per top-level object whose tree has storages, in
///   `UINibTraitStorageListsKey`: `UITopLevelObject`, `UITraitStorages` (NSArray, views in
///   pre-order, subviews before constraints), `UIDescendants` (NSSet of the objects the
///   storages involve — subview candidates, the items of constraint candidates, the storages'
///   views — without the top-level object itself).
///
/// Sets are archived with `NS.object.<n>` keys, as in the fixtures. ibtool's set order is hash
/// order, which no one can reproduce; ours is document order.
/// Variations for particular size classes (`heightClass=…`), `<include>` and anything else in a
/// variation are refused by name: their trait collections have no reference here.
struct UIKitTraitStorage {
    enum KeyPath: String, CaseIterable {
        case subviews = "traitStorageSubviews"
        case constraints = "traitStorageConstraints"

        var maskKey: String { self == .subviews ? "subviews" : "constraints" }
    }

    let owner: AppKitArchiveObject
    /// The owner's position in the document walk, so storages list in pre-order however deep
    /// the encoder recursed before it finished the owner.
    let ownerOrder: Int
    let keyPath: KeyPath
    let candidates: [AppKitArchiveObject]
    let removed: [AppKitArchiveObject]

    /// The excluded ids of a view's `<variation key="default">`, by mask; `nil` without one.
    /// Marks the variation as read.
    static func exclusions(_ reader: inout UIKitElementReader) throws -> [KeyPath: Set<String>] {
        var result: [KeyPath: Set<String>] = [:]
        for variation in reader.children("variation") {
            guard variation.attribute("key") == "default" else {
                throw UIKitEncodingError.unsupportedElement(element: "variation key=\"\(variation.attribute("key") ?? "")\"", id: nil, context: reader.what)
            }
            if let attribute = variation.attributes.first(where: { $0.name != "key" }) {
                throw UIKitEncodingError.unsupportedAttribute(attribute: attribute.name, value: attribute.value, element: "variation", id: reader.id)
            }
            for mask in variation.childElements {
                guard mask.name == "mask", let keyPath = KeyPath.allCases.first(where: { $0.maskKey == mask.attribute("key") }) else {
                    let name = mask.attribute("key").map { "\(mask.name) key=\"\($0)\"" } ?? mask.name
                    throw UIKitEncodingError.unsupportedElement(element: name, id: nil, context: "<variation key=\"default\"> of \(reader.what)")
                }
                for entry in mask.childElements {
                    guard entry.name == "exclude", let id = entry.attribute("reference") else {
                        throw UIKitEncodingError.unsupportedElement(element: entry.name, id: entry.attribute("reference"),
                                                                    context: "<mask key=\"\(keyPath.maskKey)\"> of \(reader.what)")
                    }
                    result[keyPath, default: []].insert(id)
                }
            }
        }
        return result
    }

    /// Splits a view's encoded subviews or constraints (with their xib ids) into the installed
    /// ones and, when some are excluded, their storage. An excluded id that is not among them is
    /// an error.
    static func split(_ encoded: [(id: String?, object: AppKitArchiveObject)], excluded: Set<String>, keyPath: KeyPath,
                      owner: AppKitArchiveObject, ownerOrder: Int, ownerElement: String, ownerID: String?) throws -> (installed: [AppKitArchiveObject], storage: UIKitTraitStorage?) {
        guard !excluded.isEmpty else { return (encoded.map(\.object), nil) }
        let ids = Set(encoded.compactMap(\.id))
        if let stray = excluded.sorted().first(where: { !ids.contains($0) }) {
            throw UIKitEncodingError.malformed(element: ownerElement, id: ownerID, reason: "its <variation> excludes \"\(stray)\", which is not one of its \(keyPath.maskKey)")
        }
        let installed = encoded.filter { !excluded.contains($0.id ?? "") }.map(\.object)
        let removed = encoded.filter { excluded.contains($0.id ?? "") }.map(\.object)
        return (installed, UIKitTraitStorage(owner: owner, ownerOrder: ownerOrder, keyPath: keyPath, candidates: encoded.map(\.object), removed: removed))
    }

    /// The `_UIRelationshipTraitStorage` object.
    func archived(anyTraits: AppKitArchiveObject) -> AppKitArchiveObject {
        let record = AppKitArchiveObject(className: "_UIRelationshipTraitStorageRecord")
        record.append("UITraitCollection", .object(anyTraits))
        record.append("UIAddedObjects", .object(Self.set("NSSet", [])))
        record.append("UIRemovedObjects", .object(Self.set("NSSet", removed)))
        let storage = AppKitArchiveObject(className: "_UIRelationshipTraitStorage")
        storage.append("UIObject", .object(owner))
        storage.append("UIKeyPath", .string(keyPath.rawValue))
        storage.append("UIRecords", .object(.mutableArray([record])))
        storage.append("UIRelationshipCandidates", .object(Self.set("NSOrderedSet", candidates)))
        return storage
    }

    /// The `_UITraitStorageList` of one top-level object. `resolve` finds constraint items
    /// given by xib id.
    static func list(topLevel: AppKitArchiveObject, storages: [UIKitTraitStorage],
                     resolve: (String) -> AppKitArchiveObject?) -> AppKitArchiveObject {
        let ordered = storages.enumerated().sorted {
            ($0.element.ownerOrder, $0.element.keyPath == .subviews ? 0 : 1, $0.offset) < ($1.element.ownerOrder, $1.element.keyPath == .subviews ? 0 : 1, $1.offset)
        }.map(\.element)
        let anyTraits = AppKitArchiveObject(className: "UITraitCollection")
        var descendants: [AppKitArchiveObject] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(topLevel)]
        func add(_ object: AppKitArchiveObject?) {
            guard let object, seen.insert(ObjectIdentifier(object)).inserted else { return }
            descendants.append(object)
        }
        for storage in ordered {
            add(storage.owner)
            for candidate in storage.candidates {
                switch storage.keyPath {
                case .subviews: add(candidate)
                case .constraints:
                    for key in ["NSFirstItem", "NSSecondItem"] {
                        switch candidate[key] {
                        case .object(let item)?: add(item)
                        case .reference(let id)?: add(resolve(id))
                        default: break
                        }
                    }
                }
            }
        }
        let list = AppKitArchiveObject(className: "_UITraitStorageList")
        list.append("UITopLevelObject", .object(topLevel))
        list.append("UITraitStorages", .object(.array(ordered.map { $0.archived(anyTraits: anyTraits) })))
        list.append("UIDescendants", .object(set("NSSet", descendants)))
        return list
    }

    /// `NSSet` / `NSOrderedSet` as the fixtures archive them: `NS.object.0`, `NS.object.1`, …
    static func set(_ className: String, _ items: [AppKitArchiveObject]) -> AppKitArchiveObject {
        let set = AppKitArchiveObject(className: className)
        for (index, item) in items.enumerated() { set.append("NS.object.\(index)", .object(item)) }
        return set
    }
}
