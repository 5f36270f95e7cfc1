import IBDocument

/// Reads an element's attributes and remembers which were used, so that an attribute the
/// encoder does not understand stops the compile (`finish()`) instead of silently vanishing
/// from the nib.
struct AppKitAttributeReader {
    let element: MarkupElement
    private var consumed: Set<String> = []

    /// Attributes that carry no run-time meaning in a compiled nib (editor state, outline
    /// labels, the id itself, and placement hints Interface Builder keeps for the canvas).
    static let designTimeAttributes: Set<String> = [
        "id", "key", "userLabel", "colorLabel", "misplaced", "ambiguous", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "sceneMemberID", "fixedFrame",
    ]

    init(_ element: MarkupElement) { self.element = element }

    var id: String? { element.attribute("id") }

    mutating func string(_ name: String) -> String? {
        consumed.insert(name)
        return element.attribute(name)
    }

    /// A YES/NO attribute with its Interface Builder default.
    mutating func bool(_ name: String, default defaultValue: Bool) throws -> Bool {
        consumed.insert(name)
        guard let value = element.attribute(name) else { return defaultValue }
        switch value {
        case "YES": return true
        case "NO": return false
        default: throw unsupported(name, value)
        }
    }

    mutating func double(_ name: String) throws -> Double? {
        consumed.insert(name)
        guard let text = element.attribute(name) else { return nil }
        guard let value = Double(text) else { throw unsupported(name, text) }
        return value
    }

    mutating func integer(_ name: String) throws -> Int64? {
        consumed.insert(name)
        guard let text = element.attribute(name) else { return nil }
        guard let value = Int64(text) else { throw unsupported(name, text) }
        return value
    }

    /// Accepts the attribute only when absent or equal to one of `values` (the ones whose
    /// nib encoding is known to be "nothing written"); anything else is refused.
    mutating func accept(_ name: String, only values: Set<String>) throws {
        consumed.insert(name)
        if let value = element.attribute(name), !values.contains(value) { throw unsupported(name, value) }
    }

    /// Maps an enumerated attribute; an unknown value is refused.
    mutating func mapped<T>(_ name: String, _ table: [String: T], default defaultValue: T) throws -> T {
        consumed.insert(name)
        guard let value = element.attribute(name) else { return defaultValue }
        guard let mapped = table[value] else { throw unsupported(name, value) }
        return mapped
    }

    /// Marks attributes handled elsewhere (or deliberately without effect).
    mutating func consume(_ names: String...) {
        for name in names { consumed.insert(name) }
    }

    /// Whether an encoder already read the attribute.
    func isConsumed(_ name: String) -> Bool { consumed.contains(name) }

    /// Throws for the first attribute nobody consumed.
    func finish() throws {
        for attribute in element.attributes
        where !consumed.contains(attribute.name) && !Self.designTimeAttributes.contains(attribute.name) {
            throw unsupported(attribute.name, attribute.value)
        }
    }

    func unsupported(_ name: String, _ value: String) -> AppKitEncodingError {
        .unsupportedAttribute(attribute: name, value: value, element: element.name, id: id)
    }
}
