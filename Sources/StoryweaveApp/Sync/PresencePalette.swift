/// The presence and avatar colours: a stable colour per client id (FNV-1a of its UTF-8 bytes),
/// from a palette that reads on white and dark canvases.
enum PresencePalette {
    static let colors = ["#e5484d", "#0090ff", "#30a46c", "#f76b15", "#8e4ec6", "#d6409f", "#12a594", "#ffc53d"]

    static func color(for clientID: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in clientID.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return colors[Int(hash % UInt32(colors.count))]
    }
}
