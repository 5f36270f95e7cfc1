import Dispatch

/// `map` over independent items on every core, results in input order. Parsing files is pure and
/// the files don't depend on each other, so this is safe and scales with cores.
enum ParallelMap {
    static func map<Item, Result>(_ items: [Item], _ transform: (Item) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        var results = [Result?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                slots[index] = transform(items[index])
            }
        }
        return results.map { $0! }
    }
}
