/// The library name and scale of an uploaded file, as Xcode derives them: the last path
/// component, without an image extension, without an `@2x`/`@3x` (or `@1x`) suffix
/// (`Logo@2x.png` → `Logo`, scale 2).
struct ImageFileName: Equatable {
    var name: String
    var scale: Int

    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "pdf", "svg"]

    init(name: String, scale: Int) {
        self.name = name
        self.scale = scale
    }

    init(_ fileName: String) {
        var base = String(fileName.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? Substring(fileName))
        if let dot = base.lastIndex(of: "."), Self.extensions.contains(base[base.index(after: dot)...].lowercased()) {
            base = String(base[..<dot])
        }
        var scale = 1
        for (suffix, value) in [("@1x", 1), ("@2x", 2), ("@3x", 3)] where base.hasSuffix(suffix) && base.count > suffix.count {
            base.removeLast(suffix.count)
            scale = value
        }
        self.init(name: base, scale: scale)
    }
}
