import IBDocument
import XCTest
@testable import IBCompile

/// How much of the macOS class catalog (`ClassCatalog.appKit`, the editor's object library)
/// compiles, measured as `UIKitCatalogCoverageTests` does for iOS.
///
/// Every library class and variant is built from the catalog — the element with its
/// `defaultAttributes` (a variant's replacing or adding), a frame of `defaultSize`, and, for a
/// control with cell defaults, its `<…Cell key="cell">` with `defaultCellAttributes` (the cell
/// element is the catalog's `<Class>Cell`, `NSSegmentedCell` for segmented controls) — and placed
/// where Interface Builder puts it: a view as the last subview of a window's content view, a
/// window (with its content rect and content view) or anything else as a top-level object of the
/// xib. The cell is written as the editor's `addObject` writes it (`libraryCell` in
/// `Public/js/commands/library-parts.js`, `LibraryParts` in IBSync): the catalog's cell attributes
/// and, for a button or text field cell, the children Xcode writes in it (behavior and font; font
/// and text and background colors). Controls with no cell defaults in the catalog get no cell, in
/// the editor as here.
///
/// Each compiled nib must pass `AppKitSourceCheck`. A refusal must name the element or one of
/// its attributes; anything else fails the test. The
/// test prints `AppKit catalog: N of M classes compile` and fails below the floor.
///
/// System colours (a text field cell's `controlTextColor`, a box's `textBackgroundColor`) embed
/// ICC profiles: Apple's, read from the corpus nibs when present
/// (`../shared/fixtures/nib/macos-viraptor-ibtool/correct/`, as `AppKitFixtureComparisonTests`
/// does), otherwise our own (`AppKitColorProfiles.storyweave`, the compiler's default), so the
/// floor holds with or without the corpus.
final class AppKitCatalogCoverageTests: XCTestCase {
    /// Raise these when an encoding lands; never lower them.
    static let expectedClassCount = 27
    static let expectedVariantCount = 10

    static let catalog = ClassCatalog.appKit

    struct Item {
        let title: String
        let entry: ClassDescription
        let attributes: [XMLAttributeDefault]
        let cellAttributes: [XMLAttributeDefault]
        let size: CatalogSize?
    }

    static var classItems: [Item] {
        catalog.libraryItems.compactMap { entry in
            guard entry.elementName != nil else { return nil }
            return Item(title: entry.libraryTitle ?? entry.className, entry: entry, attributes: entry.defaultAttributes,
                        cellAttributes: entry.defaultCellAttributes, size: entry.defaultSize)
        }
    }

    static var variantItems: [Item] {
        catalog.libraryItems.flatMap { entry in
            entry.libraryVariants.map { variant in
                Item(title: variant.title, entry: entry, attributes: merge(entry.defaultAttributes, variant.attributes),
                     cellAttributes: variant.cellAttributes.isEmpty ? entry.defaultCellAttributes : variant.cellAttributes,
                     size: variant.size ?? entry.defaultSize)
            }
        }
    }

    static func merge(_ base: [XMLAttributeDefault], _ changes: [XMLAttributeDefault]) -> [XMLAttributeDefault] {
        var result = base
        for attribute in changes {
            if let index = result.firstIndex(where: { $0.name == attribute.name }) { result[index] = attribute } else { result.append(attribute) }
        }
        return result
    }

    /// Apple's colour profiles from the corpus nibs, or without the corpus our own (the
    /// compiler's default): either way system colours compile.
    static let colorProfiles: AppKitColorProfiles = {
        guard let directory = AppKitFixtureComparisonTests.fixtureDirectory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
              let apple = try? AppKitFixtureComparisonTests.colorProfiles(in: directory, names: names) else { return .storyweave }
        return apple
    }()

    func testEveryLibraryClassCompilesOrIsRefusedByName() throws {
        let classes = try Self.classItems.map { ($0, try Self.compile($0)) }
        let variants = try Self.variantItems.map { ($0, try Self.compile($0)) }
        let compiled = classes.filter { $0.1 == nil }.count
        let compiledVariants = variants.filter { $0.1 == nil }.count
        var report = ["AppKit catalog: \(compiled) of \(classes.count) classes compile",
                      "AppKit catalog: \(compiledVariants) of \(variants.count) library variants compile"]
        for (item, refusal) in classes + variants {
            if let refusal { report.append("  refused \(item.entry.className) (\(item.title)): \(refusal)") }
        }
        print(report.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(classes.count, 40, "the catalog lost library classes")
        XCTAssertGreaterThanOrEqual(compiled, Self.expectedClassCount, report.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(compiledVariants, Self.expectedVariantCount, report.joined(separator: "\n"))
        // Our profiles (the compiler's default, all there is without the corpus) compile exactly
        // what Apple's do: only the embedded bytes differ.
        let ours = try (Self.classItems + Self.variantItems).map { try Self.compile($0, profiles: .storyweave) }
        XCTAssertEqual(ours, (classes + variants).map(\.1), "the same items compile with Storyweave's profiles")
        print("AppKit catalog with Storyweave's profiles: \(ours.prefix(classes.count).filter { $0 == nil }.count) of \(classes.count) classes, \(ours.dropFirst(classes.count).filter { $0 == nil }.count) of \(variants.count) variants")
    }

    /// `nil` when the item compiles, else the refusal, which must name the element or an attribute.
    static func compile(_ item: Item, profiles: AppKitColorProfiles = colorProfiles) throws -> String? {
        let (text, names) = document(for: item)
        do {
            let output = try NibCompiler(colorProfiles: profiles).compile(try InterfaceDocument(text: text), name: "Coverage")
            guard output.files.count == 1 else { throw UIKitCatalogCoverageTests.Failure("\(item.title): no nib") }
            try AppKitSourceCheck.verify(try InterfaceDocument(text: text), files: output.files, what: item.title)
            return nil
        } catch let error as CompileError {
            let message = error.description
            let named = names.elements.contains { message.contains("<\($0)>") || message.contains("<\($0) ") }
                || names.attributes.contains { message.contains("\($0)=\"") }
            guard case .encoding = error, named else {
                throw UIKitCatalogCoverageTests.Failure("\(item.entry.className) (\(item.title)): refusal does not name the element or an attribute: \(message)")
            }
            return message
        }
    }

    /// The cell element a control's library item comes with (`NSButton` → `buttonCell`).
    static func cellElement(of className: String) -> String? {
        let cellClass = className == "NSSegmentedControl" ? "NSSegmentedCell" : className + "Cell"
        return catalog.description(ofClass: cellClass)?.elementName
    }

    /// What the editor writes inside a new cell (`CELL_CONTENT` in `library-parts.js`).
    static func cellChildren(_ cell: String) -> (xml: String, elements: [String]) {
        let font = #"<font key="font" metaFont="system"/>"#
        switch cell {
        case "buttonCell":
            return (#"<behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>"# + font, ["behavior", "font"])
        case "textFieldCell":
            return (font + #"<color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>"#
                        + #"<color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>"#,
                    ["font", "color"])
        default:
            return ("", [])
        }
    }

    static func document(for item: Item) -> (String, UIKitCatalogCoverageTests.Names) {
        let element = item.entry.elementName!
        var names = UIKitCatalogCoverageTests.Names(elements: [element], attributes: Set(item.attributes.map(\.name)))
        var content = ""
        let width = item.size.map { UIKitCatalogCoverageTests.number($0.width) } ?? "480"
        let height = item.size.map { UIKitCatalogCoverageTests.number($0.height) } ?? "270"
        if catalog.isSubclass(item.entry.className, of: "NSWindow") {
            // A window's library item: its content rect and an empty content view.
            content += #"<rect key="contentRect" x="196" y="240" width="\#(width)" height="\#(height)"/>"#
                + #"<view key="contentView" id="cov-00-vew"><rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/><autoresizingMask key="autoresizingMask"/></view>"#
            names.elements.formUnion(["rect", "view"])
        } else if let size = item.size {
            content += #"<rect key="frame" x="20" y="20" width="\#(UIKitCatalogCoverageTests.number(size.width))" height="\#(UIKitCatalogCoverageTests.number(size.height))"/>"#
        }
        if !item.cellAttributes.isEmpty, let cell = cellElement(of: item.entry.className) {
            let attributes = [XMLAttributeDefault("key", "cell")] + item.cellAttributes
            let (cellContent, cellElements) = cellChildren(cell)
            content += UIKitCatalogCoverageTests.xml(cell, attributes, id: "cov-00-cel", cellContent)
            names.elements.insert(cell)
            names.elements.formUnion(cellElements)
            names.attributes.formUnion(item.cellAttributes.map(\.name))
        }
        let object = UIKitCatalogCoverageTests.xml(element, item.attributes, id: "cov-00-obj", content)
        if catalog.isSubclass(item.entry.className, of: "NSView") {
            return (AppKitControlEncodingTests.window(object), names)
        }
        return (AppKitEncoderTests.xib(object), names)
    }
}
