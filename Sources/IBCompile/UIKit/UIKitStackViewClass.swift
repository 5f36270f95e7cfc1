import IBDocument

/// `<stackView>` → `UIStackView`: `UIStackViewArrangedSubviews` (every subview, in order,
/// as Interface Builder arranges them all), `UIStackViewAxis`, `UIStackViewDistribution`,
/// `UIStackViewAlignment`, `UIStackViewSpacing`, `UIStackViewBaselineRelative` (UIKit's coder
/// names; enumerations written only when not the default).
enum UIKitStackViewClass: UIKitViewClass {
    static let elementName = "stackView"
    static let className = "UIStackView"

    static let distributions: [String: Int64] = ["fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4]
    static let alignments: [String: Int64] = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4, "lastBaseline": 5,
    ]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        var arranged: [AppKitArchiveValue] = []
        if case .object(let subviews)? = view["UISubviews"] {
            arranged = subviews.values.filter { $0.key == "UINibEncoderEmptyKey" }.map(\.value)
        }
        view.append("UIStackViewArrangedSubviews", .object(.collection("NSMutableArray", arranged)))
        let axis = try reader.mapped("axis", ["horizontal": Int64(0), "vertical": 1], default: 0)
        if axis != 0 { view.append("UIStackViewAxis", .integer(axis)) }
        let distribution = try reader.mapped("distribution", distributions, default: 0)
        if distribution != 0 { view.append("UIStackViewDistribution", .integer(distribution)) }
        let alignment = try reader.mapped("alignment", alignments, default: 0)
        if alignment != 0 { view.append("UIStackViewAlignment", .integer(alignment)) }
        if let spacing = try reader.double("spacing"), spacing != 0 { view.append("UIStackViewSpacing", .double(spacing)) }
        if try reader.bool("baselineRelativeArrangement", default: false) { view.append("UIStackViewBaselineRelative", .bool(true)) }
        try reader.accept("layoutMarginsRelativeArrangement", only: ["NO"])
    }
}
