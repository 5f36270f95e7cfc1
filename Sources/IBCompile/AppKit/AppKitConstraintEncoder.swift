import IBDocument

/// `<constraint>` → `NSLayoutConstraint` { `NSFirstItem` (the owning view when the xib
/// omits it), `NSFirstAttribute` + `V2`, `NSRelation` (-1 ≤, 1 ≥; absent for =),
/// `NSSecondItem`, `NSSecondAttribute` + `V2`, `NSMultiplier`, `NSSymbolicConstant`
/// ("NSSpace", replacing the constant for standard spacing) or `NSConstant` + `V2`,
/// `NSPriority` (absent at 1000), `NSShouldBeArchived`, `NSLayoutIdentifier` }.
enum AppKitConstraintEncoder {
    static let attributes: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "baseline": 11, "lastBaseline": 11, "firstBaseline": 12,
    ]

    /// Encodes the constraints of `owner` and lists them (after the owner's other children).
    /// A placeholder constraint (`placeholder="YES"`, Interface Builder's "Placeholder — Remove
    /// at build time": Xcode documents it as existing at design time only) is not archived, as
    /// the UIKit encoder leaves it out; one that a connection names is refused (the nib would
    /// lose the object its outlet points at).
    static func encodeAll(_ constraints: MarkupElement, owner: AppKitArchiveObject, ownerID: String?,
                       context: AppKitEncodingContext) throws -> [AppKitArchiveObject] {
        var encoded: [AppKitArchiveObject] = []
        for element in constraints.childElements {
            guard element.name == "constraint" else {
                throw AppKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"))
            }
            if element.attribute("placeholder") == "YES" {
                try checkUnreferenced(element, document: context.document)
                continue
            }
            let constraint = try encodeConstraint(element, owner: owner, ownerID: ownerID, context: context)
            context.list(constraint, id: element.attribute("id"), parent: owner)
            encoded.append(constraint)
        }
        return encoded
    }

    private static func checkUnreferenced(_ element: MarkupElement, document: InterfaceDocument) throws {
        guard let id = element.attribute("id") else { return }
        var referrer: MarkupElement?
        document.root.forEachElement { other in
            if referrer == nil, other.attribute("destination") == id { referrer = other }
        }
        if let referrer {
            throw AppKitEncodingError.malformed(element: "constraint", id: id,
                                                reason: "it is a placeholder (removed at build time) that <\(referrer.name)> still refers to")
        }
    }

    private static func encodeConstraint(_ element: MarkupElement, owner: AppKitArchiveObject, ownerID: String?,
                               context: AppKitEncodingContext) throws -> AppKitArchiveObject {
        var reader = AppKitAttributeReader(element)
        let constraint = AppKitArchiveObject(className: "NSLayoutConstraint")
        let firstID = reader.string("firstItem")
        constraint.append("NSFirstItem", firstID.map { .reference($0) } ?? .object(owner))
        guard let firstAttribute = try reader.mapped("firstAttribute", attributes.mapValues { Optional($0) }, default: nil) else {
            throw AppKitEncodingError.malformed(element: "constraint", id: reader.id, reason: "it has no firstAttribute")
        }
        constraint.append("NSFirstAttributeV2", .integer(firstAttribute))
        constraint.append("NSFirstAttribute", .integer(firstAttribute))
        let relation = try reader.mapped("relation", ["lessThanOrEqual": Int64(-1), "equal": 0, "greaterThanOrEqual": 1], default: 0)
        if relation != 0 { constraint.append("NSRelation", .integer(relation)) }
        let secondID = reader.string("secondItem")
        if let secondID { constraint.append("NSSecondItem", .reference(secondID)) }
        if let second = try reader.mapped("secondAttribute", attributes.mapValues { Optional($0) }, default: nil) {
            if secondID == nil { constraint.append("NSSecondItem", .object(owner)) }
            constraint.append("NSSecondAttributeV2", .integer(second))
            constraint.append("NSSecondAttribute", .integer(second))
        }
        if let multiplier = reader.string("multiplier") {
            constraint.append("NSMultiplier", .double(try ratio(multiplier, reader: reader)))
        }
        let constant = try reader.double("constant") ?? 0
        let symbolic = try reader.bool("symbolic", default: false)
        if symbolic {
            constraint.append("NSSymbolicConstant", .string("NSSpace"))
        } else if constant != 0 {
            constraint.append("NSConstantV2", .double(constant))
        }
        if let priority = try reader.integer("priority"), priority != 1000 {
            constraint.append("NSPriority", .integer(priority))
        }
        constraint.append("NSShouldBeArchived", .bool(true))
        if !symbolic && constant != 0 { constraint.append("NSConstant", .double(constant)) }
        if let identifier = reader.string("identifier") { constraint.append("NSLayoutIdentifier", .string(identifier)) }
        try reader.finish()
        for id in [firstID ?? ownerID, secondID].compactMap({ $0 }) { context.noteConstrained(id: id) }
        return constraint
    }

    /// `2`, `0.5` or Interface Builder's ratio form `16:9`.
    private static func ratio(_ text: String, reader: AppKitAttributeReader) throws -> Double {
        if let value = Double(text) { return value }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        guard parts.count == 2, parts[1] != 0 else { throw reader.unsupported("multiplier", text) }
        return parts[0] / parts[1]
    }
}
