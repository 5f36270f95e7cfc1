/// A property-list value with dictionaries kept in insertion order (ibtool's `Info.plist`
/// files list their keys in a fixed order, which a Swift `Dictionary` would lose).
public indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case bool(Bool)
    case array([PropertyListValue])
    case dictionary([(key: String, value: PropertyListValue)])

    public static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}
