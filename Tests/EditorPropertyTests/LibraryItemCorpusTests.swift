import Foundation
import IBDocument
@testable import IBSync
import XCTest
import StoryweaveTestPaths

/// Every object-library item, dropped as the editor drops it (`EditCommands.addObject`, the twin of
/// Public/js/commands/add-object.js), against what Xcode wrote for the same element in the same parent in
/// ../shared/fixtures/corpus (skipped without it).
///
/// An item *matches* when some corpus element of its platform, with the same name, under a parent of the same name
/// (and the same `key`), has the same form: the same attributes in the same order with the same values, and the same
/// children, recursively. What a person sets after the drop is left out of both sides, since no corpus element is
/// still as it was dropped: ids and references, the frame's numbers, text (titles, labels, placeholders,
/// identifiers), custom classes, user labels, the layout choice (`fixedFrame`, `translatesAutoresizingMaskIntoConstraints`,
/// the autoresizing mask, the misplaced/ambiguous marks) and the content people add (subviews, constraints,
/// connections, runtime attributes, accessibility, size-class variations). So a match says Xcode writes this element's
/// own attributes, defaults and parts exactly so; values a person chooses are not compared.
///
/// The figures are printed per platform (matched, differs with the nearest example, no example in the same parent);
/// the test holds the matched count at its floor and fails on a drop the corpus has no element of the same name for.
final class LibraryItemCorpusTests: XCTestCase {
    /// The matched items when this test was written (2026-12-02): a floor, raised as the catalog is fixed.
    static let matchedFloor = ["iOS": 14, "macOS": 9]

    func testEveryLibraryItemAsXcodeWritesIt() throws {
        guard let corpus = PackagePaths.sharedFixture("corpus") else { throw XCTSkip("no ../shared/fixtures/corpus") }
        let examples = try Self.corpusForms(corpus)
        for platform in ["iOS", "macOS"] {
            let report = try Self.dropEveryItem(platform: platform, examples: examples[platform] ?? [:])
            print(report.summary)
            XCTAssertGreaterThanOrEqual(report.matched.count, Self.matchedFloor[platform] ?? 0, report.summary)
        }
    }

    struct Report {
        var platform: String
        var matched: [String] = []
        var differs: [(item: String, ours: String, nearest: String)] = []
        var noExample: [String] = []
        var notDropped: [(item: String, why: String)] = []

        var summary: String {
            var lines = ["library items vs corpus, \(platform): \(matched.count) match, \(differs.count) differ, "
                + "\(noExample.count) without a corpus example in the same parent, \(notDropped.count) not dropped"]
            lines += differs.map { "  differs \($0.item):\n    ours    \($0.ours)\n    nearest \($0.nearest)" }
            if !noExample.isEmpty { lines.append("  no example: " + noExample.joined(separator: ", ")) }
            lines += notDropped.map { "  not dropped \($0.item): \($0.why)" }
            return lines.joined(separator: "\n")
        }
    }

    /// The place of an element: its parent's name and its own key (`subviews/button`, `tableView/tableViewCell`...).
    static func place(_ element: MarkupElement) -> String {
        "\(element.parent?.name ?? "")/\(element.name)\(element.attribute("key").map { "[\($0)]" } ?? "")"
    }

    static let referenceAttributes: Set<String> = ["id", "destination", "target", "firstItem", "secondItem", "sceneMemberID", "initialViewController"]
    static let personalAttributes: Set<String> = [
        "title", "text", "placeholder", "reuseIdentifier", "identifier", "userLabel", "customClass", "customModule",
        "customModuleProvider", "storyboardIdentifier", "restorationIdentifier", "toolTip", "fixedFrame",
        "translatesAutoresizingMaskIntoConstraints", "misplaced", "ambiguous", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "colorLabel",
    ]
    static let personalChildren: Set<String> = ["subviews", "constraints", "connections", "userDefinedRuntimeAttributes",
                                                "accessibility", "variation", "autoresizingMask", "gestureRecognizers", "point"]

    /// The element's form with what a person sets left out (see the type's comment).
    static func form(_ element: MarkupElement) -> String {
        var text = "<" + element.name
        for attribute in element.attributes where !personalAttributes.contains(attribute.name) {
            let value = referenceAttributes.contains(attribute.name) ? "#" : attribute.value
            text += " \(attribute.name)=\"\(element.name == "rect" && element.attribute("key") == "frame" && attribute.name != "key" ? "_" : value)\""
        }
        let children = element.childElements.filter { !personalChildren.contains($0.name) }
        if children.isEmpty { return text + "/>" }
        return text + ">" + children.map(form).joined() + "</\(element.name)>"
    }

    /// platform → place → the forms Xcode wrote there.
    static func corpusForms(_ folder: URL) throws -> [String: [String: Set<String>]] {
        var result: [String: [String: Set<String>]] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        for name in names.sorted() {
            guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
                  let document = try? MarkupDocument.parse([UInt8](bytes)), document.root.name == "document" else { continue }
            let runtime = document.root.attribute("targetRuntime") ?? ""
            let platform = runtime.hasPrefix("MacOSX") ? "macOS" : runtime.hasPrefix("iOS") ? "iOS" : nil
            guard let platform else { continue }
            var stack = [document.root]
            while let element = stack.popLast() {
                if element.attribute("id") != nil { result[platform, default: [:]][place(element), default: []].insert(form(element)) }
                stack.append(contentsOf: element.childElements)
            }
        }
        return result
    }

    /// A host document with the containers the library's non-view items go into, built by dropping them.
    static func host(platform: String) throws -> (document: SyncDocument, targets: [String]) {
        let text = platform == "iOS"
            ? #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="hst-vc-001"><device id="retina6_12" orientation="portrait" appearance="light"/><dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/><capability name="Safe area layout guides" minToolsVersion="9.0"/><capability name="System colors in document resources" minToolsVersion="11.0"/><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies><scenes><scene sceneID="hst-sc-001"><objects><viewController id="hst-vc-001" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="hst-vw-001"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><viewLayoutGuide key="safeArea" id="hst-sa-001"/><color key="backgroundColor" systemColor="systemBackgroundColor"/></view></viewController><placeholder placeholderIdentifier="IBFirstResponder" id="hst-fr-001" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/></objects></scene></scenes><resources><systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor></resources></document>"#
            : #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES" customObjectInstantitationMethod="direct"><dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="22505"/></dependencies><objects><customObject id="-2" userLabel="File's Owner"/><customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/><customObject id="-3" userLabel="Application" customClass="NSObject"/><customView id="hst-vw-001"><rect key="frame" x="0.0" y="0.0" width="480" height="600"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/></customView></objects></document>"#
        let document = try SyncDocument(text: text)
        var targets = ["hst-vw-001"]
        let containers = platform == "iOS" ? ["UITableView", "UICollectionView", "UIToolbar", "UINavigationBar", "UITabBar"] : []
        for className in containers {
            var commands = EditCommands(document: document, ids: IdentifierGenerator(seed: 11))
            guard let dropped = try? commands.addObject(className: className, into: "hst-vw-001", x: 0, y: 0) else { continue }
            _ = try BatchApplier.apply(dropped.ops, to: document)
            targets.append(dropped.id)
        }
        return (document, targets)
    }

    static func dropEveryItem(platform: String, examples: [String: Set<String>]) throws -> Report {
        var report = Report(platform: platform)
        let catalog: ClassCatalog = platform == "iOS" ? .uiKit : .appKit
        for item in catalog.libraryItems {
            guard let elementName = item.elementName, !SceneTemplates.sceneElements.contains(elementName) else { continue }
            let title = item.libraryTitle ?? item.className
            var dropped: (id: String, document: SyncDocument)?
            var lastRefusal = ""
            let (_, targets) = try host(platform: platform)
            for target in targets {
                let (document, _) = try host(platform: platform)
                var commands = EditCommands(document: document, ids: IdentifierGenerator(seed: 7))
                do {
                    let result = try commands.addObject(className: item.className, into: target, x: 20, y: 40)
                    _ = try BatchApplier.apply(result.ops, to: document)
                    dropped = (result.id, document)
                    break
                } catch {
                    lastRefusal = String(describing: error)
                }
            }
            guard let dropped, let element = dropped.document.element(withID: dropped.id) else {
                report.notDropped.append((title, lastRefusal))
                continue
            }
            let ours = form(element)
            guard let forms = examples[place(element)], !forms.isEmpty else {
                report.noExample.append("\(title) (\(place(element)))")
                continue
            }
            if forms.contains(ours) {
                report.matched.append(title)
            } else {
                report.differs.append((title, ours, nearest(to: ours, in: forms)))
            }
        }
        return report
    }

    /// The example sharing the most attribute and child tokens with ours (to show what differs).
    static func nearest(to ours: String, in forms: Set<String>) -> String {
        let tokens = { (text: String) in Set(text.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "<" })) }
        let mine = tokens(ours)
        return forms.min { a, b in
            let (ta, tb) = (tokens(a), tokens(b))
            let (da, db) = (ta.symmetricDifference(mine).count, tb.symmetricDifference(mine).count)
            return da != db ? da < db : a < b
        } ?? ""
    }
}
