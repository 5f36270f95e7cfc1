/// The `<!--Label-->` comment Xcode writes before each storyboard scene: the display name of
/// the scene's controller, computed at save time and never read back (format notes §6).
extension InterfaceDocument {
    /// Default labels whose words are not simply the element name split at capitals.
    private static let defaultLabels: [String: String] = [
        "avPlayerViewController": "AV Player View Controller",
        "glkViewController": "GLKit View Controller",
        "controller": "Interface Controller",
        "notificationController": "Static Notification Interface Controller",
        "glanceController": "Glance Interface Controller",
        "viewControllerPlaceholder": "Storyboard Reference",
    ]

    /// Controllers whose label ignores the custom class (observed in the corpus).
    private static let classIndependentLabels: Set<String> = ["windowController", "notificationController", "glanceController"]

    /// The label Xcode shows for a scene's controller: user label, else a WatchKit controller's
    /// identifier, else its title (or its navigation or tab bar item's), else the custom class
    /// in words (only for class names starting with a capital letter, and not for window,
    /// notification and glance controllers), else the class's default label; a storyboard
    /// reference shows the referenced identifier or storyboard name.
    public func sceneLabel(for controller: IBObject) -> String {
        let element = controller.element
        if let label = controller.userLabel, !label.isEmpty { return label }
        if controller.elementName == "viewControllerPlaceholder" {
            return element.attribute("referencedIdentifier") ?? element.attribute("storyboardName") ?? "Storyboard Reference"
        }
        if let identifier = element.attribute("identifier"), !identifier.isEmpty { return identifier }
        if let title = controller.title, !title.isEmpty { return title }
        for key in ["navigationItem", "tabBarItem"] {
            if let title = element.firstChild(withKey: key)?.attribute("title"), !title.isEmpty { return title }
        }
        let fallback = Self.defaultLabels[controller.elementName] ?? Self.words(ofElementName: controller.elementName)
        guard !Self.classIndependentLabels.contains(controller.elementName),
              let customClass = controller.customClass, customClass.first?.isUppercase == true else { return fallback }
        return Self.sceneLabel(customClass: customClass, defaultLabel: fallback)
    }

    /// Rewrites a scene's comment when its controller's label changed (after a rename, a new
    /// custom class or title). Returns whether anything changed.
    @discardableResult
    public func refreshSceneLabel(_ scene: IBScene) -> Bool {
        guard let controller = scene.controller, let parent = scene.element.parent,
              let position = parent.children.firstIndex(where: { $0.element === scene.element }) else { return false }
        let label = sceneLabel(for: controller)
        var index = position - 1
        while index >= 0, parent.children[index].isWhitespace { index -= 1 }
        if index >= 0, case .comment(let existing) = parent.children[index] {
            guard existing != label else { return false }
            parent.children[index] = .comment(label)
        } else {
            let itemIndex = parent.itemPositions().firstIndex(of: position) ?? 0
            parent.insertItem(.comment(label), atItemIndex: itemIndex)
        }
        return true
    }

    /// `tabBarController` → `Tab Bar Controller`.
    static func words(ofElementName name: String) -> String {
        guard let first = name.first else { return name }
        return sceneLabel(customClass: first.uppercased() + name.dropFirst(), defaultLabel: name)
    }
}
