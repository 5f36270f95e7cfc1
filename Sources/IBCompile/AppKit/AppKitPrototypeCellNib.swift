import IBDocument

/// The nib ibtool makes of each prototype cell view of a view-based table, kept in the table's
/// `NSTableViewArchivedReusableViewsKey` dictionary (reuse identifier → `NSNib`).
///
/// `NSNib` { `NSNibFileData` (an `NSData` holding a whole NIBArchive), `NSNibFileIsKeyed` YES,
/// `NSNibFileUseParentBundle` YES, `NSNibFileImages` nil, `NSNibFileSounds` nil }. The inner
/// archive is the nib of a document holding File's Owner (`NSObject`), the Application and the
/// cell view, with the cell view's connections; the cell view gets `NSReuseIdentifierKey` (its
/// identifier, else its column's). Both copies keep the document's frame, which ibtool keeps
/// when it is where AppKit lays the row out (HSChooserWindow, transmission_MainMenu); where
/// the document's frame is elsewhere, ibtool moves both copies (test17_scrollhiding: 10 points
/// right; outline_cellview: 10 right and 20 narrower) by a rule not known yet (docs/compile.md).
enum AppKitPrototypeCellNib {
    static func encode(_ cellView: MarkupElement, reuseIdentifier: String,
                       context: AppKitEncodingContext) throws -> AppKitArchiveObject {
        let bytes = try archive(cellView, reuseIdentifier: reuseIdentifier, context: context)
        let data = AppKitArchiveObject(className: "NSData")
        data.append("NS.bytes", .bytes(bytes))
        let nib = AppKitArchiveObject(className: "NSNib")
        nib.append("NSNibFileData", .object(data))
        nib.append("NSNibFileIsKeyed", .bool(true))
        nib.append("NSNibFileUseParentBundle", .bool(true))
        nib.append("NSNibFileImages", .null)
        nib.append("NSNibFileSounds", .null)
        return nib
    }

    /// The identifier a prototype cell view is registered under.
    static func reuseIdentifier(of cellView: MarkupElement, columnIdentifier: String) -> String {
        cellView.attribute("identifier") ?? columnIdentifier
    }

    /// The storyboard scene holding an element, or nil (a xib).
    private static func scene(of element: MarkupElement) -> MarkupElement? {
        var node = element.parent
        while let current = node, current.name != "scene" { node = current.parent }
        return node
    }

    /// The inner NIBArchive's bytes: a copy of the document (so resources and the document's
    /// settings stay) whose objects are File's Owner, the cell view and the Application.
    private static func archive(_ cellView: MarkupElement, reuseIdentifier: String,
                                context: AppKitEncodingContext) throws -> [UInt8] {
        guard let id = cellView.attribute("id") else {
            throw AppKitEncodingError.malformed(element: cellView.name, id: nil, reason: "a prototype cell view needs an id")
        }
        let copy = try context.document.copy()
        let placeholders = try InterfaceDocument(text: """
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects>\
            <customObject id="-2" userLabel="File's Owner"/><customObject id="-3" userLabel="Application"/>\
            </objects></document>
            """)
        guard let element = copy.object(withID: id)?.element,
              let placeholderList = placeholders.root.firstChild(named: "objects") else {
            throw AppKitEncodingError.malformed(element: cellView.name, id: id, reason: "the prototype cell view could not be copied")
        }
        // A storyboard has scenes, not top-level objects: its cell views get an <objects> list of
        // their own, in the storyboard's copy (inferred: ibtool's prototype nibs are only seen in xibs).
        let objects: MarkupElement
        if let existing = copy.root.firstChild(named: "objects") {
            objects = existing
        } else {
            objects = MarkupElement(name: "objects")
            copy.root.appendNode(.element(objects))
        }
        let owner = placeholderList.childElements[0]
        let application = placeholderList.childElements[1]
        objects.replaceChildren(with: [.element(owner), .element(element), .element(application)])

        let inner = AppKitEncodingContext(document: copy, colorProfiles: context.colors.profiles)
        // First Responder is no object of the inner nib either: a cell view control's action sent to it has no
        // NSDestination, as in the document's own nib (a hypothesis: no Apple prototype nib in ../shared/fixtures/nib
        // has one, and none of the corpus's cell views sends an action to First Responder; Xcode lets one connect it).
        if context.document.object(withID: "-1")?.element.name == "customObject" { inner.addPlaceholderWithoutArchive(id: "-1") }
        let walker = AppKitElementWalker(context: inner)
        guard let filesOwner = try walker.encodeTopLevel(owner) else {
            throw AppKitEncodingError.malformed(element: "customObject", id: "-2", reason: "File's Owner was not archived")
        }
        // In a storyboard the scene's controller owns the scene's nibs, so it stands for File's Owner in the cell's
        // too, and the scene's First Responder is, like a xib's, never archived (a hypothesis: ibtool's prototype nibs
        // are only seen in xibs; the corpus's storyboard cell views send 2 actions to their scene's controller).
        if let scene = Self.scene(of: cellView) {
            for member in scene.firstChild(named: "objects")?.childElements ?? [] {
                guard let memberID = member.attribute("id") else { continue }
                switch member.attribute("sceneMemberID") {
                case "viewController": inner.register(filesOwner, id: memberID)
                case "firstResponder": inner.addPlaceholderWithoutArchive(id: memberID)
                default: break
                }
            }
        }
        let view = try walker.encodeObject(element, parent: nil)
        _ = try walker.encodeTopLevel(application)
        view["NSReuseIdentifierKey"] = .string(reuseIdentifier)
        inner.markConstrainedViews()
        let root = AppKitObjectData.root(context: inner, filesOwner: filesOwner)
        var flattener = AppKitArchiveFlattener(objectsByID: inner.objectsByID)
        return NibArchiveWriter().write(try flattener.flatten(root: root).withClassFallbacks(AppKitConnectionEncoder.classFallbacks))
    }
}
