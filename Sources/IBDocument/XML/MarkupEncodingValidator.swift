/// One pass over the input before parsing: well-formed UTF-8 (no overlongs, surrogates or
/// values past U+10FFFF) and only characters XML 1.0 allows.
enum MarkupEncodingValidator {
    static func validate(_ buffer: UnsafeBufferPointer<UInt8>) throws {
        var index = 0
        let count = buffer.count
        let base = UnsafeRawPointer(buffer.baseAddress!)
        while index < count {
            // Fast path: 8 ASCII bytes at a time, none of them a control character.
            if index + 8 <= count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
                if word & 0x8080_8080_8080_8080 == 0 && belowSpace == 0 {
                    index += 8
                    continue
                }
            }
            let lead = buffer[index]
            if lead < 0x80 {
                if lead < 0x20 && lead != 0x09 && lead != 0x0A && lead != 0x0D {
                    throw MarkupParseError.at(.illegalCharacter(UInt32(lead)), offset: index, in: buffer)
                }
                index += 1
                continue
            }
            let length: Int
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
            default: throw MarkupParseError.at(.invalidUTF8, offset: index, in: buffer)
            }
            guard index + length <= count else { throw MarkupParseError.at(.invalidUTF8, offset: index, in: buffer) }
            for offset in 1..<length {
                let byte = buffer[index + offset]
                guard byte & 0xC0 == 0x80 else { throw MarkupParseError.at(.invalidUTF8, offset: index, in: buffer) }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
                throw MarkupParseError.at(.invalidUTF8, offset: index, in: buffer)
            }
            if value == 0xFFFE || value == 0xFFFF {
                throw MarkupParseError.at(.illegalCharacter(value), offset: index, in: buffer)
            }
            index += length
        }
    }
}
