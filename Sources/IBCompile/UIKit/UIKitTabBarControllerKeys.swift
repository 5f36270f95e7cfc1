import IBDocument

/// A storyboard `<tabBarController>`'s own keys, in the order of `-[UITabBarController
/// encodeWithCoder:]` (UIKitCore, iOS 26.1 decompilation), after the `UIViewController` keys
/// (`UIChildViewControllers`: its tabs): `UITabBar`, `UITabBarItemsToViewControllers` (never set
/// by Interface Builder: not written), `UICustomizableViewControllers` (setting
/// `viewControllers` also sets it, Apple's documentation says; WinObjC's xib2nib writes it as
/// an NSMutableArray of every tab), `UIDelegate` (the delegate object at archive time: none, the
/// xib's `delegate` is an outlet) and `UIViewControllers` (every tab: `-viewControllers` kept to
/// the archived children, NSMutableArray as for the navigation controller's).
///
/// The tab bar (`<tabBar key="tabBar">`, required: Interface Builder always writes it) is a
/// `UITabBar` (`UIKitTabBarClass`) in the scene nib, listed right after the controller as a
/// navigation controller's bar is. Into its `-[UITabBar encodeWithCoder:]` keys go, after the
/// view keys and in that coder's order, `UIDelegate` = the controller (UIKit's decoder does not
/// set the delegate again; the navigation fixtures' bars carry theirs the same way) and
/// `UIItems` = each tab's own `UITabBarItem` (the same objects; WinObjC's converter fills the
/// bar's items from the tabs too). `UISelectedItem` is not written: which tab Interface Builder's
/// archived controller has selected is not known, and UIKit selects the first tab when the view
/// loads. The bar keeps the document's frame (how ibtool sizes it is not known; a navigation
/// controller's bar is archived with zero width). A tab without a `<tabBarItem>` and a tab
/// bar with its own `<items>` are refused.
enum UIKitTabBarControllerKeys {
    /// Encodes the controller's `<tabBar key="tabBar">` (called before the tabs, so the bar is
    /// listed right after the controller).
    static func encodeBar(of element: MarkupElement, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        guard let bar = element.firstChild(named: "tabBar", key: "tabBar") else {
            throw UIKitEncodingError.malformed(element: element.name, id: element.attribute("id"),
                                               reason: "a tab bar controller needs its <tabBar key=\"tabBar\">")
        }
        if let items = bar.firstChild(named: "items") {
            throw UIKitEncodingError.unsupportedElement(element: items.name, id: nil,
                                                        context: "the <tabBar> of <tabBarController> (its items are the tabs' tab bar items)")
        }
        return try encoder.encode(bar)
    }

    static func encode(_ reader: inout UIKitElementReader, controller: AppKitArchiveObject, children: [AppKitArchiveObject],
                       tabBar: AppKitArchiveObject?) throws {
        guard let tabBar, reader.child("tabBar", key: "tabBar") != nil else {
            throw UIKitEncodingError.malformed(element: reader.element.name, id: reader.id,
                                               reason: "a tab bar controller needs its <tabBar key=\"tabBar\">")
        }
        let childIDs = try UIKitContainerControllers.childIDs(of: reader.element)
        let items = try zip(children, childIDs).map { child, childID -> AppKitArchiveObject in
            guard case .object(let item)? = child["UITabBarItem"] else {
                throw UIKitEncodingError.unsupportedElement(element: "segue relationship=\"viewControllers\"", id: nil,
                                                            context: "\(reader.what): its tab \"\(childID)\" has no <tabBarItem key=\"tabBarItem\">")
            }
            return item
        }
        attach(tabBar, items: items, delegate: controller)
        controller.append("UITabBar", .object(tabBar))
        if !children.isEmpty {
            controller.append("UICustomizableViewControllers", .object(.mutableArray(children)))
            controller.append("UIViewControllers", .object(.mutableArray(children)))
        }
    }

    /// `UIDelegate`, then `UIItems`, right after the view keys (before the bar's tint, translucence
    /// and style, and the class swapper's keys).
    static func attach(_ bar: AppKitArchiveObject, items: [AppKitArchiveObject], delegate: AppKitArchiveObject) {
        let trailing = ["UIBarTintColor", "UIBarTranslucence", "UIBarStyle", "UIClassName", "UIOriginalClassName"]
        bar.append("UIDelegate", .object(delegate))
        if !items.isEmpty { bar.append("UIItems", .object(.array(items))) }
        bar.order(bar.values.map(\.key).filter { !trailing.contains($0) } + trailing.filter { bar[$0] != nil })
    }
}
