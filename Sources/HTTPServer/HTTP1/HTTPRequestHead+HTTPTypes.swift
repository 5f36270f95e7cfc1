import HTTPTypes

extension HTTPRequestHead {
    /// Converts the parsed head into swift-http-types values. The parser already validated names as tokens
    /// and values as field-value bytes, so no field is dropped here.
    func makeServerRequest(body: [UInt8], remoteAddress: String) throws(HTTPParseError) -> HTTPServerRequest {
        guard let method = HTTPRequest.Method(method) else { throw .invalidRequestLine }
        let parsedTarget = try RequestTarget.parse(target, method: self.method)
        var fields = HTTPFields()
        fields.reserveCapacity(headers.count)
        for header in headers {
            guard let name = HTTPField.Name(header.name) else { throw .invalidHeaderName }
            fields.append(HTTPField(name: name, value: header.value))
        }
        return HTTPServerRequest(method: method, target: target, path: parsedTarget.path, query: parsedTarget.query,
                                 rawQuery: parsedTarget.rawQuery, headers: fields, body: body,
                                 pathParameters: [:], remoteAddress: remoteAddress)
    }
}
