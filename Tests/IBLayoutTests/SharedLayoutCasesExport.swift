import Foundation
import XCTest
import IBDocument
@testable import IBLayout

/// Writes Tests/js/generated/layout-cases.json: the constraint systems of the hand-written test
/// storyboards and (when present) the CocoaTouch fixtures, each with the values the Swift solver
/// gives, so Tests/js/layout/shared-cases.test.mjs can check the JavaScript solver gives the same.
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

    static var packageRoot: URL {
        // Tests/IBLayoutTests may be a symlink from an isolation package: resolve it first.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
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
        let folder = SharedLayoutCasesExport.packageRoot.appendingPathComponent("Tests/js/generated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(["cases": cases]).write(to: folder.appendingPathComponent("layout-cases.json"))
        try encoder.encode(["documents": systems]).write(to: folder.appendingPathComponent("layout-systems.json"))
    }

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
