import Foundation
import IBDocument
@testable import IBCompile

/// Checks compiled UIKit nibs against their source with the test-only decoders (independent of
/// the production writers and readers). Every nib decodes, has the UIKit root keys, no object
/// repeats a key (collections excepted), every object reference is in range, and what the
/// source implies is there:
/// * per element subtree (a xib's objects, a storyboard view nib's view): one archived object
///   per view element and one `UISegment` per segment (prototypes excepted: table and collection view prototypes are checked in
///   the nibs embedded for them) (by class; custom classes as `UIClassSwapper` with that
///   `UIOriginalClassName`; a styled cell's built-in labels as `UITableViewLabel`), one `NSLayoutConstraint` per `<constraint>`, one
///   `UINibKeyValuePair` per user-defined runtime attribute, one `NSMutableAttributedString` per
///   label's `attributedText` and one `NSAttributedString` per button state's `attributedTitle`,
///   and one runtime connection per
///   outlet / outlet collection / action / segue of the subtree (plus, in a view nib, the
///   controller's outlets into it and `view`);
/// * storyboards: `Info.plist` decodes, every scene it names has its nib, whose controller is a
///   `UIClassSwapper` of the source controller's class with a `sceneViewController` outlet.
struct UIKitSourceCheck {
    struct Failure: Error, CustomStringConvertible { let description: String }

    let document: InterfaceDocument
    let files: [(path: String, bytes: [UInt8])]

    static let rootKeys = ["UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
                           "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey"]

    struct Census {
        var classes: [String: Int] = [:]
        var connections: [String: Int] = [:]
        var keyValuePairs = 0
    }

    /// Compiles a storyboard's text as `Main.storyboard`, checks every file against the source, and returns the
    /// files by path with the compile's warnings.
    static func compileStoryboard(_ text: String) throws -> (files: [String: [UInt8]], warnings: [LintFinding]) {
        let document = try InterfaceDocument(text: text)
        let output = try NibCompiler().compile(document, name: "Main")
        try UIKitSourceCheck(document: document, files: output.files).verify(file: "Main.storyboard")
        return (Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.bytes) }), output.warnings)
    }

    func verify(file: String) throws {
        var nibs: [String: Census] = [:]
        var embeddedPrototypes: [String: Int] = [:]
        var plist: PropertyListValue?
        for (path, bytes) in files {
            let name = (path as NSString).lastPathComponent
            if name == "Info.plist" {
                plist = try TestPropertyListReader.read(bytes)
            } else {
                let nibName = (name as NSString).deletingPathExtension
                nibs[nibName] = try census(bytes, name: "\(file)/\(path)")
                embeddedPrototypes[nibName] = try verifyPrototypeNibs(bytes, what: "\(file)/\(path)")
            }
        }
        if document.kind.format == .xib {
            guard let (nibName, census) = nibs.first, nibs.count == 1 else { throw Failure(description: "\(file): expected one nib") }
            let objects = document.root.firstChild(named: "objects") ?? document.root
            try compare(census, with: expectations(objects), what: file)
            try comparePrototypeCount(embeddedPrototypes[nibName] ?? 0, root: objects, what: file)
            return
        }
        guard case .dictionary(let info)? = plist,
              case .dictionary(let scenes)? = info.first(where: { $0.key == "UIViewControllerIdentifiersToNibNames" })?.value else {
            throw Failure(description: "\(file): no Info.plist with UIViewControllerIdentifiersToNibNames")
        }
        for (identifier, value) in scenes {
            guard case .string(let nibName) = value, let census = nibs[nibName] else {
                throw Failure(description: "\(file): scene \(identifier) has no nib")
            }
            guard census.connections["sceneViewController", default: 0] == 1 else {
                throw Failure(description: "\(file): scene nib \(nibName) has no sceneViewController outlet")
            }
        }
        for (nibName, census) in nibs where nibName.contains("-view-") {
            let parts = nibName.components(separatedBy: "-view-")
            guard parts.count == 2, let view = document.object(withID: parts[1])?.element,
                  let controller = document.object(withID: parts[0])?.element else {
                throw Failure(description: "\(file): view nib \(nibName) names no view of the source")
            }
            var expected = expectations(view)
            // The scene's gesture recognizers are archived in the view nib, after the view.
            let recognizers = controller.parent?.childElements.filter { Self.recognizerClasses[$0.name] != nil } ?? []
            for recognizer in recognizers {
                let more = expectations(recognizer)
                expected.classes[Self.recognizerClasses[recognizer.name]!, default: 0] += 1
                expected.connections += more.connections
                expected.keyValuePairs += more.keyValuePairs
            }
            // So are the scene's dock views (`UIKitSceneDock`), each with its subtree.
            let dockViews = controller.parent?.childElements.filter { $0 !== controller && UIKitViewClasses.byElement[$0.name] != nil } ?? []
            for dockView in dockViews {
                let more = expectations(dockView)
                expected.classes.merge(more.classes, uniquingKeysWith: +)
                expected.connections += more.connections
                expected.keyValuePairs += more.keyValuePairs
            }
            // The controller's legacy top/bottom layout guides are archived with its view.
            let guides = controller.firstChild(named: "layoutGuides")?.childElements.filter { $0.name == "viewControllerLayoutGuide" } ?? []
            if !guides.isEmpty { expected.classes["_UILayoutGuide", default: 0] += guides.count }
            let roots = [view] + recognizers + dockViews
            for outlet in controller.firstChild(named: "connections")?.childElements ?? []
            where outlet.name.hasPrefix("outlet") && roots.contains(where: { root in
                document.object(withID: outlet.attribute("destination") ?? "")?.element.ancestors.contains(root) ?? false
                    || outlet.attribute("destination") == root.attribute("id") }) {
                expected.connections += 1
            }
            expected.connections += 1 // `view`
            try compare(census, with: expected, what: "\(file)/\(nibName)")
            try comparePrototypeCount(embeddedPrototypes[nibName] ?? 0, root: view, what: "\(file)/\(nibName)")
        }
    }

    /// Gesture recognizer elements → the class each is archived as (every recognizer the encoder
    /// knows: a dock recognizer missing here left its outlet uncounted, RxSwift's APIWrappers pan).
    static let recognizerClasses = [
        "tapGestureRecognizer": "UITapGestureRecognizer", "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer", "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "panGestureRecognizer": "UIPanGestureRecognizer", "pongPressGestureRecognizer": "UILongPressGestureRecognizer",
    ]

    struct Expected {
        var classes: [String: Int] = [:]
        var connections = 0
        var keyValuePairs = 0
    }

    /// The dictionaries of embedded prototype nibs (key → `UINib`) and, for each, the source
    /// elements a dictionary key may stand for: table prototypes by reuse identifier,
    /// collection view cells by reuse identifier, section header / footer views by
    /// "kind/reuse identifier".
    static let prototypeDictionaries: [String: (MarkupElement) -> String?] = [
        "UITableViewCellPrototypeNibs": { $0.name == "tableViewCell" && $0.parent?.name == "prototypes" ? $0.attribute("reuseIdentifier") : nil },
        "UICollectionViewCellNibDict": { $0.name == "collectionViewCell" && $0.parent?.name == "cells" ? $0.attribute("reuseIdentifier") : nil },
        "UICollectionViewSupplementaryViewNibDict": { element in
            guard element.name == "collectionReusableView", element.parent?.name == "collectionView",
                  let kind = ["sectionHeaderView": "UICollectionElementKindSectionHeader", "sectionFooterView": "UICollectionElementKindSectionFooter"][element.attribute("key") ?? ""],
                  let identifier = element.attribute("reuseIdentifier") else { return nil }
            return "\(kind)/\(identifier)"
        },
    ]

    /// Prototype cells (and a collection view's section header / footer views) live in nibs of
    /// their own inside their table or collection view (`prototypeDictionaries`: key → `UINib`
    /// with `archiveData`): each decodes and holds what its element's subtree implies (a segue
    /// from the cell is an outlet).
    /// Every prototype of the subtree (outside other prototypes, whose own nibs hold theirs) has
    /// its embedded nib: as many entries as prototypes.
    private func comparePrototypeCount(_ embedded: Int, root: MarkupElement, what: String) throws {
        func isPrototype(_ element: MarkupElement) -> Bool { Self.prototypeDictionaries.values.contains { $0(element) != nil } }
        var expected = 0
        root.forEachElement { element in
            guard isPrototype(element), !element.ancestors.prefix(while: { $0 !== root }).contains(where: isPrototype) else { return }
            expected += 1
        }
        if embedded != expected {
            throw Failure(description: "\(what): \(expected) prototypes in the source, \(embedded) embedded nibs")
        }
    }

    /// Returns how many prototype nibs the archive embeds.
    private func verifyPrototypeNibs(_ bytes: [UInt8], what: String) throws -> Int {
        var count = 0
        let archive = try AppKitNibTestDecoder.decode(bytes)
        func object(_ value: NibValue?) -> NibObject? {
            guard case .object(let index)? = value else { return nil }
            return archive.objects[index]
        }
        for owner in archive.objects {
          for (dictionaryKey, keyOf) in Self.prototypeDictionaries {
            guard let prototypes = object(owner.values.first { $0.key == dictionaryKey }?.value) else { continue }
            let entries = prototypes.values.filter { $0.key == "UINibEncoderEmptyKey" }.map(\.value)
            for pair in stride(from: 0, to: entries.count - 1, by: 2) {
                guard case .data(let key)? = object(entries[pair])?.values.first?.value,
                      let nib = object(entries[pair + 1]), nib.className == "UINib",
                      case .data(let nested)? = object(nib.values.first { $0.key == "archiveData" }?.value)?.values.first?.value else {
                    throw Failure(description: "\(what): a prototype entry is not reuse identifier → UINib with archiveData")
                }
                let identifier = String(decoding: key, as: UTF8.self)
                count += 1
                let census = try census(nested, name: "\(what) prototype \(identifier)")
                var candidates: [MarkupElement] = []
                document.root.forEachElement { if keyOf($0) == identifier { candidates.append($0) } }
                var failures: [String] = []
                for cell in candidates {
                    do { try compare(census, with: expectations(cell), what: "\(what) prototype \(identifier)"); failures = []; break } catch {
                        failures.append(String(describing: error))
                    }
                }
                if candidates.isEmpty || !failures.isEmpty {
                    throw Failure(description: failures.first ?? "\(what): prototype \(identifier) has no cell in the source")
                }
            }
          }
        }
        return count
    }

    private func expectations(_ root: MarkupElement) -> Expected {
        var expected = Expected()
        // Prototype cells below the root — and a collection view's cells and section views — are
        // archived in nibs of their own (`verifyPrototypeNibs`).
        var inPrototypes: Set<ObjectIdentifier> = []
        root.forEachElement { element in
            let embedded = element.name == "prototypes" || (element.name == "cells" && element.parent?.name == "collectionView")
                || Self.prototypeDictionaries["UICollectionViewSupplementaryViewNibDict"]!(element) != nil
            if embedded, element !== root { element.forEachElement { inPrototypes.insert(ObjectIdentifier($0)) } }
        }
        // A styled cell's built-in labels are archived as `UITableViewLabel`.
        var builtInLabels: Set<String> = []
        root.forEachElement { element in
            guard element.name == "tableViewCell" else { return }
            for name in ["textLabel", "detailTextLabel"] { if let id = element.attribute(name) { builtInLabels.insert(id) } }
        }
        root.forEachElement { element in
            if inPrototypes.contains(ObjectIdentifier(element)) { return }
            if element.name == "label", builtInLabels.contains(element.attribute("id") ?? "") {
                expected.classes["UITableViewLabel", default: 0] += 1
            } else if element.name == "view", element.attribute("key") == "contentView", element.parent?.name == "visualEffectView" {
                // A visual effect view's content view (`UIKitVisualEffectViewClass`).
                expected.classes["_UIVisualEffectContentView", default: 0] += 1
            } else if let viewClass = UIKitViewClasses.byElement[element.name] {
                expected.classes[viewClass.className, default: 0] += 1
            } else if let recognizerClass = Self.recognizerClasses[element.name], element.parent === root {
                expected.classes[recognizerClass, default: 0] += 1
            }
            // Placeholder constraints ("Remove at build time") are not archived.
            if element.name == "constraint", element.attribute("placeholder") != "YES" { expected.classes["NSLayoutConstraint", default: 0] += 1 }
            // Static cells: a `UITableViewDataSource` handed to the controller by the
            // `staticDataSource` outlet, one `UITableViewSection` per section, one
            // `UITableViewRow` per cell; a `dataMode="static"` table gets the data source even
            // without sections.
            if element.name == "sections", element.childElements.contains(where: { $0.name == "tableViewSection" })
                || element.parent?.attribute("dataMode") == "static" {
                expected.classes["UITableViewDataSource", default: 0] += 1
                expected.connections += 1
            }
            if element.name == "tableViewSection" { expected.classes["UITableViewSection", default: 0] += 1 }
            if element.name == "tableViewCell", element.parent?.parent?.name == "tableViewSection" {
                expected.classes["UITableViewRow", default: 0] += 1
            }
            // One `UISegment` per segment of a segmented control (`UIKitSegmentEncoder`).
            if element.name == "segment", element.parent?.parent?.name == "segmentedControl" { expected.classes["UISegment", default: 0] += 1 }
            if element.name == "userDefinedRuntimeAttribute" { expected.keyValuePairs += 1 }
            // A label's attributed text is archived as an `NSMutableAttributedString` (`UIAttributedText`).
            // (An empty one is the label's empty plain text: `UIKitLabelClass`.)
            if element.name == "attributedString", element.attribute("key") == "attributedText", element.parent?.name == "label",
               !element.childElements.isEmpty {
                expected.classes["NSMutableAttributedString", default: 0] += 1
            }
            // A button state's attributed title, as the `NSAttributedString` `UIAttributedTitle`.
            if element.name == "attributedString", element.attribute("key") == "attributedTitle", element.parent?.name == "state" {
                expected.classes["NSAttributedString", default: 0] += 1
            }
            if element.parent?.name == "connections", ["outlet", "outletCollection", "action", "segue"].contains(element.name) {
                expected.connections += 1
            }
        }
        return expected
    }

    private func compare(_ census: Census, with expected: Expected, what: String) throws {
        for (className, count) in expected.classes where census.classes[className, default: 0] < count {
            throw Failure(description: "\(what): the source has \(count) \(className), the nib \(census.classes[className, default: 0])")
        }
        let connections = census.connections.values.reduce(0, +)
        if connections != expected.connections {
            throw Failure(description: "\(what): \(expected.connections) connections in the source, \(connections) in the nib: \(census.connections)")
        }
        if census.keyValuePairs != expected.keyValuePairs {
            throw Failure(description: "\(what): \(expected.keyValuePairs) runtime attributes in the source, \(census.keyValuePairs) in the nib")
        }
    }

    private func census(_ bytes: [UInt8], name: String) throws -> Census {
        let archive = try AppKitNibTestDecoder.decode(bytes)
        // A scene nib's root ends with Xcode 16's `IBUINibLNEVersionKey` (`UIKitNibRoot`).
        let rootKeys = archive.objects.first?.values.map(\.key)
        guard rootKeys == Self.rootKeys || rootKeys == Self.rootKeys + ["IBUINibLNEVersionKey"] else {
            throw Failure(description: "\(name): root keys are \(archive.objects.first?.values.map(\.key) ?? [])")
        }
        func string(_ value: NibValue?) -> String? {
            guard case .object(let index)? = value, case .data(let bytes)? = archive.objects[index].values.first?.value else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        var census = Census()
        for object in archive.objects {
            let keys = object.values.map(\.key).filter { $0 != "UINibEncoderEmptyKey" }
            guard Set(keys).count == keys.count else { throw Failure(description: "\(name): \(object.className) repeats a key: \(keys)") }
            for case .object(let index) in object.values.map(\.value) where index >= archive.objects.count {
                throw Failure(description: "\(name): reference \(index) out of range")
            }
            var className = object.className
            if className == "UIClassSwapper", let original = string(object.values.first { $0.key == "UIOriginalClassName" }?.value) {
                className = original
            }
            census.classes[className, default: 0] += 1
            if object.className.hasPrefix("UIRuntime"), object.className.hasSuffix("Connection") {
                census.connections[string(object.values.first { $0.key == "UILabel" }?.value) ?? "?", default: 0] += 1
            }
            if object.className == "UINibKeyValuePair" { census.keyValuePairs += 1 }
        }
        return census
    }
}
