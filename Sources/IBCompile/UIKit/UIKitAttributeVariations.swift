import IBDocument

/// The attributes a size-class `<variation>` gives a constraint or view, as
/// `_UIAttributeTraitStorage`s (`UIKitTraitStorage`, where the key paths, the values' classes and
/// the records' order are argued; the key paths are a **hypothesis**):
///
/// | element | variation attribute | key path | value |
/// |---|---|---|---|
/// | `constraint` | `constant` | `encodedConstant` | `_NSLayoutConstraintConstant` { `UISymbolicConstant` (nil, or `NSSpace` for a base of standard spacing), `UINumericConstant` } |
/// | `stackView` | `axis` | `axis` | `NSNumber` (horizontal 0, vertical 1) |
/// | `stackView` | `spacing` | `spacing` | `NSNumber` (double) |
///
/// Any other attribute of a variation is refused by name.
enum UIKitAttributeVariations {
    /// The storage of a constraint's size-class constants, nil without any.
    static func constant(of constraint: AppKitArchiveObject, variations: [UIKitVariation], ownerOrder: Int) throws -> UIKitTraitStorage? {
        var values: [(traits: UIKitSizeClassTraits, value: AppKitArchiveObject)] = []
        for variation in variations {
            try variation.requireOnly(["constant"])
            if let mask = variation.element.childElements.first {
                throw UIKitEncodingError.unsupportedElement(element: mask.name, id: nil, context: "<variation> of a <constraint>")
            }
            guard let text = variation.value("constant") else { continue }
            guard let number = Double(text) else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "constant", value: text, element: "variation", id: nil)
            }
            values.append((variation.traits, encodedConstant(symbolic: nil, numeric: number)))
        }
        guard !values.isEmpty else { return nil }
        var base = encodedConstant(symbolic: nil, numeric: 0)
        if case .object(let symbolic)? = constraint["NSSymbolicConstant"], case .bytes(let text)? = symbolic["NS.bytes"] {
            base = encodedConstant(symbolic: String(decoding: text, as: UTF8.self), numeric: 0)
        } else if case .double(let number)? = constraint["NSConstant"] {
            base = encodedConstant(symbolic: nil, numeric: number)
        }
        return .attribute(owner: constraint, ownerOrder: ownerOrder, rank: 3, keyPath: "encodedConstant", base: base, values: values)
    }

    /// The storages of a view's size-class attributes (a stack view's `axis`, `spacing`), one
    /// per attribute in the order of the table above; the base values are the ones the class
    /// keys archived.
    static func view(_ element: MarkupElement, variations: [UIKitVariation], view: AppKitArchiveObject, ownerOrder: Int) throws -> [UIKitTraitStorage] {
        let varying = variations.filter { !$0.attributes.isEmpty }
        guard !varying.isEmpty else { return [] }
        guard element.name == "stackView" else {
            try varying[0].requireOnly([])
            return []
        }
        for variation in varying { try variation.requireOnly(["axis", "spacing"]) }
        var storages: [UIKitTraitStorage] = []
        let axes: [String: Int64] = ["horizontal": 0, "vertical": 1]
        let axisValues = try varying.compactMap { variation -> (traits: UIKitSizeClassTraits, value: AppKitArchiveObject)? in
            guard let text = variation.value("axis") else { return nil }
            guard let axis = axes[text] else { throw UIKitEncodingError.unsupportedAttribute(attribute: "axis", value: text, element: "variation", id: nil) }
            return (variation.traits, .number(axis))
        }
        if !axisValues.isEmpty, case .integer(let base)? = view["UIStackViewAxis"] {
            storages.append(.attribute(owner: view, ownerOrder: ownerOrder, rank: 2, keyPath: "axis", base: .number(base), values: axisValues))
        }
        let spacingValues = try varying.compactMap { variation -> (traits: UIKitSizeClassTraits, value: AppKitArchiveObject)? in
            guard let text = variation.value("spacing") else { return nil }
            guard let spacing = Double(text) else { throw UIKitEncodingError.unsupportedAttribute(attribute: "spacing", value: text, element: "variation", id: nil) }
            return (variation.traits, double(spacing))
        }
        if !spacingValues.isEmpty, case .double(let base)? = view["UIStackViewSpacing"] {
            storages.append(.attribute(owner: view, ownerOrder: ownerOrder, rank: 2, keyPath: "spacing", base: double(base), values: spacingValues))
        }
        return storages
    }

    /// `-[_NSLayoutConstraintConstant encodeWithCoder:]`: `UISymbolicConstant` (an object, nil
    /// for a numeric constant), then `UINumericConstant` (a double).
    static func encodedConstant(symbolic: String?, numeric: Double) -> AppKitArchiveObject {
        let constant = AppKitArchiveObject(className: "_NSLayoutConstraintConstant")
        constant.append("UISymbolicConstant", symbolic.map { .string($0) } ?? .null)
        constant.append("UINumericConstant", .double(numeric))
        return constant
    }

    private static func double(_ value: Double) -> AppKitArchiveObject {
        let number = AppKitArchiveObject(className: "NSNumber", isSharedByContent: true)
        number.append("NS.dblval", .double(value))
        return number
    }
}
