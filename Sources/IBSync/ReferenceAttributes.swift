/// The id-valued attributes of Xcode documents (`ReferenceAttributeTable`), looked up by
/// element and attribute name.
///
/// An attribute is a reference only on the elements the table names it for: `name` is one on
/// `<designable>` and not on `<image>`, `reference` on `<exclude>` and not elsewhere. Old xibs use
/// small numbers as ids, so matching by attribute name alone would take `tag="1"` for a reference.
public enum ReferenceAttributes {
    /// What removing the element a reference names does to the referrer.
    public enum Removal: Sendable, Equatable {
        /// The referrer goes whole: it means nothing without its other end.
        case element
        /// Only the attribute goes.
        case attribute
    }

    /// attribute name → element name → removal.
    private static let table: [String: [String: Removal]] = {
        var table: [String: [String: Removal]] = [:]
        for (element, attribute, removal) in all { table[attribute, default: [:]][element] = removal }
        return table
    }()

    /// Every pair, in the table's order.
    public static let all: [(element: String, attribute: String, removal: Removal)] =
        ReferenceAttributeTable.text.split(separator: "\n").filter { !$0.hasPrefix("~") }.map { line in
            let fields = line.split(separator: " ").map(String.init)
            return (fields[0], fields[1], fields[2] == "element" ? .element : .attribute)
        }

    /// Every attribute name that is a reference on some element.
    public static let names: Set<String> = Set(table.keys)

    /// Containers of whole-removed referrers that Xcode writes with no children.
    public static let containersWrittenEmpty: Set<String> = Set(
        ReferenceAttributeTable.text.split(separator: "\n").filter { $0.hasPrefix("~") }.map { String($0.dropFirst()) })

    /// The removal for `attribute` on `element`, or nil when its value is not an id.
    @inline(__always)
    public static func removal(element: String, attribute: String) -> Removal? {
        table[attribute]?[element]
    }

    @inline(__always)
    public static func isReference(element: String, attribute: String) -> Bool {
        removal(element: element, attribute: attribute) != nil
    }
}
