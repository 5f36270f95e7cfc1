import IBDocument

/// Decides whether uploaded bytes are an acceptable Interface Builder document, using
/// IBDocument's lossless parser (`MarkupDocument.parse`). That parser never loads a DTD and never
/// expands entities: a `<!DOCTYPE`, an entity declaration or an undefined entity is refused, so
/// neither external entities (XXE) nor entity-expansion bombs get in; its limits bound size and depth.
/// The stored bytes are always the uploaded ones; the parse only validates.
enum DocumentValidation {
    /// The document's format (storyboard or xib) when acceptable; otherwise an `APIError`:
    /// 400 when the bytes are not XML at all, 413 when too large, 422 when malformed, refused
    /// (DOCTYPE, entities), not an Interface Builder document or a legacy `<archive>` (Xcode 4 and earlier).
    static func validate(_ bytes: [UInt8], maxBytes: Int) throws -> DocumentKind.Format {
        guard !bytes.isEmpty else { throw APIError.badRequest("The upload is empty.") }
        guard bytes.count <= maxBytes else {
            throw APIError(.contentTooLarge, "The document is \(bytes.count) bytes; the upload limit is \(maxBytes) bytes.")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw APIError.badRequest("The upload is not UTF-8 text, so it is not an Xcode XML document.")
        }
        guard startsWithMarkup(bytes) else {
            throw APIError.badRequest("The upload does not start with an XML element, so it is not an Xcode XML document.")
        }
        let document: MarkupDocument
        do {
            var limits = MarkupLimits.default
            limits.maxDocumentBytes = maxBytes
            document = try MarkupDocument.parse(bytes, limits: limits)
        } catch let error as MarkupParseError {
            throw apiError(for: error)
        }
        let root = document.root
        if root.name == "archive", let type = root.attribute("type"), type.hasPrefix("com.apple.InterfaceBuilder") {
            // A pre-Xcode 5 xib: refused with the upgrade advice `storyweave lint` gives (it would open as an empty document).
            let legacy = InterfaceDocumentError.legacyArchive(type: type, version: root.attribute("version") ?? "?")
            throw APIError.unprocessable("The document was refused (line 1, column 1): \(legacy.reason)")
        }
        guard root.name == "document", let type = root.attribute("type"), type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw APIError.unprocessable(
                "The XML is not an Interface Builder document: its root element is <\(root.name)>, expected <document type=\"com.apple.InterfaceBuilder3…\">.")
        }
        return DocumentKind(type: type, targetRuntime: root.attribute("targetRuntime") ?? "").format
    }

    private static func apiError(for error: MarkupParseError) -> APIError {
        let position = "line \(error.line), column \(error.column)"
        switch error.reason {
        case .invalidUTF8:
            return .badRequest("The upload is not UTF-8 text (\(position)), so it is not an Xcode XML document.")
        case .documentTooLarge(let limit):
            return APIError(.contentTooLarge, "The document is larger than the upload limit of \(limit) bytes.")
        case .doctypeNotAllowed, .markupDeclarationNotAllowed, .undefinedEntity:
            return .unprocessable("The document was refused (\(position)): \(error.message)")
        default:
            return .unprocessable("The document is not well-formed XML (\(position)): \(error.message)")
        }
    }

    /// After an optional BOM and whitespace, the first byte is `<`.
    private static func startsWithMarkup(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }
}

extension DocumentKind.Format {
    /// Default file name when a client gives none.
    var untitledName: String { "Untitled.\(rawValue)" }
}

extension DocumentTemplate {
    /// The template's text with fresh object ids, so two new documents never share ids.
    func freshBytes() -> [UInt8] {
        var ids = IdentifierGenerator()
        return Array(xml(ids: &ids).utf8)
    }

    var format: DocumentKind.Format { fileExtension == "storyboard" ? .storyboard : .xib }
}
