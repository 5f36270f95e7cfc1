/// What Xcode writes, read from `XcodeWritesTable` (generated from the shared corpus by
/// bench/xml/derive-xcode-writes.sh; the format is described in bench/xml/derive-xcode-writes.py): for every
/// element name, per platform (objects and what is inside them) or per document type (the file format's own
/// elements: the root, scenes, a scene's or a xib's `<objects>`, resources...), the attributes it carries and their
/// order, its child kinds (`name` or `name[key]`) and their order, the values of its enumerated attributes and whether
/// it holds text. `XcodeWritesChecker` says where a document departs from it.
public struct XcodeWritesDescription: Sendable {
    /// How Xcode writes one element name in one section.
    public struct Element: Sendable {
        public var attributes: [String] = []
        var attributeRank: [String: Int] = [:]
        var attributeOrder: [UInt8] = []
        /// Child kinds: `name`, or `name[key]` for a keyed child.
        public var childKinds: [String] = []
        var childRank: [String: Int] = [:]
        var childOrder: [UInt8] = []
        /// Child kinds Xcode writes more than once in one parent.
        public var repeatedKinds: Set<String> = []
        /// The values Xcode writes for the element's enumerated attributes.
        public var values: [String: Set<String>] = [:]
        public var holdsText = false

        /// `<` when Xcode always writes `first` before `second`, `>` when always after, nil when either way (or the
        /// pair was never seen together).
        func attributeOrder(_ first: String, _ second: String) -> Character? {
            Self.order(first, second, ranks: attributeRank, cells: attributeOrder)
        }

        func childOrder(_ first: String, _ second: String) -> Character? {
            Self.order(first, second, ranks: childRank, cells: childOrder)
        }

        private static func order(_ first: String, _ second: String, ranks: [String: Int], cells: [UInt8]) -> Character? {
            guard let i = ranks[first], let j = ranks[second], i != j else { return nil }
            let (low, high) = i < j ? (i, j) : (j, i)
            let n = ranks.count
            let index = low * n - low * (low + 1) / 2 + (high - low - 1)
            guard index < cells.count else { return nil }
            switch cells[index] {
            case UInt8(ascii: "<"): return i < j ? "<" : ">"
            case UInt8(ascii: ">"): return i < j ? ">" : "<"
            default: return nil
            }
        }
    }

    /// Sections by name: `platform iOS`, `platform macOS`, `platform tvOS`, `platform watchOS`, and
    /// `document <type>` for each document type.
    public let sections: [String: [String: Element]]
    /// The number of documents the table was derived from.
    public let documentCount: Int

    /// The description generated from the corpus.
    public static let corpus = XcodeWritesDescription(text: XcodeWritesTable.text)

    init(text: String) {
        var sections: [String: [String: Element]] = [:]
        var section = ""
        var documents = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") {
                if let count = line.split(separator: " ").compactMap({ Int($0) }).first { documents = count }
                continue
            }
            if line.hasPrefix("%") {
                section = String(line.dropFirst())
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count >= 2 else { continue }
            let name = String(parts[0])
            let rest = parts.count > 2 ? parts[2] : ""
            var element = sections[section]?[name] ?? Element()
            switch parts[1] {
            case "@":
                element.attributes = rest.split(separator: " ").map(String.init)
                element.attributeRank = Dictionary(uniqueKeysWithValues: element.attributes.enumerated().map { ($1, $0) })
            case "@<":
                element.attributeOrder = Array(rest.utf8)
            case ">":
                for token in rest.split(separator: " ") {
                    let repeated = token.hasSuffix("*")
                    let kind = String(repeated ? token.dropLast() : token)
                    element.childKinds.append(kind)
                    if repeated { element.repeatedKinds.insert(kind) }
                }
                element.childRank = Dictionary(uniqueKeysWithValues: element.childKinds.enumerated().map { ($1, $0) })
            case "><":
                element.childOrder = Array(rest.utf8)
            case "=":
                let words = rest.split(separator: " ").map(String.init)
                if let attribute = words.first { element.values[attribute] = Set(words.dropFirst()) }
            case "$":
                element.holdsText = true
            default:
                continue
            }
            sections[section, default: [:]][name] = element
        }
        self.sections = sections
        documentCount = documents
    }

    /// The platform section for a `targetRuntime` (`iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`, `AppleTV`, `MacOSX.Cocoa`,
    /// `watchKit`), as the generator names it.
    public static func platformSection(targetRuntime: String) -> String {
        if targetRuntime.hasPrefix("iOS.CocoaTouch") { return "platform iOS" }
        if targetRuntime.hasPrefix("AppleTV") { return "platform tvOS" }
        if targetRuntime.hasPrefix("MacOSX") { return "platform macOS" }
        if targetRuntime.hasPrefix("watchKit") { return "platform watchOS" }
        return "platform unknown:" + targetRuntime
    }

    public static func documentSection(type: String) -> String { "document " + type }

    /// A child's kind: its name, with its `key` in brackets when it has one.
    public static func kind(of element: MarkupElement) -> String {
        if let key = element.attribute("key") { return "\(element.name)[\(key)]" }
        return element.name
    }
}
