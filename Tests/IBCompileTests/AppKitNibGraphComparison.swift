import Foundation
@testable import IBCompile

/// Compares two nib object graphs the way the issue asks ("same classes, keys, value types
/// including integer widths, values and array order; object numbering may differ"): both
/// graphs are walked in parallel from object 0. Per object the class and the multiset of
/// keys must match and each key's values must match in order; object references are
/// followed. Three lists have no meaningful order in ibtool's output and are compared as
/// multisets: `NSMutableSet`s, `NSConnections` (ibtool's connector order is not the document
/// order), `NSViewConstraints` (ibtool's constraint order varies between runs) and
/// `NSOidsKeys`; `NSOidsValues` (numbers that follow that order) is compared by count only;
/// the (object, parent) pairs of `NSObjectsKeys`/`Values` are compared as a multiset, and so
/// are a dictionary's (key, value) pairs (ibtool writes them in hash order; AppKit rebuilds the
/// dictionary when it loads the nib: sb_toolbar's `NSToolbarIBIdentifiedItems`).
/// Data holding a NIBArchive (prototype cell nibs) is decoded and compared the same way.
///
/// With `comparesSharing`, how equal values are shared counts too: each pair of objects walked
/// must be referred to from as many places on both sides (Apple's encoder writes one `NSString`
/// for every use of a text, but a new `NSColor` for every `<color>` of the document), and both
/// archives must hold as many objects. With `iccProfilesOfOneColorSpaceAreEqual`, two ICC
/// profiles (`acsp` at byte 36) whose header names the same data colour space (bytes 16–19:
/// `RGB `, `GRAY`) count as equal: Storyweave embeds its own profiles, not Apple's.
struct AppKitNibGraphComparison {
    let ours: NibArchive
    let theirs: NibArchive
    var comparesSharing = false
    var iccProfilesOfOneColorSpaceAreEqual = false

    init(ours: NibArchive, theirs: NibArchive, comparesSharing: Bool = false, iccProfilesOfOneColorSpaceAreEqual: Bool = false) {
        self.ours = ours
        self.theirs = theirs
        self.comparesSharing = comparesSharing
        self.iccProfilesOfOneColorSpaceAreEqual = iccProfilesOfOneColorSpaceAreEqual
    }

    /// How many values refer to each object.
    private static func referenceCounts(_ archive: NibArchive) -> [Int] {
        var counts = [Int](repeating: 0, count: archive.objects.count)
        for object in archive.objects {
            for keyed in object.values { if case .object(let index) = keyed.value, index < counts.count { counts[index] += 1 } }
        }
        return counts
    }

    /// The data colour space of an ICC profile (header bytes 16–19), nil for other data.
    static func iccColorSpace(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 128, Array(bytes[36..<40]) == Array("acsp".utf8) else { return nil }
        return Array(bytes[16..<20])
    }

    private static let collectionClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSDictionary", "NSMutableDictionary",
    ]

    static func isNibArchive(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("NIBArchive".utf8)) }

    /// The first difference found, as one line naming the path; nil when the graphs match.
    func firstDifference() -> String? {
        guard !ours.objects.isEmpty, !theirs.objects.isEmpty else { return "one of the archives is empty" }
        var visited = Set<[Int]>()
        var stack: [(Int, Int, String)] = [(0, 0, "root")]
        let ourCounts = comparesSharing ? Self.referenceCounts(ours) : []
        let theirCounts = comparesSharing ? Self.referenceCounts(theirs) : []
        while let (left, right, path) = stack.popLast() {
            guard visited.insert([left, right]).inserted else { continue }
            let ourObject = ours.objects[left]
            let theirObject = theirs.objects[right]
            let label = "\(path)(\(theirObject.className))"
            guard ourObject.className == theirObject.className else {
                return "\(label): class \(ourObject.className) instead of \(theirObject.className)"
            }
            if let difference = compareValues(ourObject, theirObject, label: label, stack: &stack) { return difference }
            if comparesSharing, ourCounts[left] != theirCounts[right] {
                return "\(label): referred to from \(ourCounts[left]) place(s) instead of \(theirCounts[right]) (equal values shared differently)"
            }
        }
        if comparesSharing, ours.objects.count != theirs.objects.count {
            return "\(ours.objects.count) objects instead of \(theirs.objects.count) (equal values shared differently)"
        }
        return nil
    }

    private func compareValues(_ ourObject: NibObject, _ theirObject: NibObject, label: String,
                               stack: inout [(Int, Int, String)]) -> String? {
        let ourKeys = Dictionary(grouping: ourObject.values, by: \.key)
        let theirKeys = Dictionary(grouping: theirObject.values, by: \.key)
        for key in theirKeys.keys.sorted() where ourKeys[key] == nil {
            return "\(label): missing key \(key) = \(describe(theirKeys[key]![0].value, in: theirs))"
        }
        for key in ourKeys.keys.sorted() where theirKeys[key] == nil {
            return "\(label): extra key \(key) = \(describe(ourKeys[key]![0].value, in: ours))"
        }
        let unordered = theirObject.className.hasSuffix("Set") || label.hasSuffix("NSConnections(NSMutableArray)")
            || label.hasSuffix("NSOidsKeys(NSArray)") || label.hasSuffix("NSViewConstraints(NSArray)")
        var pairedKeys: Set<String> = []
        if theirObject.className == "NSIBObjectData" {
            if let difference = compareObjectParents(ourKeys, theirKeys, label: label, stack: &stack) { return difference }
            pairedKeys = ["NSObjectsKeys", "NSObjectsValues"]
        }
        for key in theirKeys.keys.sorted() where !pairedKeys.contains(key) {
            var ourValues = ourKeys[key]!.map(\.value)
            var theirValues = theirKeys[key]!.map(\.value)
            guard ourValues.count == theirValues.count else {
                return "\(label).\(key): \(ourValues.count) values instead of \(theirValues.count)"
            }
            if label.hasSuffix("NSOidsValues(NSArray)") { continue }
            if unordered && Self.collectionClasses.contains(theirObject.className) {
                ourValues = sortedBySignature(ourValues, in: ours)
                theirValues = sortedBySignature(theirValues, in: theirs)
            } else if theirObject.className.hasSuffix("Dictionary"), key == "UINibEncoderEmptyKey", ourValues.count % 2 == 0 {
                ourValues = sortedPairs(ourValues, in: ours)
                theirValues = sortedPairs(theirValues, in: theirs)
            }
            for (index, (ourValue, theirValue)) in zip(ourValues, theirValues).enumerated() {
                let valuePath = ourValues.count > 1 ? "\(label).\(key)[\(index)]" : "\(label).\(key)"
                switch (ourValue, theirValue) {
                case (.object(let left), .object(let right)):
                    stack.append((left, right, valuePath))
                case (.data(let left), .data(let right)) where Self.isNibArchive(left) && Self.isNibArchive(right):
                    // A nib inside the nib (a view-based table's prototype cells) is compared as a graph.
                    guard let ourNib = try? NibArchiveReader().read(left), let theirNib = try? NibArchiveReader().read(right) else {
                        return "\(valuePath): an embedded nib is unreadable"
                    }
                    if let difference = AppKitNibGraphComparison(ours: ourNib, theirs: theirNib, comparesSharing: comparesSharing,
                                                                 iccProfilesOfOneColorSpaceAreEqual: iccProfilesOfOneColorSpaceAreEqual).firstDifference() {
                        return "\(valuePath) (embedded nib): \(difference)"
                    }
                case (.data(let left), .data(let right)) where iccProfilesOfOneColorSpaceAreEqual && Self.iccColorSpace(right) != nil:
                    if Self.iccColorSpace(left) != Self.iccColorSpace(right) {
                        return "\(valuePath): an ICC profile of another colour space (or none)"
                    }
                default:
                    if ourValue != theirValue {
                        return "\(valuePath): \(describe(ourValue, in: ours)) instead of \(describe(theirValue, in: theirs))"
                    }
                }
            }
        }
        return nil
    }

    /// `NSObjectsKeys`/`NSObjectsValues` are parallel arrays (object → parent). ibtool's
    /// order among constraints varies, so the (object, parent) pairs are compared as a
    /// multiset: both sides sorted by the object's content.
    private func compareObjectParents(_ ourKeys: [String: [NibKeyedValue]], _ theirKeys: [String: [NibKeyedValue]],
                                      label: String, stack: inout [(Int, Int, String)]) -> String? {
        func pairs(_ keys: [String: [NibKeyedValue]], in archive: NibArchive) -> [(NibValue, NibValue)]? {
            guard case .object(let objectsIndex)? = keys["NSObjectsKeys"]?.first?.value,
                  case .object(let parentsIndex)? = keys["NSObjectsValues"]?.first?.value else { return nil }
            let objects = archive.objects[objectsIndex].values.filter { $0.key == "UINibEncoderEmptyKey" }.map(\.value)
            let parents = archive.objects[parentsIndex].values.filter { $0.key == "UINibEncoderEmptyKey" }.map(\.value)
            guard objects.count == parents.count else { return nil }
            let keyed = zip(objects, parents).map { (signature($0.0, in: archive, depth: 4), $0.0, $0.1) }
            return keyed.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map { ($0.element.1, $0.element.2) }
        }
        guard let ours = pairs(ourKeys, in: self.ours) else { return "\(label): malformed NSObjectsKeys/NSObjectsValues" }
        guard let theirs = pairs(theirKeys, in: self.theirs) else { return "\(label): Apple's NSObjectsKeys/Values unreadable" }
        guard ours.count == theirs.count else {
            return "\(label).NSObjectsKeys: \(ours.count) objects instead of \(theirs.count)"
        }
        for (index, (ourPair, theirPair)) in zip(ours, theirs).enumerated() {
            guard case .object(let ourObject) = ourPair.0, case .object(let theirObject) = theirPair.0,
                  case .object(let ourParent) = ourPair.1, case .object(let theirParent) = theirPair.1 else {
                return "\(label).NSObjectsKeys[\(index)]: not an object reference"
            }
            stack.append((ourObject, theirObject, "\(label).NSObjectsKeys[\(index)]"))
            stack.append((ourParent, theirParent, "\(label).NSObjectsValues[\(index)]"))
        }
        return nil
    }

    /// A dictionary's alternating keys and values, pair by pair in the order of their content.
    private func sortedPairs(_ values: [NibValue], in archive: NibArchive) -> [NibValue] {
        let pairs = stride(from: 0, to: values.count, by: 2).map {
            (values[$0], values[$0 + 1], signature(values[$0], in: archive, depth: 4), signature(values[$0 + 1], in: archive, depth: 4))
        }
        return pairs.sorted { ($0.2, $0.3) < ($1.2, $1.3) }.flatMap { [$0.0, $0.1] }
    }

    /// The values in the order of their content (each signature computed once).
    private func sortedBySignature(_ values: [NibValue], in archive: NibArchive) -> [NibValue] {
        values.map { (signature($0, in: archive, depth: 4), $0) }.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
    }

    /// A content description to depth `depth`, used to pair elements of unordered lists.
    private func signature(_ value: NibValue, in archive: NibArchive, depth: Int) -> String {
        if iccProfilesOfOneColorSpaceAreEqual, case .data(let bytes) = value, let space = Self.iccColorSpace(bytes) {
            return "ICC(\(space))"
        }
        guard case .object(let index) = value else { return "\(value)" }
        let object = archive.objects[index]
        guard depth > 0 else { return object.className }
        let parts = object.values.map { "\($0.key)=\(signature($0.value, in: archive, depth: depth - 1))" }.sorted()
        return object.className + "{" + parts.joined(separator: ",") + "}"
    }

    private func describe(_ value: NibValue, in archive: NibArchive) -> String {
        switch value {
        case .object(let index):
            let object = archive.objects[index]
            if object.className.hasSuffix("String"), case .data(let bytes)? = object.values.first?.value {
                return "\(object.className) \"\(String(decoding: bytes, as: UTF8.self))\""
            }
            return "<\(object.className)>"
        case .data(let bytes):
            if let text = String(bytes: bytes, encoding: .utf8), text.allSatisfy({ !$0.isASCII || $0.isLetter || $0.isNumber || $0.isPunctuation || $0 == " " }) {
                return "data \"\(text)\""
            }
            return "data(\(bytes.count) bytes)"
        default:
            return "\(value)"
        }
    }
}
