/// A dictionary that keeps at most `capacity` entries, forgetting the oldest insertion first.
///
/// The authority remembers which batches it decided so a resend gets the same answer; on a
/// document edited for months that memory must not grow without end, and only recent batches
/// are ever resent (clients resend what is unacknowledged after a reconnect).
public struct BoundedMap<Key: Hashable, Value> {
    public let capacity: Int
    private var entries: [Key: (value: Value, sequence: Int)] = [:]
    /// Insertion order; an element whose sequence no longer matches `entries` was removed or replaced.
    private var order: [(key: Key, sequence: Int)] = []
    private var orderStart = 0
    private var nextSequence = 0

    public init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    public var count: Int { entries.count }

    public subscript(key: Key) -> Value? { entries[key]?.value }

    /// Inserts or replaces; returns the entries forgotten to stay within `capacity`, oldest first.
    @discardableResult
    public mutating func insert(_ value: Value, for key: Key) -> [(key: Key, value: Value)] {
        entries[key] = (value, nextSequence)
        order.append((key, nextSequence))
        nextSequence += 1
        var forgotten: [(key: Key, value: Value)] = []
        while entries.count > capacity, orderStart < order.count {
            let oldest = order[orderStart]
            orderStart += 1
            if let entry = entries[oldest.key], entry.sequence == oldest.sequence {
                entries[oldest.key] = nil
                forgotten.append((oldest.key, entry.value))
            }
        }
        compactOrderIfUseful()
        return forgotten
    }

    public mutating func removeValue(for key: Key) {
        entries[key] = nil
        compactOrderIfUseful()
    }

    /// Drops the consumed prefix and stale elements once they outnumber the live ones.
    private mutating func compactOrderIfUseful() {
        guard order.count > 64, order.count > 2 * entries.count else { return }
        order = order[orderStart...].filter { entries[$0.key]?.sequence == $0.sequence }
        orderStart = 0
    }
}
