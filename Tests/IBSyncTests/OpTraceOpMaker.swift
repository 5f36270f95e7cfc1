import IBDocument
@testable import IBSync

/// A small reproducible generator (SplitMix64) for op traces.
struct OpTraceRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Makes random ops against the current state of a document: mostly valid ones of every kind,
/// plus ops that must be refused (stale targets, wrong expectations, cycles, duplicate ids and
/// keys, dangling references, protected elements, malformed XML, illegal names and characters).
struct OpTraceOpMaker {
    var random: OpTraceRandom
    let tag: String
    private var counter = 0

    init(seed: UInt64, tag: String) {
        random = OpTraceRandom(seed: seed)
        self.tag = tag
    }

    static let attributeNames = ["text", "title", "userLabel", "hidden", "alpha", "contentMode", "customClass", "opaque", "tag",
                                 "placeholder", "clipsSubviews", "translatesAutoresizingMaskIntoConstraints", "width", "x",
                                 "systemColor", "property", "selector", "zzUnknown", "customModule", "sceneMemberID", "constant"]
    static let values = ["Hello", "", "a & b", "<tag>", "say \"hi\"", "it's", "line\nbreak", "tab\there", "cr\rhere", "é", "e\u{301}",
                         "😀 emoji", "YES", "NO", "42", "0.5", "a&\u{301}b", "x;y", "&amp;", "  spaced  ", "日本語", "\u{1}bad"]
    static let texts = ["Lorem", "", "Line 1\nLine <2>", "a & b > c", "tab\tand \"quotes\"", "é vs e\u{301}", "\r\n crlf", "\u{2}bad", "  "]
    static let invalidNames = ["1abc", "a b", "", "x<y", "-dash", "ok:colon", "ünïcode"]

    private mutating func freshID() -> String {
        counter += 1
        return "\(tag)-\(counter)-op"
    }

    // MARK: Picking elements

    private func addressable(_ document: SyncDocument) -> [(MarkupElement, NodeAddress)] {
        var result: [(MarkupElement, NodeAddress)] = []
        document.root.forEachElement { element in
            if let address = document.address(of: element) { result.append((element, address)) }
        }
        return result
    }

    private func views(_ document: SyncDocument) -> [MarkupElement] {
        var result: [MarkupElement] = []
        let kinds: Set<String> = ["view", "label", "button", "textView", "imageView", "stackView", "scrollView", "customView", "box", "textField"]
        document.root.forEachElement { if kinds.contains($0.name), $0.attribute("id") != nil { result.append($0) } }
        return result
    }

    private mutating func existingID(_ document: SyncDocument) -> String {
        let ids = document.objectIDs.sorted()
        return ids.isEmpty || random.chance(10) ? "gone-\(random.below(5))-id" : random.pick(ids)
    }

    private mutating func position(in parent: MarkupElement?, _ document: SyncDocument) -> InsertPosition {
        switch random.below(6) {
        case 0: return .xcodeOrder
        case 1: return .atStart
        case 2: return .atEnd
        case 3: return .atIndex(random.below(5) - 1)
        default:
            let siblings = parent?.childElements.compactMap { document.address(of: $0) } ?? []
            if siblings.isEmpty || random.chance(15) { return .after(.object(existingID(document))) }
            return .after(random.pick(siblings))
        }
    }

    // MARK: Ops

    mutating func batch(for document: SyncDocument) -> [EditOperation] {
        let count = random.chance(55) ? 1 : 2 + random.below(3)
        return (0..<count).map { _ in op(for: document) }
    }

    mutating func op(for document: SyncDocument) -> EditOperation {
        let elements = addressable(document)
        let (element, address) = random.pick(elements)
        switch random.below(100) {
        case 0..<24: return setAttribute(element, address, document)
        case 24..<34: return removeAttribute(element, address)
        case 34..<54: return insertSubtree(document)
        case 54..<68: return removeSubtree(document, elements)
        case 68..<86: return move(document, elements)
        default: return setText(document, elements)
        }
    }

    private mutating func expectation(current: String?) -> AttributeExpectation? {
        switch random.below(10) {
        case 0..<6: return nil
        case 6..<8: return current.map { .value($0) } ?? .absent
        case 8: return .value("stale value")
        default: return .absent
        }
    }

    private mutating func setAttribute(_ element: MarkupElement, _ address: NodeAddress, _ document: SyncDocument) -> EditOperation {
        let name: String
        var value = random.pick(Self.values)
        switch random.below(20) {
        case 0..<9: name = element.attributes.isEmpty ? "userLabel" : random.pick(element.attributes).name
        case 9..<16: name = random.pick(Self.attributeNames)
        case 16..<18:
            name = random.pick(["destination", "firstItem", "secondItem", "initialViewController"])
            value = existingID(document)
        default: name = random.pick(Self.invalidNames + ["id", "key"])
        }
        let target = random.chance(5) ? NodeAddress.object("gone-\(random.below(3))-id") : address
        return .setAttribute(target: target, name: name, value: value, expect: expectation(current: element.attribute(name)))
    }

    private mutating func removeAttribute(_ element: MarkupElement, _ address: NodeAddress) -> EditOperation {
        let name = element.attributes.isEmpty || random.chance(20) ? random.pick(Self.attributeNames + ["id"])
            : random.pick(element.attributes).name
        return .removeAttribute(target: address, name: name, expect: expectation(current: element.attribute(name)))
    }

    private mutating func setText(_ document: SyncDocument, _ elements: [(MarkupElement, NodeAddress)]) -> EditOperation {
        let leaves = elements.filter { $0.0.childElements.isEmpty }
        let (_, address) = random.chance(85) && !leaves.isEmpty ? random.pick(leaves) : random.pick(elements)
        let current = document.resolve(address)?.textContent
        let expect: String? = random.chance(60) ? nil : random.chance(75) ? current : "stale"
        return .setText(target: address, text: random.pick(Self.texts), expect: expect)
    }

    private mutating func removeSubtree(_ document: SyncDocument, _ elements: [(MarkupElement, NodeAddress)]) -> EditOperation {
        if random.chance(8) { return .removeSubtree(target: .object("gone-\(random.below(3))-id")) }
        // Prefer objects others point at, so cascades are common.
        let referenced = elements.filter { pair in
            SyncDocument.objectIDs(in: pair.0).contains { !document.referrers(of: $0).isEmpty }
        }
        let pool = random.chance(50) && !referenced.isEmpty ? referenced : elements
        return .removeSubtree(target: random.pick(pool).1)
    }

    private mutating func subviewsParent(_ document: SyncDocument) -> (NodeAddress, MarkupElement?) {
        let candidates = views(document)
        guard !candidates.isEmpty, !random.chance(10) else {
            return random.chance(50) ? (.object("gone-\(random.below(3))-id"), nil) : (.root, document.root)
        }
        let view = random.pick(candidates)
        let base = document.address(of: view) ?? .object(view.attribute("id")!)
        return (.child(of: base, name: "subviews", key: nil), view.firstChild(named: "subviews"))
    }

    private mutating func move(_ document: SyncDocument, _ elements: [(MarkupElement, NodeAddress)]) -> EditOperation {
        let movable = elements.filter { $0.0.parent != nil }
        let (element, address) = random.pick(movable.isEmpty ? elements : movable)
        let newParent: NodeAddress
        let parentElement: MarkupElement?
        switch random.below(10) {
        case 0..<4: (newParent, parentElement) = subviewsParent(document)
        case 4..<7:
            parentElement = element.parent
            newParent = element.parent.flatMap { document.address(of: $0) } ?? .root
        case 7: (parentElement, newParent) = (element, .child(of: address, name: "subviews", key: nil))
        default:
            let other = random.pick(elements)
            (parentElement, newParent) = (other.0, other.1)
        }
        var expectParent: NodeAddress?
        if random.chance(35) {
            expectParent = random.chance(70) ? element.parent.flatMap { document.address(of: $0) } : .object(existingID(document))
        }
        return .move(target: address, newParent: newParent, position: position(in: parentElement, document), expectParent: expectParent)
    }

    private mutating func insertSubtree(_ document: SyncDocument) -> EditOperation {
        let id = freshID()
        switch random.below(13) {
        case 0..<3:
            let (parent, existing) = subviewsParent(document)
            let xml = random.pick([
                #"<view contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="1" y="2" width="3" height="4"/><color key="backgroundColor" systemColor="systemRedColor"/></view>"#,
                #"<label text="A &amp; B" id="\#(id)"/>"#,
                "<button id=\"\(id)\">\n\t<state key='normal' title='Tap \"me\"'/>\n</button>",
                "<textView id=\"\(id)\"><string key=\"text\">Line 1\nLine &lt;2&gt;</string></textView>",
                "<view id=\"\(id)\"><subviews></subviews><rect key=\"frame\"  x=\"0\" /></view>",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--Lonely label-->\n<label id=\"\(id)\" userLabel=\"é\"/>\n",
                "<view id=\"\(id)\">\n  <subviews>\n    <label id=\"\(id)-in\"/>\n    <!-- note -->\n  </subviews>\n</view>",
            ])
            return .insertSubtree(parent: parent, xml: xml, position: position(in: existing, document))
        case 3..<5:
            let targets = views(document)
            guard let view = targets.isEmpty ? nil : random.pick(targets), let address = document.address(of: view) else { break }
            let xml = random.pick([
                #"<color key="tintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
                #"<rect key="frame" x="0.0" y="0.0" width="10" height="10"/>"#,
                #"<color key="backgroundColor" systemColor="systemBlueColor"/>"#,
                #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="a" value="b"/></userDefinedRuntimeAttributes>"#,
            ])
            return .insertSubtree(parent: address, xml: xml, position: random.chance(80) ? .xcodeOrder : position(in: view, document))
        case 5..<7:
            let targets = views(document)
            guard !targets.isEmpty else { break }
            let view = random.pick(targets)
            let base = document.address(of: view) ?? .object(view.attribute("id")!)
            let xml = #"<constraint firstItem="\#(existingID(document))" firstAttribute="top" secondItem="\#(existingID(document))" secondAttribute="bottom" constant="8" id="\#(id)"/>"#
            return .insertSubtree(parent: .child(of: base, name: "constraints", key: nil), xml: xml, position: position(in: view.firstChild(named: "constraints"), document))
        case 7:
            var controllers: [MarkupElement] = []
            document.root.forEachElement { if $0.name.hasSuffix("Controller") || $0.name == "placeholder", $0.attribute("id") != nil { controllers.append($0) } }
            guard !controllers.isEmpty else { break }
            let owner = random.pick(controllers)
            let xml = #"<outlet property="gen\#(counter)" destination="\#(existingID(document))" id="\#(id)"/>"#
            return .insertSubtree(parent: .child(of: .object(owner.attribute("id")!), name: "connections", key: nil), xml: xml,
                                  position: random.chance(70) ? .xcodeOrder : .atEnd)
        case 8:
            let xml = """
            <!--Generated Scene \(counter)-->
            <scene sceneID="\(id)-sc"><objects><viewController id="\(id)-vc" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="\(id)-vw"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view></viewController><placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/></objects><point key="canvasLocation" x="1" y="2"/></scene>
            """
            return .insertSubtree(parent: .child(of: .root, name: "scenes", key: nil), xml: xml, position: random.pick([.xcodeOrder, .atStart, .atEnd]))
        case 9:
            let xml = random.pick([
                "<view id=\"\(id)\">", "<a b=\"1\" b=\"2\"/>", "<!DOCTYPE x><x/>", "text<x/>", "<x>&bogus;</x>", "<x/><y/>",
                "<x a=\"&#0;\"/>", "", "<x id=\"\(existingID(document))\"/>", "<x id=\"\(id)\"><y id=\"\(id)\"/></x>",
                "<subviews/>", "<x y='1'>\u{FFFE}</x>", "<?xml version=\"1.0\" encoding=\"latin1\"?><x/>",
            ])
            let (parent, existing) = subviewsParent(document)
            return .insertSubtree(parent: parent, xml: xml, position: position(in: existing, document))
        default:
            break
        }
        let elements = addressable(document)
        let (parent, address) = random.pick(elements)
        return .insertSubtree(parent: address, xml: "<customObject id=\"\(id)\" userLabel=\"x &lt; y\"/>", position: position(in: parent, document))
    }
}
