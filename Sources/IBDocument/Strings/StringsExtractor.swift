/// Collects every localizable string of a document with the object id and key path that
/// `ibtool --export-strings-file` uses, so a `.strings` file made here can be handed to
/// translators and loaded by UIKit/AppKit over the base storyboard or xib.
///
/// Where a string lives:
/// - attributes of the object element (`<label text=…>`, `<menuItem title=…>`), or the
///   `<string key=…>` child Xcode uses for text with line breaks;
/// - keyed children: button states (`<state key="normal" title=…>` → `normalTitle`), table
///   column headers (`headerCell.title`), accessibility (`accessibilityLabel`, `accessibilityHint`);
/// - lists: segment titles (`segmentTitles[0]`; AppKit `ibShadowedLabels[0]`), search bar
///   scope titles (`scopeButtonTitles[0]`);
/// - tooltips (`ibShadowedToolTip`) and user-defined runtime attributes of type `localizedString`.
/// Empty strings are skipped: there is nothing to translate.
public enum StringsExtractor {
    /// Attributes of an object element that hold text for people, by element name.
    static let localizableAttributes: [String: [String]] = {
        var table: [String: [String]] = [
            "label": ["text"],
            "textField": ["text", "placeholder"],
            "textView": ["text"],
            "searchBar": ["text", "placeholder", "prompt"],
            "navigationItem": ["title", "prompt", "backButtonTitle"],
            "barButtonItem": ["title"],
            "tabBarItem": ["title"],
            "tableViewSection": ["headerTitle", "footerTitle"],
            "button": ["title"],  // watchKit buttons; UIKit buttons keep titles in <state>
            "menu": ["title"],
            "menuItem": ["title"],
            "window": ["title"],
            "box": ["title"],
            "buttonCell": ["title", "alternateTitle"],
            "tabViewItem": ["label"],
            "toolbarItem": ["label", "paletteLabel"],
        ]
        for cell in ["textFieldCell", "secureTextFieldCell", "searchFieldCell", "comboBoxCell", "tokenFieldCell"] {
            table[cell] = ["title", "placeholderString"]
        }
        for controller in [
            "viewController", "tableViewController", "collectionViewController", "navigationController",
            "tabBarController", "pageViewController", "splitViewController", "avPlayerViewController",
            "hostingController", "glkViewController", "tabViewController", "controller",
        ] {
            table[controller] = ["title"]
        }
        return table
    }()

    public static func strings(in document: InterfaceDocument) -> [LocalizableString] {
        strings(in: document.markup, targetRuntime: document.kind.targetRuntime)
    }

    /// Strings sorted the way ibtool writes them: by `.strings` key, byte order.
    public static func strings(in markup: MarkupDocument, targetRuntime: String) -> [LocalizableString] {
        let naming = StringsClassNaming(targetRuntime: targetRuntime)
        var result: [LocalizableString] = []
        markup.root.forEachElement { element in
            guard ObjectElements.isObject(element), let id = element.attribute("id") else { return }
            collect(from: element, id: id, className: naming.className(for: element), into: &result)
        }
        return sortedLikeIbtool(result)
    }

    static func sortedLikeIbtool(_ strings: [LocalizableString]) -> [LocalizableString] {
        strings.enumerated().sorted { lhs, rhs in
            let left = Array(lhs.element.stringsKey.utf8), right = Array(rhs.element.stringsKey.utf8)
            return left == right ? lhs.offset < rhs.offset : left.lexicographicallyPrecedes(right)
        }.map(\.element)
    }

    private static func collect(from element: MarkupElement, id: String, className: String, into result: inout [LocalizableString]) {
        func add(_ keyPath: String, _ value: String?, _ source: MarkupElement) {
            guard let value, !value.isEmpty else { return }
            result.append(LocalizableString(objectID: id, className: className, keyPath: keyPath, value: value,
                                            sourceElementName: source.name))
        }
        let keys = localizableAttributes[element.name] ?? []
        for key in keys { add(key, element.attribute(key), element) }
        add("ibShadowedToolTip", element.attribute("toolTip"), element)

        for child in element.childElements {
            switch child.name {
            case "string":
                guard let key = child.attribute("key") else { continue }
                if keys.contains(key) { add(key, child.textContent, child) }
                if key == "toolTip" { add("ibShadowedToolTip", child.textContent, child) }
            case "state" where element.name == "button":
                if let state = child.attribute("key") {
                    add("\(state)Title", child.attribute("title") ?? child.firstChild(named: "string", key: "title")?.textContent, child)
                }
            case "buttonConfiguration":
                add("configuration.title", child.attribute("title"), child)
                add("configuration.subtitle", child.attribute("subtitle"), child)
            case "tableHeaderCell" where child.attribute("key") == "headerCell":
                add("headerCell.title", child.attribute("title"), child)
            case "accessibility" where child.attribute("key") == "accessibilityConfiguration":
                add("accessibilityLabel", child.attribute("label"), child)
                add("accessibilityHint", child.attribute("hint"), child)
            case "segments":
                let uiKit = element.name == "segmentedControl"
                for (index, segment) in child.childElements.filter({ $0.name == "segment" }).enumerated() {
                    if uiKit {
                        add("segmentTitles[\(index)]", segment.attribute("title"), segment)
                    } else {
                        add("ibShadowedLabels[\(index)]", segment.attribute("label"), segment)
                    }
                }
            case "scopeButtonTitles":
                for (index, title) in child.childElements.filter({ $0.name == "string" }).enumerated() {
                    add("scopeButtonTitles[\(index)]", title.textContent, title)
                }
            case "userDefinedRuntimeAttributes":
                for attribute in child.childElements where attribute.attribute("type") == "localizedString" {
                    guard let keyPath = attribute.attribute("keyPath") else { continue }
                    add(keyPath, attribute.attribute("value") ?? attribute.firstChild(withKey: "value")?.textContent, attribute)
                }
            default:
                continue
            }
        }
    }
}

/// The class name ibtool prints in its comments: the Interface Builder class of the element
/// (`UILabel` even when a custom class is set), from the platform's catalog.
struct StringsClassNaming {
    let catalog: ClassCatalog?
    let prefix: String

    init(targetRuntime: String) {
        catalog = ClassCatalog.forTargetRuntime(targetRuntime)
        switch catalog?.platform {
        case .iOS?: prefix = "UI"
        case .macOS?: prefix = "NS"
        case nil: prefix = targetRuntime == "watchKit" ? "WKInterface" : ""
        }
    }

    func className(for element: MarkupElement) -> String {
        if let known = catalog?.description(forElement: element.name)?.className { return known }
        let name = element.name
        return prefix + name.prefix(1).uppercased() + name.dropFirst()
    }
}
