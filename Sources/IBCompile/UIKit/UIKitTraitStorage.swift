import IBDocument

/// What a view or constraint holds per size class: its `<variation key="…">` children.
///
/// **Uninstalled objects** (`<variation key="default">` + `<mask key="subviews"|"constraints">`
/// + `<exclude reference="…"/>`, "Installed" unchecked in Interface Builder). As in the iOS
/// fixtures (ios-63 `BYZ-38-t0r-view-8bC-Xf-vdC.nib`, `IAK-b5-LWe-view-7WH-9G-q10.nib`), ibtool
/// still archives the excluded objects (and lists them in `UINibObjectsKey`) but leaves them out
/// of `UISubviews` / `UIViewAutolayoutConstraints`, and records the exclusion for UIKit's trait
/// machinery (V):
///
/// * `_UIRelationshipTraitStorage`: `UIObject` (the view), `UIKeyPath` (`traitStorageSubviews`
///   or `traitStorageConstraints`), `UIRecords` (NSMutableArray of
///   `_UIRelationshipTraitStorageRecord`: `UITraitCollection` (an empty `UITraitCollection`,
///   i.e. every size class), `UIAddedObjects` (NSSet), `UIRemovedObjects` (NSSet of the
///   excluded)), `UIRelationshipCandidates` (NSOrderedSet of every subview/constraint in document
///   order, excluded ones included).
/// * one `_UITraitStorageList` per top-level object whose tree has storages, in
///   `UINibTraitStorageListsKey`: `UITopLevelObject`, `UITraitStorages` (NSArray, views in
///   pre-order, subviews before constraints), `UIDescendants` (NSSet of the objects the
///   storages involve — subview candidates, the items of constraint candidates, the storages'
///   objects — without the top-level object itself).
///
/// **Size classes** (`widthClass=compact|regular`, `heightClass=…`, joined by `-`). No Apple nib
/// in the fixtures has one; the archive below follows UIKit's own classes (UIKitCore, iOS 26.1
/// decompilation) and xibdump, a reader of real nibs:
///
/// * each variation's `<include>`/`<exclude>` is a `_UIRelationshipTraitStorageRecord` of its
///   size classes' `UITraitCollection` with `UIAddedObjects` / `UIRemovedObjects` (xibdump reads
///   them back as exactly that). A variation's attribute (a constraint's `constant`, a stack
///   view's `axis` or `spacing`) is an `_UIAttributeTraitStorage` (`UIObject`, `UIKeyPath`,
///   `UIRecords` of `_UIAttributeTraitStorageRecord` { `UITraitCollection`, `UIValue` }); a
///   constant's value is `_NSLayoutConstraintConstant` { `UISymbolicConstant`,
///   `UINumericConstant` } (its `-encodeWithCoder:`), which xibdump reads back.
/// * `UITraitCollection`'s coder writes each builtin trait that is not unspecified as an integer
///   under `UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass` /
///   `…VerticalSizeClass`, horizontal first (the builtin trait order), compact 1, regular 2
///   (`UIUserInterfaceSizeClass`).
/// * Record order, from how UIKit applies them: `-[_UIAttributeTraitStorage
///   applyRecordsMatchingTraitCollection:]` applies the *first* record whose traits the current
///   collection contains, so the document's base value must come last, under an empty trait
///   collection (which every collection contains), after the size classes — most specific first;
///   `-[_UIRelationshipTraitStorage applyRecordsMatchingTraitCollection:]` applies *every*
///   matching record in order (removed −= added, removed ∪= removed), so the default variation
///   comes first and the size classes after it, least specific first. Both make the more specific
///   size class win, as Interface Builder's canvas does. **Hypothesis**: the order among
///   variations of the same specificity (document order here), and whether ibtool writes a base
///   record for a relationship that only a size class changes (not here: it would change nothing).
/// * **Hypothesis** — the key paths: `-[NSObject(UIIBPrivate) _uikit_applyValueFromTraitStorage:
///   forKeyPath:]` sets the value by key-value coding (a public stack trace shows it calling
///   `setValue:forKey:`), so the key path is a KVC key of the object taking the record's value. A
///   `_NSLayoutConstraintConstant` is taken only by `NSLayoutConstraint(UIInterfaceBuilderSupport)`'s
///   `-_encodedConstant` / `-_setEncodedConstant:`, which KVC finds for the key `encodedConstant`;
///   a stack view's are its properties `axis` and `spacing` (NSNumber values). A ripley-style
///   Linux compiler (public Go code) writes view attribute storages the same way, key path the
///   property name, base record last under an empty trait collection.
///
/// Sets are archived with `NS.object.<n>` keys, as in the fixtures. ibtool's set order is hash
/// order, which no one can reproduce; ours is document order. Anything else in a variation — other
/// traits, attributes, children — is refused by name.
struct UIKitTraitStorage {
    enum KeyPath: String, CaseIterable {
        case subviews = "traitStorageSubviews"
        case constraints = "traitStorageConstraints"

        var maskKey: String { self == .subviews ? "subviews" : "constraints" }
    }

    struct RelationshipRecord {
        let traits: UIKitSizeClassTraits
        let added: [AppKitArchiveObject]
        let removed: [AppKitArchiveObject]
    }

    struct AttributeRecord {
        let traits: UIKitSizeClassTraits
        let value: AppKitArchiveObject
    }

    enum Kind {
        case relationship(keyPath: KeyPath, candidates: [AppKitArchiveObject], records: [RelationshipRecord])
        case attribute(keyPath: String, records: [AttributeRecord])
    }

    let owner: AppKitArchiveObject
    /// The owning view's position in the document walk, so storages list in pre-order however
    /// deep the encoder recursed before it finished the view; then subviews, constraints, the
    /// view's attributes, its constraints' attributes (**hypothesis** past the first two).
    let ownerOrder: Int
    let rank: Int
    let kind: Kind

    /// The variations of a view or constraint element, marked as read.
    static func variations(_ reader: inout UIKitElementReader) throws -> [UIKitVariation] {
        try reader.children("variation").map { try UIKitVariation($0, owner: reader.what) }
    }

    /// Splits a view's encoded subviews or constraints (with their xib ids) into the installed
    /// ones — all but those the default variation excludes — and, when a variation masks them,
    /// their storage. An id a mask names that is not among them is an error.
    static func split(_ encoded: [(id: String?, object: AppKitArchiveObject)], variations: [UIKitVariation], keyPath: KeyPath,
                      owner: AppKitArchiveObject, ownerOrder: Int, ownerElement: String, ownerID: String?) throws -> (installed: [AppKitArchiveObject], storage: UIKitTraitStorage?) {
        let masking = variations.filter { $0.masks[keyPath] != nil }
        guard !masking.isEmpty else { return (encoded.map(\.object), nil) }
        var byID: [String: AppKitArchiveObject] = [:]
        for entry in encoded { if let id = entry.id { byID[id] = entry.object } }
        func objects(_ ids: [String]) throws -> [AppKitArchiveObject] {
            try ids.map { id in
                guard let object = byID[id] else {
                    throw UIKitEncodingError.malformed(element: ownerElement, id: ownerID, reason: "its <variation> masks \"\(id)\", which is not one of its \(keyPath.maskKey)")
                }
                return object
            }
        }
        var removedByDefault: Set<ObjectIdentifier> = []
        var records: [RelationshipRecord] = []
        let ordered = masking.enumerated().sorted { ($0.element.traits.specificity, $0.offset) < ($1.element.traits.specificity, $1.offset) }.map(\.element)
        for variation in ordered {
            let mask = variation.masks[keyPath]!
            let record = RelationshipRecord(traits: variation.traits, added: try objects(mask.included), removed: try objects(mask.excluded))
            if variation.traits.isAny {
                guard record.added.isEmpty else {
                    throw UIKitEncodingError.malformed(element: ownerElement, id: ownerID, reason: "its default <variation> includes \(keyPath.maskKey) (installed ones need no <include>)")
                }
                removedByDefault.formUnion(record.removed.map(ObjectIdentifier.init))
            }
            records.append(record)
        }
        let installed = encoded.map(\.object).filter { !removedByDefault.contains(ObjectIdentifier($0)) }
        let storage = UIKitTraitStorage(owner: owner, ownerOrder: ownerOrder, rank: keyPath == .subviews ? 0 : 1,
                                        kind: .relationship(keyPath: keyPath, candidates: encoded.map(\.object), records: records))
        return (installed, storage)
    }

    /// An attribute's storage: the size classes' values, most specific first, then `base` under
    /// the empty trait collection.
    static func attribute(owner: AppKitArchiveObject, ownerOrder: Int, rank: Int, keyPath: String, base: AppKitArchiveObject,
                          values: [(traits: UIKitSizeClassTraits, value: AppKitArchiveObject)]) -> UIKitTraitStorage {
        let ordered = values.enumerated().sorted { (-$0.element.traits.specificity, $0.offset) < (-$1.element.traits.specificity, $1.offset) }.map(\.element)
        let records = ordered.map { AttributeRecord(traits: $0.traits, value: $0.value) } + [AttributeRecord(traits: .any, value: base)]
        return UIKitTraitStorage(owner: owner, ownerOrder: ownerOrder, rank: rank, kind: .attribute(keyPath: keyPath, records: records))
    }

    /// The `_UIRelationshipTraitStorage` / `_UIAttributeTraitStorage` object. `traits` gives each
    /// size-class combination its one `UITraitCollection` of the list.
    func archived(traits: (UIKitSizeClassTraits) -> AppKitArchiveObject) -> AppKitArchiveObject {
        switch kind {
        case .relationship(let keyPath, let candidates, let records):
            let storage = AppKitArchiveObject(className: "_UIRelationshipTraitStorage")
            storage.append("UIObject", .object(owner))
            storage.append("UIKeyPath", .string(keyPath.rawValue))
            storage.append("UIRecords", .object(.mutableArray(records.map { record in
                let archived = AppKitArchiveObject(className: "_UIRelationshipTraitStorageRecord")
                archived.append("UITraitCollection", .object(traits(record.traits)))
                archived.append("UIAddedObjects", .object(Self.set("NSSet", record.added)))
                archived.append("UIRemovedObjects", .object(Self.set("NSSet", record.removed)))
                return archived
            })))
            storage.append("UIRelationshipCandidates", .object(Self.set("NSOrderedSet", candidates)))
            return storage
        case .attribute(let keyPath, let records):
            let storage = AppKitArchiveObject(className: "_UIAttributeTraitStorage")
            storage.append("UIObject", .object(owner))
            storage.append("UIKeyPath", .string(keyPath))
            storage.append("UIRecords", .object(.mutableArray(records.map { record in
                let archived = AppKitArchiveObject(className: "_UIAttributeTraitStorageRecord")
                archived.append("UITraitCollection", .object(traits(record.traits)))
                archived.append("UIValue", .object(record.value))
                return archived
            })))
            return storage
        }
    }

    /// The `_UITraitStorageList` of one top-level object. `resolve` finds constraint items
    /// given by xib id.
    static func list(topLevel: AppKitArchiveObject, storages: [UIKitTraitStorage],
                     resolve: (String) -> AppKitArchiveObject?) -> AppKitArchiveObject {
        let ordered = storages.enumerated().sorted {
            ($0.element.ownerOrder, $0.element.rank, $0.offset) < ($1.element.ownerOrder, $1.element.rank, $1.offset)
        }.map(\.element)
        var collections: [(traits: UIKitSizeClassTraits, object: AppKitArchiveObject)] = []
        func collection(_ traits: UIKitSizeClassTraits) -> AppKitArchiveObject {
            if let known = collections.first(where: { $0.traits == traits }) { return known.object }
            let object = traits.archived()
            collections.append((traits, object))
            return object
        }
        var descendants: [AppKitArchiveObject] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(topLevel)]
        func add(_ object: AppKitArchiveObject?) {
            guard let object, seen.insert(ObjectIdentifier(object)).inserted else { return }
            descendants.append(object)
        }
        for storage in ordered {
            add(storage.owner)
            guard case .relationship(let keyPath, let candidates, _) = storage.kind else { continue }
            for candidate in candidates {
                switch keyPath {
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
        list.append("UITraitStorages", .object(.array(ordered.map { $0.archived(traits: collection) })))
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

/// The size classes of a `<variation key=…>`: `default` is any size class; otherwise
/// `widthClass=compact|regular` and/or `heightClass=…`, joined by `-`.
struct UIKitSizeClassTraits: Equatable {
    /// `UIUserInterfaceSizeClass`: compact 1, regular 2; nil = unspecified.
    var horizontal: Int64?
    var vertical: Int64?

    static let any = UIKitSizeClassTraits()
    static let sizeClasses: [String: Int64] = ["compact": 1, "regular": 2]

    init(horizontal: Int64? = nil, vertical: Int64? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Nil for a key with any other trait or value.
    init?(key: String) {
        guard key != "default" else { self.init(); return }
        var traits = UIKitSizeClassTraits()
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = Self.sizeClasses[pair[1]] else { return nil }
            switch pair[0] {
            case "widthClass" where traits.horizontal == nil: traits.horizontal = value
            case "heightClass" where traits.vertical == nil: traits.vertical = value
            default: return nil
            }
        }
        guard traits != .any else { return nil }
        self = traits
    }

    var isAny: Bool { self == .any }
    var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

    /// `UITraitCollection` with the traits that are not unspecified, horizontal first.
    func archived() -> AppKitArchiveObject {
        let collection = AppKitArchiveObject(className: "UITraitCollection")
        if let horizontal { collection.append("UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass", .integer(horizontal)) }
        if let vertical { collection.append("UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass", .integer(vertical)) }
        return collection
    }
}

/// One `<variation>`: its size classes, its attributes (values for those size classes) and its
/// masks (`<include>`/`<exclude>` of subviews or constraints).
struct UIKitVariation {
    let traits: UIKitSizeClassTraits
    let element: MarkupElement
    let attributes: [(name: String, value: String)]
    let masks: [UIKitTraitStorage.KeyPath: (included: [String], excluded: [String])]

    init(_ element: MarkupElement, owner: String) throws {
        let key = element.attribute("key") ?? ""
        guard let traits = UIKitSizeClassTraits(key: key) else {
            throw UIKitEncodingError.unsupportedElement(element: "variation key=\"\(key)\"", id: nil, context: owner)
        }
        self.traits = traits
        self.element = element
        attributes = element.attributes.filter { $0.name != "key" }.map { ($0.name, $0.value) }
        if traits.isAny, let attribute = attributes.first {
            throw UIKitEncodingError.unsupportedAttribute(attribute: attribute.name, value: attribute.value, element: "variation key=\"default\"", id: nil)
        }
        var masks: [UIKitTraitStorage.KeyPath: (included: [String], excluded: [String])] = [:]
        for mask in element.childElements {
            guard mask.name == "mask", let keyPath = UIKitTraitStorage.KeyPath.allCases.first(where: { $0.maskKey == mask.attribute("key") }),
                  masks[keyPath] == nil else {
                let name = mask.attribute("key").map { "\(mask.name) key=\"\($0)\"" } ?? mask.name
                throw UIKitEncodingError.unsupportedElement(element: name, id: nil, context: "<variation key=\"\(key)\"> of \(owner)")
            }
            var entry: (included: [String], excluded: [String]) = ([], [])
            for item in mask.childElements {
                guard let id = item.attribute("reference"), item.name == "include" || item.name == "exclude" else {
                    throw UIKitEncodingError.unsupportedElement(element: item.name, id: item.attribute("reference"),
                                                                context: "<mask key=\"\(keyPath.maskKey)\"> of \(owner)")
                }
                if item.name == "include" { entry.included.append(id) } else { entry.excluded.append(id) }
            }
            masks[keyPath] = entry
        }
        self.masks = masks
    }

    /// Refuses the variation's attributes other than `names`.
    func requireOnly(_ names: Set<String>) throws {
        if let other = attributes.first(where: { !names.contains($0.name) }) {
            throw UIKitEncodingError.unsupportedAttribute(attribute: other.name, value: other.value, element: "variation key=\"\(element.attribute("key") ?? "")\"", id: nil)
        }
    }

    func value(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}
