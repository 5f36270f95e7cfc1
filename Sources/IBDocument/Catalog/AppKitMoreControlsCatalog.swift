/// AppKit controls and containers beyond the staples: switches, grids, rule editors, split
/// view items, stepper cells, and the application object of Cocoa storyboards.
enum AppKitMoreControlsCatalog {
    static let entries: [ClassDescription] = [
        ClassDescription("NSSwitch", superclass: "NSControl", element: "switch", title: "Switch",
            summary: "Toggles between on and off.",
            defaults: [XMLAttributeDefault("horizontalHuggingPriority", "750"), XMLAttributeDefault("verticalHuggingPriority", "750"),
                       .no("translatesAutoresizingMaskIntoConstraints")],
            size: CatalogSize(42, 25), attributes: [.choice("state", ["off", "on"])]),
        ClassDescription("NSGridView", superclass: "NSView", element: "gridView", title: "Grid View",
            summary: "Lays views out in rows and columns.", size: CatalogSize(200, 100),
            attributes: [.number("rowSpacing", "6"), .number("columnSpacing", "6"),
                         .choice("xPlacement", ["leading", "trailing", "center", "fill", "none"]),
                         .choice("yPlacement", ["top", "bottom", "center", "fill", "none"])]),
        ClassDescription("NSGridRow", superclass: "NSObject", element: "gridRow", summary: "A row of a grid view."),
        ClassDescription("NSGridColumn", superclass: "NSObject", element: "gridColumn", summary: "A column of a grid view."),
        ClassDescription("NSGridCell", superclass: "NSObject", element: "gridCell", summary: "A cell of a grid view, holding one view.",
            outlets: [OutletDescription("contentView", "NSView")]),
        ClassDescription("NSRuleEditor", superclass: "NSControl", element: "ruleEditor", title: "Rule Editor",
            summary: "Edits a list of rules (predicates).", size: CatalogSize(300, 100),
            outlets: [.delegate("NSRuleEditorDelegate")]),
        ClassDescription("NSStepperCell", superclass: "NSActionCell", element: "stepperCell",
            summary: "The cell of a stepper.",
            attributes: [.number("minValue", "0.0"), .number("maxValue", "100"), .number("increment", "1"), .flag("valueWraps", true)]),
        ClassDescription("NSSplitViewItem", superclass: "NSObject", element: "splitViewItem",
            summary: "One pane of a split view controller.",
            attributes: [.flag("canCollapse", false), .number("holdingPriority", "250"),
                         .choice("behavior", ["default", "sidebar", "contentList", "inspector"])]),
    ]
}
