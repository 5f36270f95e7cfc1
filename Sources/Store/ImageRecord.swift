/// One image of a media library scope (a project, or `local`): what the editor lists and what
/// `<resources><image name= width= height=/>` records. Sizes in points are pixels / scale.
public struct ImageRecord: Sendable, Equatable {
    public var scopeID: String
    public var name: String
    public var blobID: Int64
    /// FNV-1a 64 of the bytes (hex), with `size` a stable validator for ETags and export cache keys.
    public var hash: String
    public var size: Int64
    public var contentType: String
    public var pixelWidth: Double
    public var pixelHeight: Double
    /// 1, 2 or 3 (`@2x`/`@3x` file names).
    public var scale: Int
    public var uploader: String?
    public var createdAt: Int64

    public var pointWidth: Double { pixelWidth / Double(scale) }
    public var pointHeight: Double { pixelHeight / Double(scale) }
}

/// An image to store: name, exact bytes, the sniffed type and size, the scale.
public struct NewImage: Sendable {
    public var name: String
    public var bytes: [UInt8]
    public var contentType: String
    public var pixelWidth: Double
    public var pixelHeight: Double
    public var scale: Int

    public init(name: String, bytes: [UInt8], contentType: String, pixelWidth: Double, pixelHeight: Double, scale: Int) {
        self.name = name
        self.bytes = bytes
        self.contentType = contentType
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }
}
