/// UIKit bars, bar items, table and collection views with their cells, and gesture recognizers.
enum UIKitBarsAndListsCatalog {
    static let entries: [ClassDescription] = bars + lists + gestureRecognizers

    static let bars: [ClassDescription] = [
        ClassDescription("UIBarItem", superclass: "NSObject",
            summary: "Abstract superclass for items added to a bar.",
            attributes: [.localized("title"), .image("image"), .image("landscapeImage"), .flag("enabled", true), .integer("tag", "0")]),
        ClassDescription("UIBarButtonItem", superclass: "UIBarItem", element: "barButtonItem", title: "Bar Button Item",
            summary: "Represents an item on a toolbar or navigation item.",
            defaults: [XMLAttributeDefault("title", "Item"), XMLAttributeDefault("style", "plain")],
            attributes: [
                .choice("style", ["plain", "done", "bordered"]),
                .choice("systemItem", [
                    "custom", "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose",
                    "reply", "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash",
                    "play", "pause", "rewind", "fastForward", "undo", "redo", "close",
                ], "custom"),
                .number("width", "0.0"), .color("tintColor"),
            ],
            outlets: [OutletDescription("customView", "UIView"), OutletDescription("menu", "UIMenu")],
            sendsActions: true),
        ClassDescription("UITabBarItem", superclass: "UIBarItem", element: "tabBarItem", title: "Tab Bar Item",
            summary: "Represents an item on a tab bar.",
            defaults: [XMLAttributeDefault("title", "Item")],
            attributes: [
                .choice("systemItem", [
                    "custom", "more", "favorites", "featured", "topRated", "recents", "contacts", "history",
                    "bookmarks", "search", "downloads", "mostRecent", "mostViewed",
                ], "custom"),
                .localized("badgeValue"), .image("selectedImage"),
            ]),
        ClassDescription("UINavigationItem", superclass: "NSObject", element: "navigationItem", title: "Navigation Item",
            summary: "Represents a state of the navigation bar, including a title.",
            defaults: [XMLAttributeDefault("title", "Title")],
            attributes: [
                .localized("title"), .localized("prompt"), .localized("backButtonTitle"),
                .choice("largeTitleDisplayMode", ["automatic", "always", "never"]),
                .choice("style", ["navigator", "browser", "editor"]),
            ],
            outlets: [
                OutletDescription("backBarButtonItem", "UIBarButtonItem"),
                OutletDescription("leftBarButtonItem", "UIBarButtonItem"),
                OutletDescription("rightBarButtonItem", "UIBarButtonItem"),
                OutletDescription("titleView", "UIView"),
                OutletDescription("leftBarButtonItems", "UIBarButtonItem", collection: true),
                OutletDescription("rightBarButtonItems", "UIBarButtonItem", collection: true),
            ]),
        ClassDescription("UINavigationBar", superclass: "UIView", element: "navigationBar", title: "Navigation Bar",
            summary: "Provides a mechanism for displaying a navigation bar just below the status bar.",
            defaults: [.no("opaque"), XMLAttributeDefault("contentMode", "scaleToFill"), .no("translatesAutoresizingMaskIntoConstraints")],
            size: CatalogSize(375, 44),
            attributes: [
                .choice("barStyle", UIKitCases.barStyle), .flag("translucent", true), .color("barTintColor"),
                .flag("prefersLargeTitles", false), .image("shadowImage"), .image("backIndicatorImage"),
            ],
            outlets: [.delegate("UINavigationBarDelegate")]),
        ClassDescription("UIToolbar", superclass: "UIView", element: "toolbar", title: "Toolbar",
            summary: "Provides a mechanism for displaying a toolbar at the bottom of the screen.",
            defaults: [.no("opaque"), .no("clearsContextBeforeDrawing"), XMLAttributeDefault("contentMode", "scaleToFill"), .no("translatesAutoresizingMaskIntoConstraints")],
            size: CatalogSize(375, 44),
            attributes: [.choice("barStyle", UIKitCases.barStyle), .flag("translucent", true), .color("barTintColor")],
            outlets: [OutletDescription("items", "UIBarButtonItem", collection: true), .delegate("UIToolbarDelegate")]),
        ClassDescription("UITabBar", superclass: "UIView", element: "tabBar", title: "Tab Bar",
            summary: "Provides a mechanism for displaying a tab bar at the bottom of the screen.",
            defaults: [XMLAttributeDefault("contentMode", "scaleToFill"), .no("translatesAutoresizingMaskIntoConstraints")],
            size: CatalogSize(375, 49),
            attributes: [
                .choice("barStyle", UIKitCases.barStyle), .flag("translucent", true), .color("barTintColor"),
                .color("selectedImageTintColor"), .choice("itemPositioning", ["automatic", "fill", "centered"]),
            ],
            outlets: [.delegate("UITabBarDelegate")]),
        ClassDescription("UISearchBar", superclass: "UIView", element: "searchBar", title: "Search Bar",
            summary: "Displays an editable search bar, containing the search icon, that sends an action message to a target object when Return is tapped.",
            defaults: [XMLAttributeDefault("contentMode", "redraw"), .no("translatesAutoresizingMaskIntoConstraints")],
            size: CatalogSize(375, 56),
            attributes: [
                .localized("text"), .localized("placeholder"), .localized("prompt"),
                .choice("searchBarStyle", ["default", "prominent", "minimal"]), .choice("barStyle", UIKitCases.barStyle),
                .flag("showsCancelButton", false), .flag("showsBookmarkButton", false), .flag("showsScopeBar", false),
            ],
            outlets: [.delegate("UISearchBarDelegate")]),
    ]

    static let lists: [ClassDescription] = [
        ClassDescription("UITableView", superclass: "UIScrollView", element: "tableView", title: "Table View",
            summary: "Displays data in a list of plain, sectioned, or grouped rows.",
            defaults: [
                .yes("clipsSubviews"), XMLAttributeDefault("contentMode", "scaleToFill"), .yes("alwaysBounceVertical"),
                XMLAttributeDefault("style", "plain"), XMLAttributeDefault("separatorStyle", "default"),
                XMLAttributeDefault("rowHeight", "-1"), XMLAttributeDefault("estimatedRowHeight", "-1"),
                XMLAttributeDefault("sectionHeaderHeight", "28"), XMLAttributeDefault("sectionFooterHeight", "28"),
                .no("translatesAutoresizingMaskIntoConstraints"),
            ],
            size: CatalogSize(240, 128),
            attributes: [
                .choice("dataMode", ["prototypes", "static"]), .choice("style", ["plain", "grouped", "insetGrouped"]),
                .choice("separatorStyle", ["default", "none", "singleLine", "singleLineEtched"]), .color("separatorColor"),
                .number("rowHeight", "-1"), .number("estimatedRowHeight", "-1"), .number("sectionHeaderHeight", "28"),
                .number("sectionFooterHeight", "28"), .flag("allowsSelection", true), .flag("allowsMultipleSelection", false),
                .color("sectionIndexColor"),
            ],
            outlets: [
                .dataSource("UITableViewDataSource"), .delegate("UITableViewDelegate"),
                OutletDescription("prefetchDataSource", "UITableViewDataSourcePrefetching", isProtocol: true),
                OutletDescription("dragDelegate", "UITableViewDragDelegate", isProtocol: true),
                OutletDescription("dropDelegate", "UITableViewDropDelegate", isProtocol: true),
                OutletDescription("tableHeaderView", "UIView"), OutletDescription("tableFooterView", "UIView"),
            ]),
        ClassDescription("UITableViewCell", superclass: "UIView", element: "tableViewCell", title: "Table View Cell",
            summary: "Defines the attributes and behavior of cells in a table view.",
            defaults: [
                .yes("clipsSubviews"), XMLAttributeDefault("contentMode", "scaleToFill"),
                .yes("preservesSuperviewLayoutMargins"), XMLAttributeDefault("selectionStyle", "default"),
                XMLAttributeDefault("indentationWidth", "10"),
            ],
            size: CatalogSize(320, 44),
            attributes: [
                .text("reuseIdentifier"), .choice("style", ["custom", "basic", "rightDetail", "leftDetail", "subtitle"], "custom"),
                .choice("selectionStyle", ["default", "none", "blue", "gray"]),
                .choice("accessoryType", ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]),
                .choice("editingAccessoryType", ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]),
                .integer("indentationLevel", "0"), .number("indentationWidth", "10"), .number("rowHeight", "44"),
            ],
            outlets: [
                OutletDescription("accessoryView", "UIView"), OutletDescription("editingAccessoryView", "UIView"),
                OutletDescription("backgroundView", "UIView"), OutletDescription("selectedBackgroundView", "UIView"),
            ]),
        ClassDescription("UITableViewCellContentView", superclass: "UIView", element: "tableViewCellContentView",
            summary: "The content view of a table view cell; created with the cell."),
        ClassDescription("UICollectionView", superclass: "UIScrollView", element: "collectionView", title: "Collection View",
            summary: "Displays data in a collection of cells.",
            defaults: [
                .yes("clipsSubviews"), .yes("multipleTouchEnabled"), XMLAttributeDefault("contentMode", "scaleToFill"),
                XMLAttributeDefault("dataMode", "prototypes"), .no("translatesAutoresizingMaskIntoConstraints"),
            ],
            size: CatalogSize(240, 128),
            attributes: [.choice("dataMode", ["prototypes", "none"]), .flag("prefetchingEnabled", true)],
            outlets: [
                .dataSource("UICollectionViewDataSource"), .delegate("UICollectionViewDelegate"),
                OutletDescription("prefetchDataSource", "UICollectionViewDataSourcePrefetching", isProtocol: true),
                OutletDescription("dragDelegate", "UICollectionViewDragDelegate", isProtocol: true),
                OutletDescription("dropDelegate", "UICollectionViewDropDelegate", isProtocol: true),
                OutletDescription("collectionViewLayout", "UICollectionViewLayout"),
            ]),
        ClassDescription("UICollectionReusableView", superclass: "UIView", element: "collectionReusableView",
            title: "Collection Reusable View", summary: "Defines the attributes and behavior of reusable views in a collection view.",
            defaults: [.no("opaque"), .yes("clipsSubviews"), .yes("multipleTouchEnabled"), XMLAttributeDefault("contentMode", "center")],
            size: CatalogSize(50, 50),
            attributes: [.text("reuseIdentifier")]),
        ClassDescription("UICollectionViewCell", superclass: "UICollectionReusableView", element: "collectionViewCell",
            title: "Collection View Cell", summary: "Defines the attributes and behavior of cells in a collection view.",
            defaults: [.no("opaque"), .yes("clipsSubviews"), .yes("multipleTouchEnabled"), XMLAttributeDefault("contentMode", "center")],
            size: CatalogSize(50, 50),
            outlets: [OutletDescription("backgroundView", "UIView"), OutletDescription("selectedBackgroundView", "UIView")]),
        ClassDescription("UICollectionViewCellContentView", superclass: "UIView", element: "collectionViewCellContentView",
            summary: "The content view of a collection view cell; created with the cell."),
        ClassDescription("UICollectionViewLayout", superclass: "NSObject",
            summary: "Abstract base class for collection view layouts."),
        ClassDescription("UICollectionViewFlowLayout", superclass: "UICollectionViewLayout", element: "collectionViewFlowLayout",
            title: "Collection View Flow Layout", summary: "Organizes items into a grid with optional header and footer views.",
            defaults: [XMLAttributeDefault("minimumLineSpacing", "10"), XMLAttributeDefault("minimumInteritemSpacing", "10")],
            attributes: [
                .choice("scrollDirection", ["vertical", "horizontal"]), .number("minimumLineSpacing", "10"),
                .number("minimumInteritemSpacing", "10"), .size("itemSize"), .size("estimatedItemSize"),
                .size("headerReferenceSize"), .size("footerReferenceSize"), .insets("sectionInset"),
            ]),
    ]

    static let gestureRecognizers: [ClassDescription] = [
        ClassDescription("UIGestureRecognizer", superclass: "NSObject",
            summary: "Abstract base class for gesture recognizers; sends its action to targets when recognized.",
            attributes: [
                .flag("enabled", true), .flag("cancelsTouchesInView", true), .flag("delaysTouchesBegan", false),
                .flag("delaysTouchesEnded", true),
            ],
            outlets: [.delegate("UIGestureRecognizerDelegate")],
            sendsActions: true),
        recognizer("UITapGestureRecognizer", "tapGestureRecognizer", "Tap Gesture Recognizer",
            [.integer("numberOfTapsRequired", "1"), .integer("numberOfTouchesRequired", "1")]),
        recognizer("UIPinchGestureRecognizer", "pinchGestureRecognizer", "Pinch Gesture Recognizer", [.number("scale", "1")]),
        recognizer("UIRotationGestureRecognizer", "rotationGestureRecognizer", "Rotation Gesture Recognizer", []),
        recognizer("UISwipeGestureRecognizer", "swipeGestureRecognizer", "Swipe Gesture Recognizer",
            [.choice("direction", ["right", "left", "up", "down"]), .integer("numberOfTouchesRequired", "1")]),
        recognizer("UIPanGestureRecognizer", "panGestureRecognizer", "Pan Gesture Recognizer",
            [.integer("minimumNumberOfTouches", "1"), .integer("maximumNumberOfTouches", "0")]),
        ClassDescription("UIScreenEdgePanGestureRecognizer", superclass: "UIPanGestureRecognizer",
            element: "screenEdgePanGestureRecognizer", title: "Screen Edge Pan Gesture Recognizer",
            summary: "Recognizes a pan gesture that starts near an edge of the screen.",
            attributes: [.choice("edges", ["left", "right", "top", "bottom", "all"])]),
        // Xcode really writes `pongPressGestureRecognizer` (sic) for long-press recognizers.
        recognizer("UILongPressGestureRecognizer", "pongPressGestureRecognizer", "Long Press Gesture Recognizer",
            [.number("minimumPressDuration", "0.5"), .number("allowableMovement", "10")]),
    ]

    /// Gesture recognizers are top-level scene members with no frame: only id and connections.
    private static func recognizer(
        _ name: String, _ element: String, _ title: String, _ attributes: [InspectorAttribute]
    ) -> ClassDescription {
        ClassDescription(name, superclass: "UIGestureRecognizer", element: element, title: title,
            summary: "Recognizes a \(title.split(separator: " ").dropLast(2).joined(separator: " ").lowercased()) gesture and sends an action to its targets.",
            attributes: attributes)
    }
}
