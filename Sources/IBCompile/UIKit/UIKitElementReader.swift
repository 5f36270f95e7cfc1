import IBDocument

/// Reads one CocoaTouch element and remembers which attributes and child elements were used,
/// so that anything the UIKit encoder does not understand stops the compile (`finish()`)
/// instead of silently vanishing from the nib.
struct UIKitElementReader {
    let element: MarkupElement
    /// The element's child elements, read once (`MarkupElement.childElements` builds a new array
    /// on every call, and every `child(_:)` lookup needs them).
    let childElements: [MarkupElement]
    private var consumedAttributes: Set<String> = []
    private var consumedChildren: Set<ObjectIdentifier> = []

    /// Attributes that only matter in Interface Builder's canvas and outline.
    static let designTimeAttributes: Set<String> = [
        "id", "key", "userLabel", "colorLabel", "misplaced", "ambiguous", "fixedFrame", "sceneMemberID",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "customModuleProvider", "verticalCompressionResistancePriorityPlaceholder",
        // The canvas's simulated app context (e.g. a Notification Center widget's background).
        "simulatedAppContext",
        // The Size inspector's "Ambiguity" setting (off / ignoreSizes): which layout ambiguities
        // Interface Builder reports for the view, like `ambiguous`/`misplaced` a canvas warning
        // (IBLayout's AmbiguityProbe reads it so). Inferred design-time: no UIView property of
        // that name, and no Apple nib of a view that has it.
        "verifyAmbiguity",
    ]
    /// Child elements that only matter in Interface Builder's canvas.
    static let designTimeChildren: Set<String> = [
        "point", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedToolbarMetrics", "simulatedTabBarMetrics", "simulatedScreenMetrics",
        "simulatedOrientationMetrics", "inferredMetricsTieBreakers", "designables",
        // The canvas guides of Xcode's Editor > Guides > Add Horizontal/Vertical Guide (inferred
        // design-time: no UIKit class has such a property, and no Apple nib shows them).
        "userGuides",
    ]
    /// Keyed children that only matter in Interface Builder: `userComments` is the Identity
    /// inspector's Document "Notes" (an attributed string), never part of the running object;
    /// `<string key="userLabel">` is the element form of the `userLabel=` attribute (the outline
    /// name, design-time above), which Xcode writes when the label is long or has line breaks
    /// (ChatSecure's Purchase storyboard: a 140-character label). Inferred like the attribute:
    /// no UIKit class has a `userLabel` property, and no Apple nib carries an outline name.
    static let designTimeChildKeys: Set<String> = ["userComments", "userLabel"]

    init(_ element: MarkupElement) {
        self.element = element
        self.childElements = element.childElements
    }

    var id: String? { element.attribute("id") }

    /// `<name> (id "…")` for error messages.
    var what: String { "<\(element.name)>" + (id.map { " (id \"\($0)\")" } ?? "") }

    mutating func string(_ name: String) -> String? {
        consumedAttributes.insert(name)
        return element.attribute(name)
    }

    mutating func bool(_ name: String, default defaultValue: Bool) throws -> Bool {
        consumedAttributes.insert(name)
        guard let value = element.attribute(name) else { return defaultValue }
        switch value {
        case "YES": return true
        case "NO": return false
        default: throw unsupported(name, value)
        }
    }

    /// A text property, written as an attribute or, when it has line breaks, as
    /// `<string key="name">text</string>` (`<mutableString key="name">` when Interface Builder
    /// held it as a mutable string: the same text to the nib, which archives the localizable
    /// form either way).
    mutating func text(_ name: String) -> String? {
        if let value = string(name) { return value }
        return (child("string", key: name) ?? child("mutableString", key: name))?.textContent
    }

    mutating func double(_ name: String) throws -> Double? {
        consumedAttributes.insert(name)
        guard let text = element.attribute(name) else { return nil }
        guard let value = Double(text) else { throw unsupported(name, text) }
        return value
    }

    mutating func integer(_ name: String) throws -> Int64? {
        consumedAttributes.insert(name)
        guard let text = element.attribute(name) else { return nil }
        guard let value = Int64(text) else { throw unsupported(name, text) }
        return value
    }

    /// Maps an enumerated attribute; an unknown value is refused.
    mutating func mapped<T>(_ name: String, _ table: [String: T], default defaultValue: T) throws -> T {
        consumedAttributes.insert(name)
        guard let value = element.attribute(name) else { return defaultValue }
        guard let mapped = table[value] else { throw unsupported(name, value) }
        return mapped
    }

    /// Accepts the attribute only when absent or one of `values` (values known to write nothing).
    mutating func accept(_ name: String, only values: Set<String>) throws {
        consumedAttributes.insert(name)
        if let value = element.attribute(name), !values.contains(value) { throw unsupported(name, value) }
    }

    mutating func consume(_ names: String...) {
        for name in names { consumedAttributes.insert(name) }
    }

    /// The first child element with this name (and key, when given), marked as used.
    mutating func child(_ name: String, key: String? = nil) -> MarkupElement? {
        guard let child = childElements.first(where: { $0.name == name && (key == nil || $0.attribute("key") == key) }) else {
            return nil
        }
        consumedChildren.insert(ObjectIdentifier(child))
        return child
    }

    /// Every child element with this name, marked as used.
    mutating func children(_ name: String) -> [MarkupElement] {
        let found = childElements.filter { $0.name == name }
        for child in found { consumedChildren.insert(ObjectIdentifier(child)) }
        return found
    }

    mutating func consumeChild(_ child: MarkupElement) {
        consumedChildren.insert(ObjectIdentifier(child))
    }

    /// Throws for the first attribute or child element nobody used.
    func finish() throws {
        for attribute in element.attributes
        where !consumedAttributes.contains(attribute.name) && !Self.designTimeAttributes.contains(attribute.name) {
            throw unsupported(attribute.name, attribute.value)
        }
        for child in childElements
        where !consumedChildren.contains(ObjectIdentifier(child)) && !Self.designTimeChildren.contains(child.name)
            && !Self.designTimeChildKeys.contains(child.attribute("key") ?? "")
            && !(child.name == "size" && child.attribute("key") == "freeformSize") {
            let name = child.attribute("key").map { "\(child.name) key=\"\($0)\"" } ?? child.name
            throw UIKitEncodingError.unsupportedElement(element: name, id: child.attribute("id"), context: what)
        }
    }

    func unsupported(_ name: String, _ value: String) -> UIKitEncodingError {
        .unsupportedAttribute(attribute: name, value: value, element: element.name, id: id)
    }
}
