import IBDocument

/// `<constraints>` of a view → its `UIViewAutolayoutConstraints` (NSMutableArray of
/// `NSLayoutConstraint`), keys in the order of the iOS fixtures: `NSFirstItem` (the owning
/// view when the xib omits it), `NSFirstAttributeV2`, `NSFirstAttribute`, `NSRelation`
/// (-1 ≤, 1 ≥; absent for =), `NSMultiplier` (double of the float multiplier; absent at 1),
/// `NSSecondItem`, `NSSecondAttributeV2`, `NSSecondAttribute`, `NSConstantV2`, `NSPriority`
/// (absent at 1000), `NSShouldBeArchived`, `NSConstant` (both constants absent at 0),
/// `NSLayoutIdentifier`. Each constraint is also listed in `UINibObjectsKey`, right after its view.
enum UIKitConstraintEncoder {
    static let attributes: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "baseline": 11, "firstBaseline": 12,
        "leftMargin": 13, "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17,
        "trailingMargin": 18, "centerXWithinMargins": 19, "centerYWithinMargins": 20,
    ]

    /// Every `<constraint>` of the element, with its xib id, each registered by id; the caller
    /// lists them in `UINibObjectsKey` right after their view (`UIKitEncodingContext.list`).
    /// A placeholder constraint (`placeholder="YES"`, Interface Builder's "Placeholder — Remove
    /// at build time") is not archived: it only satisfies the canvas until code adds the real
    /// one. One that a connection or a size-class variation names is refused. A constraint's
    /// size-class constants are a trait storage (`UIKitAttributeVariations.constant`) listed with
    /// its view's (`ownerOrder`).
    static func encodeEach(_ constraints: MarkupElement, owner: AppKitArchiveObject, ownerOrder: Int,
                           context: UIKitEncodingContext) throws -> [(id: String?, object: AppKitArchiveObject)] {
        var encoded: [(id: String?, object: AppKitArchiveObject)] = []
        for element in constraints.childElements {
            guard element.name == "constraint" else {
                throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<constraints>")
            }
            if element.attribute("placeholder") == "YES" {
                try checkUnreferenced(element, document: context.document)
                continue
            }
            let (constraint, variations) = try encode(element, owner: owner)
            context.register(constraint, id: element.attribute("id"), listed: false)
            if let storage = try UIKitAttributeVariations.constant(of: constraint, variations: variations, ownerOrder: ownerOrder) {
                context.addTraitStorage(storage)
            }
            encoded.append((element.attribute("id"), constraint))
        }
        return encoded
    }

    private static func encode(_ element: MarkupElement, owner: AppKitArchiveObject) throws -> (AppKitArchiveObject, [UIKitVariation]) {
        var reader = UIKitElementReader(element)
        let variations = try UIKitTraitStorage.variations(&reader)
        let constraint = AppKitArchiveObject(className: "NSLayoutConstraint")
        constraint.append("NSFirstItem", reader.string("firstItem").map { .reference($0) } ?? .object(owner))
        guard let first = try reader.mapped("firstAttribute", attributes.mapValues { Optional($0) }, default: nil) else {
            throw UIKitEncodingError.malformed(element: "constraint", id: reader.id, reason: "it has no known firstAttribute")
        }
        constraint.append("NSFirstAttributeV2", .integer(first))
        constraint.append("NSFirstAttribute", .integer(first))
        let relation = try reader.mapped("relation", ["lessThanOrEqual": Int64(-1), "equal": 0, "greaterThanOrEqual": 1], default: 0)
        if relation != 0 { constraint.append("NSRelation", .integer(relation)) }
        if let multiplier = reader.string("multiplier") {
            let value = try ratio(multiplier, reader: reader)
            if value != 1 { constraint.append("NSMultiplier", .double(Double(Float(value)))) }
        }
        let secondID = reader.string("secondItem")
        if let second = try reader.mapped("secondAttribute", attributes.mapValues { Optional($0) }, default: nil) {
            constraint.append("NSSecondItem", secondID.map { .reference($0) } ?? .object(owner))
            constraint.append("NSSecondAttributeV2", .integer(second))
            constraint.append("NSSecondAttribute", .integer(second))
        } else if secondID != nil {
            throw UIKitEncodingError.malformed(element: "constraint", id: reader.id, reason: "it has a secondItem but no secondAttribute")
        }
        // Standard spacing (`symbolic="YES"`) is archived as the symbolic constant, as AppKit nibs have it.
        let symbolic = try reader.bool("symbolic", default: false)
        let constant = symbolic ? 0 : try reader.double("constant") ?? 0
        reader.consume("constant")
        if symbolic { constraint.append("NSSymbolicConstant", .string("NSSpace")) }
        if constant != 0 { constraint.append("NSConstantV2", .double(constant)) }
        if let priority = try reader.integer("priority"), priority != 1000 {
            constraint.append("NSPriority", .integer(priority))
        }
        constraint.append("NSShouldBeArchived", .bool(true))
        if constant != 0 { constraint.append("NSConstant", .double(constant)) }
        if let identifier = reader.string("identifier") { constraint.append("NSLayoutIdentifier", .string(identifier)) }
        try reader.finish()
        return (constraint, variations)
    }

    /// A constraint the compiler adds itself (the legacy layout guides'), keys in the order
    /// above: multiplier 1, relation =, constant 0.
    static func make(first: AppKitArchiveValue, attribute: Int64, second: AppKitArchiveValue? = nil, secondAttribute: Int64 = 0,
                     priority: Int64 = 1000, className: String = "NSLayoutConstraint",
                     priorityAfterArchivedFlag: Bool = false) -> AppKitArchiveObject {
        let constraint = AppKitArchiveObject(className: className)
        constraint.append("NSFirstItem", first)
        constraint.append("NSFirstAttributeV2", .integer(attribute))
        constraint.append("NSFirstAttribute", .integer(attribute))
        if let second {
            constraint.append("NSSecondItem", second)
            constraint.append("NSSecondAttributeV2", .integer(secondAttribute))
            constraint.append("NSSecondAttribute", .integer(secondAttribute))
        }
        if priority != 1000, !priorityAfterArchivedFlag { constraint.append("NSPriority", .integer(priority)) }
        constraint.append("NSShouldBeArchived", .bool(true))
        if priority != 1000, priorityAfterArchivedFlag { constraint.append("NSPriority", .integer(priority)) }
        return constraint
    }

    /// Refuses a placeholder constraint that something still points at (an outlet, an outlet
    /// collection, a variation's `<exclude reference=>`): the nib would lose the object.
    private static func checkUnreferenced(_ element: MarkupElement, document: InterfaceDocument) throws {
        guard let id = element.attribute("id") else { return }
        var referrer: MarkupElement?
        document.root.forEachElement { other in
            if referrer == nil, other.attribute("destination") == id || (other.name == "exclude" && other.attribute("reference") == id) { referrer = other }
        }
        if let referrer {
            throw UIKitEncodingError.unsupportedElement(element: "constraint placeholder=\"YES\"", id: id,
                                                        context: "<constraints> (a placeholder that <\(referrer.name)> refers to)")
        }
    }

    /// `2`, `0.5` or Interface Builder's ratio forms `16:9` and `1/3`.
    private static func ratio(_ text: String, reader: UIKitElementReader) throws -> Double {
        if let value = Double(text) { return value }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).compactMap { Double($0) }
        guard parts.count == 2, parts[1] != 0 else { throw reader.unsupported("multiplier", text) }
        return parts[0] / parts[1]
    }
}
