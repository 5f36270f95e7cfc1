import Dispatch
import Foundation
import Glibc
import IBSync
import Logging
import StoryweaveApp

/// Loopback figures for the sync hub: N clients on one document, one of them editing.
/// latency = send of a one-op batch → arrival of its `ops` at each other client (and of the ack);
/// throughput = pipelined one-op batches, each persisted (op log row + head) before its ack.
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
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 65_536, 0) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}

func upload(port: Int, _ body: [UInt8]) -> String {
    let socket = BenchSocket(port: port)
    socket.write(Array("POST /api/documents?name=Bench.storyboard HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body)
    var response: [UInt8] = []
    while true { let chunk = socket.read(); if chunk.isEmpty { break }; response += chunk }
    let text = String(decoding: response, as: UTF8.self)
    let range = text.range(of: "\"id\":\"")!
    return String(text[range.upperBound...].prefix { $0 != "\"" })
}

final class BenchClient: @unchecked Sendable {
    let socket: BenchSocket
    var onMessage: ([String: Any], UInt64) -> Void = { _, _ in }
    private var buffer: [UInt8] = []

    init(port: Int, documentID: String) {
        socket = BenchSocket(port: port)
        socket.write(Array("GET /api/documents/\(documentID)/stream HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n".utf8))
        while true {
            buffer += socket.read()
            if let end = buffer.firstRange(of: [13, 10, 13, 10]) { buffer.removeSubrange(..<end.upperBound); break }
        }
    }

    func start() {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = socket.read()
                if chunk.isEmpty { return }
                buffer += chunk
                while let text = nextMessage() {
                    let now = DispatchTime.now().uptimeNanoseconds
                    if let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] { onMessage(object, now) }
                }
            }
        }
    }

    private func nextMessage() -> String? {
        guard buffer.count >= 2 else { return nil }
        var length = Int(buffer[1] & 0x7F), header = 2
        if length == 126 { guard buffer.count >= 4 else { return nil }; length = Int(buffer[2]) << 8 | Int(buffer[3]); header = 4 }
        if length == 127 { guard buffer.count >= 10 else { return nil }; length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }; header = 10 }
        guard buffer.count >= header + length else { return nil }
        let text = String(decoding: buffer[header..<(header + length)], as: UTF8.self)
        buffer.removeFirst(header + length)
        return text
    }

    func send(_ text: String) {
        let payload = Array(text.utf8), mask: [UInt8] = [1, 2, 3, 4]
        var frame: [UInt8] = [0x81]
        if payload.count < 126 { frame.append(0x80 | UInt8(payload.count)) } else { frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)] }
        socket.write(frame + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
    }
}

func percentile(_ values: [UInt64], _ p: Double) -> Double {
    let sorted = values.sorted()
    return Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]) / 1e6
}

let clientCount = Int(CommandLine.arguments.dropFirst().first ?? "50") ?? 50
let directory = NSTemporaryDirectory() + "sync-hub-bench-\(UUID().uuidString)"
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
var configuration = StoryweaveServerConfiguration()
configuration.http.port = 0
configuration.databasePath = directory + "/db.sqlite"
configuration.migrationsDirectory = "/work/main/Migrations"
configuration.publicDirectory = nil
var logger = Logger(label: "bench")
logger.logLevel = .critical
let server = try StoryweaveServer(configuration: configuration, logger: logger)
try server.start()
let storyboard = try String(contentsOfFile: "/work/main/Sources/IBDocument/Templates/IOSTemplates.swift", encoding: .utf8)
let xmlStart = storyboard.range(of: "<?xml")!.lowerBound
let xmlEnd = storyboard.range(of: "</document>")!.upperBound
let xml = storyboard[xmlStart..<xmlEnd].split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n") + "\n"
let documentID = upload(port: server.port, Array(xml.utf8))

let lock = NSLock()
var arrivals: [UInt64] = []
var ackTimes: [Int: UInt64] = [:]
var sendTimes: [Int: UInt64] = [:]
let acks = DispatchSemaphore(value: 0)
var clients: [BenchClient] = []
for index in 0..<clientCount {
    let client = BenchClient(port: server.port, documentID: documentID)
    let welcomed = DispatchSemaphore(value: 0)
    client.onMessage = { message, now in
        switch message["type"] as? String {
        case "welcome": welcomed.signal()
        case "ack":
            let version = message["version"] as! Int
            lock.lock(); ackTimes[version] = now; lock.unlock()
            acks.signal()
        case "ops":
            let version = (message["batch"] as! [String: Any])["version"] as! Int
            lock.lock(); if let sent = sendTimes[version] { arrivals.append(now - sent) }; lock.unlock()
        default: break
        }
    }
    client.start()
    client.send(#"{"type":"hello","clientId":"c\#(index)"}"#)
    welcomed.wait()
    clients.append(client)
}

func batch(_ index: Int, version: Int) -> String {
    #"{"type":"ops","batch":{"batchId":"b\#(index)","clientId":"c0","baseVersion":\#(version),"ops":[{"op":"setAttribute","target":{"in":{"id":"8bC-Xf-vdC"},"name":"rect","key":"frame"},"name":"x","value":"\#(index)"}]}}"#
}

// Latency: one batch at a time.
let latencyBatches = 500
for index in 0..<latencyBatches {
    lock.lock(); sendTimes[index + 1] = DispatchTime.now().uptimeNanoseconds; lock.unlock()
    clients[0].send(batch(index, version: index))
    acks.wait()
}
Thread.sleep(forTimeInterval: 0.5)
lock.lock()
let ackLatencies = (1...latencyBatches).map { ackTimes[$0]! - sendTimes[$0]! }
let broadcast = arrivals
lock.unlock()
print("clients=\(clientCount) batches=\(latencyBatches) (sequential, one setAttribute each)")
print(String(format: "ack latency p50 %.2f ms p99 %.2f ms", percentile(ackLatencies, 0.5), percentile(ackLatencies, 0.99)))
print(String(format: "op-to-broadcast latency p50 %.2f ms p99 %.2f ms over %d deliveries", percentile(broadcast, 0.5), percentile(broadcast, 0.99), broadcast.count))

// Throughput: pipelined.
let pipelined = 3000
let start = DispatchTime.now().uptimeNanoseconds
for index in latencyBatches..<(latencyBatches + pipelined) { clients[0].send(batch(index, version: latencyBatches)) }
for _ in 0..<pipelined { acks.wait() }
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
print(String(format: "throughput: %d pipelined batches in %.2f s = %.0f batches/s (group commit: op log rows + head blob per transaction)", pipelined, seconds, Double(pipelined) / seconds))
try? FileManager.default.removeItem(atPath: directory)
exit(0)
