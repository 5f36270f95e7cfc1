// libFuzzer target for the pure HTTP/1.1 request parser (Sources/HTTPServer/HTTP1/*, stdlib-only files).
// Oracle: feeding the same bytes in one piece and in fuzzer-chosen pieces must give identical events or the
// same error; ASan catches memory errors; any trap (overflow, out-of-bounds) is a crash.

struct Outcome: Equatable {
    var events: [HTTPParserEvent] = []
    var error: HTTPParseError?
    var targets: [String] = []
}

func run(_ bytes: [UInt8], splits: [Int], limits: HTTPParserLimits) -> Outcome {
    var parser = HTTPRequestParser(limits: limits)
    var outcome = Outcome()
    var offset = 0
    var pieces = splits.filter { $0 > 0 && $0 < bytes.count }.sorted()
    pieces.append(bytes.count)
    for end in pieces where end >= offset {
        parser.append(Array(bytes[offset..<end]))
        offset = end
        do {
            while let event = try parser.next() {
                outcome.events.append(event)
                if case .head(let head) = event {
                    // Exercise target decoding too; its result must be deterministic.
                    if let target = try? RequestTarget.parse(head.target, method: head.method) {
                        outcome.targets.append(target.path)
                    } else {
                        outcome.targets.append("<invalid>")
                    }
                }
            }
        } catch {
            outcome.error = error
            return outcome
        }
    }
    return outcome
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    // Small limits so the fuzzer reaches every limit branch; the selector varies them.
    let limits = HTTPParserLimits(maxRequestLineBytes: 64 + Int(selector & 0x3) * 64,
                                  maxHeaderBytes: 128 + Int((selector >> 2) & 0x3) * 128,
                                  maxHeaderCount: 2 + Int((selector >> 4) & 0x3) * 4,
                                  maxBodyBytes: 64 + Int(selector >> 6) * 256)
    let whole = run(bytes, splits: [], limits: limits)
    var splits: [Int] = []
    var position = Int(selector) % 7 + 1
    while position < bytes.count {
        splits.append(position)
        position += Int(bytes[position] % 13) + 1
    }
    let pieces = run(bytes, splits: splits, limits: limits)
    if whole != pieces {
        fatalError("split-dependent result: whole=\(whole) pieces=\(pieces)")
    }
    return 0
}
