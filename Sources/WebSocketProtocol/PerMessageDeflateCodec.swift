import SystemZlib

/// The 4 bytes a Z_SYNC_FLUSH ends with; RFC 7692 §7.2.1 strips them from each message, §7.2.2 adds them back.
let deflateSyncTail: [UInt8] = [0x00, 0x00, 0xFF, 0xFF]

enum PerMessageDeflateError: Error, Equatable {
    case invalidData
    case tooLarge
}

/// Outgoing side of permessage-deflate: raw deflate (no zlib header), one Z_SYNC_FLUSH per message.
/// A class because zlib keeps a pointer back to its z_stream, which therefore must never move.
final class PerMessageCompressor {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let resetAfterEachMessage: Bool

    /// `windowBits` 8 is run as 9 bits with Z_RLE: zlib rejects raw deflate with a 256-byte window, and RLE only
    /// emits distance-1 matches, which any window can decode.
    init?(windowBits: Int, noContextTakeover: Bool, level: Int32, memoryLevel: Int32) {
        stream.initialize(to: z_stream())
        resetAfterEachMessage = noContextTakeover
        let bits = Int32(max(9, min(15, windowBits)))
        let strategy = windowBits <= 8 ? Z_RLE : Z_DEFAULT_STRATEGY
        let status = deflateInit2_(stream, level, Z_DEFLATED, -bits, memoryLevel, strategy,
                                   zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            return nil
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// Compresses one whole message and strips the trailing 00 00 ff ff.
    func compress(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 2 + 64)
        var chunk = [UInt8](repeating: 0, count: max(1024, min(64 * 1024, input.count + 64)))
        input.withUnsafeBytes { inputBytes in
            var placeholder: UInt8 = 0
            withUnsafeMutablePointer(to: &placeholder) { empty in
                stream.pointee.next_in = inputBytes.isEmpty
                    ? empty
                    : UnsafeMutablePointer(mutating: inputBytes.bindMemory(to: UInt8.self).baseAddress!)
                stream.pointee.avail_in = UInt32(inputBytes.count)
                repeat {
                    let produced = chunk.withUnsafeMutableBytes { out -> Int in
                        stream.pointee.next_out = out.bindMemory(to: UInt8.self).baseAddress
                        stream.pointee.avail_out = UInt32(out.count)
                        _ = deflate(stream, Z_SYNC_FLUSH)
                        return out.count - Int(stream.pointee.avail_out)
                    }
                    output.append(contentsOf: chunk[0 ..< produced])
                } while stream.pointee.avail_out == 0
                stream.pointee.next_in = nil
            }
        }
        if output.count >= 4 && Array(output.suffix(4)) == deflateSyncTail { output.removeLast(4) }
        if resetAfterEachMessage { deflateReset(stream) }
        return output
    }
}

/// Incoming side: raw inflate, by default with a 15-bit window (always enough, whatever window the client uses).
/// Output is produced in bounded steps so a compression bomb stops at `limit` instead of exhausting memory.
final class PerMessageDecompressor {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let resetAfterEachMessage: Bool
    private var scratch = [UInt8](repeating: 0, count: 16 * 1024)

    init?(noContextTakeover: Bool, windowBits: Int = 15) {
        stream.initialize(to: z_stream())
        resetAfterEachMessage = noContextTakeover
        guard inflateInit2_(stream, -Int32(windowBits), zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            return nil
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    /// Inflates the next piece of a compressed message, appending to `output`, which must stay ≤ `limit` bytes.
    func decompress(_ input: [UInt8], into output: inout [UInt8], limit: Int) throws(PerMessageDeflateError) {
        try inflateAll(input, into: &output, limit: limit)
    }

    /// Ends a message: feeds the stripped 00 00 ff ff tail back in, then resets if context takeover is off.
    func finishMessage(into output: inout [UInt8], limit: Int) throws(PerMessageDeflateError) {
        try inflateAll(deflateSyncTail, into: &output, limit: limit)
        if resetAfterEachMessage { inflateReset(stream) }
    }

    /// Drops any partial message state (used when a message is abandoned).
    func reset() { inflateReset(stream) }

    private func inflateAll(_ input: [UInt8], into output: inout [UInt8], limit: Int) throws(PerMessageDeflateError) {
        guard !input.isEmpty else { return }
        var failure: PerMessageDeflateError?
        input.withUnsafeBytes { inputBytes in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: inputBytes.bindMemory(to: UInt8.self).baseAddress!)
            stream.pointee.avail_in = UInt32(inputBytes.count)
            defer { stream.pointee.next_in = nil; stream.pointee.avail_in = 0 }
            while true {
                var status: Int32 = Z_OK
                let produced = scratch.withUnsafeMutableBytes { out -> Int in
                    stream.pointee.next_out = out.bindMemory(to: UInt8.self).baseAddress
                    stream.pointee.avail_out = UInt32(out.count)
                    status = inflate(stream, Z_SYNC_FLUSH)
                    return out.count - Int(stream.pointee.avail_out)
                }
                if produced > 0 {
                    guard output.count + produced <= limit else { failure = .tooLarge; return }
                    output.append(contentsOf: scratch[0 ..< produced])
                }
                switch status {
                case Z_OK:
                    // Stop once all input is consumed and zlib had spare output room (nothing pending).
                    if stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return }
                case Z_STREAM_END:
                    // The peer set BFINAL; start a fresh stream for whatever follows.
                    inflateReset(stream)
                    if stream.pointee.avail_in == 0 { return }
                case Z_BUF_ERROR:
                    if stream.pointee.avail_in == 0 { return }   // no progress possible: needs more input
                    failure = .invalidData
                    return
                default:
                    failure = .invalidData
                    return
                }
            }
        }
        if let failure { throw failure }
    }
}
