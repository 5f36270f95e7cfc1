/// The `<resources>` section: images, named colors and system colors whose values Xcode
/// records at save time so the document renders without the asset catalog.
public struct IBResource: Hashable {
    public let element: MarkupElement
    /// `image`, `namedColor`, `systemColor` (or another element name).
    public var kind: String { element.name }
    public var name: String? { element.attribute("name") }
}

extension InterfaceDocument {
    public var resources: [IBResource] {
        root.firstChild(named: "resources")?.childElements.map(IBResource.init) ?? []
    }

    public func resource(kind: String, named name: String) -> IBResource? {
        resources.first { $0.kind == kind && $0.name == name }
    }

    /// Adds a resource in Xcode's order (groups by element name, each sorted by name); the
    /// `<resources>` section is created after everything else when missing.
    @discardableResult
    func addResource(_ resource: MarkupElement) -> IBResource {
        let list: MarkupElement
        if let existing = root.firstChild(named: "resources") {
            list = existing
        } else {
            list = MarkupElement(name: "resources")
            root.insertChildInXcodeOrder(list)
        }
        let name = resource.attribute("name") ?? ""
        let index = list.childElements.firstIndex { existing in
            existing.name == resource.name
                ? xcodeSortsBefore(name, existing.attribute("name") ?? "")
                : xcodeSortsBefore(resource.name, existing.name)
        } ?? list.childElements.count
        list.insertChild(resource, atElementIndex: index)
        return IBResource(element: resource)
    }

    /// Makes sure a `<systemColor>` resource and its capability exist for a color the document
    /// now references (as Xcode 11+ does), recording the light-appearance value.
    func ensureSystemColorResource(_ name: String, white: String, alpha: String = "1") {
        guard resource(kind: "systemColor", named: name) == nil else { return }
        let color = MarkupElement(xcode: "color", ["white": white, "alpha": alpha, "colorSpace": "custom",
                                                   "customColorSpace": "genericGamma22GrayColorSpace"])
        addResource(MarkupElement(xcode: "systemColor", ["name": name], children: [color]))
        ensureCapability("System colors in document resources", minToolsVersion: "11.0")
    }

    /// Adds `<capability name= minToolsVersion=>` to `<dependencies>` in name (ASCII) order.
    func ensureCapability(_ name: String, minToolsVersion: String) {
        guard let dependencies = root.firstChild(named: "dependencies") else { return }
        let elements = dependencies.childElements
        if elements.contains(where: { $0.name == "capability" && $0.attribute("name") == name }) { return }
        let capability = MarkupElement(xcode: "capability", ["name": name, "minToolsVersion": minToolsVersion])
        let index = elements.firstIndex { $0.name == "capability" && xcodeSortsBefore(name, $0.attribute("name") ?? "") }
            ?? elements.count
        dependencies.insertChild(capability, atElementIndex: index)
    }
}
