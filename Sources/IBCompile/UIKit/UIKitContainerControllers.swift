import IBDocument

/// The container controllers a storyboard embeds children in by relationship segues, and the
/// keys each one's coder writes after `-[UIViewController encodeWithCoder:]`'s.
///
/// * Which relationships a container takes, and the order of its children in
///   `UIChildViewControllers`: a navigation controller's `rootViewController`; a tab bar
///   controller's `viewControllers`, in document order (Interface Builder's tab order); a split
///   view controller's `masterViewController`, `supplementaryViewController`,
///   `detailViewController` in *that* order whatever the document's order — UIKit's split
///   view controller rebuilds its columns from `childViewControllers` (`-[UISplitViewControllerPanelImpl
///   _initWithCoder:]` passes them to `-setViewControllers:`, which reads primary, then
///   supplementary in triple-column style, then secondary). A page view controller takes none
///   (its pages come from its data source at run time).
/// * Every child is embedded in the parent's scene nib with `UIParentViewController`, as the
///   navigation controller's root is in the iOS fixtures, and listed in
///   `UIChildViewControllers` (NSMutableArray, the navigation fixtures' class).
/// * A split view controller's `compactViewController` (iOS 14's compact column) is refused:
///   the panel coder archives it under `UISplitViewControllerCompactColumnVC`, but whether it is
///   also one of the `childViewControllers` that `UIChildViewControllers` lists is not known.
enum UIKitContainerControllers {
    /// Relationship segues each container takes, in the order its children are archived.
    static let relationships: [String: [String]] = [
        "navigationController": ["rootViewController"],
        "tabBarController": ["viewControllers"],
        "splitViewController": ["masterViewController", "supplementaryViewController", "detailViewController"],
        "pageViewController": [],
    ]

    static func isContainer(_ element: String) -> Bool { relationships[element] != nil }

    /// The destinations of the controller's relationship segues, in the order they are archived;
    /// a relationship the container does not take is refused by name.
    static func childIDs(of element: MarkupElement) throws -> [String] {
        let segues = relationshipSegues(of: element)
        guard !segues.isEmpty else { return [] }
        let accepted = relationships[element.name] ?? []
        var ranked: [(rank: Int, index: Int, destination: String)] = []
        for (index, segue) in segues.enumerated() {
            let relationship = segue.attribute("relationship") ?? ""
            guard let rank = accepted.firstIndex(of: relationship), let destination = segue.attribute("destination") else {
                throw UIKitEncodingError.unsupportedAttribute(attribute: "relationship", value: relationship, element: "segue", id: segue.attribute("id"))
            }
            if element.name != "tabBarController", ranked.contains(where: { $0.rank == rank }) {
                throw UIKitEncodingError.malformed(element: "segue", id: segue.attribute("id"),
                                                   reason: "<\(element.name)> has more than one \(relationship) relationship")
            }
            ranked.append((rank, index, destination))
        }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.destination)
    }

    /// The names of the element's relationships (for the split view controller's style).
    static func relationshipNames(of element: MarkupElement) -> Set<String> {
        Set(relationshipSegues(of: element).compactMap { $0.attribute("relationship") })
    }

    private static func relationshipSegues(of element: MarkupElement) -> [MarkupElement] {
        (element.firstChild(named: "connections")?.childElements ?? []).filter { $0.name == "segue" && $0.attribute("kind") == "relationship" }
    }

    /// The container's own coder keys, after the `UIViewController` keys (the navigation
    /// controller's are written by `UIKitViewControllerEncoder`, whose fixture they follow).
    static func encodeKeys(_ reader: inout UIKitElementReader, controller: AppKitArchiveObject, children: [AppKitArchiveObject],
                           tabBar: AppKitArchiveObject?) throws {
        switch reader.element.name {
        case "tabBarController":
            try UIKitTabBarControllerKeys.encode(&reader, controller: controller, children: children, tabBar: tabBar)
        case "splitViewController":
            try UIKitSplitViewControllerKeys.encode(&reader, controller: controller, relationships: relationshipNames(of: reader.element))
        case "pageViewController":
            try UIKitPageViewControllerKeys.encode(&reader, controller: controller)
        default:
            break
        }
    }
}
