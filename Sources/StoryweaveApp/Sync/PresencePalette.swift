/// The presence and avatar colours, defined here once: a stable colour per client id (FNV-1a of its
/// UTF-8 bytes), from a palette that reads on white and dark canvases. The browser gets the same
/// palette from `GET /css/palette.css` (`stylesheet`, imported by `Public/css/account.css`): the
/// avatar classes and the list `Public/js/account/dom.js` hashes names into.
enum PresencePalette {
    /// Each colour with the ink of the initials written on it (dark on the one light colour).
    static let entries: [(color: String, ink: String)] = [
        ("#e5484d", "#fff"), ("#0090ff", "#fff"), ("#30a46c", "#fff"), ("#f76b15", "#fff"),
        ("#8e4ec6", "#fff"), ("#d6409f", "#fff"), ("#12a594", "#fff"), ("#ffc53d", "#3d2e00"),
    ]

    static let colors = entries.map(\.color)

    static func color(for clientID: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in clientID.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return colors[Int(hash % UInt32(colors.count))]
    }

    /// `/css/palette.css`: `--presence-palette` on `:root` lists the colours in order (the scripts read
    /// it), and `.sw-avatar.avatar-cN` paints an avatar with colour N and its ink (two classes: the palette
    /// wins over `.sw-avatar`'s grey whatever the order of the stylesheets).
    static let stylesheet: String = {
        var css = "/* Served by the server from Sources/StoryweaveApp/Sync/PresencePalette.swift: the presence and avatar colours. */\n"
        css += ":root { --presence-palette: \(colors.joined(separator: " ")); }\n"
        for (index, entry) in entries.enumerated() {
            css += ".sw-avatar.avatar-c\(index) { background: \(entry.color); color: \(entry.ink); }\n"
        }
        return css
    }()
}
