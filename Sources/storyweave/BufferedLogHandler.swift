import Dispatch
import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// A swift-log handler that appends formatted lines to a shared in-memory buffer and writes it to a file
/// descriptor from a background queue at most every `flushInterval` (or at once past `maxBufferedBytes`).
///
/// Why: the server logs one line per request. swift-log's `StreamLogHandler` formats a timestamp and does a
/// locked, flushed write per line on the calling I/O queue, which capped throughput at about 9k req/s here;
/// batching the writes keeps logging off the hot path. The price: lines from the last `flushInterval` are lost
/// if the process is killed with SIGKILL (a graceful stop calls `flush()`).
struct BufferedLogHandler: LogHandler {
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]
    private let label: String
    private let sink: BufferedLogSink

    init(label: String, sink: BufferedLogSink) {
        self.label = label
        self.sink = sink
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = event.metadata.map { metadata.merging($0) { _, new in new } } ?? metadata
        let fields = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        sink.append("\(sink.timestamp()) \(event.level) \(label):\(fields) \(event.message)\n")
    }
}

/// The buffer shared by every `BufferedLogHandler` of the process.
final class BufferedLogSink: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let flushInterval: DispatchTimeInterval
    private let maxBufferedBytes: Int
    private let queue = DispatchQueue(label: "storyweave.log")
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    private var flushScheduled = false
    private var cachedSecond = 0
    private var cachedStamp = ""

    init(fileDescriptor: Int32 = STDOUT_FILENO, flushInterval: DispatchTimeInterval = .milliseconds(50),
         maxBufferedBytes: Int = 256 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.flushInterval = flushInterval
        self.maxBufferedBytes = maxBufferedBytes
    }

    func append(_ line: String) {
        lock.lock()
        buffer.append(contentsOf: line.utf8)
        let overflow = buffer.count >= maxBufferedBytes
        let schedule = !flushScheduled && !overflow
        if schedule { flushScheduled = true }
        lock.unlock()
        if overflow {
            queue.async { self.flush() }
        } else if schedule {
            queue.asyncAfter(deadline: .now() + flushInterval) { self.flush() }
        }
    }

    /// Writes everything buffered so far (call before exit).
    func flush() {
        lock.lock()
        let pending = buffer
        buffer.removeAll(keepingCapacity: true)
        flushScheduled = false
        lock.unlock()
        pending.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(fileDescriptor, raw.baseAddress! + offset, raw.count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { break }
            }
        }
    }

    /// ISO 8601 local-zone timestamp with second precision, formatted once per second.
    func timestamp() -> String {
        var now = time(nil)
        lock.lock()
        defer { lock.unlock() }
        if now != cachedSecond {
            var parts = tm()
            localtime_r(&now, &parts)
            var characters = [Int8](repeating: 0, count: 32)
            strftime(&characters, characters.count, "%Y-%m-%dT%H:%M:%S%z", &parts)
            cachedStamp = String(cString: characters)
            cachedSecond = now
        }
        return cachedStamp
    }
}
