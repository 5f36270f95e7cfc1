/// Numbers as Xcode writes them (format notes §7): zero is `0.0`, other whole numbers have no
/// decimal part, other values use the shortest decimal that reads back as the same double.
/// Unchanged numbers are never re-printed: callers compare values first.
public enum XcodeNumber {
    public static func format(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Parses a number attribute (`0.0`, `375`, `0.47843137254901963`, `1e-05`).
    public static func parse(_ raw: String?) -> Double? {
        guard let raw else { return nil }
        return Double(raw)
    }
}

extension MarkupElement {
    /// Sets a numeric attribute unless it already holds this value (keeping IB's digits).
    public func setNumber(_ name: String, to value: Double) {
        if let current = XcodeNumber.parse(rawAttribute(name)), current == value { return }
        setRawAttribute(name, to: XcodeNumber.format(value))
    }

    public func number(_ name: String) -> Double? {
        XcodeNumber.parse(rawAttribute(name))
    }
}
