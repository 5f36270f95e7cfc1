import HTTPTypes

/// Headers added to every HTTP response (routes may set their own, e.g. a stricter CSP for SVG).
enum SecurityHeaders {
    /// No inline script or style anywhere in Public/, so none is allowed; no framing; same-origin
    /// fetches and WebSockets only.
    static let contentSecurityPolicy = [
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data: blob:",
        "font-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    static func fields(tls: Bool) -> HTTPFields {
        var fields = HTTPFields()
        fields[.contentSecurityPolicy] = contentSecurityPolicy
        fields[.xContentTypeOptions] = "nosniff"
        fields[HTTPField.Name("X-Frame-Options")!] = "DENY"
        // Share-link and invitation tokens travel in URLs: never send them to another site.
        fields[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        fields[HTTPField.Name("Cross-Origin-Opener-Policy")!] = "same-origin"
        if tls { fields[.strictTransportSecurity] = "max-age=31536000" }
        return fields
    }
}
