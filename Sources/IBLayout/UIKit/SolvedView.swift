import IBDocument

/// A view's place after layout.
public struct SolvedView: Equatable {
    public let id: String
    public let elementName: String
    /// The superview's id (nil for root views).
    public let superviewID: String?
    /// In the superview's coordinates, as `<rect key="frame">` stores it.
    public let frame: IBRect
    /// In the coordinates of the root view of its hierarchy.
    public let rootFrame: IBRect
    /// The XML's frame, when it has one.
    public let storedFrame: IBRect?
    /// False when constraints (not the autoresizing mask) place the view.
    public let translatesAutoresizingMask: Bool
    /// Xcode's own flags in the XML: `misplaced="YES"`, `ambiguous="YES"`.
    public let markedMisplacedByXcode: Bool
    public let markedAmbiguousByXcode: Bool
    /// A superview (at any level) is marked `misplaced="YES"`: the stored frames below it were
    /// not laid out against the superview's stored frame.
    public let insideViewMarkedMisplacedByXcode: Bool

    /// True when every side of the solved frame is within `tolerance` of the stored frame.
    public func matchesStoredFrame(tolerance: Double = 0.5) -> Bool {
        guard let stored = storedFrame else { return false }
        return abs(stored.x - frame.x) <= tolerance && abs(stored.y - frame.y) <= tolerance
            && abs(stored.width - frame.width) <= tolerance && abs(stored.height - frame.height) <= tolerance
    }
}

