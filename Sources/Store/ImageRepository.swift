import Foundation

/// The media library: images per scope (a project id, or `local`), unique by name, bytes in the
/// content-addressed blobs. Storing a name again replaces the image; a replaced or deleted
/// image's bytes are dropped when nothing else refers to them.
public struct ImageRepository {
    let db: any SQLConnection

    public init(_ connection: any SQLConnection) { db = connection }

    /// Stores (or replaces) `image` under its name in `scopeID`, in one transaction.
    @discardableResult
    public func put(scopeID: String, _ image: NewImage, uploader: String?, now: Int64 = Clock.milliseconds()) throws -> ImageRecord {
        try Self.validate(name: image.name)
        guard [1, 2, 3].contains(image.scale) else { throw StoreError.invalidValue("An image's scale is 1, 2 or 3, got \(image.scale).") }
        return try db.transaction {
            let previous = try find(scopeID: scopeID, name: image.name)
            let blob = try BlobRepository(db).put(image.bytes, contentType: image.contentType, now: now)
            try db.run("""
                INSERT INTO images (scope_id, name, blob_id, content_type, pixel_width, pixel_height, scale, uploader, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (scope_id, name) DO UPDATE SET blob_id = excluded.blob_id, content_type = excluded.content_type,
                  pixel_width = excluded.pixel_width, pixel_height = excluded.pixel_height, scale = excluded.scale,
                  uploader = excluded.uploader, created_at = excluded.created_at
                """, [scopeID, image.name, blob.id, image.contentType, image.pixelWidth, image.pixelHeight, image.scale,
                      uploader.map { SQLValue.text($0) } ?? .null, now])
            if let previous, previous.blobID != blob.id { try BlobRepository(db).deleteUnreferenced(ids: [previous.blobID]) }
            return ImageRecord(scopeID: scopeID, name: image.name, blobID: blob.id, hash: blob.hash, size: blob.size,
                               contentType: image.contentType, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
                               scale: image.scale, uploader: uploader, createdAt: now)
        }
    }

    /// Every image of a scope, by name (byte order, as Xcode sorts resources).
    public func list(scopeID: String) throws -> [ImageRecord] {
        try db.query("\(Self.select) WHERE i.scope_id = ? ORDER BY i.name", [scopeID], Self.record)
    }

    public func find(scopeID: String, name: String) throws -> ImageRecord? {
        try db.queryOne("\(Self.select) WHERE i.scope_id = ? AND i.name = ?", [scopeID, name], Self.record)
    }

    /// The image's exact bytes.
    public func bytes(of image: ImageRecord) throws -> [UInt8] {
        try BlobRepository(db).bytes(id: image.blobID)
    }

    /// Removes the image; false when the scope has no image by that name.
    @discardableResult
    public func delete(scopeID: String, name: String) throws -> Bool {
        try db.transaction {
            guard let existing = try find(scopeID: scopeID, name: name) else { return false }
            try db.run("DELETE FROM images WHERE scope_id = ? AND name = ?", [scopeID, name])
            try BlobRepository(db).deleteUnreferenced(ids: [existing.blobID])
            return true
        }
    }

    /// Names are what documents write in `image="…"`: 1–255 bytes, no control characters, no
    /// slash (they are a path segment of the image's URL).
    public static func validate(name: String) throws {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw StoreError.invalidValue("An image name cannot be empty.") }
        guard name.utf8.count <= 255 else { throw StoreError.invalidValue("An image name is at most 255 bytes.") }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "/" || $0 == "\\" }) else {
            throw StoreError.invalidValue("An image name cannot contain control characters, / or \\ (got \"\(name.debugDescription.dropFirst().dropLast())\").")
        }
    }

    private static let select = """
        SELECT i.scope_id, i.name, i.blob_id, b.hash, b.size, i.content_type, i.pixel_width, i.pixel_height, i.scale,
               i.uploader, i.created_at FROM images i JOIN blobs b ON b.id = i.blob_id
        """

    private static func record(_ row: Row) -> ImageRecord {
        ImageRecord(scopeID: row.string(0), name: row.string(1), blobID: row.int64(2), hash: row.string(3), size: row.int64(4),
                    contentType: row.string(5), pixelWidth: row.double(6), pixelHeight: row.double(7), scale: row.int(8),
                    uploader: row.optionalString(9), createdAt: row.int64(10))
    }
}
