import HTTPServer
import Store

/// Reads `POST /api/documents/{id}/images`: a multipart form with one or more file parts, or a raw
/// body named by `?name=` (a file name: `Logo@2x.png`). Every file is size-checked (413) and
/// sniffed from its bytes (415 with the reason); the declared Content-Type is ignored.
struct ImageUpload {
    var images: [NewImage]

    static func parse(_ request: HTTPServerRequest, maxImageBytes: Int) throws -> ImageUpload {
        let contentType = request.headers[.contentType] ?? ""
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() } ?? ""
        var files: [(fileName: String, bytes: [UInt8])] = []
        if mediaType == "multipart/form-data" {
            guard let boundary = MultipartFormData.boundary(fromContentType: contentType) else {
                throw APIError.badRequest(MultipartFormData.ParseError.missingBoundary.description)
            }
            let form: MultipartFormData
            do { form = try MultipartFormData(body: request.body, boundary: boundary) } catch {
                throw APIError.badRequest(String(describing: error))
            }
            let named = request.query["name"]
            let parts = form.parts.filter { $0.filename != nil }
            guard !parts.isEmpty else {
                throw APIError.badRequest("The multipart upload has no file part (send each image as a file field).")
            }
            if named != nil, parts.count > 1 { throw APIError.badRequest("?name= names a single image; this upload has \(parts.count) files.") }
            files = parts.map { (named ?? $0.filename ?? "", $0.body) }
        } else {
            guard let name = request.query["name"] else {
                throw APIError.badRequest("Name the image with ?name= (a file name such as Logo@2x.png), or send a multipart form upload.")
            }
            files = [(name, request.body)]
        }
        var images: [NewImage] = []
        var seen = Set<String>()
        for file in files {
            let derived = ImageFileName(file.fileName)
            do { try ImageRepository.validate(name: derived.name) } catch let error as StoreError {
                throw APIError.badRequest("\(error.description) (file \"\(file.fileName)\")")
            }
            guard seen.insert(derived.name).inserted else {
                throw APIError.badRequest("The upload has two files named \(derived.name); send one scale of an image per name.")
            }
            guard file.bytes.count <= maxImageBytes else {
                throw APIError(.contentTooLarge, "\(file.fileName) is \(file.bytes.count) bytes; the image size limit is \(maxImageBytes) bytes.")
            }
            let sniffed: ImageSniffer.Sniffed
            do { sniffed = try ImageSniffer.sniff(file.bytes) } catch let refusal as ImageSniffer.Refusal {
                throw APIError(.unsupportedMediaType, "\(file.fileName) was refused: \(refusal.description)", supported: ImageSniffer.supportedTypes)
            }
            // Vectors are drawn at any scale: their size is already in points.
            let scale = sniffed.contentType == "image/svg+xml" || sniffed.contentType == "application/pdf" ? 1 : derived.scale
            images.append(NewImage(name: derived.name, bytes: file.bytes, contentType: sniffed.contentType,
                                   pixelWidth: sniffed.width, pixelHeight: sniffed.height, scale: scale))
        }
        return ImageUpload(images: images)
    }
}
