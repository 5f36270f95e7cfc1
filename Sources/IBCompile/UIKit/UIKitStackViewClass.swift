import IBDocument

/// `<stackView>` → `UIStackView`. After the view keys, `-[UIStackView encodeWithCoder:]`
/// (decompiled UIKitCore, iOS 26.1) writes `UIStackViewArrangedSubviews` (an `NSArray`, only when
/// there are some: every subview, in order, as Interface Builder arranges them all), then always
/// `UIStackViewAxis`, `UIStackViewDistribution`, `UIStackViewAlignment` (integers),
/// `UIStackViewSpacing` (double), `UIStackViewBaselineRelative` and
/// `UIStackViewLayoutMarginsRelative` (bools) — as ios-63's Xcode 14 nib shows them, defaults
/// included (V). `spacingType="standard"` is `UIStackViewSpacingUseSystem`, which the spacing getter
/// returns as set: `FLT_MIN` (1.1754943508222875e-38, the SDK constant's value as the iOS SDK
/// bindings of Multi-OS Engine give it).
enum UIKitStackViewClass: UIKitViewClass {
    static let elementName = "stackView"
    static let className = "UIStackView"

    static let distributions: [String: Int64] = ["fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4]
    static let alignments: [String: Int64] = [
        "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4, "lastBaseline": 5,
    ]
    /// `UIStackViewSpacingUseSystem` (`FLT_MIN`).
    static let systemSpacing = Double(Float.leastNormalMagnitude)

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        var arranged: [AppKitArchiveValue] = []
        if case .object(let subviews)? = view["UISubviews"] {
            arranged = subviews.values.filter { $0.key == "UINibEncoderEmptyKey" }.map(\.value)
        }
        if !arranged.isEmpty { view.append("UIStackViewArrangedSubviews", .object(.collection("NSArray", arranged))) }
        view.append("UIStackViewAxis", .integer(try reader.mapped("axis", ["horizontal": Int64(0), "vertical": 1], default: 0)))
        view.append("UIStackViewDistribution", .integer(try reader.mapped("distribution", distributions, default: 0)))
        view.append("UIStackViewAlignment", .integer(try reader.mapped("alignment", alignments, default: 0)))
        let spacingType = try reader.mapped("spacingType", ["standard": true], default: false)
        let spacing = try reader.double("spacing")
        if spacingType && spacing != nil {
            throw UIKitEncodingError.malformed(element: "stackView", id: reader.id, reason: "it has both spacing and spacingType")
        }
        view.append("UIStackViewSpacing", .double(spacingType ? systemSpacing : spacing ?? 0))
        view.append("UIStackViewBaselineRelative", .bool(try reader.bool("baselineRelativeArrangement", default: false)))
        view.append("UIStackViewLayoutMarginsRelative", .bool(try reader.bool("layoutMarginsRelativeArrangement", default: false)))
    }
}
