/// One person's presence as the server relays it.
struct SyncPresence: Codable, Equatable, Sendable {
    var clientId: String
    var name: String?
    var color: String
    var selection: [String]
    var pointer: SyncPointer?
    /// Set once, when the person leaves (or times out).
    var left: Bool?
    /// What part of the canvas they see (absent until their editor sends it).
    var viewport: SyncViewport? = nil
}

/// A pointer position on the canvas, in scene coordinates.
struct SyncPointer: Codable, Equatable, Sendable {
    var scene: String?
    var x: Double
    var y: Double
}

/// The part of the canvas a person sees, in canvas (world) points: others following them show the same part.
struct SyncViewport: Codable, Equatable, Sendable {
    static let maximumMagnitude = 10_000_000.0

    var x: Double
    var y: Double
    var width: Double
    var height: Double

    /// Finite numbers within ±10,000,000 points and a positive size; anything else is refused (badMessage).
    var isValid: Bool {
        let values = [x, y, width, height]
        return values.allSatisfy { $0.isFinite && abs($0) <= Self.maximumMagnitude } && width > 0 && height > 0
    }
}
