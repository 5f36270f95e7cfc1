import Foundation
@testable import IBCompile

/// Compares two nib object graphs the way the issue asks ("same classes, keys, value types
/// including integer widths, values and array order; object numbering may differ"): both
/// graphs are walked in parallel from object 0. Per object the class and the multiset of
/// keys must match and each key's values must match in order; object references are
/// followed. Three lists have no meaningful order in ibtool's output and are compared as
/// multisets: `NSMutableSet`s, `NSConnections` (ibtool's connector order is not the document
/// order) and `NSOidsKeys`; `NSOidsValues` (numbers that follow that order) is compared by
/// count only.
struct AppKitNibGraphComparison {
    let ours: NibArchive
    let theirs: NibArchive

    private static let collectionClasses: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSDictionary", "NSMutableDictionary",
    ]

    /// The first difference found, as one line naming the path; nil when the graphs match.
    func firstDifference() -> String? {
        guard !ours.objects.isEmpty, !theirs.objects.isEmpty else { return "one of the archives is empty" }
        var visited = Set<[Int]>()
        var stack: [(Int, Int, String)] = [(0, 0, "root")]
        while let (left, right, path) = stack.popLast() {
            guard visited.insert([left, right]).inserted else { continue }
            let ourObject = ours.objects[left]
            let theirObject = theirs.objects[right]
            let label = "\(path)(\(theirObject.className))"
            guard ourObject.className == theirObject.className else {
                return "\(label): class \(ourObject.className) instead of \(theirObject.className)"
            }
            if let difference = compareValues(ourObject, theirObject, label: label, stack: &stack) { return difference }
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
            || label.hasSuffix("NSOidsKeys(NSArray)")
        for key in theirKeys.keys.sorted() {
            var ourValues = ourKeys[key]!.map(\.value)
            var theirValues = theirKeys[key]!.map(\.value)
            guard ourValues.count == theirValues.count else {
                return "\(label).\(key): \(ourValues.count) values instead of \(theirValues.count)"
            }
            if label.hasSuffix("NSOidsValues(NSArray)") { continue }
            if unordered && Self.collectionClasses.contains(theirObject.className) {
                ourValues.sort { signature($0, in: ours, depth: 4) < signature($1, in: ours, depth: 4) }
                theirValues.sort { signature($0, in: theirs, depth: 4) < signature($1, in: theirs, depth: 4) }
            }
            for (index, (ourValue, theirValue)) in zip(ourValues, theirValues).enumerated() {
                let valuePath = ourValues.count > 1 ? "\(label).\(key)[\(index)]" : "\(label).\(key)"
                switch (ourValue, theirValue) {
                case (.object(let left), .object(let right)):
                    stack.append((left, right, valuePath))
                default:
                    if ourValue != theirValue {
                        return "\(valuePath): \(describe(ourValue, in: ours)) instead of \(describe(theirValue, in: theirs))"
                    }
                }
            }
        }
        return nil
    }

    /// A content description to depth `depth`, used to pair elements of unordered lists.
    private func signature(_ value: NibValue, in archive: NibArchive, depth: Int) -> String {
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
