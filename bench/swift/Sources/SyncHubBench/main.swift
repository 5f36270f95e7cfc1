import Dispatch
import Foundation
import Glibc
import Logging
import StoryweaveApp

/// Loopback figures for the sync hub (the real server in this process, real sockets, a real
/// SQLite file, synchronous=FULL):
///   latency      one-op batches one at a time, 50 clients: ack and op-to-broadcast p50/p99
///   throughput   pipelined one-op batches on one document (with 2, 10 and 50 clients)
///   paced        one-op batches offered at 20,000/s to 2, 10 and 50 clients: the rate kept and op → broadcast p99
///   documents    100 documents edited at once
///   memory       RSS per open 1 MB storyboard
///   welcome      hello → welcome (snapshot) for a cold 10,000-view document
/// Usage: SyncHubBench [--quick] [--only latency|paced|documents|memory|welcome] [--clients N]
/// (`--only`/`--clients`: one part and one client count, e.g. to profile the 50-client paced run alone)
let quick = CommandLine.arguments.contains("--quick")
func argument(_ name: String) -> String? {
    CommandLine.arguments.firstIndex(of: name).flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil }
}
let onlyPart = argument("--only"), onlyClients = argument("--clients").flatMap(Int.init)
func runs(_ part: String) -> Bool { onlyPart == nil || onlyPart == part }
let clientCounts = onlyClients.map { [$0] } ?? [2, 10, 50]
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../..").standardized.path
let directory = NSTemporaryDirectory() + "sync-hub-bench-\(UUID().uuidString)"
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }
var configuration = StoryweaveServerConfiguration()
configuration.http.port = 0
configuration.databasePath = directory + "/db.sqlite"
configuration.migrationsDirectory = repository + "/Migrations"
configuration.publicDirectory = nil
configuration.maxUploadBytes = 64 * 1024 * 1024
var logger = Logger(label: "bench")
logger.logLevel = .critical
let server = try StoryweaveServer(configuration: configuration, logger: logger)
try server.start()
let port = server.port

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func milliseconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds) / 1e6 }
func percentile(_ values: [UInt64], _ p: Double) -> Double {
    let sorted = values.sorted()
    return milliseconds(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))])
}
func residentBytes() -> Int {
    let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
    return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// A storyboard with one scene whose root view has `views` subviews (~170 bytes each).
func storyboard(views: Int) -> [UInt8] {
    var text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="c1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="c1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>

    """
    for index in 0..<views {
        text += "                    <view contentMode=\"scaleToFill\" id=\"v\(index)\">\n                        <rect key=\"frame\" x=\"0.0\" y=\"\(index)\" width=\"10\" height=\"10\"/>\n                    </view>\n"
    }
    text += """
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """
    return Array(text.utf8)
}

// MARK: Loopback clients

final class BenchSocket: @unchecked Sendable {
    let fd: Int32
    init(port: Int) {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        let result = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        precondition(result == 0, "connect failed")
    }
    func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            precondition(written > 0)
            offset += written
        }
    }
    func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 262_144)
        let count = read(into: &buffer)
        return Array(buffer[0..<count])
    }
    /// Reads into `buffer` (reused by the caller), returns the byte count (0 at the end).
    func read(into buffer: inout [UInt8]) -> Int {
        max(0, buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) })
    }
    func close() { Glibc.close(fd) }
}

func upload(_ body: [UInt8]) -> String {
    let socket = BenchSocket(port: port)
    socket.write(Array("POST /api/documents?name=Bench.storyboard HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body)
    var response: [UInt8] = []
    while true { let chunk = socket.read(); if chunk.isEmpty { break }; response += chunk }
    socket.close()
    let text = String(decoding: response, as: UTF8.self)
    guard let range = text.range(of: "\"id\":\"") else { fatalError("upload failed: \(text.prefix(300))") }
    return String(text[range.upperBound...].prefix { $0 != "\"" })
}

/// A WebSocket client with a reader thread; `onMessage` gets each message's type, version and arrival time.
final class BenchClient: @unchecked Sendable {
    let socket: BenchSocket
    var onMessage: (_ type: String, _ version: Int?, _ at: UInt64) -> Void = { _, _, _ in }
    private var buffer: [UInt8] = []
    private var bufferStart = 0
    private let readerFinished = DispatchSemaphore(value: 0)

    init(documentID: String) {
        socket = BenchSocket(port: port)
        socket.write(Array("GET /api/documents/\(documentID)/stream HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n".utf8))
        while true {
            buffer += socket.read()
            if let end = buffer.firstRange(of: [13, 10, 13, 10]) { buffer.removeSubrange(..<end.upperBound); break }
        }
    }

    func start() {
        Thread.detachNewThread { [self] in
            defer { readerFinished.signal() }
            var chunk = [UInt8](repeating: 0, count: 262_144)
            while true {
                let count = socket.read(into: &chunk)
                if count == 0 { return }
                buffer.append(contentsOf: chunk[0..<count])
                while let (type, versions) = nextMessage() {
                    let at = now()
                    if versions.isEmpty { onMessage(type, nil, at) }
                    // An `ops` message may carry several batches (one commit's): each version arrived now.
                    for version in versions { onMessage(type, version, at) }
                }
                if bufferStart > 0 { buffer.removeFirst(bufferStart); bufferStart = 0 }
            }
        }
    }

    private static let typeKey = Array(#""type":""#.utf8), versionKey = Array(#""version":"#.utf8),
                       batchesKey = Array(#""batches":["#.utf8)

    /// The next complete frame's message type and versions (found by scanning, not by a full JSON parse):
    /// the first `"version":` of a message, or every one of an `ops` message with `batches`.
    /// The scan uses memchr on the buffer's bytes: a profile of the 50-client run (perf record, --quick)
    /// put ~70% of all samples in these readers when they used `firstRange(of:)` on array slices
    /// (FoundationEssentials' generic, unspecialised DataProtocol search), against ~5% in the server's
    /// commit and fan-out, so the bench measured its own clients; with memchr + memcmp per quote they were
    /// still 31% of all samples (memcmp alone 15.6%, 2026-12-03), hence the search on the key's first letter.
    private func nextMessage() -> (String, [Int])? {
        let found: (message: (String, [Int]), end: Int)? = buffer.withUnsafeBufferPointer { bytes in
            let available = bytes.count - bufferStart
            guard available >= 2 else { return nil }
            var length = Int(bytes[bufferStart + 1] & 0x7F), header = 2
            if length == 126 { guard available >= 4 else { return nil }; length = Int(bytes[bufferStart + 2]) << 8 | Int(bytes[bufferStart + 3]); header = 4 }
            if length == 127 { guard available >= 10 else { return nil }; length = bytes[(bufferStart + 2)..<(bufferStart + 10)].reduce(0) { $0 << 8 | Int($1) }; header = 10 }
            guard available >= header + length else { return nil }
            let start = bufferStart + header, end = start + length
            /// The offset just past the first `key` in bytes[from..<end], if any. memchr looks for the key's
            /// second byte (its first letter: rarer in JSON than the quote before it) and the rest is compared in
            /// place, where memchr on the quote + a memcmp call per quote of the JSON cost 20% of all samples.
            func after(_ key: [UInt8], from: Int) -> Int? {
                guard from < end else { return nil }
                let base = bytes.baseAddress!
                var index = from + 1
                while index + key.count - 1 <= end {
                    guard let hit = memchr(base + index, Int32(key[1]), end - index - key.count + 2) else { return nil }
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - 1
                    var matched = true
                    for offset in 0..<key.count where bytes[at + offset] != key[offset] { matched = false; break }
                    if matched { return at + key.count }
                    index = at + 2
                }
                return nil
            }
            // The server's key order is not fixed (a welcome may put its snapshot first), so search the whole
            // payload: inside a JSON string every quote is escaped, so `"type":"` only matches the real key.
            var type = "?"
            if let typeStart = after(Self.typeKey, from: start) {
                var typeEnd = typeStart
                while typeEnd < end, bytes[typeEnd] != UInt8(ascii: "\"") { typeEnd += 1 }
                type = String(decoding: UnsafeBufferPointer(rebasing: bytes[typeStart..<typeEnd]), as: UTF8.self)
            }
            let all = type == "ops" && after(Self.batchesKey, from: start) != nil
            var versions: [Int] = []
            var from = start
            while let digitsStart = after(Self.versionKey, from: from) {
                var version = 0, index = digitsStart
                while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    version = version * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                if index > digitsStart { versions.append(version) }
                if !all { break }
                from = index
            }
            return ((type, versions), end)
        }
        guard let found else { return nil }
        bufferStart = found.end
        return found.message
    }

    /// Shuts the socket down, waits for the reader thread to see the end, then closes the descriptor.
    /// (Closing it under a blocked recv would let the reader go on reading whatever socket reuses the number.)
    func close() {
        shutdown(socket.fd, Int32(SHUT_RDWR))
        readerFinished.wait()
        socket.close()
    }

    func send(_ text: String) {
        let payload = Array(text.utf8), mask: [UInt8] = [1, 2, 3, 4]
        var frame: [UInt8] = [0x81]
        if payload.count < 126 { frame.append(0x80 | UInt8(payload.count)) } else { frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)] }
        socket.write(frame + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
    }

    /// Says hello and waits for the welcome; returns the time it took.
    @discardableResult
    func join(clientID: String) -> UInt64 {
        let welcomed = DispatchSemaphore(value: 0)
        let previous = onMessage
        onMessage = { type, _, _ in if type == "welcome" { welcomed.signal() } }
        start()
        let start = now()
        send(#"{"type":"hello","clientId":"\#(clientID)"}"#)
        welcomed.wait()
        let elapsed = now() - start
        onMessage = previous
        return elapsed
    }
}

func batch(_ index: Int, client: String, base: Int, view: String = "root") -> String {
    #"{"type":"ops","batch":{"batchId":"b\#(index)","clientId":"\#(client)","baseVersion":\#(base),"ops":[{"op":"setAttribute","target":{"in":{"id":"\#(view)"},"name":"rect","key":"frame"},"name":"x","value":"\#(index)"}]}}"#
}

/// Clients on one new document; client 0 edits, the others listen.
func clients(_ count: Int, on documentID: String, prefix: String) -> [BenchClient] {
    (0..<count).map { index in
        let client = BenchClient(documentID: documentID)
        client.join(clientID: "\(prefix)\(index)")
        return client
    }
}

// MARK: Latency and throughput on one document

func latencyAndThroughput(clientCount: Int, sequential: Int, pipelined: Int) {
    let documentID = upload(storyboard(views: 20))
    let group = clients(clientCount, on: documentID, prefix: "c")
    let lock = NSLock()
    var sendTimes: [Int: UInt64] = [:], ackLatencies: [UInt64] = [], broadcastLatencies: [UInt64] = []
    let acks = DispatchSemaphore(value: 0)
    for (index, client) in group.enumerated() {
        client.onMessage = { type, version, at in
            guard let version else { return }
            lock.lock()
            if let sent = sendTimes[version] {
                if type == "ack", index == 0 { ackLatencies.append(at - sent) }
                if type == "ops" { broadcastLatencies.append(at - sent) }
            }
            lock.unlock()
            if type == "ack", index == 0 { acks.signal() }
        }
    }
    for index in 0..<sequential {
        lock.lock(); sendTimes[index + 1] = now(); lock.unlock()
        group[0].send(batch(index, client: "c0", base: index))
        acks.wait()
    }
    Thread.sleep(forTimeInterval: 0.3)
    lock.lock()
    print(String(format: "  latency, %d clients, %d sequential one-op batches: ack p50 %.2f ms p99 %.2f ms; op-to-broadcast p50 %.2f ms p99 %.2f ms (%d deliveries)",
                 clientCount, sequential, percentile(ackLatencies, 0.5), percentile(ackLatencies, 0.99),
                 percentile(broadcastLatencies, 0.5), percentile(broadcastLatencies, 0.99), broadcastLatencies.count))
    sendTimes = [:]
    lock.unlock()
    let start = now()
    for index in sequential..<(sequential + pipelined) { group[0].send(batch(index, client: "c0", base: sequential)) }
    for _ in 0..<pipelined { acks.wait() }
    let seconds = Double(now() - start) / 1e9
    print(String(format: "  throughput, %d clients: %d pipelined one-op batches in %.2f s = %.0f ops/s applied, acknowledged and broadcast to %d",
                 clientCount, pipelined, seconds, Double(pipelined) / seconds, clientCount - 1))
    for client in group { client.close() }
}

/// Client 0 sends one-op batches at a fixed rate (a burst every millisecond) for `seconds`; every
/// other client records when each version reaches it. Prints the rate achieved (acks received over
/// the time taken until the last ack) and op → broadcast p50/p99 over every delivery.
func paced(clientCount: Int, rate: Int, seconds: Double) {
    let documentID = upload(storyboard(views: 20))
    let group = clients(clientCount, on: documentID, prefix: "p")
    let total = Int(Double(rate) * seconds)
    let lock = NSLock()
    var sendTimes = [UInt64](repeating: 0, count: total + 2)
    /// Each listener keeps its own arrivals (version, time), read after the run: one lock shared by the 49
    /// reader threads on every delivery was contended (futex calls outnumbered the server's socket writes).
    final class Arrivals: @unchecked Sendable {
        let lock = NSLock()
        var items: [(version: Int, at: UInt64)] = []
    }
    let arrivals = group.map { _ in Arrivals() }
    let acked = DispatchSemaphore(value: 0)
    for (index, client) in group.enumerated() {
        let mine = arrivals[index]
        mine.items.reserveCapacity(index == 0 ? 0 : total)
        client.onMessage = { type, version, at in
            guard let version, version <= total else { return }
            if index == 0 {
                if type == "ack" { acked.signal() }
                return
            }
            guard type == "ops" else { return }
            mine.lock.lock(); mine.items.append((version, at)); mine.lock.unlock()
        }
    }
    let perMillisecond = max(1, rate / 1000)
    let start = now()
    var sent = 0
    while sent < total {
        let due = min(total, Int(Double(now() - start) / 1e6 * Double(rate) / 1000) + perMillisecond)
        lock.lock()
        let stamp = now()
        for index in sent..<due { sendTimes[index + 1] = stamp }
        lock.unlock()
        for index in sent..<due { group[0].send(batch(index, client: "p0", base: 0)) }
        sent = due
        let next = start + UInt64(Double(sent) / Double(rate) * 1e9)
        if next > now() { usleep(useconds_t((next - now()) / 1000)) }
    }
    for _ in 0..<total { acked.wait() }
    let elapsed = Double(now() - start) / 1e9
    Thread.sleep(forTimeInterval: 0.3)
    lock.lock()
    var latencies: [UInt64] = []
    latencies.reserveCapacity(total * (clientCount - 1))
    for listener in arrivals.dropFirst() {
        listener.lock.lock()
        for (version, at) in listener.items { latencies.append(at - sendTimes[version]) }
        listener.lock.unlock()
    }
    print(String(format: "  paced, %d clients: %d one-op batches offered at %d/s, all acknowledged after %.2f s = %.0f batches/s; op-to-broadcast p50 %.2f ms p99 %.2f ms (%d deliveries of %d)",
                 clientCount, total, rate, elapsed, Double(total) / elapsed, percentile(latencies, 0.5), percentile(latencies, 0.99),
                 latencies.count, total * (clientCount - 1)))
    lock.unlock()
    for client in group { client.close() }
}

// MARK: Many documents

func manyDocuments(_ count: Int, batchesEach: Int) {
    let ids = (0..<count).map { _ in upload(storyboard(views: 20)) }
    let editors = ids.enumerated().map { index, id -> (editor: BenchClient, listener: BenchClient) in
        let editor = BenchClient(documentID: id), listener = BenchClient(documentID: id)
        editor.join(clientID: "e\(index)")
        listener.join(clientID: "l\(index)")
        return (editor, listener)
    }
    let done = DispatchSemaphore(value: 0)
    for (editor, _) in editors {
        var acked = 0
        editor.onMessage = { type, _, _ in if type == "ack" { acked += 1; if acked == batchesEach { done.signal() } } }
    }
    let start = now()
    DispatchQueue.concurrentPerform(iterations: count) { index in
        for number in 0..<batchesEach { editors[index].editor.send(batch(number, client: "e\(index)", base: 0)) }
    }
    for _ in 0..<count { done.wait() }
    let seconds = Double(now() - start) / 1e9
    print(String(format: "  %d documents open, 2 clients each: %d one-op batches in %.2f s = %.0f ops/s in total",
                 count, count * batchesEach, seconds, Double(count * batchesEach) / seconds))
    for (editor, listener) in editors { editor.close(); listener.close() }
}

// MARK: Memory and welcome

func memoryPerDocument(count: Int) {
    let bytes = storyboard(views: 6_000)
    let ids = (0..<count).map { _ in upload(bytes) }
    Thread.sleep(forTimeInterval: 0.5)
    let before = residentBytes()
    let opened = ids.enumerated().map { index, id -> BenchClient in
        let client = BenchClient(documentID: id)
        client.join(clientID: "m\(index)")
        return client
    }
    Thread.sleep(forTimeInterval: 0.5)
    let after = residentBytes()
    print(String(format: "  memory: %d open documents of %.2f MB each: RSS +%.1f MB = %.2f MB per open document",
                 count, Double(bytes.count) / 1e6, Double(after - before) / 1e6, Double(after - before) / 1e6 / Double(count)))
    for client in opened { client.close() }
}

func welcome(views: Int, runs: Int) {
    let bytes = storyboard(views: views)
    var times: [UInt64] = []
    for run in 0..<runs {
        let id = upload(bytes)  // a new document each time: the hub opens it from SQLite (cold)
        let client = BenchClient(documentID: id)
        times.append(client.join(clientID: "w\(run)"))
        client.close()
    }
    print(String(format: "  welcome: %d-view document (%.2f MB), cold open: hello → welcome with snapshot received p50 %.1f ms, max %.1f ms over %d documents",
                 views, Double(bytes.count) / 1e6, percentile(times, 0.5), milliseconds(times.max() ?? 0), runs))
}

print("SyncHubBench (release, loopback, SQLite WAL synchronous=FULL)\(quick ? " --quick" : "")")
if runs("latency") {
    for clientCount in clientCounts {
        latencyAndThroughput(clientCount: clientCount, sequential: quick ? 100 : 500, pipelined: quick ? 5_000 : 50_000)
    }
}
if runs("paced") { for clientCount in clientCounts { paced(clientCount: clientCount, rate: 20_000, seconds: quick ? 1 : 3) } }
if runs("documents") { manyDocuments(100, batchesEach: quick ? 100 : 1_000) }
if runs("memory") { memoryPerDocument(count: quick ? 5 : 20) }
if runs("welcome") { welcome(views: 10_000, runs: quick ? 3 : 10) }
exit(0)
