import Foundation
import XCTest
import IBDocument
@testable import IBLayout
import StoryweaveTestPaths

/// Writes Tests/js/generated/layout-cases.json: the constraint systems of the hand-written test
/// storyboards and (when present) the CocoaTouch fixtures, each with the values the Swift solver
/// gives, so Tests/js/layout/shared-cases.test.mjs can check the JavaScript solver gives the same.
/// Also writes layout-documents.json: each document's XML with a device and text-size option,
/// and what Swift makes of it (system, frames, issues), for the JavaScript mapping's parity test
/// (Tests/js/layout/mapping-parity.test.mjs).
final class SharedLayoutCasesExport: XCTestCase {
    struct Case: Encodable {
        let name: String
        let variableCount: Int
        /// Added in order; `refused` when the Swift solver refused it (unsatisfiable).
        let constraints: [ExportedConstraint]
        let values: [Double]
    }

    struct ExportedConstraint: Encodable {
        let terms: [[Double]]
        let constant: Double
        let relation: String
        let strength: Double
        let refused: Bool
    }

    /// A document's layout system with the frames Swift solved from it.
    struct ExportedSystem: Encodable {
        let name: String
        let system: LayoutSystem
        let frames: [String: ExportedFrame]
    }

    struct ExportedFrame: Encodable {
        let x: Double, y: Double, width: Double, height: Double
        init(_ rect: IBRect) {
            x = rect.x
            y = rect.y
            width = rect.width
            height = rect.height
        }
    }

    func testExportSharedCasesForTheJavaScriptSolver() throws {
        var documents: [(String, InterfaceDocument)] = try handWrittenDocuments()
        if let folder = FixtureLayoutTests.fixturesFolder {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
                if let document = try? InterfaceDocument(bytes: bytes), document.kind.platform == .iOS { documents.append((name, document)) }
            }
        }
        var systems: [ExportedSystem] = []
        var cases: [Case] = []
        for (name, document) in documents {
            let layout = DocumentLayout(document: document)
            systems.append(ExportedSystem(name: name, system: layout.system(), frames: layout.solve().framesByID.mapValues(ExportedFrame.init)))
            let (_, layouts) = DocumentLayout(document: document).rootLayouts()
            for layout in layouts where layout.constraints.count > 4 {
                cases.append(export(layout, name: "\(name) root \(layout.root.id)"))
            }
        }
        // The hand-written documents alone give a few cases; the shared corpus (when present) many more.
        XCTAssertGreaterThan(cases.count, FixtureLayoutTests.fixturesFolder == nil ? 1 : 5)
        XCTAssertTrue(cases.allSatisfy { !$0.values.isEmpty })
        let folder = PackagePaths.file("Tests/js/generated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(["cases": cases]).write(to: folder.appendingPathComponent("layout-cases.json"))
        try encoder.encode(["documents": systems]).write(to: folder.appendingPathComponent("layout-systems.json"))
    }

    /// One document laid out with one set of options, as the JavaScript mapping must reproduce it.
    struct ExportedDocument: Encodable {
        let name: String
        let xml: String
        /// nil: the document's own device.
        let device: String?
        let orientation: String?
        let intrinsicSizes: String
        /// `LayoutOptions.Direction` (leftToRight or rightToLeft).
        let direction: String
        let system: LayoutSystem
        /// Every view in document order (duplicated ids included).
        let views: [ExportedView]
        let issues: [ExportedIssue]
    }

    struct ExportedView: Encodable {
        let id: String
        let frame: ExportedFrame
        let translatesAutoresizingMask: Bool
    }

    struct ExportedIssue: Encodable {
        let objectID: String
        let kind: String
        /// `LayoutIssue.description`, the sentence the issues panel shows.
        let description: String
        var axes: [String]? = nil
        var broken: String? = nil
        var conflicting: [String]? = nil
        var stored: ExportedFrame? = nil
        var solved: ExportedFrame? = nil
        var reason: String? = nil

        init(_ issue: LayoutIssue) {
            objectID = issue.objectID
            description = issue.description
            switch issue.kind {
            case .ambiguous(let axes):
                kind = "ambiguous"
                self.axes = axes.map(\.rawValue)
            case .unsatisfiable(let broken, let conflicting):
                kind = "unsatisfiable"
                self.broken = broken.description
                self.conflicting = conflicting.map(\.description)
            case .misplaced(let stored, let solved):
                kind = "misplaced"
                self.stored = ExportedFrame(stored)
                self.solved = ExportedFrame(solved)
            case .unreadableConstraint(let reason):
                kind = "unreadableConstraint"
                self.reason = reason
            }
        }
    }

    func testExportDocumentsForTheJavaScriptMapping() throws {
        var sources: [(String, String)] = try handWrittenDocuments().map { ($0.0, $0.1.serializedString()) }
        sources += [("autoresizing, margins and guides", try Self.autoresizingDocument()), ("controls in stacks", try Self.controlsDocument()),
                    ("scroll view guides", try Self.scrollDocument()), ("AppKit window content", Self.appKitDocument),
                    ("simulated bars", try SimulatedBarsTests.document()),
                    ("opaque bars and large titles", OpaqueBarsTests.document()),
                    ("page sheets", PresentationTests.sheetsDocument()), ("Xcode 26 bars", PresentationTests.xcode26Document()),
                    ("stack view baselines", try StackBaselineTests.document().serializedString()),
                    ("multi-line label baselines", try MultilineLabelBaselineTests.document().serializedString()),
                    ("right to left", try StoryboardBuilder.document(subviews: RightToLeftTests.subviews,
                                                                     constraints: RightToLeftTests.constraints).serializedString()),
                    ("size-class variations", String(decoding: try Data(contentsOf: SizeClassVariationTests.documentURL), as: UTF8.self)),
                    ("hidden arranged views", String(decoding: try Data(contentsOf: HiddenArrangedViewTests.documentURL), as: UTF8.self)),
                    ("hidden NSStackView views", String(decoding: try Data(contentsOf: HiddenArrangedViewTests.appKitDocumentURL), as: UTF8.self)),
                    ("equal-spacing stacks", String(decoding: try Data(contentsOf: EqualSpacingStackTests.documentURL), as: UTF8.self)),
                    ("stopped activity indicator", String(decoding: try Data(contentsOf: HiddenArrangedViewTests.stoppedIndicatorURL), as: UTF8.self)),
                    ("xib view bars", String(decoding: try Data(contentsOf: XibViewBarsTests.documentURL), as: UTF8.self)),
                    ("xib root margins", String(decoding: try Data(contentsOf: XibRootMarginsTests.documentURL), as: UTF8.self))]
        if let folder = FixtureLayoutTests.fixturesFolder {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                sources.append((name, String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)))
            }
        }
        // The document's own device; an iPhone in landscape (safe area at the sides, compact bars);
        // an iPad with the text sizes Xcode stored; the document's own device right to left.
        let variants: [(String?, Device.Orientation?, LayoutOptions.IntrinsicSizes, LayoutOptions.Direction)] =
            [(nil, nil, .measured, .leftToRight), ("retina4_7", .landscape, .measured, .leftToRight),
             ("ipad11", .portrait, .storedFrames, .leftToRight), (nil, nil, .measured, .rightToLeft)]
        var exported: [ExportedDocument] = []
        for (name, xml) in sources {
            guard let document = try? InterfaceDocument(text: xml) else { continue }
            for (deviceID, orientation, sizes, direction) in variants {
                let device = deviceID.flatMap { Device.named($0, orientation: orientation) }
                let layout = DocumentLayout(document: document, options: LayoutOptions(device: device, intrinsicSizes: sizes, direction: direction))
                let result = layout.solve()
                exported.append(ExportedDocument(
                    name: name, xml: xml, device: deviceID, orientation: orientation?.rawValue, intrinsicSizes: sizes.rawValue,
                    direction: direction.rawValue, system: layout.system(),
                    views: result.views.map { ExportedView(id: $0.id, frame: ExportedFrame($0.frame), translatesAutoresizingMask: $0.translatesAutoresizingMask) },
                    issues: result.issues.map(ExportedIssue.init)))
            }
        }
        XCTAssertGreaterThanOrEqual(exported.count, 18)
        XCTAssertTrue(exported.contains { !$0.issues.isEmpty })
        let folder = PackagePaths.file("Tests/js/generated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(["documents": exported]).write(to: folder.appendingPathComponent("layout-documents.json"))
    }

    /// Autoresizing views (fixed frames, flexible masks), explicit margins, margin attributes,
    /// multipliers, the old top/bottom layout guides and a constraint the base size class excludes.
    static func autoresizingDocument() throws -> String {
        let fixed = """
        <view contentMode="scaleToFill" fixedFrame="YES" id="banner">
            <rect key="frame" x="10" y="600" width="355" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
            <subviews>
                <view contentMode="scaleToFill" fixedFrame="YES" id="badge">
                    <rect key="frame" x="300" y="10" width="40" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                </view>
            </subviews>
        </view>
        <view contentMode="scaleToFill" fixedFrame="YES" id="corner">
            <rect key="frame" x="20" y="20" width="100" height="100"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES" heightSizable="YES"/>
        </view>
        """
        let card = StoryboardBuilder.view("card", (16, 40, 343, 200), element: "view", children: """
            <edgeInsets key="layoutMargins" top="12" left="24" bottom="6" right="10"/>
            <subviews>\(StoryboardBuilder.view("inner", (24, 12, 100, 50)))</subviews>
            <viewLayoutGuide key="layoutMargins" id="cardMargins"/>
            """)
        let constraints = """
        <constraint firstItem="card" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="card" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="c3"/>
        <constraint firstItem="card" firstAttribute="height" secondItem="main" secondAttribute="height" multiplier="1:3" id="c4"/>
        <constraint firstItem="inner" firstAttribute="leading" secondItem="cardMargins" secondAttribute="leading" id="c5"/>
        <constraint firstItem="inner" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="c6"/>
        <constraint firstItem="inner" firstAttribute="width" secondItem="card" secondAttribute="width" multiplier="0.5" constant="-4" id="c7"/>
        <constraint firstItem="inner" firstAttribute="centerY" secondItem="card" secondAttribute="centerYWithinMargins" relation="lessThanOrEqual" id="c8"/>
        <constraint firstItem="inner" firstAttribute="bottom" secondItem="card" secondAttribute="bottomMargin" priority="700" id="c9"/>
        <constraint firstItem="inner" firstAttribute="centerX" secondItem="card" secondAttribute="centerXWithinMargins" priority="250" id="c10"/>
        <constraint firstItem="card" firstAttribute="bottom" secondItem="bottom" secondAttribute="top" constant="-8" id="gone"/>
        <constraint firstItem="card" firstAttribute="top" secondItem="main" secondAttribute="top" constant="2" multiplier="2/0" id="badMultiplier"/>
        <constraint firstItem="card" firstAttribute="sideways" secondItem="main" secondAttribute="top" id="badAttribute"/>
        """
        let extras = """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="top"/>
            <viewControllerLayoutGuide type="bottom" id="bottom"/>
        </layoutGuides>
        """
        var text = try StoryboardBuilder.document(subviews: fixed + card, constraints: constraints, controllerExtras: extras).serializedString()
        text = text.replacingOccurrences(of: "</scenes>", with: """
            </scenes>
            <variations>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="gone"/>
                    </mask>
                </variation>
            </variations>
            """)
        return text
    }

    /// Controls with intrinsic sizes (labels, buttons old and new, text fields, switches, images,
    /// placeholders, steppers) in stack views of several distributions and alignments.
    static func controlsDocument() throws -> String {
        func control(_ id: String, _ element: String, _ attributes: String, _ children: String = "") -> String {
            StoryboardBuilder.view(id, (0, 0, 10, 10), element: element, attributes: attributes, children: children)
        }
        let column = [
            control("title", "label", #"text="Welcome back!" numberOfLines="2" horizontalHuggingPriority="251""#,
                    #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#),
            control("body", "label", #"numberOfLines="0""#, """
                <string key="text">Two lines
                of text</string>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                """),
            control("classic", "button", #"buttonType="system""#, #"<state key="normal" title="Continue"/>"#),
            control("modern", "button", "", #"<buttonConfiguration key="configuration" style="filled" title="Sign in"/>"#),
            control("field", "textField", #"placeholder="Email" borderStyle="roundedRect""#),
            control("hidden", "view", #"hidden="YES""#),
        ].joined()
        let row = [
            control("name", "label", #"text="Name""#, #"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#),
            control("toggle", "switch", #"on="YES""#),
            control("picture", "imageView", #"image="photo""#),
            control("spacer", "view", #"placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="infinite""#),
            control("count", "stepper", ""),
        ].joined()
        let buttons = [
            control("b1", "button", "", #"<state key="normal" title="One"/>"#),
            control("b2", "button", "", #"<state key="normal" title="Two words"/>"#),
            control("b3", "button", "", #"<state key="normal" image="photo"/>"#),
        ].joined()
        let stacks = StoryboardBuilder.view("column", element: "stackView", attributes: #"axis="vertical" spacing="8" layoutMarginsRelativeArrangement="YES""#,
                                            children: "<subviews>\(column)</subviews>")
            + StoryboardBuilder.view("row", element: "stackView", attributes: #"alignment="firstBaseline" spacing="6""#, children: "<subviews>\(row)</subviews>")
            + StoryboardBuilder.view("buttons", element: "stackView", attributes: #"distribution="fillEqually" alignment="center" spacing="4""#,
                                     children: "<subviews>\(buttons)</subviews>")
            + StoryboardBuilder.view("centers", element: "stackView", attributes: #"axis="vertical" distribution="equalCentering" alignment="trailing""#,
                                     children: "<subviews>\(control("c1", "label", #"text="ABC""#) + control("c2", "label", #"text="é 中文 🙂""#))</subviews>")
        let constraints = """
        <constraint firstItem="column" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="k2"/>
        <constraint firstItem="column" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k3"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="column" secondAttribute="bottom" constant="12" id="k4"/>
        <constraint firstItem="row" firstAttribute="leading" secondItem="column" secondAttribute="leading" id="k5"/>
        <constraint firstItem="buttons" firstAttribute="top" secondItem="row" secondAttribute="bottom" constant="12" id="k6"/>
        <constraint firstItem="buttons" firstAttribute="centerX" secondItem="main" secondAttribute="centerX" id="k7"/>
        <constraint firstItem="centers" firstAttribute="top" secondItem="buttons" secondAttribute="bottom" constant="12" id="k8"/>
        <constraint firstItem="centers" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="k9"/>
        <constraint firstItem="centers" firstAttribute="height" constant="120" id="k10"/>
        <constraint firstItem="picture" firstAttribute="width" constant="500" priority="999" id="k11"/>
        """
        var text = try StoryboardBuilder.document(subviews: stacks, constraints: constraints).serializedString()
        text = text.replacingOccurrences(of: "</scenes>", with: """
            </scenes>
            <resources>
                <image name="photo" width="24" height="18"/>
            </resources>
            """)
        return text
    }

    /// A scroll view with content and frame layout guides, and one without (implicit content area).
    static func scrollDocument() throws -> String {
        let content = StoryboardBuilder.view("content", (0, 0, 375, 900))
        let scroll = StoryboardBuilder.view("scroll", (0, 0, 375, 667), element: "scrollView", children: """
            <subviews>\(content)</subviews>
            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            """)
        let plainContent = StoryboardBuilder.view("plainContent", (0, 0, 100, 100))
        let plain = StoryboardBuilder.view("plain", (0, 0, 100, 100), element: "scrollView", children: "<subviews>\(plainContent)</subviews>")
        let constraints = """
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="s1"/>
        <constraint firstItem="scroll" firstAttribute="trailing" secondItem="main" secondAttribute="trailing" id="s2"/>
        <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="s3"/>
        <constraint firstItem="scroll" firstAttribute="bottom" secondItem="main" secondAttribute="bottom" constant="-100" id="s4"/>
        <constraint firstItem="content" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="s5"/>
        <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s6"/>
        <constraint firstItem="cg" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s7"/>
        <constraint firstItem="cg" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s8"/>
        <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s9"/>
        <constraint firstItem="content" firstAttribute="height" constant="900" id="s10"/>
        <constraint firstItem="plain" firstAttribute="top" secondItem="scroll" secondAttribute="bottom" id="p1"/>
        <constraint firstItem="plain" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="p2"/>
        <constraint firstItem="plain" firstAttribute="bottom" secondItem="main" secondAttribute="bottom" id="p3"/>
        <constraint firstItem="plain" firstAttribute="width" constant="200" id="p4"/>
        <constraint firstItem="plainContent" firstAttribute="top" secondItem="plain" secondAttribute="top" id="p5"/>
        <constraint firstItem="plainContent" firstAttribute="leading" secondItem="plain" secondAttribute="leading" id="p6"/>
        <constraint firstItem="plain" firstAttribute="trailing" secondItem="plainContent" secondAttribute="trailing" id="p7"/>
        <constraint firstItem="plainContent" firstAttribute="height" secondItem="plain" secondAttribute="height" multiplier="2" id="p8"/>
        <constraint firstItem="plain" firstAttribute="bottom" secondItem="plainContent" secondAttribute="bottom" relation="greaterThanOrEqual" id="p9"/>
        """
        return try StoryboardBuilder.document(subviews: scroll + plain, constraints: constraints).serializedString()
    }

    /// AppKit: bottom-up frames in unflipped views, a flipped scroll/clip view, autoresizing
    /// with minY/maxY swapped, constraints in visual (top-down) terms.
    static let appKitDocument = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <customView id="root">
                <rect key="frame" x="0.0" y="0.0" width="480" height="300"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="10" y="250" width="50" height="30"/>
                        <subviews>
                            <customView fixedFrame="YES" id="dot">
                                <rect key="frame" x="5" y="5" width="10" height="10"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinY="YES"/>
                            </customView>
                        </subviews>
                    </customView>
                    <scrollView fixedFrame="YES" id="scroll">
                        <rect key="frame" x="20" y="20" width="200" height="150"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <clipView key="contentView" id="clip">
                            <rect key="frame" x="1" y="1" width="198" height="148"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <customView fixedFrame="YES" id="doc">
                                    <rect key="frame" x="0.0" y="10" width="198" height="60"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                </customView>
                            </subviews>
                        </clipView>
                    </scrollView>
                    <customView fixedFrame="YES" id="footer">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="20"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstItem="box" firstAttribute="width" constant="50" id="w"/>
                    <constraint firstItem="box" firstAttribute="height" constant="30" id="h"/>
                </constraints>
            </customView>
        </objects>
    </document>
    """

    private func export(_ layout: RootLayout, name: String) -> Case {
        var indexOf: [Variable: Int] = [:]
        var variables: [Variable] = []
        let solver = Solver()
        var exported: [ExportedConstraint] = []
        for item in layout.constraints {
            let constraint = item.constraint
            var terms: [[Double]] = []
            for term in constraint.expression.terms {
                if indexOf[term.variable] == nil {
                    indexOf[term.variable] = variables.count
                    variables.append(term.variable)
                }
                terms.append([Double(indexOf[term.variable]!), term.coefficient])
            }
            var refused = false
            do { try solver.addConstraint(constraint) } catch { refused = true }
            exported.append(ExportedConstraint(terms: terms, constant: constraint.expression.constant,
                                               relation: constraint.relation.rawValue, strength: constraint.strength.weight, refused: refused))
        }
        solver.updateVariables()
        return Case(name: name, variableCount: variables.count, constraints: exported, values: variables.map { solver.currentValue(of: $0) })
    }

    private func handWrittenDocuments() throws -> [(String, InterfaceDocument)] {
        let arranged = ["s1", "s2", "s3"].map { StoryboardBuilder.view($0) }.joined()
        let stack = StoryboardBuilder.view("stack", element: "stackView", attributes: #"distribution="equalSpacing" alignment="center" spacing="10""#,
                                           children: "<subviews>\(arranged)</subviews>")
        let stackDocument = try StoryboardBuilder.document(subviews: stack, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="l"/>
            <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="t"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="tp"/>
            <constraint firstItem="s1" firstAttribute="width" constant="40" id="w1"/>
            <constraint firstItem="s2" firstAttribute="width" secondItem="s1" secondAttribute="width" multiplier="2:1" id="w2"/>
            <constraint firstItem="s3" firstAttribute="height" constant="30" priority="750" id="h3"/>
            """)
        let label = StoryboardBuilder.view("label", element: "label", attributes: #"text="Hello, world""#)
        let conflictDocument = try StoryboardBuilder.document(
            subviews: label + StoryboardBuilder.view("box", own: #"<constraint firstAttribute="width" constant="10" id="w10"/><constraint firstAttribute="width" constant="20" id="w20"/>"#),
            constraints: """
            <constraint firstItem="label" firstAttribute="centerX" secondItem="main" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="label" firstAttribute="centerY" secondItem="main" secondAttribute="centerY" id="cy"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="label" secondAttribute="trailing" relation="greaterThanOrEqual" constant="8" id="gap"/>
            <constraint firstItem="box" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="base"/>
            """)
        return [("stack views", stackDocument), ("label and conflict", conflictDocument)]
    }
}
