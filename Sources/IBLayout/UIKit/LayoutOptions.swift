/// How a document is laid out.
public struct LayoutOptions: Sendable {
    /// Where label/button/text field sizes come from.
    public enum IntrinsicSizes: String, Sendable {
        /// Measured with `TextMetrics` (the canvas default: follows edits of the text).
        case measured
        /// For text views whose layout uses their intrinsic size, the size of the frame Xcode
        /// stored (measured by Xcode with the real fonts); measured when there is no frame.
        case storedFrames
    }

    /// The app's user interface layout direction, as Xcode's canvas previews a language.
    public enum Direction: String, Sendable {
        case leftToRight
        case rightToLeft
    }

    /// The screen to lay out for; nil means the document's `<device>` (iPhone 11 when none).
    public var device: Device?
    /// Right-to-left maps leading/trailing to the right/left edges (views' `semanticContentAttribute` aside).
    public var direction: Direction
    public var intrinsicSizes: IntrinsicSizes
    /// Probe every view for ambiguity (costs a few solver edits per variable).
    public var detectsAmbiguity: Bool
    /// Find the smallest conflicting set for unsatisfiable constraints (re-solves subsets).
    public var explainsConflicts: Bool

    public init(device: Device? = nil, intrinsicSizes: IntrinsicSizes = .measured, detectsAmbiguity: Bool = true,
                explainsConflicts: Bool = true, direction: Direction = .leftToRight) {
        self.direction = direction
        self.device = device
        self.intrinsicSizes = intrinsicSizes
        self.detectsAmbiguity = detectsAmbiguity
        self.explainsConflicts = explainsConflicts
    }
}

/// What every root of a document shares while it is laid out.
struct LayoutEnvironment {
    let options: LayoutOptions
    /// The device the document was saved for, and the one laid out for.
    let documentDevice: Device?
    let device: Device
    /// Image sizes from `<resources><image name= width= height=>`.
    let imageSizes: [String: (Double, Double)]
    /// The document's toolsVersion as a number (control sizes changed with Xcode versions).
    let toolsVersion: Int
    /// The constraints and subviews the device's size classes install, and their `hidden` and `constant`.
    let variations: SizeClassVariations
    /// The bars controllers get from their navigation / tab bar controllers (`SimulatedBars`).
    let inferredBars: InferredBars
}
