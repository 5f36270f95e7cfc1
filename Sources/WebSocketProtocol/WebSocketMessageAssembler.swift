/// Why a data message was rejected, with the close code to fail the connection with.
enum WebSocketMessageError: Error, Equatable {
    case unexpectedContinuation
    case messageInterrupted
    case invalidUTF8
    case tooLarge
    case invalidCompressedData

    var closeCode: UInt16 {
        switch self {
        case .unexpectedContinuation, .messageInterrupted: return WebSocketCloseCode.protocolError
        case .invalidUTF8, .invalidCompressedData: return WebSocketCloseCode.invalidPayload
        case .tooLarge: return WebSocketCloseCode.messageTooBig
        }
    }

    var reason: String {
        switch self {
        case .unexpectedContinuation: return "Continuation frame without a message in progress"
        case .messageInterrupted: return "New data frame before the fragmented message ended"
        case .invalidUTF8: return "Text message is not valid UTF-8"
        case .tooLarge: return "Message too big"
        case .invalidCompressedData: return "Invalid permessage-deflate data"
        }
    }
}

/// Reassembles data frames into messages: fragmentation rules, size limit (after decompression), streaming
/// inflate and streaming UTF-8 validation, so an invalid text message is rejected on its first bad byte.
struct WebSocketMessageAssembler {
    private struct InProgress {
        var isText: Bool
        var isCompressed: Bool
        var bytes: [UInt8] = []
        var utf8 = UTF8StreamValidator()
    }

    let maxMessageBytes: Int
    let decompressorResets: Bool
    private var current: InProgress?
    private var decompressor: PerMessageDecompressor?

    init(maxMessageBytes: Int, decompressorResets: Bool) {
        self.maxMessageBytes = maxMessageBytes
        self.decompressorResets = decompressorResets
    }

    /// Feeds one piece of a data frame; returns the message when its final frame completes.
    mutating func consume(_ chunk: WebSocketFrameChunk) throws(WebSocketMessageError) -> WebSocketMessage? {
        let header = chunk.header
        if chunk.isFrameStart {
            if header.opcode == .continuation {
                guard current != nil else { throw .unexpectedContinuation }
            } else {
                guard current == nil else { throw .messageInterrupted }
                current = InProgress(isText: header.opcode == .text, isCompressed: header.rsv1)
            }
        }
        guard var message = current else { throw .unexpectedContinuation }
        current = nil  // keep the buffer uniquely referenced while appending
        let validatedUpTo = message.bytes.count
        if message.isCompressed {
            let inflater = try activeDecompressor()
            do {
                try inflater.decompress(chunk.payload, into: &message.bytes, limit: maxMessageBytes)
                if chunk.isFrameEnd && header.fin {
                    try inflater.finishMessage(into: &message.bytes, limit: maxMessageBytes)
                }
            } catch {
                throw error == .tooLarge ? .tooLarge : .invalidCompressedData
            }
        } else {
            guard message.bytes.count + chunk.payload.count <= maxMessageBytes else { throw .tooLarge }
            message.bytes += chunk.payload
        }
        if message.isText {
            let valid = message.bytes.withUnsafeBytes { all in
                message.utf8.consume(UnsafeRawBufferPointer(rebasing: all[validatedUpTo...]))
            }
            guard valid else { throw .invalidUTF8 }
        }
        guard chunk.isFrameEnd && header.fin else {
            current = message
            return nil
        }
        if message.isText {
            guard message.utf8.isComplete else { throw .invalidUTF8 }
            return .text(String(decoding: message.bytes, as: UTF8.self))
        }
        return .binary(message.bytes)
    }

    /// Forgets a partial message (connection failing or closing).
    mutating func abandon() {
        current = nil
    }

    private mutating func activeDecompressor() throws(WebSocketMessageError) -> PerMessageDecompressor {
        if let decompressor { return decompressor }
        guard let created = PerMessageDecompressor(noContextTakeover: decompressorResets) else {
            throw .invalidCompressedData
        }
        decompressor = created
        return created
    }
}
