import Foundation
import XCTest
@testable import IBDocument

final class CatalogTests: XCTestCase {
    func testEachPlatformOffersAtLeastFortyLibraryClasses() {
        XCTAssertGreaterThanOrEqual(ClassCatalog.uiKit.libraryItems.count, 40)
        XCTAssertGreaterThanOrEqual(ClassCatalog.appKit.libraryItems.count, 40)
    }

    func testEveryEntryHasAKnownSuperclassChainEndingAtNSObject() {
        for catalog in [ClassCatalog.uiKit, ClassCatalog.appKit] {
            for entry in catalog.classes {
                let chain = catalog.superclassChain(of: entry.className)
                XCTAssertEqual(chain.last, "NSObject", "\(entry.className) chain \(chain)")
                for name in chain {
                    XCTAssertNotNil(catalog.description(ofClass: name), "\(name) missing from \(catalog.platform)")
                }
            }
        }
    }

    func testDefaultValuesOfEnumerationsAreAmongTheirCases() {
        for catalog in [ClassCatalog.uiKit, ClassCatalog.appKit] {
            for entry in catalog.classes {
                for attribute in entry.attributes {
                    if case .enumeration(let cases) = attribute.type, let value = attribute.defaultValue {
                        XCTAssertTrue(cases.contains(value), "\(entry.className).\(attribute.key) = \(value)")
                    }
                }
            }
        }
    }

    func testLookupByElementDependsOnPlatform() {
        XCTAssertEqual(ClassCatalog.uiKit.description(forElement: "button")?.className, "UIButton")
        XCTAssertEqual(ClassCatalog.appKit.description(forElement: "button")?.className, "NSButton")
        XCTAssertEqual(ClassCatalog.uiKit.description(forElement: "containerView")?.className, "UIView")
        XCTAssertEqual(ClassCatalog.appKit.description(forElement: "view")?.className, "NSView")
        XCTAssertEqual(ClassCatalog.uiKit.description(forElement: "pongPressGestureRecognizer")?.className,
                       "UILongPressGestureRecognizer")
        XCTAssertNil(ClassCatalog.uiKit.description(forElement: "noSuchElement"))
    }

    func testAttributesAreGroupedByDeclaringClassMostDerivedFirst() {
        let groups = ClassCatalog.uiKit.attributeGroups(of: "UILabel")
        XCTAssertEqual(groups.map(\.declaringClass), ["UILabel", "UIView"])
        XCTAssertTrue(groups[0].attributes.contains { $0.key == "text" && $0.defaultValue == "Label" })
        let alignment = groups[0].attributes.first { $0.key == "textAlignment" }
        XCTAssertEqual(alignment?.type, .enumeration(UIKitCases.textAlignment))
        XCTAssertEqual(alignment?.label, "Text Alignment")
        XCTAssertEqual(ClassCatalog.uiKit.attributeGroups(of: "UIButton").map(\.declaringClass),
                       ["UIButton", "UIControl", "UIView"])
    }

    func testColorsAndFontsAreStoredAsKeyedChildren() {
        let attributes = ClassCatalog.uiKit.allAttributes(of: "UILabel")
        XCTAssertEqual(attributes.first { $0.key == "textColor" }?.storage, .keyedChild(element: "color"))
        XCTAssertEqual(attributes.first { $0.key == "fontDescription" }?.storage, .keyedChild(element: "fontDescription"))
        let normalTitle = ClassCatalog.uiKit.allAttributes(of: "UIButton").first { $0.key == "normalTitle" }
        XCTAssertEqual(normalTitle?.storage, .attributeOfKeyedChild(element: "state", key: "normal", attribute: "title"))
    }

    func testOutletsAreInheritedWithDestinationTypes() {
        let catalog = ClassCatalog.uiKit
        XCTAssertEqual(catalog.outlet(named: "view", of: "UITableViewController")?.destinationType, "UIView")
        XCTAssertEqual(catalog.outlet(named: "dataSource", of: "UITableView")?.destinationIsProtocol, true)
        XCTAssertEqual(catalog.outlet(named: "delegate", of: "UITextView")?.destinationType, "UITextViewDelegate",
                       "a subclass's redeclared outlet hides the superclass's (UIScrollView.delegate)")
        XCTAssertEqual(catalog.outlet(named: "gestureRecognizers", of: "UILabel")?.isCollection, true)
        XCTAssertEqual(ClassCatalog.appKit.outlet(named: "window", of: "NSWindowController")?.destinationType, "NSWindow")
        XCTAssertEqual(ClassCatalog.appKit.outlet(named: "nextKeyView", of: "NSButton")?.destinationType, "NSView")
    }

    func testControlEventsAndActionSenders() {
        let catalog = ClassCatalog.uiKit
        XCTAssertTrue(catalog.controlEvents(of: "UIButton").contains("touchUpInside"))
        XCTAssertTrue(catalog.controlEvents(of: "UISwitch").contains("valueChanged"))
        XCTAssertTrue(catalog.controlEvents(of: "UITextField").contains("editingChanged"))
        XCTAssertEqual(catalog.controlEvents(of: "UILabel"), [])
        XCTAssertTrue(catalog.canSendActions("UIBarButtonItem"))
        XCTAssertTrue(catalog.canSendActions("UITapGestureRecognizer"))
        XCTAssertFalse(catalog.canSendActions("UILabel"))
        XCTAssertFalse(catalog.canSendActions("UIViewController"))
        XCTAssertTrue(ClassCatalog.appKit.canSendActions("NSMenuItem"))
        XCTAssertTrue(ClassCatalog.appKit.canSendActions("NSImageView"), "NSImageView is an NSControl")
        XCTAssertFalse(ClassCatalog.appKit.canSendActions("NSBox"))
    }

    func testSubclassQueries() {
        XCTAssertTrue(ClassCatalog.uiKit.isSubclass("UITableView", of: "UIScrollView"))
        XCTAssertTrue(ClassCatalog.uiKit.isSubclass("UITableView", of: "UITableView"))
        XCTAssertFalse(ClassCatalog.uiKit.isSubclass("UIView", of: "UIControl"))
        XCTAssertEqual(ClassCatalog.appKit.superclassChain(of: "NSOutlineView"),
                       ["NSOutlineView", "NSTableView", "NSControl", "NSView", "NSResponder", "NSObject"])
        XCTAssertEqual(ClassCatalog.uiKit.superclassChain(of: "MyCustomThing"), ["MyCustomThing"])
    }

    func testNewInstanceDefaults() {
        let label = ClassCatalog.uiKit.description(ofClass: "UILabel")
        XCTAssertEqual(label?.defaultSize, CatalogSize(42, 21))
        XCTAssertEqual(label?.defaultAttributes.first, XMLAttributeDefault("opaque", "NO"))
        XCTAssertEqual(label?.defaultAttributes.last, XMLAttributeDefault("translatesAutoresizingMaskIntoConstraints", "NO"))
        XCTAssertFalse(label?.defaultAttributes.contains { $0.name == "id" } ?? true)
        XCTAssertEqual(ClassCatalog.uiKit.description(ofClass: "UISwitch")?.defaultSize, CatalogSize(51, 31))
    }

    func testCatalogForTargetRuntime() {
        XCTAssertEqual(ClassCatalog.forTargetRuntime("iOS.CocoaTouch")?.platform, .iOS)
        XCTAssertEqual(ClassCatalog.forTargetRuntime("AppleTV")?.platform, .iOS)
        XCTAssertEqual(ClassCatalog.forTargetRuntime("MacOSX.Cocoa")?.platform, .macOS)
        XCTAssertNil(ClassCatalog.forTargetRuntime("watchKit"))
    }

    func testLibraryCoversTheObjectLibraryStaples() {
        let uiKitTitles = Set(ClassCatalog.uiKit.libraryItems.compactMap(\.elementName))
        for element in ["label", "button", "textField", "textView", "switch", "slider", "stepper", "segmentedControl",
                        "progressView", "activityIndicatorView", "pageControl", "datePicker", "pickerView",
                        "navigationBar", "toolbar", "tabBar", "searchBar", "barButtonItem", "navigationItem",
                        "tabBarItem", "tableView", "tableViewCell", "collectionView", "collectionViewCell",
                        "stackView", "scrollView", "imageView", "mapView", "wkWebView", "visualEffectView",
                        "tapGestureRecognizer", "viewController", "tableViewController", "collectionViewController",
                        "navigationController", "tabBarController", "pageViewController", "splitViewController",
                        "avPlayerViewController", "hostingController", "viewControllerPlaceholder"] {
            XCTAssertTrue(uiKitTitles.contains(element), element)
        }
        let appKitClasses = Set(ClassCatalog.appKit.libraryItems.map(\.className))
        for name in ["NSWindow", "NSWindowController", "NSViewController", "NSView", "NSButton", "NSTextField",
                     "NSTableView", "NSOutlineView", "NSScrollView", "NSMenu", "NSMenuItem", "NSToolbar",
                     "NSSplitView", "NSTabView", "NSStackView", "NSImageView", "NSBox", "NSPopUpButton", "NSSlider",
                     "NSProgressIndicator", "NSCollectionView", "NSSearchField", "NSDatePicker", "NSSegmentedControl"] {
            XCTAssertTrue(appKitClasses.contains(name), name)
        }
    }

    /// The catalog is served to the browser's library and inspectors as JSON.
    func testCatalogRoundTripsThroughJSON() throws {
        let data = try JSONEncoder().encode(ClassCatalog.uiKit.classes)
        XCTAssertEqual(try JSONDecoder().decode([ClassDescription].self, from: data), ClassCatalog.uiKit.classes)
        let groups = try JSONEncoder().encode(ClassCatalog.appKit.attributeGroups(of: "NSButtonCell"))
        XCTAssertEqual(try JSONDecoder().decode([ClassCatalog.AttributeGroup].self, from: groups),
                       ClassCatalog.appKit.attributeGroups(of: "NSButtonCell"))
    }

    func testLibraryVariantsAndCellDefaults() {
        let button = ClassCatalog.appKit.description(ofClass: "NSButton")
        XCTAssertEqual(button?.libraryVariants.map(\.title),
                       ["Check Box", "Radio Button", "Gradient Button", "Help Button", "Disclosure Triangle", "Recessed Button"])
        XCTAssertEqual(button?.libraryVariants.first?.cellAttributes.first, XMLAttributeDefault("type", "check"))
        XCTAssertEqual(button?.defaultCellAttributes.first, XMLAttributeDefault("type", "push"))
        let titles = ClassCatalog.appKit.libraryItemTitles
        XCTAssertEqual(Set(titles).count, titles.count, "library titles are unique")
        XCTAssertTrue(titles.contains("Label") && titles.contains("Wrapping Label") && titles.contains("Circular Progress Indicator"))
        XCTAssertTrue(ClassCatalog.uiKit.libraryItemTitles.contains("Vertical Stack View"))
        for catalog in [ClassCatalog.uiKit, ClassCatalog.appKit] {
            let catalogTitles = catalog.libraryItemTitles
            XCTAssertEqual(Set(catalogTitles).count, catalogTitles.count, "\(catalog.platform) library titles are unique")
        }
    }

    /// New-instance defaults must be in the order Xcode writes attributes, as learned from the
    /// corpus by the document layer (`XcodeOrder`). That table merges platforms, so elements
    /// whose name means different classes on iOS and macOS (`textField`) are checked per
    /// platform against the corpus itself in `testDefaultAttributesNeverContradictTheCorpus`.
    func testDefaultAttributesFollowXcodesOrder() {
        let uiKitElements = Set(ClassCatalog.uiKit.classes.compactMap(\.elementName))
        let appKitElements = Set(ClassCatalog.appKit.classes.compactMap(\.elementName))
        let shared = uiKitElements.intersection(appKitElements)
        var checked = 0
        for catalog in [ClassCatalog.uiKit, ClassCatalog.appKit] {
            for entry in catalog.classes {
                guard let element = entry.elementName, !shared.contains(element) else { continue }
                let order = XcodeOrder.attributeOrder(for: element)
                let ranks = entry.defaultAttributes.compactMap { order.firstIndex(of: $0.name) }
                guard ranks.count > 1 else { continue }
                checked += 1
                XCTAssertEqual(ranks, ranks.sorted(), "\(catalog.platform) \(entry.className): \(entry.defaultAttributes.map(\.name))")
            }
        }
        XCTAssertGreaterThan(checked, 15)
    }

    /// For every pair of default attributes, no element of that name in the corpus documents of
    /// the same platform writes them the other way round.
    func testDefaultAttributesNeverContradictTheCorpus() throws {
        var orderSeen: [ClassCatalog.Platform: [String: Set<[String]>]] = [:]
        for url in try SharedCorpus.documentFiles() {
            guard let document = try? InterfaceDocument(bytes: SharedCorpus.bytes(url)),
                  let platform = ClassCatalog.forTargetRuntime(document.kind.targetRuntime)?.platform else { continue }
            document.root.forEachElement { element in
                let names = element.attributes.map(\.name)
                for (index, first) in names.enumerated() {
                    for second in names[(index + 1)...] {
                        orderSeen[platform, default: [:]][element.name, default: []].insert([first, second])
                    }
                }
            }
        }
        var pairsChecked = 0
        for catalog in [ClassCatalog.uiKit, ClassCatalog.appKit] {
            for entry in catalog.classes {
                guard let element = entry.elementName, let seen = orderSeen[catalog.platform]?[element] else { continue }
                let names = entry.defaultAttributes.map(\.name)
                for (index, first) in names.enumerated() {
                    for second in names[(index + 1)...] {
                        pairsChecked += 1
                        XCTAssertFalse(seen.contains([second, first]) && !seen.contains([first, second]),
                                       "\(catalog.platform) \(element): the corpus writes \(second) before \(first)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(pairsChecked, 300)
    }
}
