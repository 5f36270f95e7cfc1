import IBDocument

/// Numbers the layout mapping accepts from a document: finite and within ±1e9; anything else reads as
/// unreadable (nil). Hand-edited or broken documents can hold `nan`, `inf` or `1e308`, which would carry
/// through the solver into NaN or infinite frames. Twin of `layoutNumber` in Public/js/layout/swift-number.js.
enum LayoutNumber {
    static let limit = 1e9

    /// `Double(raw)` when it is a layout number.
    static func read(_ raw: String?) -> Double? { checked(XcodeNumber.parse(raw)) }

    /// The value when it is finite and within ±`limit`.
    static func checked(_ value: Double?) -> Double? {
        guard let value, value.isFinite, abs(value) <= limit else { return nil }
        return value
    }
}

extension MarkupElement {
    /// A numeric attribute as the layout mapping reads it (`LayoutNumber`; entities decoded, as the
    /// JavaScript twin's `getAttribute`): nil when absent or unreadable.
    func layoutNumber(_ name: String) -> Double? { LayoutNumber.read(attribute(name)) }
}
