import IBDocument

/// What a document's size-class variations give the size classes a device is laid out with
/// (`SizeClasses`), beyond fonts (`SizeClasses.variant(of:named:key:)`):
///
/// - **Installed constraints and subviews.** A view's `<variation key="default"><mask
///   key="constraints"><exclude reference="ID"/>` uninstalls a constraint from the base (any/any)
///   class; `<variation key="heightClass=compact"><mask key="constraints"><include
///   reference="ID"/>` installs it in that class (`exclude` there uninstalls it); `<mask
///   key="subviews">` does the same for subviews. An element is installed unless the most specific
///   variation that mentions it and that the size classes match (the one naming the most traits;
///   `default` names none; the first on ties) excludes it. An uninstalled view takes its subtree
///   (views, guides, constraints) with it, and constraints that mention a view or guide of it are
///   not installed either, as UIKit can't install a constraint across views not in the hierarchy.
/// - **Attributes**: `<variation key="heightClass=compact" hidden="YES"/>` in a view,
///   `constant="32"` in a constraint (DuckDuckGo's toolbar height) or `axis="horizontal"` in a
///   stack view (also `spacing`, `distribution`, `alignment`) gives that attribute's value for
///   the size classes it matches, the most specific one winning. The corpus has masks of
///   constraints, `constant` and fonts; subview masks, `hidden` and the stack view attributes are
///   written as Xcode writes them elsewhere (masks, attributes on the `<variation>`), not checked
///   against an Xcode file.
///
/// Twin of `sizeClassVariations` in `Public/js/layout/size-class-variations.js`.
struct SizeClassVariations {
    let sizeClasses: SizeClasses
    /// Ids of constraints, views and guides not installed for these size classes.
    private(set) var uninstalledIDs: Set<String> = []

    init(root: MarkupElement, sizeClasses: SizeClasses) {
        self.sizeClasses = sizeClasses
        var decisions: [String: (traits: Int, installed: Bool)] = [:]
        root.forEachElement { variation in
            guard variation.name == "variation", let key = variation.attribute("key"),
                  let traits = key == "default" ? 0 : sizeClasses.matchedTraits(key) else { return }
            for mask in variation.childElements where mask.name == "mask" {
                for entry in mask.childElements where entry.name == "include" || entry.name == "exclude" {
                    guard let id = entry.attribute("reference") else { continue }
                    if let decided = decisions[id], decided.traits >= traits { continue }
                    decisions[id] = (traits, entry.name == "include")
                }
            }
        }
        let excluded = Set(decisions.compactMap { $0.value.installed ? nil : $0.key })
        guard !excluded.isEmpty else { return }
        var uninstalled = excluded
        root.forEachElement { element in
            guard let id = element.attribute("id"), excluded.contains(id) else { return }
            element.forEachElement { if let inner = $0.attribute("id") { uninstalled.insert(inner) } }
        }
        uninstalledIDs = uninstalled
    }

    /// The element holding `name`'s value for these size classes: the most specific matching
    /// `<variation>` child of `element` that sets it, else `element` itself.
    func holder(of name: String, in element: MarkupElement) -> MarkupElement {
        var best: (traits: Int, variation: MarkupElement)?
        for variation in element.childElements where variation.name == "variation" && variation.attribute(name) != nil {
            guard let traits = sizeClasses.matchedTraits(variation.attribute("key") ?? "") else { continue }
            if traits > (best?.traits ?? 0) { best = (traits, variation) }
        }
        return best?.variation ?? element
    }

    /// `hidden="YES"` for these size classes.
    func isHidden(_ element: MarkupElement) -> Bool {
        holder(of: "hidden", in: element).attribute("hidden") == "YES"
    }

    /// A constraint installed for these size classes, between views and guides that are.
    func isInstalled(constraint element: MarkupElement) -> Bool {
        guard !uninstalledIDs.isEmpty else { return true }
        return ["id", "firstItem", "secondItem"].allSatisfy { name in
            element.attribute(name).map { !uninstalledIDs.contains($0) } ?? true
        }
    }
}
