import IBDocument

/// `UIImageSymbolConfiguration`, as `-[UIImageSymbolConfiguration encodeWithCoder:]` writes it
/// (decompiled UIKitCore, iOS 26): the `UIImageConfiguration` part first — `UITraitCollection`
/// only when the configuration has traits, which Interface Builder's never do —, then, each only
/// when specified, `UISymbolScale` (integer), `UIPointSize` (float, when not 0), `UISymbolWeight`
/// (integer). The values are Apple's documented `UIImageSymbolScale` and `UIImageSymbolWeight`
/// raw values. Apple's Xcode 12.4 pair (yarabalkhair Main: a button state's
/// `<preferredSymbolConfiguration scale="large">`) has `UISymbolScale` 3 after a nil
/// `UITraitCollection`, which the iOS 14 coder still wrote; we write the current coder's form.
enum UIKitSymbolConfigurationEncoder {
    /// `UIImageSymbolScale`: default -1, (unspecified 0, not written), small 1, medium 2, large 3.
    static let scales: [String: Int64] = ["default": -1, "small": 1, "medium": 2, "large": 3]
    /// `UIImageSymbolWeight`: ultraLight 1 … black 9 (unspecified 0, not written).
    static let weights: [String: Int64] = [
        "ultraLight": 1, "thin": 2, "light": 3, "regular": 4, "medium": 5, "semibold": 6, "bold": 7, "heavy": 8, "black": 9,
    ]

    static func configuration(scale: Int64?, pointSize: Double? = nil, weight: Int64? = nil) -> AppKitArchiveObject {
        let configuration = AppKitArchiveObject(className: "UIImageSymbolConfiguration")
        if let scale { configuration.append("UISymbolScale", .integer(scale)) }
        if let pointSize, pointSize != 0 { configuration.append("UIPointSize", .float(Float(pointSize))) }
        if let weight { configuration.append("UISymbolWeight", .integer(weight)) }
        return configuration
    }

    /// `<preferredSymbolConfiguration key="preferredSymbolConfiguration" scale= [configurationType="pointSize"
    /// pointSize= weight=]>` — the scale alone (`+configurationWithScale:`) or a point size with its
    /// weight and scale (`+configurationWithPointSize:weight:scale:`). A text-style (`configurationType="font"`)
    /// configuration is refused: its `UITextStyle` and point size come from a font description no fixture
    /// shows archived.
    static func preferred(_ element: MarkupElement, owner: String) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        reader.consume("key")
        let type = reader.string("configurationType") ?? "scale"
        guard type == "pointSize" || type == "scale" else {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "configurationType", value: type, element: "preferredSymbolConfiguration", id: nil)
        }
        var scale: Int64?
        if let name = reader.string("scale") {
            guard let value = scales[name] else { throw reader.unsupported("scale", name) }
            scale = value
        }
        var pointSize: Double?
        var weight: Int64?
        if type == "pointSize" {
            pointSize = try reader.double("pointSize")
            if let name = reader.string("weight") {
                guard let value = weights[name] else { throw reader.unsupported("weight", name) }
                weight = value
            }
        }
        try reader.finish()
        if scale == nil && pointSize == nil && weight == nil {
            throw UIKitEncodingError.malformed(element: "preferredSymbolConfiguration", id: nil, reason: "it specifies nothing (in \(owner))")
        }
        return configuration(scale: scale, pointSize: pointSize, weight: weight)
    }
}
