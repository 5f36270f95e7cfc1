/// Makes new object ids in Xcode's style, `abc-12-xyz`: 3 + 2 + 3 characters from
/// `[0-9A-Za-z]` joined by `-` (the shape of the Xcode-generated ids in the corpus, which use
/// all 62 characters). Each id is unique among the ids the generator was told about and the
/// ones it made.
///
/// Random by default; `init(seed:)` gives a reproducible sequence for tests and templates.
public struct IdentifierGenerator: Sendable {
    /// Xcode's alphabet: digits, upper case, lower case.
    public static let alphabet: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    private var state: UInt64
    /// Ids that must not be produced (the document's ids plus those already made).
    public private(set) var usedIdentifiers: Set<String>

    /// A reproducible generator: the same seed and existing ids give the same sequence.
    public init(seed: UInt64, existing: some Sequence<String> = [String]()) {
        self.state = seed
        self.usedIdentifiers = Set(existing)
    }

    /// A generator seeded from the system's random source.
    public init(existing: some Sequence<String> = [String]()) {
        var system = SystemRandomNumberGenerator()
        self.init(seed: system.next(), existing: existing)
    }

    /// Marks ids as taken (for example all ids of a document being edited).
    public mutating func reserve(_ identifiers: some Sequence<String>) {
        usedIdentifiers.formUnion(identifiers)
    }

    /// A fresh id, unique among the used ones; it becomes used.
    public mutating func next() -> String {
        while true {
            let candidate = makeCandidate()
            if usedIdentifiers.insert(candidate).inserted { return candidate }
        }
    }

    /// `count` fresh ids.
    public mutating func next(_ count: Int) -> [String] {
        (0..<max(0, count)).map { _ in next() }
    }

    /// `true` for ids of Xcode's generated shape. Other ids (integers from converted legacy
    /// documents, negative placeholder ids, hand-written ids) are valid too; this only tells
    /// which ones Xcode made.
    public static func isXcodeStyle(_ identifier: String) -> Bool {
        let bytes = Array(identifier.utf8)
        guard bytes.count == 10, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-") else { return false }
        for (index, byte) in bytes.enumerated() where index != 3 && index != 6 {
            guard isAlphanumeric(byte) else { return false }
        }
        return true
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private mutating func makeCandidate() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        var random = nextRandom()
        for index in 0..<8 {
            if index == 3 || index == 5 { bytes.append(UInt8(ascii: "-")) }
            // 64 bits give eight draws of 62 (62^8 < 2^64; modulo bias below 1e-5).
            bytes.append(IdentifierGenerator.alphabet[Int(random % 62)])
            random /= 62
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// SplitMix64: tiny, fast, and good enough for ids (not for secrets).
    private mutating func nextRandom() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
