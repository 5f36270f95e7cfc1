import XCTest
import IBDocument
@testable import IBSync

/// A removal takes along every reference to what it removes (`ReferenceCascade`): connections and
/// constraints, and also the id-valued attributes outside `<connections>` — the tie-breakers'
/// `<segue reference>`, size-class masks' `<exclude>`/`<include reference>` — so nothing is left
/// pointing at an id no element has (lint IB002), and undo gives back the exact bytes.
final class ReferenceCascadeTests: XCTestCase {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1-aa-bbb">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--View Controller-->
            <scene sceneID="sc1-aa-bbb">
                <objects>
                    <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt1-aa-bbb">
                                    <rect key="frame" x="20" y="200" width="100" height="30"/>
                                    <state key="normal" title="Show"/>
                                    <connections>
                                        <segue destination="vc2-aa-bbb" kind="show" id="sg1-aa-bbb"/>
                                        <segue destination="vc2-aa-bbb" kind="presentation" id="sg2-aa-bbb"/>
                                    </connections>
                                </button>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-aa-bbb">
                                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lb1-aa-bbb" firstAttribute="top" secondItem="vw1-aa-bbb" secondAttribute="top" constant="20" id="cn1-aa-bbb"/>
                                <constraint firstItem="bt1-aa-bbb" firstAttribute="leading" secondItem="vw1-aa-bbb" secondAttribute="leading" constant="20" id="cn2-aa-bbb"/>
                            </constraints>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="lb1-aa-bbb"/>
                                </mask>
                                <mask key="constraints">
                                    <exclude reference="cn1-aa-bbb"/>
                                    <exclude reference="cn2-aa-bbb"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact">
                                <mask key="subviews">
                                    <include reference="lb1-aa-bbb"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="132" y="-27"/>
            </scene>
            <!--Detail-->
            <scene sceneID="sc2-aa-bbb">
                <objects>
                    <viewController id="vc2-aa-bbb" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw2-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2-aa-bbb" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="900" y="-27"/>
            </scene>
        </scenes>
        <inferredMetricsTieBreakers>
            <segue reference="sg1-aa-bbb"/>
            <segue reference="sg2-aa-bbb"/>
        </inferredMetricsTieBreakers>
    </document>

    """

    /// Whether `text` holds these lines in a row (indentation ignored: the expectations are
    /// written at the test's own indentation).
    static func containsLines(_ text: String, _ lines: String) -> Bool {
        func squeezed(_ value: String) -> String {
            value.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: "\n")
        }
        return squeezed(text).contains(squeezed(lines))
    }

    /// Applies a removal, checks nothing dangles (ours and lint's IB002), that the inverse gives
    /// back the exact bytes and that the applied form replays to the same bytes; returns the bytes.
    @discardableResult
    private func remove(_ target: NodeAddress, from text: String = storyboard,
                        file: StaticString = #filePath, line: UInt = #line) throws -> (bytes: String, applied: [EditOperation]) {
        let document = try SyncDocument(text: text)
        let result = try BatchApplier.apply([.removeSubtree(target: target)], to: document)
        let after = document.serializedString()
        XCTAssertTrue(ReferenceCascade.danglingReferences(in: document).isEmpty,
                      "dangling: \(ReferenceCascade.danglingReferences(in: document).map { "\($0.element.name) \($0.attribute)=\($0.value)" })",
                      file: file, line: line)
        let lint = Linter().lint(try InterfaceDocument(text: after)).findings.filter { $0.code == "IB002" }
        XCTAssertEqual(lint.map(\.message), [], file: file, line: line)
        let replayed = try SyncDocument(text: text)
        _ = try BatchApplier.replay(result.applied, on: replayed)
        XCTAssertEqual(replayed.serializedString(), after, file: file, line: line)
        _ = try BatchApplier.replay(result.inverse, on: document)
        XCTAssertEqual(document.serializedString(), text, "undo gives back the bytes", file: file, line: line)
        return (after, result.applied)
    }

    func testRemovingASegueRemovesItsTieBreaker() throws {
        let (bytes, applied) = try remove(.object("sg2-aa-bbb"))
        XCTAssertTrue(Self.containsLines(bytes, """
            <inferredMetricsTieBreakers>
                <segue reference="sg1-aa-bbb"/>
            </inferredMetricsTieBreakers>
        """), bytes)
        XCTAssertFalse(bytes.contains("sg2-aa-bbb"))
        XCTAssertGreaterThan(applied.count, 1, "the applied ops carry the cascade")
    }

    func testRemovingTheLastTieBreakerRemovesTheContainer() throws {
        let once = try remove(.object("sg1-aa-bbb")).bytes
        let twice = try remove(.object("sg2-aa-bbb"), from: once).bytes
        XCTAssertFalse(twice.contains("inferredMetricsTieBreakers"), twice)
        XCTAssertFalse(twice.contains("<connections>"), "the button's emptied connections go as before")
    }

    /// Deleting the destination scene removes both segues (their destination is gone), and with
    /// them every tie-breaker naming them: the cascade follows what it removes.
    func testRemovingTheDestinationSceneRemovesSeguesAndTheirTieBreakers() throws {
        let bytes = try remove(.scene("sc2-aa-bbb")).bytes
        XCTAssertFalse(bytes.contains("segue"), bytes)
        XCTAssertFalse(bytes.contains("inferredMetricsTieBreakers"), bytes)
    }

    func testRemovingAConstraintRemovesItsMaskEntry() throws {
        let bytes = try remove(.object("cn2-aa-bbb")).bytes
        XCTAssertTrue(Self.containsLines(bytes, """
                                <mask key="constraints">
                                    <exclude reference="cn1-aa-bbb"/>
                                </mask>
        """), bytes)
        let first = try remove(.object("cn1-aa-bbb")).bytes
        XCTAssertTrue(Self.containsLines(first, """
                                <mask key="constraints">
                                    <exclude reference="cn2-aa-bbb"/>
                                </mask>
        """), first)
    }

    /// The label's removal takes its constraint (cn1), the masks' entries for the label and for
    /// cn1, the emptied `<mask key="subviews">` of both variations and the emptied compact variation.
    func testRemovingAViewRemovesMaskEntriesForItAndItsConstraints() throws {
        let bytes = try remove(.object("lb1-aa-bbb")).bytes
        XCTAssertFalse(bytes.contains("lb1-aa-bbb") || bytes.contains("cn1-aa-bbb"), bytes)
        XCTAssertFalse(bytes.contains("heightClass=compact"), bytes)
        XCTAssertTrue(Self.containsLines(bytes, """
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="cn2-aa-bbb"/>
                                </mask>
                            </variation>
        """), bytes)
    }

    /// A referrer inside the removed subtree naming something outside that goes because it names
    /// the subtree (the label's outlet to its own top constraint cn1, which names the label; the
    /// root view's compact variation excluding cn1 when the root view is a subtree that goes with a
    /// referrer): the cascade takes it out first, so the inverse puts it back after cn1, not
    /// before (an insert whose reference does not resolve is refused), and undo gives back the bytes.
    func testAReferrerInsideTheRemovedSubtreeToWhatGoesWithItComesBackLast() throws {
        let text = Self.insertingIntoTheLabel("""
            <connections>
                <outlet property="topConstraint" destination="cn1-aa-bbb" id="ot1-aa-bbb"/>
            </connections>
            """)
        XCTAssertNotEqual(text, Self.storyboard)
        let (bytes, applied) = try remove(.object("lb1-aa-bbb"), from: text)
        XCTAssertFalse(bytes.contains("lb1-aa-bbb") || bytes.contains("cn1-aa-bbb") || bytes.contains("ot1-aa-bbb"), bytes)
        let outlet = try XCTUnwrap(applied.firstIndex(of: .removeSubtree(target: .object("ot1-aa-bbb"))), "the outlet goes on its own")
        let constraint = try XCTUnwrap(applied.firstIndex(of: .removeSubtree(target: .object("cn1-aa-bbb"))))
        XCTAssertLessThan(outlet, constraint, "the outlet goes before the constraint it names, so undo restores it after")
        // A refused batch with that removal in it is rolled back to the same bytes.
        let document = try SyncDocument(text: text)
        XCTAssertThrowsError(try BatchApplier.apply([.removeSubtree(target: .object("lb1-aa-bbb")),
                                                     .removeSubtree(target: .object("zz9-zz-zzz"))], to: document)) {
            XCTAssertEqual(($0 as? BatchApplier.Failure)?.opIndex, 1)
        }
        XCTAssertEqual(document.serializedString(), text)
    }

    /// The same with a size-class mask inside the removed view excluding a constraint outside it
    /// that names the view.
    func testAMaskInsideTheRemovedViewExcludingAConstraintThatGoesComesBackLast() throws {
        let text = Self.insertingIntoTheLabel("""
            <variation key="widthClass=compact">
                <mask key="constraints">
                    <exclude reference="cn1-aa-bbb"/>
                </mask>
            </variation>
            """)
        XCTAssertNotEqual(text, Self.storyboard)
        let bytes = try remove(.object("lb1-aa-bbb"), from: text).bytes
        XCTAssertFalse(bytes.contains("widthClass=compact"), bytes)
    }

    /// The sample with `xml` (lines at the label's child indentation added) as the label's last children.
    private static func insertingIntoTheLabel(_ xml: String) -> String {
        let label = String(repeating: " ", count: 28), child = label + "    "
        let end = "height=\"21\"/>\n\(label)</label>"
        precondition(storyboard.contains(end))
        let lines = xml.split(separator: "\n").map { child + $0 }.joined(separator: "\n")
        return storyboard.replacingOccurrences(of: end, with: "height=\"21\"/>\n\(lines)\n\(label)</label>")
    }

    func testRemovingTheWholeViewLeavesNothingBehind() throws {
        let bytes = try remove(.object("vw1-aa-bbb")).bytes
        XCTAssertFalse(bytes.contains("inferredMetricsTieBreakers"), bytes)
    }

    /// Only the referrer's attribute goes when the referrer is a whole and the target a part of
    /// it, or when the referrer stands on its own (`initialViewController`).
    func testAttributeReferencesLoseOnlyTheAttribute() throws {
        let bytes = try remove(.scene("sc1-aa-bbb")).bytes
        XCTAssertFalse(bytes.contains("initialViewController"))
        XCTAssertTrue(bytes.contains("<document type="))
    }

    /// Setting or inserting an id-valued attribute that names no object is refused, for the
    /// attributes outside connections too.
    func testNewReferencesMustResolve() throws {
        let document = try SyncDocument(text: Self.storyboard)
        let tieBreaker = NodeAddress.child(of: .child(of: .root, name: "inferredMetricsTieBreakers", key: nil), name: "segue", key: nil)
        XCTAssertThrowsError(try BatchApplier.apply([.setAttribute(target: tieBreaker, name: "reference", value: "zz9-zz-zzz", expect: nil)],
                                                    to: document)) {
            XCTAssertEqual(($0 as? BatchApplier.Failure)?.reason, .danglingReference(name: "reference", id: "zz9-zz-zzz"))
        }
        let variation = NodeAddress.child(of: .object("vw1-aa-bbb"), name: "variation", key: "heightClass=regular")
        XCTAssertThrowsError(try BatchApplier.apply([.insertSubtree(parent: variation, xml: #"<mask key="constraints"><exclude reference="zz9-zz-zzz"/></mask>"#,
                                                                    position: .xcodeOrder)], to: document)) {
            XCTAssertEqual(($0 as? BatchApplier.Failure)?.reason, .danglingReference(name: "reference", id: "zz9-zz-zzz"))
        }
        // `reference` names an id on `<exclude>`, not on an element the table does not list.
        XCTAssertNoThrow(try BatchApplier.apply([.setAttribute(target: .object("lb1-aa-bbb"), name: "reference", value: "anything",
                                                               expect: nil)], to: document))
    }

    /// Every real document that has references outside connections (tie-breakers, size-class
    /// masks, toolbar default items, designables, grid cells...): removing each object they name
    /// leaves no dangling reference, and undo gives back the exact bytes.
    func testCorpusRemovalsLeaveNoDanglingReference() throws {
        let urls = SampleDocuments.fixtureURLs(in: "corpus")
        guard !urls.isEmpty else { throw XCTSkip("no ../shared/fixtures/corpus") }
        let outsideConnections: Set<String> = ["exclude", "include", "segue", "toolbarItem", "designable", "gridCell"]
        var documents = 0
        var removals = 0
        for url in urls {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard outsideConnections.contains(where: { text.contains("<\($0) ") }),
                  let document = try? SyncDocument(text: text), document.duplicateIDs.isEmpty else { continue }
            var targets: [String] = []
            document.root.forEachElement { element in
                guard outsideConnections.contains(element.name), element.parent?.name != "connections" else { return }
                for attribute in element.attributes
                where ReferenceAttributes.removal(element: element.name, attribute: attribute.name) == .element
                    && document.element(withID: attribute.value).map({ document.protectionReason($0) == nil }) == true {
                    targets.append(attribute.value)
                }
            }
            guard !targets.isEmpty, ReferenceCascade.danglingReferences(in: document).isEmpty else { continue }
            documents += 1
            for id in Set(targets).sorted().prefix(12) {
                guard let element = document.element(withID: id), element.parent != nil else { continue }
                if try removeAndUndo(id, in: document, text: text, name: url.lastPathComponent) { removals += 1 }
            }
        }
        XCTAssertGreaterThan(documents, 20)
        print("ReferenceCascadeTests: \(removals) removals in \(documents) corpus documents, none left a dangling reference")
    }

    /// Every corpus object whose subtree holds a referrer naming something outside that goes with
    /// it (a custom view's outlet to the constraint that places it): the removal leaves nothing
    /// dangling and undo gives back the exact bytes.
    func testCorpusRemovalsWithReferrersInsideToWhatGoesWithThemUndo() throws {
        let urls = SampleDocuments.fixtureURLs(in: "corpus")
        guard !urls.isEmpty else { throw XCTSkip("no ../shared/fixtures/corpus") }
        var documents = 0, removals = 0
        for url in urls {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let document = try? SyncDocument(text: text), document.duplicateIDs.isEmpty,
                  ReferenceCascade.danglingReferences(in: document).isEmpty else { continue }
            var roots: [String] = []
            document.root.forEachElement { referrer in
                for attribute in referrer.attributes where ReferenceAttributes.isReference(element: referrer.name, attribute: attribute.name) {
                    guard let target = document.element(withID: attribute.value) else { continue }
                    for root in referrer.ancestors {
                        guard let id = root.attribute("id"), root.parent != nil, document.protectionReason(root) == nil,
                              !SyncDocument.isInside(target, root) else { continue }
                        // The target goes with the root: it names something inside it and means nothing without it.
                        if target.attributes.contains(where: {
                            ReferenceAttributes.removal(element: target.name, attribute: $0.name) == .element
                                && document.element(withID: $0.value).map { SyncDocument.isInside($0, root) } == true
                        }) { roots.append(id) }
                    }
                }
            }
            guard !roots.isEmpty else { continue }
            documents += 1
            for id in Set(roots).sorted().prefix(12) where try removeAndUndo(id, in: document, text: text, name: url.lastPathComponent) {
                removals += 1
            }
        }
        XCTAssertGreaterThan(removals, 0)
        print("ReferenceCascadeTests: \(removals) removals with a referrer inside to what goes with it, in \(documents) corpus documents; all undone to the bytes")
    }

    /// Removes `id` from a corpus document (`text`), checks that nothing dangles and that undo gives
    /// back the exact bytes; false (and a failure) when the removal is refused.
    private func removeAndUndo(_ id: String, in document: SyncDocument, text: String, name: String) throws -> Bool {
        let result: BatchApplier.Result
        do { result = try BatchApplier.apply([.removeSubtree(target: .object(id))], to: document) } catch {
            XCTFail("\(name): removing \(id) was refused: \(error)")
            return false
        }
        let dangling = ReferenceCascade.danglingReferences(in: document)
        XCTAssertTrue(dangling.isEmpty, "\(name) without \(id): \(dangling.map { "\($0.element.name) \($0.attribute)=\($0.value)" })")
        _ = try BatchApplier.replay(result.inverse, on: document)
        XCTAssertEqual(document.serializedString(), text, "\(name): undoing the removal of \(id)")
        return true
    }
}
