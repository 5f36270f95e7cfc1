import SystemZlib

/// gzip (RFC 1952) compression through zlib: windowBits 31 = 15-bit window + gzip wrapper.
/// The z_stream lives in allocated memory: zlib keeps a pointer back to it (`state->strm`) and refuses a
/// stream that moved, so it must not be a Swift local passed `inout` (whose address isn't guaranteed).
enum Gzip {
    static func compress(_ input: [UInt8], level: Int32 = 6) -> [UInt8]? {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        let initStatus = deflateInit2_(stream, level, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY,
                                       zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard initStatus == Z_OK else { return nil }
        defer { deflateEnd(stream) }
        let bound = Int(deflateBound(stream, uLong(input.count))) + 32
        var output = [UInt8](repeating: 0, count: bound)
        var input = input
        let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.pointee.next_in = inBuffer.baseAddress
                stream.pointee.avail_in = uInt(inBuffer.count)
                stream.pointee.next_out = outBuffer.baseAddress
                stream.pointee.avail_out = uInt(outBuffer.count)
                return deflate(stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeSubrange(Int(stream.pointee.total_out)...)
        return output
    }

    /// Inflates gzip data (used by tests to check what was sent).
    static func decompress(_ input: [UInt8]) -> [UInt8]? {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard inflateInit2_(stream, 31, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(stream) }
        var input = input
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        return input.withUnsafeMutableBufferPointer { inBuffer -> [UInt8]? in
            stream.pointee.next_in = inBuffer.baseAddress
            stream.pointee.avail_in = uInt(inBuffer.count)
            while true {
                let status: Int32 = chunk.withUnsafeMutableBufferPointer { outBuffer in
                    stream.pointee.next_out = outBuffer.baseAddress
                    stream.pointee.avail_out = uInt(outBuffer.count)
                    return inflate(stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.pointee.avail_out)
                result.append(contentsOf: chunk[0..<produced])
                if status == Z_STREAM_END { return result }
                if status != Z_OK || (produced == 0 && stream.pointee.avail_in == 0) { return nil }
            }
        }
    }
}
