/// The runs of a keyed `NSAttributedString` with more than one run, as Foundation's coder writes
/// them on both platforms (AppKit text storages, `AppKitTextViewEncoder`; UIKit attributed text,
/// `UIKitAttributedStringEncoder`): `NSAttributes` is the array of distinct dictionaries and
/// `NSAttributeInfo` an `NSMutableData` holding, per run, its UTF-16 length and its dictionary's
/// index as base-128 varints (the macOS pair textview_multiattr; varints past 127 from a public
/// nib writer's `_encode_runs`).
enum AttributedStringRuns {
    /// `NSAttributeInfo` for runs of (UTF-16 length, dictionary index).
    static func attributeInfo(_ runs: [(length: Int, index: Int)]) -> AppKitArchiveObject {
        let info = AppKitArchiveObject(className: "NSMutableData")
        info.append("NS.bytes", .bytes(runs.flatMap { varint($0.length) + varint($0.index) }))
        return info
    }

    /// Little-endian base 128, the high bit set on every byte but the last.
    static func varint(_ value: Int) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(value & 0x7F)
            value >>= 7
            bytes.append(value == 0 ? low : low | 0x80)
        } while value != 0
        return bytes
    }
}
