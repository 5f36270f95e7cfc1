import IBDocument

/// The two directions a view can be under-constrained in.
public enum LayoutAxis: String, Sendable, Codable, CaseIterable {
    case horizontal, vertical
}

/// Something wrong with a layout, as the issues panel and `storyweave lint` report it.
public struct LayoutIssue: Equatable, CustomStringConvertible {
    public enum Kind: Equatable {
        /// The constraints allow more than one position or size on these axes.
        case ambiguous(axes: [LayoutAxis])
        /// A required constraint couldn't be met: `broken` is the one left out (as UIKit breaks
        /// it), `conflicting` the smallest set of constraints that can't hold together (it
        /// includes `broken`; empty when it wasn't computed).
        case unsatisfiable(broken: ConstraintOrigin, conflicting: [ConstraintOrigin])
        /// The stored frame differs from the solved one by more than 0.5 pt.
        case misplaced(stored: IBRect, solved: IBRect)
        /// A `<constraint>` naming something the layout doesn't know, or an unknown attribute.
        case unreadableConstraint(reason: String)
    }

    public let kind: Kind
    /// The view (ambiguous, misplaced) or constraint (unsatisfiable, unreadable) concerned.
    public let objectID: String

    public init(kind: Kind, objectID: String) {
        self.kind = kind
        self.objectID = objectID
    }

    public var description: String {
        switch kind {
        case .ambiguous(let axes):
            let names = axes.map { $0 == .horizontal ? "horizontal position or width" : "vertical position or height" }
            return "The layout of \(objectID) is ambiguous: its constraints don't determine its \(names.joined(separator: " nor its "))."
        case .unsatisfiable(let broken, let conflicting):
            let set = conflicting.isEmpty ? "" : " The conflicting constraints: \(conflicting.map(\.description).joined(separator: ", "))."
            return "Unable to satisfy constraints: \(broken) was broken to lay out the others.\(set)"
        case .misplaced(let stored, let solved):
            return "\(objectID) is misplaced: its frame is \(stored) but its constraints put it at \(solved)."
        case .unreadableConstraint(let reason):
            return "Constraint \(objectID) was ignored: \(reason)."
        }
    }
}
