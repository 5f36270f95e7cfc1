/// Why no archive is written for a view, control, cell, window or scene element or attribute the
/// AppKit encoder refuses, with the evidence behind it, for the refusals real documents meet
/// (`../shared/fixtures/corpus`). `AppKitEncodingError` adds the reason to its message; a refusal
/// without an entry keeps the plain "cannot be compiled to a macOS nib yet".
///
/// Each reason says what the sources of truth show and what is missing from them: "the pairs" are
/// Apple's nibs in `../shared/fixtures/nib/macos-viraptor-ibtool`; "legacy archives" are Interface
/// Builder 3 documents, whose objects AppKit's own coders wrote (../shared/fixtures/ib,
/// corpus/legacy); "public code" is the search index of public repositories docs/compile.md
/// describes, which holds the AppKit nib readers and reimplementations (GNUstep, Cocotron,
/// Cappuccino's nib2cib, Finch, viraptor/ibtool): for each entry it was searched for the attribute's
/// name and found no coder key.
enum AppKitRefusalReasons {
    /// By element name (the first word of what the error names).
    static let elements: [String: String] = [
        "pathControl": "an NSPathControl's archive holds NSPathComponentCells for the URL's components, which ibtool "
            + "builds from the compiling Mac's file system (the pair test_path_control names its boot volume), so the same "
            + "document archives differently on each Mac",
        "imageReference": "an SF Symbol is archived as an NSCustomResource whose IBDesignSize is the symbol's size at "
            + "its scale, which ibtool takes from the SF Symbols font of the compiling Mac (the pair transmission_MainMenu: "
            + "heart at the default scale → {17, 14}); no table of those sizes is in reach",
        "accessibilityConnection": "an accessibility relationship (\"title\" and the like) is an "
            + "NSNibAXRelationshipConnector, a plain NSNibConnector subclass (NSSource, NSDestination, NSLabel), but no pair, "
            + "legacy archive or public encoder shows which label ibtool writes for the document's property (the property "
            + "itself, or an accessibility attribute such as AXTitleUIElement) nor whether the connector is listed in "
            + "NSConnections or NSAccessibilityConnectors",
        "comboBox": comboBox,
        "comboBoxCell": comboBox,
        "webView": "a WebKit legacy WebView archives its frame and group names and a WebPreferences (WebKit's coder: "
            + "an identifier and a dictionary of WebKit preference keys), and no pair or legacy archive of the fixtures "
            + "shows which preference keys and values ibtool writes for the document's <webPreferences>",
        "wkWebView": "WKWebView's coder (WebKit) archives its WKWebViewConfiguration graph (preferences, process pool, "
            + "user content controller, website data store), whose keys change between WebKit versions, and no Apple nib "
            + "in the fixtures has a web view",
    ]

    static let comboBox = "an NSComboBoxCell archives, beside NSPopUpListData, NSVisibleItemCount, NSHasVerticalScroller, "
        + "NSUsesDataSource and NSCompletes (the keys Cocotron, nib2cib and Finch decode), its pop-up list as a private "
        + "NSComboTableView with a column, header cell and data cell (the legacy archive sequelpro DBView, written by an "
        + "AppKit of the Interface Builder 3 era); no pair shows what today's AppKit writes for that table"

    /// By `element@key`, for elements whose reason depends on the key they fill (`<color key="contentTintColor">`).
    static let keyedElements: [String: String] = [
        "color@contentTintColor": contentTintColor,
    ]

    static let contentTintColor = "NSButton's and NSImageView's contentTintColor (macOS 10.14) is in no pair and no "
        + "legacy archive can have it (it is newer than Interface Builder 3); the public readers of Apple's nibs (GNUstep, "
        + "Cocotron, nib2cib, Finch) decode no key for it, and AppKit's runtime headers name no archive key"

    /// By `attribute@element`.
    static let attributes: [String: String] = [
        "setsMaxLayoutWidthAtFirstLayout@textField": "Interface Builder's \"First Runtime Layout\" preferred width is an "
            + "Interface Builder property (ibExternalSetsMaxLayoutWidthAtFirstLayout) that AppKit applies through a private "
            + "setter (_setSetsMaxLayoutWidthAtFirstLayout:); no pair has one and no public code decodes a key for it",
        "appearanceType@window": appearance,
        "appearanceType@view": appearance,
        "catalog@buttonCell": systemSymbolInCell,
        "catalog@imageCell": systemSymbolInCell,
        "identifier@accessibility": "an accessibility identifier is no accessibility attribute override "
            + "(NSNibAXAttributeConnector, which descriptions use); no pair sets one and no public encoder or reader "
            + "shows where ibtool archives it",
        "formatterBehavior@numberFormatter": "formatterBehavior=\"10_0\" is NSNumberFormatterBehavior10_0, the pre-10.4 "
            + "formatter (format strings with attributed positive, negative and zero forms), whose keyed archive is in no "
            + "pair and no legacy archive of the fixtures (the one legacy NSNumberFormatter, sequelpro DBView's, is 10.4: "
            + "behaviour 1040)",
        "maximumIntegerDigits@numberFormatter": "an ungrouped 10.4 formatter's pattern holds one \"#\" per optional "
            + "integer digit (numfmt_basic: 42 digits), which ibtool cannot have written for this many; what it writes "
            + "past that is in no pair",
        "dateStyle@dateFormatter": dateStyles,
        "timeStyle@dateFormatter": dateStyles,
        "horizontalScrollElasticity@scrollView": elasticity,
        "verticalScrollElasticity@scrollView": elasticity,
    ]

    static let dateStyles = "a date formatter archives NS.format, the pattern ICU gives ibtool's locale for its date and "
        + "time styles; the pairs show short date with short time only (\"d/M/y, h:mm\u{202F}a\": datacell_unparseable, "
        + "test_date_formatter), and the locale's patterns for other styles are not derivable from it"

    static let systemSymbolInCell = "an SF Symbol (catalog=\"system\") is an NSCustomResource whose IBDesignSize "
        + "differs by where it is used in the one pair that has symbols (transmission_MainMenu): {32, 32} for all nine "
        + "menu-item action images, the symbol's own measured size ({17, 14} for \"heart\", declared 16 × 14) for an "
        + "<imageReference>; no pair shows which a button or image cell gets, and the measured size comes from the "
        + "compiling Mac's SF Symbols font"
    static let appearance = "no pair sets an appearance, no legacy archive can (NSAppearance is newer than Interface "
        + "Builder 3), and no public code decodes the key a view or window archives it under"
    static let elasticity = "NSScrollView's elasticity (macOS 10.7) is in no pair and no legacy archive of the fixtures, "
        + "and no public code decodes a key for it, so whether it is a key of its own or bits of NSsFlags is not known"

    static func reason(element: String) -> String? {
        elements[String(element.prefix { $0 != " " })]
    }

    static func reason(element: String, key: String?) -> String? {
        guard let key else { return nil }
        return keyedElements["\(element.prefix { $0 != " " })@\(key)"]
    }

    static func reason(attribute: String, element: String) -> String? {
        attributes["\(attribute)@\(element.prefix { $0 != " " })"]
    }
}
