import Foundation

/// The formats `GET /api/documents/{id}/export?format=` can produce: the exact Xcode XML, the
/// compiled nib (xibs) or storyboardc (storyboards, zipped), the `.strings` of its localizable
/// text, and a zip bundle of all of them.
enum ExportFormat: String, CaseIterable {
    case xml, nib, storyboardc, strings, bundle

    static var supportedNames: [String] { allCases.map(\.rawValue) }

    static func parse(_ text: String?) throws -> ExportFormat {
        guard let text else { return .xml }
        guard let format = ExportFormat(rawValue: text.lowercased()) else {
            throw APIError.badRequest("Unknown export format \"\(text)\"; supported formats: \(supportedNames.joined(separator: ", ")).",
                                      supported: supportedNames)
        }
        return format
    }
}

/// `Content-Disposition: attachment` with an ASCII fallback name and the exact name in RFC 5987 form.
func attachmentDisposition(filename: String) -> String {
    let fallback = String(filename.unicodeScalars.map { scalar -> Character in
        let safe = scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "\\"
        return safe ? Character(scalar) : "_"
    })
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    let encoded = filename.utf8.map { byte -> String in
        unreserved.contains(byte) ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
    }.joined()
    return "attachment; filename=\"\(fallback)\"; filename*=UTF-8''\(encoded)"
}
