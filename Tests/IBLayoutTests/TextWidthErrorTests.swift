import Foundation
import XCTest
import IBDocument
@testable import IBLayout

/// How far our text widths are from Xcode's, over the corpus (../shared/fixtures/ib, skipped when
/// absent): for every single-line label with plain text whose width the text decides — it is
/// compared by `FixtureLayoutTests` (constraints place it, Xcode didn't mark it), the layout
/// with Xcode's stored text sizes puts it exactly where Xcode did, and with our measurement its
/// solved width is its measured width — the measured width (rounded up to the device's pixels,
/// as laid out) minus the width Xcode stored. Prints the count, the median absolute error, the
/// median signed error and the share within 0.5 pt (the fixture report's tolerance). With
/// `TEXT_WIDTH_SAMPLES=path` the samples are written there as TSV (for looking at, not fitting;
/// `bench/layout/font-candidates.py` measures them with other fonts), and `TEXT_WIDTH_FOLDER=dir`
/// takes another folder's documents (the corpus).
final class TextWidthErrorTests: XCTestCase {
    struct Sample {
        var file: String, id: String, text: String, pointSize: Double, weight: String, toolsVersion: Int, displayScale: Double
        var stored: Double, measured: Double
        var error: Double { measured - stored }
    }

    func testReportTextWidthErrorOverTheCorpus() throws {
        // TEXT_WIDTH_FOLDER=../shared/fixtures/corpus measures another folder's labels (bench/layout/font-candidates.py).
        let chosen = ProcessInfo.processInfo.environment["TEXT_WIDTH_FOLDER"].map { URL(fileURLWithPath: $0) }
        guard let folder = chosen ?? FixtureLayoutTests.fixturesFolder else { throw XCTSkip("../shared/fixtures/ib is not present") }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        var samples: [Sample] = []
        for name in files {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            guard let document = try? InterfaceDocument(bytes: bytes), document.kind.platform == .iOS else { continue }
            samples += Self.samples(in: document, file: name)
        }
        XCTAssertGreaterThan(samples.count, 0)
        print("text widths: " + Self.summary(of: samples.map(\.error)))
        if let path = ProcessInfo.processInfo.environment["TEXT_WIDTH_SAMPLES"] {
            let rows = samples.map { [$0.file, $0.id, String($0.toolsVersion), String($0.displayScale), String($0.pointSize), $0.weight, String($0.stored), String($0.measured), $0.text].joined(separator: "\t") }
            try (["file\tid\ttoolsVersion\tdisplayScale\tpointSize\tweight\tstored\tmeasured\ttext"] + rows).joined(separator: "\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// The labels of one document whose width the text decides (see the type's comment).
    static func samples(in document: InterfaceDocument, file: String) -> [Sample] {
        let measured = DocumentLayout(document: document).solve()
        let stored = DocumentLayout(document: document, options: LayoutOptions(intrinsicSizes: .storedFrames)).solve()
        var storedByID: [String: SolvedView] = [:]
        for view in stored.views where storedByID[view.id] == nil { storedByID[view.id] = view }
        var ambiguous: Set<String> = []
        for issue in measured.issues { if case .ambiguous = issue.kind { ambiguous.insert(issue.objectID) } }
        var samples: [Sample] = []
        for view in measured.views where view.elementName == "label" && view.superviewID != nil {
            guard !view.translatesAutoresizingMask, !view.markedMisplacedByXcode, !view.markedAmbiguousByXcode,
                  !view.insideViewMarkedMisplacedByXcode, !ambiguous.contains(view.id),
                  let storedFrame = view.storedFrame, storedByID[view.id]?.matchesStoredFrame() == true,
                  let element = document.object(withID: view.id)?.element,
                  (element.attribute("numberOfLines") ?? "1") == "1" else { continue }
            let text = element.attribute("text") ?? element.firstChild(named: "string", key: "text")?.textContent ?? ""
            guard !text.isEmpty, !text.contains("\n") else { continue }
            guard let width = IntrinsicContentSize.of(element, imageSizes: [:], toolsVersion: document.toolsVersionNumber,
                                                      device: measured.device).width,
                  abs(view.frame.width - width) < 1e-6 else { continue }
            let font = TextMetrics.of(element, device: measured.device)
            let described = element.firstChild(named: "fontDescription")
            let weight = described?.attribute("name") ?? described?.attribute("weight") ?? described?.attribute("type") ?? described?.attribute("style") ?? "system"
            samples.append(Sample(file: file, id: view.id, text: text, pointSize: font.pointSize, weight: weight,
                                  toolsVersion: document.toolsVersionNumber, displayScale: font.displayScale, stored: storedFrame.width, measured: width))
        }
        return samples
    }

    /// "N labels, median |error| … pt, median error … pt, M within 0.5 pt".
    static func summary(of errors: [Double]) -> String {
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        let within = errors.filter { abs($0) <= 0.5 }.count
        return "\(errors.count) single-line labels sized by their text; median |error| \(String(format: "%.2f", median(errors.map(abs)))) pt, "
            + "median error \(String(format: "%+.2f", median(errors))) pt, mean |error| "
            + "\(String(format: "%.2f", errors.isEmpty ? 0 : errors.map(abs).reduce(0, +) / Double(errors.count))) pt, "
            + "\(within)/\(errors.count) within 0.5 pt"
    }
}
