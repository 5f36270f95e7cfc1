import IBDocument

/// Walks the document's elements, sending each object element to the encoder for its kind.
/// Anything without an encoder stops the compile with the element's name and id.
struct AppKitElementWalker {
    let context: AppKitEncodingContext
    /// The content size of the window whose content view is being encoded (ibtool sizes a
    /// window's content view from the window's `contentRect`).
    var contentSize: (Double, Double)?

    init(context: AppKitEncodingContext) { self.context = context }

    /// A child of `<objects>`; nil for placeholders that are not archived (First Responder).
    func encodeTopLevel(_ element: MarkupElement) throws -> AppKitArchiveObject? {
        if element.name == "customObject" {
            return try AppKitCustomObjectEncoder.encode(element, walker: self)
        }
        return try encodeObject(element, parent: nil)
    }

    /// Encodes one object element below `parent` (nil at the top level).
    func encodeObject(_ element: MarkupElement, parent: AppKitArchiveObject?) throws -> AppKitArchiveObject {
        switch element.name {
        case "customObject":
            guard let object = try AppKitCustomObjectEncoder.encode(element, walker: self) else {
                throw unsupported(element)
            }
            return object
        case "window":
            return try AppKitWindowEncoder.encode(element, walker: self)
        case "view", "customView":
            return try AppKitViewEncoder.encodePlainView(element, parent: parent, walker: self)
        case "textField", "secureTextField", "searchField":
            return try AppKitTextFieldEncoder.encode(element, parent: parent, walker: self)
        case "imageView":
            return try AppKitImageViewEncoder.encode(element, parent: parent, walker: self)
        case "popUpButton":
            return try AppKitPopUpButtonEncoder.encode(element, parent: parent, walker: self)
        case "slider":
            return try AppKitSliderEncoder.encode(element, parent: parent, walker: self)
        case "colorWell":
            return try AppKitColorWellEncoder.encode(element, parent: parent, walker: self)
        case "levelIndicator":
            return try AppKitLevelIndicatorEncoder.encode(element, parent: parent, walker: self)
        case "segmentedControl":
            return try AppKitSegmentedControlEncoder.encode(element, parent: parent, walker: self)
        case "tabView":
            return try AppKitTabViewEncoder.encode(element, parent: parent, walker: self)
        case "matrix":
            return try AppKitMatrixEncoder.encode(element, parent: parent, walker: self)
        case "textView":
            return try AppKitTextViewEncoder.encode(element, parent: parent, walker: self)
        case "clipView" where element.attribute("key") == "contentView" && parent?.className == "NSWindowTemplate":
            return try AppKitScrollViewEncoder.encodeWindowContentClipView(element, window: parent, walker: self)
        case "scrollView":
            return try AppKitScrollViewEncoder.encode(element, parent: parent, walker: self)
        case "tableView", "outlineView":
            return try AppKitTableViewEncoder.encode(element, parent: parent, walker: self)
        case "tableCellView":
            return try AppKitTableCellViewEncoder.encode(element, parent: parent, walker: self)
        case "splitView":
            return try AppKitSplitViewEncoder.encode(element, parent: parent, walker: self)
        case "box":
            return try AppKitBoxEncoder.encode(element, parent: parent, walker: self)
        case "progressIndicator":
            return try AppKitProgressIndicatorEncoder.encode(element, parent: parent, walker: self)
        case "datePicker":
            return try AppKitDatePickerEncoder.encode(element, parent: parent, walker: self)
        case "pdfView":
            return try AppKitPDFViewEncoder.encode(element, parent: parent, walker: self)
        case "stackView":
            return try AppKitStackViewEncoder.encode(element, parent: parent, walker: self)
        case "stepper":
            return try AppKitStepperEncoder.encode(element, parent: parent, walker: self)
        case "button":
            return try AppKitButtonEncoder.encode(element, parent: parent, walker: self)
        case "menu":
            return try AppKitMenuEncoder.encodeMenu(element, parent: parent, walker: self)
        case "menuItem":
            return try AppKitMenuEncoder.encodeMenuItem(element, parent: parent, walker: self)
        case "numberFormatter" where parent == nil:
            // A formatter outside a cell (a top-level object a `formatter` outlet points at) is
            // archived as inside one, listed under File's Owner (inferred: the fixtures only
            // have formatters in cells).
            return try AppKitNumberFormatterEncoder.encode(element, cell: nil, context: context)
        case "dateFormatter" where parent == nil:
            return try AppKitTextFieldEncoder.dateFormatter(element, cell: nil, context: context)
        case "visualEffectView":
            return try AppKitVisualEffectViewEncoder.encode(element, parent: parent, walker: self)
        case "viewController", "windowController":
            return try AppKitXibControllerEncoder.encode(element, parent: parent, walker: self)
        case "userDefaultsController":
            return try AppKitUserDefaultsControllerEncoder.encode(element, parent: parent, walker: self)
        case "objectController", "arrayController", "treeController":
            return try AppKitBindingsControllerEncoder.encode(element, parent: parent, walker: self)
        case "dictionaryController":
            throw AppKitEncodingError.notCompiled(element: element.name, id: element.attribute("id"), reason:
                "NSDictionaryController's coder keys (its included/excluded keys, initial key and value, localized key table) are read by no AppKit reimplementation and shown by no Apple nib")
        default:
            throw unsupported(element)
        }
    }

    func unsupported(_ element: MarkupElement) -> AppKitEncodingError {
        .unsupported(element)
    }

    /// The `<connections>` of `source`: outlets, actions and bindings.
    func encodeConnections(_ connections: MarkupElement, source: AppKitArchiveObject) throws {
        for connection in connections.childElements {
            try AppKitConnectionEncoder.encode(connection, source: source, context: context)
        }
    }

    /// Handles the children every object element may have and that carry no encoding of
    /// their own here: `<connections>` and `<accessibility>` (encoded), canvas positions and empty `<animations/>`
    /// (design time only).
    /// Returns false for any other child so the caller can handle or refuse it.
    func encodeCommonChild(_ child: MarkupElement, of object: AppKitArchiveObject) throws -> Bool {
        switch child.name {
        case "connections":
            try encodeConnections(child, source: object)
            return true
        case "point" where child.attribute("key") == "canvasLocation":
            return true
        case "userGuides":
            // Xcode's Editor › Guides canvas guides: design-time, as on the UIKit side
            // (`UIKitElementReader`); inferred: no AppKit class has them and no Apple nib shows one.
            return true
        case "attributedString" where child.attribute("key") == "userComments":
            // The Identity inspector's Document "Notes": design-time, like the UIKit side's
            // (`UIKitElementReader.designTimeChildKeys`). Inferred: no AppKit class has a
            // userComments property and no Apple nib carries a note.
            return true
        case "accessibility":
            try AppKitAccessibilityEncoder.encode(child, of: object, context: context)
            return true
        case "userDefinedRuntimeAttributes":
            try AppKitRuntimeAttributes.encode(child, of: object, ownerID: nil, context: context)
            return true
        case "animations" where child.childElements.isEmpty:
            // Older documents write an empty list; it has no encoding (fixture test_animations).
            return true
        default:
            return false
        }
    }
}
