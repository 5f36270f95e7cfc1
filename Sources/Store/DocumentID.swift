/// Document ids: 16 random lowercase hex digits (64 bits from the system CSPRNG), so ids in
/// URLs are not guessable once sharing arrives, and never collide in practice.
public enum DocumentID {
    public static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Whether `text` has the shape of an id (cheap rejection before touching SQLite).
    public static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 16 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
