import IBDocument

/// The size classes Xcode's canvas lays a device out with, and the size-class variations of an
/// element they select (`<variation key="heightClass=regular-widthClass=compact">` holding, say,
/// another `<fontDescription>`: Xcode stores frames measured with the variation the document's
/// device selects — Loop's header cell stores its 42 pt variation's label 50.5 pt high, where the
/// base 45 pt font would be 54). iPhones: compact width and regular height in portrait; compact
/// height in landscape, with regular width on the 414 pt and wider ones (Plus, Max, XR/11);
/// iPads and the TV regular both ways. Twin of `sizeClassesOf` / `sizeClassVariant` in
/// `Public/js/layout/devices.js`.
public struct SizeClasses: Equatable, Sendable {
    public var width: String
    public var height: String

    init(width: String, height: String) {
        self.width = width
        self.height = height
    }

    public init(device: Device) {
        if device.isPad || device.isTV {
            (width, height) = ("regular", "regular")
        } else if device.orientation == .portrait {
            (width, height) = ("compact", "regular")
        } else {
            (width, height) = (device.portraitWidth >= 414 ? "regular" : "compact", "compact")
        }
    }

    /// The child named `name` (with key `key`) of the most specific variation of `element` these
    /// size classes select (the one naming the most traits; the first on ties), else `element`'s
    /// own first child named `name`.
    func variant(of element: MarkupElement, named name: String, key: String) -> MarkupElement? {
        var best: (traits: Int, child: MarkupElement)?
        for variation in element.childElements where variation.name == "variation" {
            guard let traits = matchedTraits(variation.attribute("key") ?? ""),
                  let child = variation.childElements.first(where: { $0.name == name && $0.attribute("key") == key }) else { continue }
            if traits > (best?.traits ?? 0) { best = (traits, child) }
        }
        return best?.child ?? element.firstChild(named: name)
    }

    /// How many traits a variation key names when all of them are these size classes; nil otherwise
    /// (`default`, the base class's masks, included: `SizeClassVariations` counts it as none).
    func matchedTraits(_ key: String) -> Int? {
        let parts = key.split(separator: "-")
        guard !parts.isEmpty else { return nil }
        for part in parts {
            switch part {
            case "widthClass=\(width)", "heightClass=\(height)": continue
            default: return nil
            }
        }
        return parts.count
    }
}
