/// How much a constraint matters. Kiwi's symbolic strengths: three weighted bands (strong,
/// medium, weak, each 0…1000) packed in one number, 1000× apart, plus `required`, which is
/// never traded away (a required constraint the solver can't meet is an error).
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let weight: Double

    public init(weight: Double) { self.weight = min(max(weight, 0), Strength.required.weight) }

    /// `strong·10⁶ + medium·10³ + weak`, each band clipped to 0…1000, scaled by `factor`.
    public static func create(strong: Double, medium: Double, weak: Double, factor: Double = 1) -> Strength {
        var weight = 0.0
        weight += min(max(strong * factor, 0), 1000) * 1_000_000
        weight += min(max(medium * factor, 0), 1000) * 1000
        weight += min(max(weak * factor, 0), 1000)
        return Strength(rawWeight: weight)
    }

    private init(rawWeight: Double) { weight = rawWeight }

    public static let required = Strength(rawWeight: 1000 * 1_000_000 + 1000 * 1000 + 1000)
    public static let strong = Strength.create(strong: 1, medium: 0, weak: 0)
    public static let medium = Strength.create(strong: 0, medium: 1, weak: 0)
    public static let weak = Strength.create(strong: 0, medium: 0, weak: 1)
    /// A required constraint the solver had to refuse, added back as the strongest optional one
    /// (the whole strong band: above every priority and drag): as UIKit's engine does with a
    /// constraint it breaks, it then holds as nearly as the required ones allow.
    public static let brokenRequired = Strength.create(strong: 1000, medium: 0, weak: 0)

    /// UIKit/AppKit priorities: 1000 is required; 1…999 are weights in the medium band
    /// (priority × 1000), so they rank above `weak` hints and below `strong`. Priorities are
    /// weights, as in Cassowary: two broken 250s cost as much as one broken 500.
    public init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            self = .create(strong: 0, medium: max(priority, 1), weak: 0)
        }
    }

    public var isRequired: Bool { weight >= Strength.required.weight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String {
        if isRequired { return "required" }
        if weight >= Strength.strong.weight { return "strong(\(weight / 1_000_000))" }
        if weight >= Strength.medium.weight { return "priority \(weight / 1000)" }
        return "weak(\(weight))"
    }
}
