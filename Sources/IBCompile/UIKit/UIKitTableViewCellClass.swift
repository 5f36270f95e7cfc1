import IBDocument

/// `<tableViewCell>` → `UITableViewCell`: `UIContentView` (its `tableViewCellContentView`,
/// also its only subview), `UITableViewCellStyle`, `UIReuseIdentifier`, `UISelectionStyle`,
/// `UIAccessoryType`, `UIEditingAccessoryType`, `UIIndentationLevel`, `UIIndentationWidth`
/// (UIKit's coder names; written when set or not the default); the style's built-in labels as `UITextLabel` / `UIDetailTextLabel`
/// (`encodeBuiltInLabels`).
enum UIKitTableViewCellClass: UIKitViewClass {
    static let elementName = "tableViewCell"
    static let className = "UITableViewCell"

    static let styles: [String: Int64] = [
        "IBUITableViewCellStyleDefault": 0, "IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2, "IBUITableViewCellStyleSubtitle": 3,
    ]
    static let selectionStyles: [String: Int64] = ["none": 0, "blue": 1, "gray": 2, "default": 3]
    static let accessoryTypes: [String: Int64] = ["none": 0, "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        guard let contentElement = reader.child("tableViewCellContentView", key: "contentView") else {
            throw UIKitEncodingError.malformed(element: reader.what, id: nil, reason: "it has no <tableViewCellContentView key=\"contentView\">")
        }
        let contentView = try encoder.encode(contentElement)
        guard view["UISubviews"] == nil else {
            throw UIKitEncodingError.unsupportedElement(element: "subviews", id: nil, context: reader.what)
        }
        view["UISubviews"] = .object(.mutableArray([contentView]))
        view.order(["UIBounds", "UICenter", "UIAlpha", "UIHidden", "UITag", "UISubviews"])
        view.append("UIContentView", .object(contentView))
        try encodeBuiltInLabels(&reader, contentElement: contentElement, into: view, encoder: encoder)
        let style = try reader.mapped("style", styles, default: 0)
        if style != 0 { view.append("UITableViewCellStyle", .integer(style)) }
        // `-[UITableViewCell encodeWithCoder:]` (decompiled UIKitCore, iOS 26.1) writes
        // `UIIndentationLevel` (integer) when not 0, after the style, and `UIIndentationWidth`
        // (float) when a flag is set after the accessory types; `-_updateDefaultIndentationWidth`
        // puts the table constants' default in only while that flag is off, so the flag marks
        // a width set from outside. Inferred: Xcode's default 10 (which it also writes) is not
        // archived, any other width is.
        if let level = try reader.integer("indentationLevel"), level != 0 { view.append("UIIndentationLevel", .integer(level)) }
        if let identifier = reader.string("reuseIdentifier") { view.append("UIReuseIdentifier", .string(identifier)) }
        let selection = try reader.mapped("selectionStyle", selectionStyles, default: 3)
        if selection != 3 { view.append("UISelectionStyle", .integer(selection)) }
        let accessory = try reader.mapped("accessoryType", accessoryTypes, default: 0)
        if accessory != 0 { view.append("UIAccessoryType", .integer(accessory)) }
        let editing = try reader.mapped("editingAccessoryType", accessoryTypes, default: 0)
        if editing != 0 { view.append("UIEditingAccessoryType", .integer(editing)) }
        if let width = try reader.double("indentationWidth"), width != 10 { view.append("UIIndentationWidth", .float(Float(width))) }
        // `hidesAccessoryWhenEditing` (iOS 2's property, deprecated since iOS 3): UIKitCore 26.1's
        // `-[UITableViewCell encodeWithCoder:]` writes no key for it (decompiled class, read for the
        // indentation round; no UIKitCore string names a `UIHidesAccessory…` key), so the archive has
        // nothing of it, whatever its value. Read only to check it is a boolean.
        _ = try reader.bool("hidesAccessoryWhenEditing", default: true)
        if let inset = reader.child("inset", key: "separatorInset") {
            view.append("UISeparatorInset", .bytes(try UIKitGeometry.insets(inset, owner: reader.what)))
        }
        // A static cell's row height is its row's (`UIKitStaticTableSections`). The cell's own
        // coder has no row-height key (decompiled `-[UITableViewCell encodeWithCoder:]`), and
        // neither has the table's for its prototypes (`-[UITableView encodeWithCoder:/initWithCoder:]`:
        // `UIRowHeight` is the table's one height; `UITableViewCellPrototypeNibs` holds only the
        // nibs), so a xib's top-level cell's or a prototype's `rowHeight` leaves no trace but the
        // frame the view keys already archive (the prototype's, in its own nib).
        let parent = reader.element.parent?.name
        if parent == "cells", reader.element.parent?.parent?.name == "tableViewSection" {
            _ = try reader.double("rowHeight")
        } else if parent == "objects" || (parent == "prototypes" && reader.element.parent?.parent?.name == "tableView") {
            _ = try reader.double("rowHeight")
        }
        for key in ["textLabel", "detailTextLabel", "imageView"] {
            // The legacy form: the built-in view as a keyed child of the cell.
            if let child = reader.child(reader.childElements.first { $0.attribute("key") == key }?.name ?? "", key: key) {
                throw UIKitEncodingError.unsupportedElement(element: "\(child.name) key=\"\(key)\"", id: child.attribute("id"), context: reader.what)
            }
        }
    }

    /// A styled cell's built-in labels (`textLabel=` / `detailTextLabel=` naming labels of its
    /// content view): UIKit makes them `UITableViewLabel`s (no coder of its own, so archived
    /// under that class with `UILabel`'s keys — davidquesada/ibtool's reading of real nibs, and
    /// UIKitCore has no class fallback for it) and the cell decodes them from `UITextLabel` /
    /// `UIDetailTextLabel`. A built-in label with a custom class is a `UIClassSwapper` whose
    /// `UIOriginalClassName` is `UITableViewLabel`, the class it is archived as without one
    /// (**hypothesis**: the swapper's original class is the object's own archived class, as for
    /// every other swapped object; no Apple nib has a styled cell with a custom label class).
    /// The built-in `imageView=` is still refused (left unread).
    private static func encodeBuiltInLabels(_ reader: inout UIKitElementReader, contentElement: MarkupElement,
                                            into cell: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        for (attribute, key) in [("textLabel", "UITextLabel"), ("detailTextLabel", "UIDetailTextLabel")] {
            guard let labelID = reader.string(attribute) else { continue }
            var inContentView = false
            contentElement.forEachElement { if $0.name == "label", $0.attribute("id") == labelID { inContentView = true } }
            guard inContentView, let label = encoder.context.objectsByID[labelID] else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: attribute, value: labelID, element: "tableViewCell", id: reader.id)
            }
            if label.className == "UILabel" {
                label.className = "UITableViewLabel"
            } else if label.className == "UIClassSwapper", case .object(let original)? = label["UIOriginalClassName"],
                      case .bytes(let name)? = original["NS.bytes"], name == Array("UILabel".utf8) {
                label["UIOriginalClassName"] = .string("UITableViewLabel")
            } else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: attribute, value: labelID, element: "tableViewCell", id: reader.id)
            }
            cell.append(key, .object(label))
        }
    }
}
