import IBDocument

/// Encodes `<view>` elements (and their subviews) as `UIView`, or as `UIClassSwapper` when
/// they have a custom class, with the keys and key order of ibtool's iOS output. Anything it
/// does not know — a child element, an attribute, a value — is an error naming it.
struct UIKitViewEncoder {
    let context: UIKitEncodingContext
    let document: InterfaceDocument

    /// UIKit classes by xib element name, with the attributes only that class has.
    static let classes: [String: (className: String, attributes: Set<String>)] = [
        "view": ("UIView", []),
        "imageView": ("UIImageView", ["image"]),
    ]

    /// Attributes that only matter in Interface Builder's canvas and are not archived.
    static let designTimeAttributes: Set<String> = ["id", "key", "fixedFrame", "misplaced", "ambiguous", "userLabel",
                                                    "customModuleProvider", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight"]
    static let handledAttributes: Set<String> = ["contentMode", "customClass", "customModule", "tag", "hidden", "alpha",
                                                 "opaque", "clipsSubviews", "userInteractionEnabled", "autoresizesSubviews",
                                                 "translatesAutoresizingMaskIntoConstraints",
                                                 "horizontalHuggingPriority", "verticalHuggingPriority"]
    /// Child elements that only matter in Interface Builder's canvas.
    static let designTimeChildren: Set<String> = ["point", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "nil"]

    static let contentModes: [String: Int64] = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]

    func encode(_ element: MarkupElement) throws -> AppKitArchiveObject {
        let id = element.attribute("id")
        guard let (className, classAttributes) = Self.classes[element.name] else {
            throw UIKitEncodingError.unsupportedElement(element: element.name, id: id, context: "the view hierarchy")
        }
        for attribute in element.attributes where !Self.designTimeAttributes.contains(attribute.name)
            && !Self.handledAttributes.contains(attribute.name) && !classAttributes.contains(attribute.name) {
            throw UIKitEncodingError.unsupportedAttribute(attribute: attribute.name, value: element.attribute(attribute.name) ?? "", element: element.name, id: id)
        }
        let view = AppKitArchiveObject(className: className)
        context.register(view, id: id)
        if let frame = try UIKitGeometry.frame(of: element, id: id) {
            view.append("UIBounds", .bytes(UIKitGeometry.bounds(frame)))
            view.append("UICenter", .bytes(UIKitGeometry.center(frame)))
        }
        if let alpha = element.attribute("alpha") {
            guard let value = Double(alpha) else { throw UIKitEncodingError.unsupportedAttribute(attribute: "alpha", value: alpha, element: element.name, id: id) }
            if value != 1 { view.append("UIAlpha", .double(value)) }
        }
        if try flag(element, "hidden", default: false) { view.append("UIHidden", .bool(true)) }
        if let tag = element.attribute("tag") {
            guard let value = Int64(tag) else { throw UIKitEncodingError.unsupportedAttribute(attribute: "tag", value: tag, element: element.name, id: id) }
            if value != 0 { view.append("UITag", .integer(value)) }
        }
        var subviews: [AppKitArchiveValue] = []
        var backgroundColor: AppKitArchiveObject?
        var tintColor: AppKitArchiveObject?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("rect", "frame"), ("autoresizingMask", "autoresizingMask"): break
            case ("subviews", _): subviews = try child.childElements.map { .object(try encode($0)) }
            case ("color", "backgroundColor"): backgroundColor = try UIKitColorEncoder.encode(child, ownerID: id)
            case ("color", "tintColor"): tintColor = try UIKitColorEncoder.encode(child, ownerID: id)
            case ("connections", _):
                guard let id else { throw UIKitEncodingError.malformed(element: element.name, id: nil, reason: "it has connections but no id") }
                try UIKitConnectionEncoder.collect(child, sourceID: id, context: context)
            case (let name, _) where Self.designTimeChildren.contains(name): break
            default:
                let what = child.attribute("key").map { "\(child.name) key=\"\($0)\"" } ?? child.name
                throw UIKitEncodingError.unsupportedElement(element: what, id: child.attribute("id"), context: "<\(element.name)>" + (id.map { " (id \"\($0)\")" } ?? ""))
            }
        }
        if !subviews.isEmpty { view.append("UISubviews", .object(.collection("NSMutableArray", subviews))) }
        if let backgroundColor { view.append("UIBackgroundColor", .object(backgroundColor)) }
        view.append("UIDeepDrawRect", .bool(true))
        if try flag(element, "opaque", default: true) { view.append("UIOpaque", .bool(true)) }
        if !(try flag(element, "userInteractionEnabled", default: true)) { view.append("UIUserInteractionDisabled", .bool(true)) }
        if try flag(element, "autoresizesSubviews", default: true) { view.append("UIAutoresizeSubviews", .bool(true)) }
        view.append("UIAutoresizingMask", .integer(try UIKitGeometry.autoresizingMask(of: element, id: id)))
        let modeName = element.attribute("contentMode") ?? "scaleToFill"
        guard let mode = Self.contentModes[modeName] else {
            throw UIKitEncodingError.unsupportedAttribute(attribute: "contentMode", value: modeName, element: element.name, id: id)
        }
        if mode != 0 { view.append("UIContentMode", .integer(mode)) }
        if try flag(element, "clipsSubviews", default: false) { view.append("UIClipsToBounds", .bool(true)) }
        if let tintColor { view.append("UITintColor", .object(tintColor)) }
        if !(try flag(element, "translatesAutoresizingMaskIntoConstraints", default: true)) {
            view.append("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true))
        }
        if let hugging = try huggingPriority(element, id: id) { view.append("UIViewContentHuggingPriority", .string(hugging)) }
        view.append("UIViewSemanticContentAttribute", .integer(0))
        view.append("UIViewLargeContentStoredProperties", .null)
        if let image = element.attribute("image") {
            view.append("UIImage", .object(try UIKitImageEncoder.placeholder(named: image, document: document, ownerID: id)))
        }
        UIKitClassSwapper.apply(to: view, element: element)
        return view
    }

    private func flag(_ element: MarkupElement, _ name: String, default defaultValue: Bool) throws -> Bool {
        guard let text = element.attribute(name) else { return defaultValue }
        switch text {
        case "YES": return true
        case "NO": return false
        default: throw UIKitEncodingError.unsupportedAttribute(attribute: name, value: text, element: element.name, id: element.attribute("id"))
        }
    }

    /// `"{horizontal, vertical}"` when either differs from UIKit's default 250 (as ibtool writes it).
    private func huggingPriority(_ element: MarkupElement, id: String?) throws -> String? {
        var values: [Int] = []
        for name in ["horizontalHuggingPriority", "verticalHuggingPriority"] {
            let text = element.attribute(name) ?? "250"
            guard let value = Int(text) else { throw UIKitEncodingError.unsupportedAttribute(attribute: name, value: text, element: element.name, id: id) }
            values.append(value)
        }
        return values == [250, 250] ? nil : "{\(values[0]), \(values[1])}"
    }
}
