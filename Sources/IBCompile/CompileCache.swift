import Foundation
import IBDocument

/// Compiled documents by their bytes. The REST export compiles a document version once for all
/// its formats (`nib`/`storyboardc` and the `bundle` that carries the same files), and a caller
/// that compiles the same bytes again — the corpus export test, which checks the server's files
/// against the compiler's — gets that output without compiling.
///
/// The key is what the output depends on: the document's bytes, its name and Base localization,
/// for the default compiler (`NibCompiler()`: Storyweave's colour profiles, the standard lint
/// rules). A refusal (`CompileError`) is kept too; a document that does not parse is not. Least
/// recently used entries go first beyond `maxEntries` or `maxBytes` (document + output bytes).
/// One compile's output is kept as it was: a document whose nib holds the time of its compile (a
/// date picker without a date, as ibtool archives it) gets the first compile's bytes again.
public final class CompileCache: @unchecked Sendable {
    public static let shared = CompileCache()

    struct Key: Hashable {
        let bytes: [UInt8]
        let name: String
        let isBaseLocalized: Bool
    }

    private let lock = NSLock()
    private var entries: [Key: (result: Result<CompiledOutput, CompileError>, size: Int)] = [:]
    private var recency: [Key] = []
    private var totalBytes = 0
    private let maxEntries: Int
    private let maxBytes: Int
    /// Compiles answered from the cache, and compiles run.
    public private(set) var hits = 0
    public private(set) var misses = 0

    public init(maxEntries: Int = 64, maxBytes: Int = 64 << 20) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
    }

    /// `NibCompiler().compile` of the document `bytes` hold (`document`, when the caller has
    /// parsed it already, saves parsing them again), from the cache when these bytes were compiled before.
    public func compile(bytes: [UInt8], document: InterfaceDocument? = nil, name: String, isBaseLocalized: Bool = false) throws -> CompiledOutput {
        let key = Key(bytes: bytes, name: name, isBaseLocalized: isBaseLocalized)
        if let cached = lookUp(key) { return try cached.get() }
        let parsed = try document ?? InterfaceDocument(bytes: bytes)
        var compiler = NibCompiler()
        compiler.isBaseLocalized = isBaseLocalized
        let result: Result<CompiledOutput, CompileError>
        do { result = .success(try compiler.compile(parsed, name: name)) } catch let error as CompileError { result = .failure(error) }
        store(result, for: key)
        return try result.get()
    }

    private func lookUp(_ key: Key) -> Result<CompiledOutput, CompileError>? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key] else {
            misses += 1
            return nil
        }
        hits += 1
        if recency.last != key, let index = recency.firstIndex(of: key) {
            recency.remove(at: index)
            recency.append(key)
        }
        return entry.result
    }

    private func store(_ result: Result<CompiledOutput, CompileError>, for key: Key) {
        let outputBytes = (try? result.get())?.files.reduce(0) { $0 + $1.bytes.count } ?? 0
        let size = key.bytes.count + outputBytes
        lock.lock()
        defer { lock.unlock() }
        guard entries[key] == nil else { return }
        entries[key] = (result, size)
        recency.append(key)
        totalBytes += size
        while recency.count > maxEntries || totalBytes > maxBytes, let oldest = recency.first {
            recency.removeFirst()
            totalBytes -= entries.removeValue(forKey: oldest)?.size ?? 0
        }
    }
}
