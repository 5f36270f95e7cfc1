import IBDocument

/// A collection view's prototypes: its `<cells>` and its section header / footer views
/// (`<collectionReusableView key="sectionHeaderView"|"sectionFooterView">`), each compiled
/// into a nib of its own and embedded as a `UINib` (`UIKitPrototypeCellNibs.embeddedNib`, the
/// same nib a table's prototype gets), in the four dictionaries `-[UICollectionView
/// encodeWithCoder:]` writes when not empty (UIKitCore, iOS 26.1), in its order:
///
/// * `UICollectionViewCellPrototypeNibExternalObjects`: reuse identifier → placeholder name →
///   object of the collection view's nib;
/// * `UICollectionViewSupplementaryViewPrototypeNibExternalObjects`: the same, keyed
///   "kind/reuse identifier";
/// * `UICollectionViewCellNibDict`: reuse identifier → `UINib`;
/// * `UICollectionViewSupplementaryViewNibDict`: "kind/reuse identifier" → `UINib`, the kinds
///   being `UICollectionElementKindSectionHeader` / `…Footer`.
///
/// The key names are the coder's (and `-initWithCoder:` reads them); the "kind/identifier" key
/// form and one external-object table per prototype — empty when the prototype reaches nothing
/// outside itself — are what a UIKit port reports reading off real ibtool output of
/// NetNewsWire's storyboard (`UICollectionElementKindSectionHeader/Container`; "empty for every
/// storyboard prototype measured"). The dictionaries are `NSMutableDictionary`: the collection
/// view keeps the decoded objects as its registries (`_cellNibDict` …), which
/// `-registerNib:…` adds to (inferred; no nib dump shows the class).
enum UIKitCollectionViewPrototypes {
    static let kinds = ["sectionHeaderView": "UICollectionElementKindSectionHeader", "sectionFooterView": "UICollectionElementKindSectionFooter"]

    struct Encoded {
        var cellExternals: [AppKitArchiveValue] = []
        var supplementaryExternals: [AppKitArchiveValue] = []
        var cellNibs: [AppKitArchiveValue] = []
        var supplementaryNibs: [AppKitArchiveValue] = []

        /// Appends the non-empty dictionaries in the coder's order.
        func append(to view: AppKitArchiveObject) {
            for (key, entries) in [("UICollectionViewCellPrototypeNibExternalObjects", cellExternals),
                                   ("UICollectionViewSupplementaryViewPrototypeNibExternalObjects", supplementaryExternals),
                                   ("UICollectionViewCellNibDict", cellNibs), ("UICollectionViewSupplementaryViewNibDict", supplementaryNibs)]
            where !entries.isEmpty {
                view.append(key, .object(.collection("NSMutableDictionary", entries)))
            }
        }
    }

    static func encode(_ reader: inout UIKitElementReader, document: InterfaceDocument) throws -> Encoded {
        var encoded = Encoded()
        var seen: Set<String> = []
        for cell in reader.child("cells")?.childElements ?? [] {
            guard cell.name == "collectionViewCell" else {
                throw UIKitEncodingError.unsupportedElement(element: cell.name, id: cell.attribute("id"), context: "<cells> of \(reader.what)")
            }
            guard let identifier = try reuseIdentifier(cell, seen: &seen, key: { $0 }) else { continue }
            let (nib, upstream) = try UIKitPrototypeCellNibs.embeddedNib(cell, document: document, accessorySegues: false)
            encoded.cellNibs += [.string(identifier), .object(nib)]
            encoded.cellExternals += [.string(identifier), .object(UIKitPrototypeCellNibs.externalObjects(upstream))]
        }
        for (key, kind) in kinds.sorted(by: { $0.key > $1.key }) {   // header, then footer
            guard let view = reader.child("collectionReusableView", key: key) else { continue }
            guard let composite = try reuseIdentifier(view, seen: &seen, key: { "\(kind)/\($0)" }) else { continue }
            let (nib, upstream) = try UIKitPrototypeCellNibs.embeddedNib(view, document: document, accessorySegues: false)
            encoded.supplementaryNibs += [.string(composite), .object(nib)]
            encoded.supplementaryExternals += [.string(composite), .object(UIKitPrototypeCellNibs.externalObjects(upstream))]
        }
        return encoded
    }

    /// The dictionary key of a prototype: its reuse identifier (through `key`), unique in the
    /// collection view (UIKit registers one nib per key). Nil, with an IB302 warning, for a
    /// prototype without one: left out, as table prototypes are (`UIKitPrototypeCellNibs`).
    private static func reuseIdentifier(_ element: MarkupElement, seen: inout Set<String>, key: (String) -> String) throws -> String? {
        guard let identifier = element.attribute("reuseIdentifier"), !identifier.isEmpty else {
            UIKitCompileWarnings.report(LintFinding(rule: UIKitCompileWarnings.prototypeWithoutIdentifierRule, objectID: element.attribute("id"),
                message: "this collection view prototype (\(element.name)) has no reuse identifier: it is left out of its collection view's prototype nibs; set its Identifier."))
            return nil
        }
        let composite = key(identifier)
        guard seen.insert(composite).inserted else {
            throw UIKitEncodingError.malformed(element: element.name, id: element.attribute("id"), reason: "another prototype of its collection view has the reuseIdentifier \"\(identifier)\"")
        }
        return composite
    }
}
