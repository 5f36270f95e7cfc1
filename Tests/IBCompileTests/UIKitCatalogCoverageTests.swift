import IBDocument
import XCTest
@testable import IBCompile

/// How much of the iOS class catalog (`ClassCatalog.uiKit`, the editor's object library) compiles.
///
/// Every library class (and every library variant) is built as the library inserts it — the
/// element with its `defaultAttributes`, a frame of `defaultSize`, the parts the editor adds
/// (`addObject` in `Public/js/commands/add-object.js` and `library-parts.js`: a table or collection
/// view cell's autoresizing mask and content view, a navigation controller's bar, a tab bar
/// controller's tab bar as `add-scene.js` writes it) and its keyed
/// defaults (a button's `<state key="normal" title=…>`, a segmented control's two segments) —
/// placed where Interface Builder puts it:
/// * a view: the last subview of a storyboard view controller's root view;
/// * a view controller or a storyboard reference: its own scene, the initial controller (a plain
///   `viewController` gets the root view the library item comes with; a navigation controller gets
///   its bar but, as the editor inserts it, no root view controller; a tab bar controller its tab
///   bar but no tabs; a collection view controller the collection view and flow layout
///   `add-scene.js` write as its view);
/// * anything else (bar items, gesture recognizers): a top-level object of a xib.
///
/// Each is compiled with `NibCompiler`. A refusal must name the element or one of its attributes
/// (`<tabBarController>`, `attribute style="…"`); any other error fails the test. The test prints
/// `UIKit catalog: N of M classes compile` and each refusal, and fails below the floor.
final class UIKitCatalogCoverageTests: XCTestCase {
    /// Raise these when an encoding lands; never lower them.
    static let expectedClassCount = 42
    static let expectedVariantCount = 1

    struct Item {
        let title: String
        let entry: ClassDescription
        let attributes: [XMLAttributeDefault]
        let size: CatalogSize?
    }

    enum Outcome {
        case compiled
        case refused(String)
    }

    static let catalog = ClassCatalog.uiKit

    /// Library classes with an element (the object library's items), in catalog order.
    static var classItems: [Item] {
        catalog.libraryItems.compactMap { entry in
            guard entry.elementName != nil else { return nil }
            return Item(title: entry.libraryTitle ?? entry.className, entry: entry, attributes: entry.defaultAttributes, size: entry.defaultSize)
        }
    }

    /// Each library variant: the class's defaults with the variant's attributes replacing or added.
    static var variantItems: [Item] {
        catalog.libraryItems.flatMap { entry in
            entry.libraryVariants.map { variant in
                var attributes = entry.defaultAttributes
                for attribute in variant.attributes {
                    if let index = attributes.firstIndex(where: { $0.name == attribute.name }) {
                        attributes[index] = attribute
                    } else {
                        attributes.append(attribute)
                    }
                }
                return Item(title: variant.title, entry: entry, attributes: attributes, size: variant.size ?? entry.defaultSize)
            }
        }
    }

    func testEveryLibraryClassCompilesOrIsRefusedByName() throws {
        let classes = try Self.classItems.map { ($0, try Self.compile($0)) }
        let variants = try Self.variantItems.map { ($0, try Self.compile($0)) }
        let compiled = classes.filter { if case .compiled = $0.1 { return true } else { return false } }.count
        let compiledVariants = variants.filter { if case .compiled = $0.1 { return true } else { return false } }.count
        var report = ["UIKit catalog: \(compiled) of \(classes.count) classes compile",
                      "UIKit catalog: \(compiledVariants) of \(variants.count) library variants compile"]
        for (item, outcome) in classes + variants {
            if case .refused(let message) = outcome {
                report.append("  refused \(item.entry.className) (\(item.title)): \(message)")
            }
        }
        let notInLibrary = Self.catalog.classes.filter { $0.elementName != nil && $0.libraryTitle == nil }.map(\.className)
        report.append("  not library items (inserted only inside other objects): \(notInLibrary.joined(separator: ", "))")
        print(report.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(classes.count, 40, "the catalog lost library classes")
        XCTAssertGreaterThanOrEqual(compiled, Self.expectedClassCount, report.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(compiledVariants, Self.expectedVariantCount, report.joined(separator: "\n"))
    }

    /// Compiles one item; a refusal is returned only when it names the element or an attribute of
    /// the inserted object, anything else throws.
    static func compile(_ item: Item) throws -> Outcome {
        let (text, names) = document(for: item)
        let document = try InterfaceDocument(text: text)
        let isStoryboard = document.kind.format == .storyboard
        do {
            let output = try NibCompiler().compile(document, name: "Coverage")
            guard !output.files.isEmpty else { throw Failure("\(item.title): compiled to nothing") }
            try UIKitSourceCheck(document: document, files: output.files).verify(file: isStoryboard ? "Coverage.storyboard" : "Coverage.xib")
            return .compiled
        } catch let error as CompileError {
            let message = error.description
            let named = names.elements.contains { message.contains("<\($0)>") }
                || names.attributes.contains { message.contains("attribute \($0)=") }
            guard case .encoding = error, named else {
                throw Failure("\(item.entry.className) (\(item.title)): refusal does not name the element or an attribute: \(message)")
            }
            return .refused(message)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The element names and attribute names of the inserted object (what a refusal may name).
    struct Names {
        var elements: Set<String> = []
        var attributes: Set<String> = []
    }

    static func document(for item: Item) -> (String, Names) {
        let entry = item.entry
        let element = entry.elementName!
        var names = Names(elements: [element], attributes: Set(item.attributes.map(\.name)))
        let id = "cov-00-obj"
        var content = ""
        if let size = item.size {
            content += #"<rect key="frame" x="20" y="20" width="\#(number(size.width))" height="\#(number(size.height))"/>"#
        }
        let parts = libraryParts(element, id: id, size: item.size)
        content += parts.xml
        names.elements.formUnion(parts.elements)
        for child in keyedDefaults(entry) {
            content += child.xml
            names.elements.insert(child.element)
            names.attributes.formUnion(child.attributes)
        }
        if element == "segmentedControl" {
            content += #"<segments><segment title="First"/><segment title="Second"/></segments>"#
            names.elements.formUnion(["segments", "segment"])
        }
        if catalog.isSubclass(entry.className, of: "UIViewController") || element == "viewControllerPlaceholder" {
            var attributes = item.attributes
            attributes.append(XMLAttributeDefault("sceneMemberID", "viewController"))
            if element == "viewController" {
                content += #"<view key="view" contentMode="scaleToFill" id="cov-00-vew"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view>"#
            }
            let scene = #"<scene sceneID="cov-00-scn"><objects>\#(xml(element, attributes, id: id, content))</objects></scene>"#
            return (UIKitStoryboardFixtureTests.storyboard(initial: id, scene), names)
        }
        let object = xml(element, item.attributes, id: id, content)
        if catalog.isSubclass(entry.className, of: "UIView") {
            let scene = """
                <scene sceneID="cov-00-scn"><objects>
                    <viewController id="cov-00-vcr" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="cov-00-vew">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>\(object)</subviews>
                        </view>
                    </viewController>
                </objects></scene>
                """
            return (UIKitStoryboardFixtureTests.storyboard(initial: "cov-00-vcr", scene), names)
        }
        let text = UIKitEncoderTests.xib(object).replacingOccurrences(
            of: #"<outlet property="view" destination="iN0-l3-epB" id="out-1a-aaa"/>"#, with: "")
        return (text, names)
    }

    /// What `libraryParts` in `Public/js/commands/library-parts.js` writes after the frame, with the
    /// element names it uses.
    static func libraryParts(_ element: String, id: String, size: CatalogSize?) -> (xml: String, elements: [String]) {
        let autoresizing = #"<autoresizingMask key="autoresizingMask"/>"#
        func contentView(_ name: String, _ attributes: String, _ size: CatalogSize) -> String {
            #"<\#(name) key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\#(attributes) id="cov-00-cnt">"#
                + #"<rect key="frame" x="0.0" y="0.0" width="\#(number(size.width))" height="\#(number(size.height))"/>\#(autoresizing)</\#(name)>"#
        }
        // The flow layout every new collection view gets (`flowLayoutXML` / `LibraryParts.flowLayout`).
        let flowLayout = #"<collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="10" minimumInteritemSpacing="10" id="cov-00-lay">"#
            + #"<size key="itemSize" width="128" height="128"/><size key="headerReferenceSize" width="0.0" height="0.0"/>"#
            + #"<size key="footerReferenceSize" width="0.0" height="0.0"/><inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>"#
            + "</collectionViewFlowLayout>"
        switch element {
        case "tableViewCell":
            guard let size else { return ("", []) }
            return (autoresizing + contentView("tableViewCellContentView",
                                               #" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\#(id)""#, size),
                    ["autoresizingMask", "tableViewCellContentView", "rect"])
        case "collectionViewCell":
            guard let size else { return ("", []) }
            return (#"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#
                        + contentView("collectionViewCellContentView", #" insetsLayoutMarginsFromSafeArea="NO""#, size),
                    ["autoresizingMask", "collectionViewCellContentView", "rect"])
        case "collectionView":
            return (flowLayout, ["collectionViewFlowLayout", "size", "inset"])
        case "navigationController":
            return (#"<navigationBar key="navigationBar" contentMode="scaleToFill" id="cov-00-bar"><rect key="frame" x="0.0" y="59" width="393" height="44"/>\#(autoresizing)</navigationBar>"#,
                    ["navigationBar", "rect", "autoresizingMask"])
        case "collectionViewController":
            // The collection view `AddScene` / `add-scene.js` write as the controller's view.
            return (#"<collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cov-00-col">"#
                        + #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#
                        + flowLayout + #"<connections><outlet property="dataSource" destination="\#(id)" id="cov-00-ods"/>"#
                        + #"<outlet property="delegate" destination="\#(id)" id="cov-00-odl"/></connections></collectionView>"#,
                    ["collectionView", "rect", "autoresizingMask", "collectionViewFlowLayout", "size", "inset", "connections", "outlet"])
        case "tabBarController":
            // The bar `add-scene.js` / `AddScene` write (without the two tabs, as for the
            // navigation controller's root).
            return (#"<tabBar key="tabBar" contentMode="scaleToFill" id="cov-00-bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/>\#(autoresizing)"#
                        + #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></tabBar>"#,
                    ["tabBar", "rect", "autoresizingMask", "color"])
        default:
            return ("", [])
        }
    }

    /// The keyed children the editor writes with a default value (`<state key="normal" title="Button"/>`).
    static func keyedDefaults(_ entry: ClassDescription) -> [(element: String, attributes: [String], xml: String)] {
        var order: [String] = []
        var children: [String: (element: String, key: String, attributes: [XMLAttributeDefault])] = [:]
        for attribute in entry.attributes {
            guard case .attributeOfKeyedChild(let element, let key, let name) = attribute.storage,
                  let value = attribute.defaultValue else { continue }
            let childID = "\(element):\(key)"
            if children[childID] == nil {
                order.append(childID)
                children[childID] = (element, key, [])
            }
            children[childID]!.attributes.append(XMLAttributeDefault(name, value))
        }
        return order.map { childID in
            let child = children[childID]!
            let attributes = [XMLAttributeDefault("key", child.key)] + child.attributes
            return (child.element, child.attributes.map(\.name), "<\(child.element)\(attributeText(attributes))/>")
        }
    }

    static func xml(_ element: String, _ attributes: [XMLAttributeDefault], id: String, _ content: String) -> String {
        let all = attributes.filter { $0.name != "id" } + [XMLAttributeDefault("id", id)]
        return content.isEmpty ? "<\(element)\(attributeText(all))/>" : "<\(element)\(attributeText(all))>\(content)</\(element)>"
    }

    static func attributeText(_ attributes: [XMLAttributeDefault]) -> String {
        attributes.map { attribute in
            let value = attribute.value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
            return " \(attribute.name)=\"\(value)\""
        }.joined()
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
