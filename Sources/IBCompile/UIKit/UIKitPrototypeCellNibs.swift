import IBDocument

/// A table view's `<prototypes>`: each prototype cell is compiled into a nib of its own,
/// embedded in the table view, which `-dequeueReusableCellWithIdentifier:` instantiates.
///
/// * `UITableViewCellPrototypeNibs`: an `NSDictionary` reuse identifier → `UINib`
///   (the keys `-[UITableView initWithCoder:]` reads — WinObjC's UITableView reader,
///   davidquesada/ibtool's writer).
/// * The `UINib` as `-[UINib encodeWithCoder:]` writes one that holds its bytes (decompiled
///   UIKitCore, iOS 26.1): `captureEnclosingNIBBundleOnDecode` (YES: resources resolve in the
///   bundle of the nib that decodes it) and `archiveData` (an `NSData` of the cell's nib).
/// * The cell's nib: top level `IBFilesOwner`, `IBFirstResponder`, one `UpstreamPlaceholder-N`
///   proxy per object outside the cell its connections reach (the controller, a segue
///   template), then the cell; its own outlets and actions; a segue from the cell is the outlet
///   `selectionSegueTemplate` (`accessoryActionSegueTemplate` for `trigger="accessoryAction"`)
///   to the template's placeholder (davidquesada/ibtool's reading of real nibs).
/// * `UITableViewCellPrototypeNibExternalObjects`: reuse identifier → `NSDictionary` placeholder
///   name → the object in the table's own nib (written only when a cell reaches outside itself).
enum UIKitPrototypeCellNibs {
    static func encode(_ prototypes: MarkupElement, table: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        var nibs: [AppKitArchiveValue] = []
        var externals: [AppKitArchiveValue] = []
        var identifiers: Set<String> = []
        for cell in prototypes.childElements {
            guard cell.name == "tableViewCell" else {
                throw UIKitEncodingError.unsupportedElement(element: cell.name, id: cell.attribute("id"), context: "<prototypes>")
            }
            guard let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty else {
                // Interface Builder flags such a cell with a warning ("Prototype table cells must have reuse
                // identifiers"), not an error, and Xcode's own library Table View Controller arrives with one;
                // `UITableViewCellPrototypeNibs` is keyed by the identifier, so the cell can't be in it and
                // nothing could dequeue it. Left out with the warning — a hypothesis about ibtool's output (no
                // Apple nib in the fixtures has such a cell), where refusing the whole document was not.
                UIKitCompileWarnings.report(LintFinding(rule: UIKitCompileWarnings.prototypeWithoutIdentifierRule, objectID: cell.attribute("id"),
                    message: "this prototype cell has no reuse identifier: it is left out of its table's prototype nibs (no cell can be dequeued for it); set its Identifier."))
                continue
            }
            guard identifiers.insert(identifier).inserted else {
                throw UIKitEncodingError.malformed(element: "tableViewCell", id: cell.attribute("id"), reason: "another prototype of its table has the reuseIdentifier \"\(identifier)\"")
            }
            let (nib, upstream) = try embeddedNib(cell, document: encoder.document)
            nibs += [.string(identifier), .object(nib)]
            if !upstream.isEmpty {
                externals += [.string(identifier), .object(externalObjects(upstream))]
            }
        }
        guard !nibs.isEmpty else { return }
        table.append("UITableViewCellPrototypeNibs", .object(.collection("NSDictionary", nibs)))
        if !externals.isEmpty { table.append("UITableViewCellPrototypeNibExternalObjects", .object(.collection("NSDictionary", externals))) }
    }

    /// The `UINib` embedding a reusable view's own nib (`-[UINib encodeWithCoder:]` of a nib
    /// holding bytes) and the upstream placeholders that nib uses. Shared with collection views'
    /// cells and supplementary views (`UIKitCollectionViewPrototypes`); `accessorySegues` is
    /// false for them (a collection view cell has no accessory action).
    static func embeddedNib(_ view: MarkupElement, document: InterfaceDocument, accessorySegues: Bool = true) throws -> (nib: AppKitArchiveObject, upstream: [(name: String, id: String)]) {
        let (bytes, upstream) = try cellNib(view, document: document, accessorySegues: accessorySegues)
        let data = AppKitArchiveObject(className: "NSData")
        data.append("NS.bytes", .bytes(bytes))
        let nib = AppKitArchiveObject(className: "UINib")
        nib.append("captureEnclosingNIBBundleOnDecode", .bool(true))
        nib.append("archiveData", .object(data))
        return (nib, upstream)
    }

    /// A prototype's external-object table: placeholder name → the object of the enclosing nib.
    static func externalObjects(_ upstream: [(name: String, id: String)]) -> AppKitArchiveObject {
        .collection("NSDictionary", upstream.flatMap { [AppKitArchiveValue.string($0.name), .reference($0.id)] })
    }

    /// The cell's nib bytes and its upstream placeholders (name, id of the object they stand for).
    private static func cellNib(_ cell: MarkupElement, document: InterfaceDocument, accessorySegues: Bool) throws -> ([UInt8], [(name: String, id: String)]) {
        let context = UIKitEncodingContext(document: document)
        context.collectsSegues = true
        let filesOwner = UIKitNibRoot.proxy("IBFilesOwner")
        context.register(filesOwner, id: nil)
        let firstResponderID = Self.firstResponderID(of: cell)
        let firstResponder = UIKitNibRoot.proxy("IBFirstResponder")
        context.register(firstResponder, id: firstResponderID)

        var subtreeIDs: Set<String> = []
        cell.forEachElement { if let id = $0.attribute("id") { subtreeIDs.insert(id) } }
        var upstreamIDs: [String] = []
        cell.forEachElement { element in
            guard element.parent?.name == "connections" else { return }
            let id = element.name == "segue" ? element.attribute("id") : element.attribute("destination")
            guard let id, !subtreeIDs.contains(id) || element.name == "segue", id != firstResponderID, !upstreamIDs.contains(id) else { return }
            upstreamIDs.append(id)
        }
        var topLevel = [filesOwner, firstResponder]
        var upstream: [(name: String, id: String)] = []
        for (index, id) in upstreamIDs.enumerated() {
            let name = "UpstreamPlaceholder-\(index + 1)"
            let proxy = UIKitNibRoot.proxy(name)
            context.register(proxy, id: id)
            topLevel.append(proxy)
            upstream.append((name, id))
        }
        let cellObject = try UIKitViewEncoder(context: context).encode(cell)
        context.claimTraitStorages(for: cellObject)
        topLevel.append(cellObject)
        try UIKitConnectionEncoder.resolve(context: context)
        for (sourceID, segue) in context.pendingSegues {
            guard sourceID == cell.attribute("id"), let segueID = segue.attribute("id") else {
                throw UIKitEncodingError.unsupportedElement(element: "segue", id: segue.attribute("id"), context: "<connections> of an object inside prototype <\(cell.name)> \(cell.attribute("id") ?? "")")
            }
            if !accessorySegues, let trigger = segue.attribute("trigger") {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "trigger", value: trigger, element: "segue", id: segueID)
            }
            context.addConnection(try segueOutlet(segue, sourceID: sourceID, segueID: segueID))
        }
        return (NibArchiveWriter().write(try UIKitNibRoot.archive(topLevel: topLevel, context: context)), upstream)
    }

    /// A cell's segue: the outlet `selectionSegueTemplate` (`accessoryActionSegueTemplate` for
    /// `trigger="accessoryAction"`) from the cell to the segue's template.
    static func segueOutlet(_ segue: MarkupElement, sourceID: String, segueID: String) throws -> AppKitArchiveObject {
        let label: String
        switch segue.attribute("trigger") {
        case nil: label = "selectionSegueTemplate"
        case "accessoryAction": label = "accessoryActionSegueTemplate"
        case let other?: throw UIKitEncodingError.unsupportedAttribute(attribute: "trigger", value: other, element: "segue", id: segueID)
        }
        let connection = AppKitArchiveObject(className: "UIRuntimeOutletConnection")
        connection.append("UILabel", .string(label))
        connection.append("UISource", .reference(sourceID))
        connection.append("UIDestination", .reference(segueID))
        return connection
    }

    /// The id of the First Responder placeholder of the scene (storyboard) or document (xib)
    /// holding the cell: actions sent to it stay First Responder actions in the cell's nib.
    private static func firstResponderID(of cell: MarkupElement) -> String? {
        var node = cell.parent
        while let current = node {
            if current.name == "objects" {
                return current.childElements.first { $0.name == "placeholder" && $0.attribute("placeholderIdentifier") == "IBFirstResponder" }?.attribute("id")
            }
            node = current.parent
        }
        return nil
    }
}
