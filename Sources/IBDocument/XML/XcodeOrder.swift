/// Where Xcode puts a new attribute or child: the corpus-derived tables in `XcodeOrderTable`
/// plus the fixed rules of the format notes (§4, §5): `key` is always the first attribute; `id`
/// is followed only by `userLabel colorLabel customClass customModule customModuleProvider
/// sceneMemberID`, in that order; everything else goes before `id` in the element's table order.
public enum XcodeOrder {
    /// The attributes that may follow `id`, in Xcode's order.
    public static let idTail = ["userLabel", "colorLabel", "customClass", "customModule", "customModuleProvider", "sceneMemberID"]
    /// Elements that keep the corpus order all through (no `id` tail): `device` and `adaptation`,
    /// whose `id` is not an object id, and `segue`, whose `customClass` comes before its `id` (all 4
    /// custom segue classes of the corpus, `kind="custom" identifier=… customClass=… id=…`, as the
    /// corpus-derived segue order ranks it).
    static let idTailExempt: Set<String> = ["device", "adaptation", "segue"]
    /// The safe area layout guide moved before `<constraints>` in Xcode 12.
    static let safeAreaPrecedesConstraintsFrom = 17000

    struct Tables {
        var attributes: [String: [String: Int]] = [:]
        var children: [String: [String: Int]] = [:]
    }

    static let tables: Tables = {
        var tables = Tables()
        for line in XcodeOrderTable.text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), let marker = line.first else { continue }
            let element = String(line[line.index(after: line.startIndex)..<colon])
            var ranks: [String: Int] = [:]
            for (rank, name) in line[line.index(after: colon)...].split(separator: " ").enumerated() {
                ranks[String(name)] = rank
            }
            if marker == "@" { tables.attributes[element] = ranks } else { tables.children[element] = ranks }
        }
        return tables
    }()

    /// The corpus order of attributes for an element name (empty when never seen).
    public static func attributeOrder(for element: String) -> [String] {
        (tables.attributes[element] ?? [:]).sorted { $0.value < $1.value }.map(\.key)
    }

    /// The index in `element.attributes` where a new attribute `name` belongs.
    public static func insertionIndex(forAttribute name: String, in element: MarkupElement) -> Int {
        let attributes = element.attributes
        if name == "key" { return 0 }
        let usesIDTail = !idTailExempt.contains(element.name)
        if usesIDTail, let tailRank = idTail.firstIndex(of: name) {
            if let later = attributes.firstIndex(where: { (idTail.firstIndex(of: $0.name) ?? -1) > tailRank }) { return later }
            return attributes.count
        }
        let tailStart = attributes.firstIndex { usesIDTail && idTail.contains($0.name) } ?? attributes.count
        if name == "id" && usesIDTail { return tailStart }
        let upper = usesIDTail ? (attributes.firstIndex { $0.name == "id" } ?? tailStart) : attributes.count
        let lower = attributes.first?.name == "key" ? 1 : 0
        guard lower < upper else { return upper }
        if let index = layoutMarkIndex(name, in: element, lower: lower, upper: upper) { return index }
        guard let ranks = attributeRanks(for: element), let rank = ranks[name] else { return upper }
        var position = lower
        var sawLower = false
        for index in lower..<upper {
            guard let existing = ranks[attributes[index].name] else { continue }
            if existing < rank {
                position = index + 1
                sawLower = true
            } else if !sawLower {
                return index
            }
        }
        return sawLower ? position : upper
    }

    /// An iOS-family view's layout priorities and marks. Across the corpus's iOS-family documents these are one
    /// contiguous run, always in this order (1,706 elements, no pair the other way round) and right after
    /// `contentMode` (3,495 of their 3,497 attributes; the other 2 after a `semanticContentAttribute` that follows
    /// it) — a fixed rule, since the per-element tables don't rank them where the corpus has few (an iOS
    /// `tableView` has no hugging priority, an iOS `scrollView` no `fixedFrame`).
    static let layoutMarks = ["horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
                              "verticalCompressionResistancePriority", "fixedFrame", "misplaced", "ambiguous"]

    /// The attributes after which the `layoutMarks` come: `contentMode`, then the run itself; a new one goes after the
    /// last present attribute listed before it (`layoutMarkPredecessors(of:)`).
    static let layoutMarkPredecessors = ["contentMode"] + layoutMarks.dropLast()

    /// The anchors of one of the `layoutMarks`: `contentMode` and the marks ranked before it.
    static func layoutMarkPredecessors(of name: String) -> ArraySlice<String> {
        layoutMarkPredecessors.prefix((layoutMarks.firstIndex(of: name) ?? -1) + 1)
    }

    /// Xcode writes a CocoaTouch view's layout priorities and marks right after its content mode, in
    /// `layoutMarks` order, before the class's own attributes (`contentMode="left" horizontalHuggingPriority="251"
    /// verticalHuggingPriority="251" misplaced="YES" text=…`). Nil: no anchor present.
    private static func layoutMarkIndex(_ name: String, in element: MarkupElement, lower: Int, upper: Int) -> Int? {
        guard layoutMarks.contains(name), platform(of: element) == "touch" else { return nil }
        let predecessors = layoutMarkPredecessors(of: name)
        guard var last = (lower..<upper).last(where: { predecessors.contains(element.attributes[$0].name) }) else { return nil }
        // An attribute the table puts before the anchor but the document has after it (a hand-written
        // `contentMode="…" hidden="YES"`) stays before the mark: the document's own disorder is not spread to it.
        if let ranks = attributeRanks(for: element), let anchor = ranks[element.attributes[last].name] {
            while last + 1 < upper, let rank = ranks[element.attributes[last + 1].name], rank < anchor { last += 1 }
        }
        return last + 1
    }

    /// `touch` (CocoaTouch, and tvOS and watchOS, whose types are `com.apple.InterfaceBuilder.AppleTV.XIB`,
    /// `….WatchKit.Storyboard`: no `3`) or `cocoa`, as bench/xml/derive-attribute-order.py splits the documents.
    private static func platform(of element: MarkupElement) -> String? {
        var root = element
        while let parent = root.parent { root = parent }
        guard let type = root.attribute("type"), type.hasPrefix("com.apple.InterfaceBuilder") else { return nil }
        return type.contains(".Cocoa.") && !type.contains("CocoaTouch") ? "cocoa" : "touch"
    }

    /// The element's attribute ranks: its platform's own order where the iOS family and AppKit disagree
    /// (e.g. an iOS `textField` writes `borderStyle` before `textAlignment`), else the merged order.
    private static func attributeRanks(for element: MarkupElement) -> [String: Int]? {
        if let platform = platform(of: element), let ranks = tables.attributes["\(platform)/\(element.name)"] { return ranks }
        return tables.attributes[element.name]
    }

    /// The kind of a child element as the tables name it: `name` or `name[key]`.
    public static func childKind(_ element: MarkupElement) -> String {
        if let key = element.attribute("key") { return "\(element.name)[\(key)]" }
        return element.name
    }

    /// Child kinds Xcode writes before an element's `<constraints>` (measured over the corpus:
    /// everything else, such as fonts, cells, states and text colors, comes after it).
    static let precedesConstraints: Set<String> = [
        "rect[frame]", "autoresizingMask[autoresizingMask]", "subviews", "color[backgroundColor]",
        "accessibility[accessibilityConfiguration]", "color[tintColor]", "clipView[contentView]", "view[contentView]",
        "gestureRecognizers", "tableViewCellContentView[contentView]", "collectionViewCellContentView[contentView]",
        "userGuides", "variation[default]",
    ]

    /// Button cells moved before `<constraints>` in Xcode 14 (toolsVersion 22000); text field
    /// and image cells stay after it.
    static let buttonCellsPrecedeConstraintsFrom = 22000

    /// Whether Xcode writes a child of this kind before the `<constraints>` of a `parent`
    /// element: version rules first, then the corpus-wide set, where the parent's own corpus
    /// order can veto a member (a toolbar's tint color follows its constraints, a view's
    /// precedes them).
    static func precedesConstraints(_ kind: String, in parent: String, toolsVersion: Int) -> Bool {
        switch kind {
        case "viewLayoutGuide[safeArea]": return toolsVersion >= safeAreaPrecedesConstraintsFrom
        case "buttonCell[cell]", "popUpButtonCell[cell]": return toolsVersion >= buttonCellsPrecedeConstraintsFrom
        default: break
        }
        guard precedesConstraints.contains(kind) else { return false }
        if let ranks = tables.children[parent], let rank = ranks[kind], let constraints = ranks["constraints"] {
            return rank < constraints
        }
        return true
    }

    /// The element index (among `parent.childElements`) where a new child of this kind belongs.
    ///
    /// `connections` is always last (only a canvas location follows it); `constraints` follows
    /// the frame, mask, subviews and view-level colors; the safe area guide moved before the
    /// constraints in Xcode 12 (toolsVersion 17000) and button cells in Xcode 14. Other kinds use the corpus table: after
    /// the last existing child that Xcode writes before it, else before the first that Xcode
    /// writes after it — but never after the constraints for a kind Xcode writes before them. Unknown kinds go last,
    /// but before a trailing canvas location.
    public static func insertionIndex(forChildKind kind: String, in parent: MarkupElement, toolsVersion: Int = .max) -> Int {
        let existing = parent.childElements.map(childKind)
        let beforeCanvas = existing.last == "point[canvasLocation]" ? existing.count - 1 : existing.count
        switch kind {
        case "connections":
            return beforeCanvas
        case "constraints":
            let last = existing.lastIndex { precedesConstraints($0, in: parent.name, toolsVersion: toolsVersion) }
            return last.map { $0 + 1 } ?? 0
        default:
            break
        }
        if let ranks = tables.children[parent.name], let rank = ranks[kind] {
            if let last = existing.lastIndex(where: { (ranks[$0] ?? Int.max) < rank }) {
                // A kind Xcode writes before the constraints stays before them, also where a child ranked before it
                // follows them (a pre-Xcode 12 safe area guide: a new tint colour went after a view's constraints).
                if precedesConstraints(kind, in: parent.name, toolsVersion: toolsVersion),
                   let constraints = existing.firstIndex(of: "constraints"), constraints <= last { return constraints }
                return min(last + 1, beforeCanvas)
            }
            if let first = existing.firstIndex(where: { (ranks[$0] ?? -1) > rank }) { return first }
        }
        return beforeCanvas
    }
}
