// XML round-trip benchmark: parse + serialize throughput, the graph index on top, and peak
// memory. Compiled by bench/xml.sh with swiftc -O together with the IBDocument XML and Graph
// sources (no XCTest, no SwiftPM). Usage:
//   xml-bench FILE [iterations]            time parse+serialize of FILE
//   xml-bench --memory FILE                peak RSS growth for one parse kept alive
//   xml-bench --synthesize FILE BYTES OUT  repeat FILE's scenes/objects until OUT has >= BYTES
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func readFile(_ path: String) -> [UInt8] {
    guard let handle = fopen(path, "rb") else { fatalError("cannot open \(path)") }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, handle)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    guard let handle = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
    fclose(handle)
}

/// Wall-clock seconds.
func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// CPU seconds used by this thread: steadier than wall-clock on a shared, busy machine.
func cpuNow() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func peakRSSKilobytes() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Int(usage.ru_maxrss)
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
}

/// Median wall-clock and CPU seconds of `iterations` runs of `body`.
func median(_ iterations: Int, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<iterations {
        let start = now()
        let startCPU = cpuNow()
        try body()
        cpu.append(cpuNow() - startCPU)
        wall.append(now() - start)
    }
    return (wall.sorted()[wall.count / 2], cpu.sorted()[cpu.count / 2])
}

func line(_ label: String, _ time: (wall: Double, cpu: Double), _ megabytes: Double, _ note: String = "") -> String {
    let padded = label + String(repeating: " ", count: max(0, 20 - label.count))
    return "\(padded)\(format(time.wall * 1000, 2)) ms  \(format(megabytes / time.wall)) MB/s   (CPU \(format(time.cpu * 1000, 2)) ms, \(format(megabytes / time.cpu)) MB/s)\(note)"
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--memory" {
    let bytes = readFile(arguments[1])
    let before = peakRSSKilobytes()
    let document = try MarkupDocument.parse(bytes)
    let output = document.serialized()
    let after = peakRSSKilobytes()
    precondition(output.count == bytes.count)
    let growth = Double(after - before) * 1024
    print("peak memory: +\(format(growth / 1_048_576)) MiB for one parse+serialize of a \(format(Double(bytes.count) / 1_048_576, 2)) MiB file (\(format(growth / Double(bytes.count)))x the file size; process peak \(after / 1024) MiB)")
    withExtendedLifetime(document) {}
} else if arguments.first == "--synthesize" {
    // Repeat the body of <scenes> (storyboards) or <objects> (xibs) until the file is big enough.
    let text = String(decoding: readFile(arguments[1]), as: UTF8.self)
    let target = Int(arguments[2])!
    let container = text.contains("<scenes>") ? "scenes" : "objects"
    guard let open = text.firstRange(of: "<\(container)>"), let close = text.firstRange(of: "</\(container)>") else {
        fatalError("no <\(container)> in \(arguments[1])")
    }
    let body = text[open.upperBound..<close.lowerBound]
    var middle = String(body)
    while text.utf8.count + middle.utf8.count < target { middle += body }
    let result = String(text[..<open.upperBound]) + middle + String(text[close.lowerBound...])
    writeFile(arguments[3], Array(result.utf8))
} else {
    let path = arguments[0]
    let iterations = arguments.count > 1 ? Int(arguments[1])! : 50
    let bytes = readFile(path)
    let megabytes = Double(bytes.count) / 1_000_000
    // Warm up and check identity once.
    let check = try MarkupDocument.parse(bytes).serialized()
    precondition(check == bytes, "round trip is not byte-identical for \(path)")
    let parse = try median(iterations) { _ = try MarkupDocument.parse(bytes) }
    let document = try MarkupDocument.parse(bytes)
    let serialize = median(iterations) { _ = document.serialized() }
    let roundTrip = try median(iterations) { _ = try MarkupDocument.parse(bytes).serialized() }
    let graph = try median(iterations) { _ = try InterfaceDocument(bytes: bytes).serialized() }
    print("file: \(path.split(separator: "/").last!) (\(bytes.count) bytes), median of \(iterations) runs")
    print(line("parse:", parse, megabytes))
    print(line("serialize:", serialize, megabytes))
    print(line("parse+serialize:", roundTrip, megabytes, "  (tree freed inside the timing)"))
    print(line("with object graph:", graph, megabytes, "  (parse + id index + serialize)"))
}
