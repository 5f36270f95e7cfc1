import XCTest
@testable import IBDocument

/// Edit fidelity against what Xcode actually wrote: for each connection and constraint of the
/// corpus, remove it, then add it back through the typed API; the result must be the file
/// Xcode saved, byte for byte. (Removal is checked on its own too: it must only delete lines.)
final class EditFidelityCorpusTests: XCTestCase {
    struct Outcome {
        var checked = 0
        var failures: [String] = []
    }

    /// Removes the element with `id`, then re-adds it with `add`; compares with the original.
    private func removeAndReAdd(_ original: [UInt8], file: String, id: String, outcome: inout Outcome,
                                remove: (InterfaceDocument, IBObject) -> Void,
                                add: (InterfaceDocument, [String: String]) throws -> Void) {
        do {
            let document = try InterfaceDocument(bytes: original)
            guard let object = document.object(withID: id), document.objects(withID: id).count == 1 else { return }
            var attributes: [String: String] = [:]
            for attribute in object.element.attributes { attributes[attribute.name] = attribute.value }
            remove(document, object)
            let removed = document.serialized()
            XCTAssertTrue(Self.isLineDeletion(of: original, to: removed), "\(file): removing \(id) changed more than whole lines")
            let reloaded = try InterfaceDocument(bytes: removed)
            try add(reloaded, attributes)
            outcome.checked += 1
            if reloaded.serialized() != original {
                outcome.failures.append("\(file) \(id): \(Self.firstDifferentLine(original, reloaded.serialized()))")
            }
        } catch {
            outcome.failures.append("\(file) \(id): \(error)")
        }
    }

    private static func lines(_ bytes: [UInt8]) -> [Substring] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// True when `after` is `before` with some lines deleted, except that a parent left
    /// without children turns from `<x ...>` into `<x .../>` (as Xcode writes empty elements).
    static func isLineDeletion(of before: [UInt8], to after: [UInt8]) -> Bool {
        let old = lines(before)
        var remaining = lines(after)[...]
        for line in old {
            guard let next = remaining.first else { break }
            if next == line || (line.hasSuffix(">") && next == line.dropLast() + "/>") { remaining = remaining.dropFirst() }
        }
        return remaining.isEmpty
    }

    static func firstDifferentLine(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let a = lines(expected)
        let b = lines(actual)
        for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
            let wanted = index < a.count ? String(a[index]) : "<end>"
            let got = index < b.count ? String(b[index]) : "<end>"
            return "line \(index + 1): expected `\(wanted.trimmingCharacters(in: .whitespaces))`, wrote `\(got.trimmingCharacters(in: .whitespaces))`"
        }
        return "identical lines"
    }

    private func corpusDocuments() throws -> [(String, [UInt8])] {
        try SharedCorpus.documentFiles().compactMap { url in
            let bytes = try SharedCorpus.bytes(url)
            return SharedCorpus.isDocumentFormat(bytes) ? (url.lastPathComponent, bytes) : nil
        }
    }

    /// At most this many removals per file and kind keep the suite fast in debug builds; set
    /// STORYWEAVE_FULL_FIDELITY=1 to check every connection and constraint of the corpus.
    private let samplesPerFile = ProcessInfo.processInfo.environment["STORYWEAVE_FULL_FIDELITY"] == "1" ? Int.max : 6

    /// The connections whose place Xcode decides: outlets and actions in lists Xcode sorted
    /// (hand-edited lists are left out), with a unique sort key; segues only when last in their
    /// group, since segues keep authoring order and a new one is appended.
    private func placementIsDetermined(_ connection: IBConnection) -> Bool {
        let element = connection.element
        let group = element.parent?.childElements.filter { $0.name == element.name } ?? []
        switch element.name {
        case "segue", "binding":
            return group.last === element
        default:
            let keys = group.map { $0.attribute(element.name == "action" ? "selector" : "property") ?? "" }
            return keys == keys.sorted(by: xcodeSortsBefore) && Set(keys).count == keys.count
        }
    }

    func testReAddingOutletsActionsAndSeguesReproducesXcodesFile() throws {
        var outcome = Outcome()
        for (file, bytes) in try corpusDocuments() {
            let document = try InterfaceDocument(bytes: bytes)
            var sampled = 0
            for connection in document.allConnections where sampled < samplesPerFile && placementIsDetermined(connection) {
                let element = connection.element
                let names = Set(element.attributes.map(\.name))
                guard let source = connection.source?.id, !source.isEmpty else { continue }
                sampled += 1
                switch element.name {
                case "outlet" where names == ["property", "destination", "id"]:
                    removeAndReAdd(bytes, file: file, id: connection.id, outcome: &outcome,
                                   remove: { doc, object in doc.removeConnection(IBConnection(element: object.element)) },
                                   add: { doc, a in try doc.connectOutlet(from: source, property: a["property"]!, to: a["destination"]!, id: a["id"]!) })
                case "outletCollection" where names == ["property", "destination", "appends", "id"]:
                    removeAndReAdd(bytes, file: file, id: connection.id, outcome: &outcome,
                                   remove: { doc, object in doc.removeConnection(IBConnection(element: object.element)) },
                                   add: { doc, a in try doc.addOutletCollection(from: source, property: a["property"]!, to: a["destination"]!, id: a["id"]!) })
                case "action" where names.isSubset(of: ["selector", "destination", "target", "eventType", "id"]):
                    removeAndReAdd(bytes, file: file, id: connection.id, outcome: &outcome,
                                   remove: { doc, object in doc.removeConnection(IBConnection(element: object.element)) },
                                   add: { doc, a in try doc.connectAction(from: source, selector: a["selector"]!, to: a["destination"] ?? a["target"]!,
                                                                          eventType: a["eventType"], id: a["id"]!) })
                case "segue" where names.isSubset(of: ["destination", "kind", "identifier", "relationship", "id"]):
                    removeAndReAdd(bytes, file: file, id: connection.id, outcome: &outcome,
                                   remove: { doc, object in doc.removeConnection(IBConnection(element: object.element)) },
                                   add: { doc, a in try doc.addSegue(from: source, to: a["destination"]!, kind: a["kind"]!, identifier: a["identifier"],
                                                                     relationship: a["relationship"], id: a["id"]!) })
                default: continue
                }
            }
        }
        print("connections re-added: \(outcome.checked), differing: \(outcome.failures.count)")
        for failure in outcome.failures.prefix(30) { print(failure) }
        XCTAssertGreaterThan(outcome.checked, 300)
        XCTAssertEqual(outcome.failures, [])
    }

    func testReAddingConstraintsReproducesXcodesFile() throws {
        var outcome = Outcome()
        let representable: Set<String> = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
                                          "multiplier", "constant", "priority", "identifier", "id"]
        for (file, bytes) in try corpusDocuments() {
            let document = try InterfaceDocument(bytes: bytes)
            var sampled = 0
            for constraint in document.allConstraints where sampled < samplesPerFile {
                let siblingIDs = constraint.element.parent?.childElements.map { $0.attribute("id") ?? "" } ?? []
                guard siblingIDs == siblingIDs.sorted(by: xcodeSortsBefore), constraint.element.childElements.isEmpty,
                      Set(constraint.element.attributes.map(\.name)).isSubset(of: representable),
                      let constant = constraint.element.rawAttribute("constant").map({ $0 }) ?? Optional("0"),
                      XcodeNumber.format(Double(constant) ?? .nan) == constant || constraint.element.rawAttribute("constant") == nil
                else { continue }
                sampled += 1
                removeAndReAdd(bytes, file: file, id: constraint.id, outcome: &outcome,
                               remove: { doc, object in doc.removeConstraint(IBConstraint(element: object.element)) },
                               add: { doc, a in
                                   try doc.addConstraint(NewConstraint(
                                       firstItem: a["firstItem"] ?? constraint.owner!.id, firstAttribute: a["firstAttribute"]!,
                                       relation: a["relation"] ?? "equal", secondItem: a["secondItem"], secondAttribute: a["secondAttribute"],
                                       multiplier: a["multiplier"], constant: Double(a["constant"] ?? "0")!,
                                       priority: Int(a["priority"] ?? "1000") ?? 1000, identifier: a["identifier"]), id: a["id"]!)
                               })
            }
        }
        print("constraints re-added: \(outcome.checked), differing: \(outcome.failures.count)")
        for failure in outcome.failures.prefix(30) { print(failure) }
        XCTAssertGreaterThan(outcome.checked, 200)
        XCTAssertEqual(outcome.failures, [])
    }
}
