import IBDocument

/// What Xcode's object library creates inside a new object beyond its attributes, as Xcode writes
/// it (checked against the corpus): keyed defaults (`<state key="normal" title="Button"/>`), a
/// segmented control's two segments, a table or collection view cell's content view, a collection
/// view's flow layout, an AppKit
/// control's `<…Cell key="cell">` from the catalog's cell defaults. (Controllers make scenes, with
/// their bars: `AddScene`.)
/// Mirrors `Public/js/commands/library-parts.js` and `add-object.js` (same children, same order,
/// same id order: the object's, then the part's).
enum LibraryParts {
    /// The class of an AppKit control's cell (`NSButton` → `NSButtonCell`).
    static func cellClassName(_ className: String) -> String {
        className == "NSSegmentedControl" ? "NSSegmentedCell" : className + "Cell"
    }

    static func element(_ name: String, _ attributes: [(String, String)], _ children: [MarkupElement] = []) -> MarkupElement {
        let element = MarkupElement(name: name, attributes: attributes.map { MarkupAttribute(name: $0.0, value: $0.1) })
        for child in children { element.appendChild(child) }
        return element
    }

    /// A frame of this size at the origin (a content view's, in its cell).
    static func frame(_ width: Double, _ height: Double) -> MarkupElement {
        element("rect", [("key", "frame"), ("x", XcodeNumber.format(0)), ("y", XcodeNumber.format(0)),
                         ("width", XcodeNumber.format(width)), ("height", XcodeNumber.format(height))])
    }

    static var autoresizing: MarkupElement { element("autoresizingMask", [("key", "autoresizingMask")]) }

    /// A cell's content view: the cell's size at its origin.
    static func contentView(_ name: String, _ attributes: [(String, String)], size: CatalogSize, id: String) -> MarkupElement {
        let all = [("key", "contentView"), ("opaque", "NO"), ("clipsSubviews", "YES"), ("multipleTouchEnabled", "YES"),
                   ("contentMode", "center")] + attributes + [("id", id)]
        return element(name, all, [frame(size.width, size.height), autoresizing])
    }

    /// The parts after the object's frame (a cell's content view, a collection view's layout, an AppKit control's
    /// cell), in order; `nextID` is called once per new part. `size` is the object's (a cell's content view fills it).
    static func parts(of description: ClassDescription, elementName: String, id: String, size: CatalogSize?, catalog: ClassCatalog,
                      appKit: Bool, nextID: () -> String) -> [MarkupElement] {
        var result: [MarkupElement] = []
        switch elementName {
        case "tableViewCell":
            if let size {
                result += [autoresizing, contentView("tableViewCellContentView", [
                    ("preservesSuperviewLayoutMargins", "YES"), ("insetsLayoutMarginsFromSafeArea", "NO"), ("tableViewCell", id),
                ], size: size, id: nextID())]
            }
        case "collectionView":
            result.append(appKit ? appKitFlowLayout(id: nextID()) : flowLayout(id: nextID()))
        case "box":
            if let size { result.append(boxContentView(size: size, id: nextID())) }
        case "scrollView":
            if appKit, let size { result += appKitScrollViewParts(size: size, nextID: nextID) }
        case "tabView":
            if appKit, let size { result += appKitTabViewParts(size: size, nextID: nextID) }
        case "collectionViewCell":
            if let size {
                result += [element("autoresizingMask", [("key", "autoresizingMask"), ("flexibleMaxX", "YES"), ("flexibleMaxY", "YES")]),
                           contentView("collectionViewCellContentView", [("insetsLayoutMarginsFromSafeArea", "NO")], size: size, id: nextID())]
            }
        default:
            break
        }
        if !description.defaultCellAttributes.isEmpty,
           let cellElement = catalog.description(ofClass: cellClassName(description.className))?.elementName {
            let attributes = [("key", "cell")] + description.defaultCellAttributes.filter { $0.name != "id" }.map { ($0.name, $0.value) }
            result.append(element(cellElement, attributes + [("id", nextID())], cellContent(cellElement)))
        }
        return result
    }

    /// The content after the parts: keyed defaults (`<state key="normal" title="Button"/>`) and a segmented control's
    /// two segments (an AppKit one keeps its segments in its cell).
    static func defaultContent(of description: ClassDescription) -> [MarkupElement] {
        var result = keyedDefaults(description)
        if description.className == "UISegmentedControl" {
            result.append(element("segments", [], [element("segment", [("title", "First")]), element("segment", [("title", "Second")])]))
        }
        return result
    }

    /// The flow layout Xcode gives every new collection view (library item, Collection View
    /// Controller): without a layout UIKit can't create the collection view at load time.
    static func flowLayout(id: String) -> MarkupElement {
        let zero = XcodeNumber.format(0)
        return element("collectionViewFlowLayout", [("key", "collectionViewLayout"), ("automaticEstimatedItemSize", "YES"),
                                                    ("minimumLineSpacing", "10"), ("minimumInteritemSpacing", "10"), ("id", id)], [
            element("size", [("key", "itemSize"), ("width", "128"), ("height", "128")]),
            element("size", [("key", "headerReferenceSize"), ("width", zero), ("height", zero)]),
            element("size", [("key", "footerReferenceSize"), ("width", zero), ("height", zero)]),
            element("inset", [("key", "sectionInset"), ("minX", zero), ("minY", zero), ("maxX", zero), ("maxY", zero)]),
        ])
    }

    /// An NSBox's content view, inside the border and the title (`boxContentViewXML` in library-parts.js: the corpus's
    /// titled boxes of Xcode 13 and later).
    static func boxContentView(size: CatalogSize, id: String) -> MarkupElement {
        element("view", [("key", "contentView"), ("id", id)], [
            element("rect", [("key", "frame"), ("x", XcodeNumber.format(4)), ("y", XcodeNumber.format(5)),
                             ("width", XcodeNumber.format(max(0, size.width - 8))), ("height", XcodeNumber.format(max(0, size.height - 20)))]),
            element("autoresizingMask", [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")]),
        ])
    }

    /// An NSScrollView's clip view (with a plain document view) and its two scrollers (`appKitScrollViewPartsXML` in
    /// library-parts.js, which says where each value comes from; the document view's size is a hypothesis).
    static func appKitScrollViewParts(size: CatalogSize, nextID: () -> String) -> [MarkupElement] {
        func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MarkupElement {
            element("rect", [("key", "frame"), ("x", XcodeNumber.format(x)), ("y", XcodeNumber.format(y)),
                             ("width", XcodeNumber.format(max(0, width))), ("height", XcodeNumber.format(max(0, height)))])
        }
        let (width, height) = (size.width, size.height)
        let clipID = nextID(), documentID = nextID(), horizontalID = nextID(), verticalID = nextID()
        return [
            element("clipView", [("key", "contentView"), ("id", clipID)], [
                rect(1, 1, width - 2, height - 2),
                element("autoresizingMask", [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")]),
                element("subviews", [], [element("view", [("id", documentID)], [rect(0, 0, width - 17, height - 17), autoresizing])]),
            ]),
            element("scroller", [("key", "horizontalScroller"), ("wantsLayer", "YES"), ("verticalHuggingPriority", "750"), ("horizontal", "YES"),
                                 ("id", horizontalID)], [rect(1, height - 17, width - 2, 16), autoresizing]),
            element("scroller", [("key", "verticalScroller"), ("wantsLayer", "YES"), ("verticalHuggingPriority", "750"), ("doubleValue", "1"),
                                 ("horizontal", "NO"), ("id", verticalID)], [rect(width - 17, 1, 16, height - 2), autoresizing]),
        ]
    }

    /// An NSTabView's font and its two tabs with their views (`appKitTabViewPartsXML` in library-parts.js, which says
    /// where each value comes from).
    static func appKitTabViewParts(size: CatalogSize, nextID: () -> String) -> [MarkupElement] {
        func item(_ label: String, _ identifier: String) -> MarkupElement {
            let itemID = nextID(), viewID = nextID()
            return element("tabViewItem", [("label", label), ("identifier", identifier), ("id", itemID)], [
                element("view", [("key", "view"), ("id", viewID)], [
                    element("rect", [("key", "frame"), ("x", XcodeNumber.format(10)), ("y", XcodeNumber.format(33)),
                                     ("width", XcodeNumber.format(max(0, size.width - 20))), ("height", XcodeNumber.format(max(0, size.height - 46)))]),
                    element("autoresizingMask", [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")]),
                ]),
            ])
        }
        return [element("font", [("key", "font"), ("metaFont", "system")]), element("tabViewItems", [], [item("Tab", "1"), item("View", "2")])]
    }

    /// An NSCollectionView's flow layout (`appKitFlowLayoutXML` in library-parts.js).
    static func appKitFlowLayout(id: String) -> MarkupElement {
        element("collectionViewFlowLayout", [("key", "collectionViewLayout"), ("minimumInteritemSpacing", "10"), ("minimumLineSpacing", "10"), ("id", id)], [
            element("size", [("key", "itemSize"), ("width", "50"), ("height", "50")]),
        ])
    }

    /// What Xcode writes inside a new cell beyond its attributes.
    static func cellContent(_ cellElement: String) -> [MarkupElement] {
        let font = element("font", [("key", "font"), ("metaFont", "system")])
        switch cellElement {
        case "buttonCell":
            return [element("behavior", [("key", "behavior"), ("pushIn", "YES"), ("lightByBackground", "YES"), ("lightByGray", "YES")]), font]
        case "textFieldCell":
            return [font,
                    element("color", [("key", "textColor"), ("name", "controlTextColor"), ("catalog", "System"), ("colorSpace", "catalog")]),
                    element("color", [("key", "backgroundColor"), ("name", "textBackgroundColor"), ("catalog", "System"), ("colorSpace", "catalog")])]
        default:
            return []
        }
    }

    /// Keyed children with a catalog default (`<state key="normal" title="Button"/>`), in declaration order.
    static func keyedDefaults(_ description: ClassDescription) -> [MarkupElement] {
        var order: [String] = []
        var children: [String: (element: String, key: String, attributes: [(String, String)])] = [:]
        for attribute in description.attributes {
            guard case .attributeOfKeyedChild(let name, let key, let attributeName) = attribute.storage,
                  let value = attribute.defaultValue else { continue }
            let childID = "\(name):\(key)"
            if children[childID] == nil {
                order.append(childID)
                children[childID] = (name, key, [])
            }
            children[childID]!.attributes.append((attributeName, value))
        }
        return order.map { children[$0]! }.map { element($0.element, [("key", $0.key)] + $0.attributes) }
    }
}
