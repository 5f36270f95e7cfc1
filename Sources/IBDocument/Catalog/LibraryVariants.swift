/// Object-library items that are variants of one class, with the attributes Xcode writes for
/// them (cell attributes as seen in the corpus' AppKit documents).
enum LibraryVariants {
    static let nsButton: [LibraryVariant] = [
        LibraryVariant("Check Box", "A button that toggles a check mark.", cell: [
            XMLAttributeDefault("type", "check"), XMLAttributeDefault("title", "Check"),
            XMLAttributeDefault("bezelStyle", "regularSquare"), XMLAttributeDefault("imagePosition", "left"),
            XMLAttributeDefault("state", "on"), XMLAttributeDefault("inset", "2"),
        ], size: CatalogSize(62, 18)),
        LibraryVariant("Radio Button", "One of a group of mutually exclusive choices.", cell: [
            XMLAttributeDefault("type", "radio"), XMLAttributeDefault("title", "Radio"),
            XMLAttributeDefault("bezelStyle", "regularSquare"), XMLAttributeDefault("imagePosition", "left"),
            XMLAttributeDefault("alignment", "left"), XMLAttributeDefault("inset", "2"),
        ], size: CatalogSize(59, 18)),
        LibraryVariant("Gradient Button", "A small square button for the bottom of lists.", cell: [
            XMLAttributeDefault("type", "smallSquare"), XMLAttributeDefault("bezelStyle", "smallSquare"),
            XMLAttributeDefault("imagePosition", "overlaps"), XMLAttributeDefault("alignment", "center"),
            XMLAttributeDefault("lineBreakMode", "truncatingTail"), XMLAttributeDefault("state", "on"),
            XMLAttributeDefault("borderStyle", "border"), XMLAttributeDefault("imageScaling", "proportionallyDown"),
            XMLAttributeDefault("inset", "2"),
        ], size: CatalogSize(24, 23)),
        // Xcode writes both hugging priorities 750 on a help button (the corpus' five help buttons).
        LibraryVariant("Help Button", "Opens help for the window or sheet.", attributes: [
            XMLAttributeDefault("horizontalHuggingPriority", "750"),
        ], cell: [
            XMLAttributeDefault("type", "help"), XMLAttributeDefault("bezelStyle", "helpButton"),
            XMLAttributeDefault("alignment", "center"), XMLAttributeDefault("borderStyle", "border"),
            XMLAttributeDefault("imageScaling", "proportionallyDown"), XMLAttributeDefault("inset", "2"),
        ], size: CatalogSize(25, 25)),
        LibraryVariant("Disclosure Triangle", "Shows or hides additional content.", cell: [
            XMLAttributeDefault("type", "disclosureTriangle"), XMLAttributeDefault("bezelStyle", "disclosure"),
            XMLAttributeDefault("imagePosition", "only"), XMLAttributeDefault("alignment", "left"),
            XMLAttributeDefault("borderStyle", "border"), XMLAttributeDefault("imageScaling", "proportionallyDown"),
            XMLAttributeDefault("inset", "2"),
        ], size: CatalogSize(13, 13)),
        LibraryVariant("Recessed Button", "A button for scope bars and filters.", cell: [
            XMLAttributeDefault("type", "recessed"), XMLAttributeDefault("title", "Recessed"),
            XMLAttributeDefault("bezelStyle", "recessed"), XMLAttributeDefault("alignment", "center"),
            XMLAttributeDefault("borderStyle", "border"), XMLAttributeDefault("imageScaling", "proportionallyDown"),
            XMLAttributeDefault("inset", "2"),
        ], size: CatalogSize(76, 18)),
    ]

    /// The cell of the push button, `NSButton`'s own library item.
    static let pushButtonCell: [XMLAttributeDefault] = [
        XMLAttributeDefault("type", "push"), XMLAttributeDefault("title", "Button"),
        XMLAttributeDefault("bezelStyle", "rounded"), XMLAttributeDefault("alignment", "center"),
        XMLAttributeDefault("borderStyle", "border"), XMLAttributeDefault("imageScaling", "proportionallyDown"),
        XMLAttributeDefault("inset", "2"),
    ]

    static let nsTextField: [LibraryVariant] = [
        LibraryVariant("Label", "Static text.", attributes: [XMLAttributeDefault("horizontalHuggingPriority", "251")], cell: [
            XMLAttributeDefault("lineBreakMode", "clipping"), XMLAttributeDefault("title", "Label"),
        ], size: CatalogSize(37, 16)),
        LibraryVariant("Wrapping Label", "Static text that wraps onto several lines.", cell: [
            XMLAttributeDefault("selectable", "YES"), XMLAttributeDefault("title", "Multiline Label"),
        ], size: CatalogSize(100, 32)),
    ]

    /// The cell of the editable text field, `NSTextField`'s own library item.
    static let nsTextFieldCell: [XMLAttributeDefault] = [
        XMLAttributeDefault("scrollable", "YES"), XMLAttributeDefault("lineBreakMode", "clipping"),
        XMLAttributeDefault("selectable", "YES"), XMLAttributeDefault("editable", "YES"),
        XMLAttributeDefault("sendsActionOnEndEditing", "YES"), XMLAttributeDefault("borderStyle", "bezel"),
        XMLAttributeDefault("drawsBackground", "YES"),
    ]

    /// The cell of the horizontal slider's library item (0…100 at 50; the corpus' sliders write
    /// the same attributes in this order with their own values).
    static let sliderCell: [XMLAttributeDefault] = [
        XMLAttributeDefault("state", "on"), XMLAttributeDefault("alignment", "left"),
        XMLAttributeDefault("maxValue", "100"), XMLAttributeDefault("doubleValue", "50"),
        XMLAttributeDefault("tickMarkPosition", "above"), XMLAttributeDefault("sliderType", "linear"),
    ]

    /// The cell of the stepper's library item (0…100, as a corpus stepper writes it).
    static let stepperCell: [XMLAttributeDefault] = [
        XMLAttributeDefault("continuous", "YES"), XMLAttributeDefault("alignment", "left"),
        XMLAttributeDefault("maxValue", "100"),
    ]

    static let nsProgressIndicator: [LibraryVariant] = [
        LibraryVariant("Indeterminate Progress Indicator", "Shows that work is under way, of unknown length.",
                       attributes: [.yes("indeterminate")], size: CatalogSize(96, 20)),
        LibraryVariant("Circular Progress Indicator", "A spinning progress indicator.",
                       attributes: [.yes("indeterminate"), XMLAttributeDefault("style", "spinning")], size: CatalogSize(16, 16)),
    ]

    static let uiStackView: [LibraryVariant] = [
        LibraryVariant("Vertical Stack View", "Arranges its subviews in a column, using Auto Layout.",
                       attributes: [XMLAttributeDefault("axis", "vertical")]),
    ]
}
