/// Where a solver constraint comes from, so issues can name it the way a person would.
public enum ConstraintOrigin: Equatable, Sendable, CustomStringConvertible {
    /// A `<constraint id=…>` of the document.
    case document(id: String)
    /// The fixed size of a root view (the device screen, or the frame of a top-level view).
    case rootFrame(viewID: String)
    /// A view's autoresizing mask turned into constraints.
    case autoresizing(viewID: String)
    /// A constraint a stack view adds for its arranged subviews.
    case stackView(stackID: String)
    /// Content hugging or compression resistance of a view's intrinsic size.
    case intrinsicSize(viewID: String)
    /// The weak wish to stay at the frame the XML stores (only decides ambiguous layouts).
    case storedFrame(viewID: String)
    /// A guide's own geometry (content guide size...).
    case guide(id: String)
    /// A view's width or height floored at 0 (`RootSolution`: sizes are never negative).
    case nonNegativeSize(viewID: String)

    public var description: String {
        switch self {
        case .document(let id): return "constraint \(id)"
        case .rootFrame(let id): return "root frame of \(id)"
        case .autoresizing(let id): return "autoresizing mask of \(id)"
        case .stackView(let id): return "stack view \(id)"
        case .intrinsicSize(let id): return "intrinsic content size of \(id)"
        case .storedFrame(let id): return "stored frame of \(id)"
        case .guide(let id): return "layout guide \(id)"
        case .nonNegativeSize(let id): return "non-negative size of \(id)"
        }
    }

    /// The constraint id when the origin is a document constraint.
    public var documentConstraintID: String? {
        if case .document(let id) = self { return id }
        return nil
    }
}

/// A solver constraint with its origin.
struct LayoutConstraint {
    let constraint: Constraint
    let origin: ConstraintOrigin
}
