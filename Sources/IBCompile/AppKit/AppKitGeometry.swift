import IBDocument

/// Rects and sizes as AppKit nibs store them: `NSString`s in `NSStringFromRect` form,
/// `{{x, y}, {w, h}}` and `{w, h}`, integral values without a fraction
/// (`{{1, 116.45652049779892}, {235, 16}}` in ibtool's output).
struct AppKitRect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    static let zero = AppKitRect(x: 0, y: 0, width: 0, height: 0)

    /// Reads `<rect x= y= width= height=/>`.
    init(_ element: MarkupElement, ownerID: String?) throws {
        func number(_ name: String) throws -> Double {
            guard let text = element.attribute(name), let value = Double(text) else {
                throw AppKitEncodingError.malformed(element: "rect", id: ownerID, reason: "\(element.attribute("key") ?? "rect") has no numeric \(name)")
            }
            return value
        }
        self.init(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
    }

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    var rectString: String {
        "{{\(Self.format(x)), \(Self.format(y))}, {\(Self.format(width)), \(Self.format(height))}}"
    }

    var sizeString: String { Self.sizeString(width, height) }

    static func sizeString(_ width: Double, _ height: Double) -> String {
        "{\(format(width)), \(format(height))}"
    }

    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
