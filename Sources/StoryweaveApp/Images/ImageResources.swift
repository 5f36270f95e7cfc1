import Foundation
import Store

/// One image as the API lists it: sizes in points (what `<resources><image>` records) and in
/// pixels, the scale, the sniffed type, and where to fetch the bytes.
struct ImageResource: Encodable {
    var name: String
    var width: Double
    var height: Double
    var pixelWidth: Double
    var pixelHeight: Double
    var scale: Int
    var contentType: String
    var size: Int64
    var url: String
    var eTag: String
    var uploader: String?
    var createdAt: String

    init(_ record: ImageRecord, documentID: String) {
        name = record.name
        width = record.pointWidth
        height = record.pointHeight
        pixelWidth = record.pixelWidth
        pixelHeight = record.pixelHeight
        scale = record.scale
        contentType = record.contentType
        size = record.size
        url = ImageRoutes.url(documentID: documentID, name: record.name)
        eTag = ImageRoutes.eTag(record)
        uploader = record.uploader
        createdAt = isoTimestamp(Date(timeIntervalSince1970: Double(record.createdAt) / 1000))
    }
}

struct ImageListResource: Encodable {
    var documentID: String
    var images: [ImageResource]
}
