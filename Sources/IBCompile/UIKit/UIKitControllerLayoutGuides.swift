import IBDocument

/// A storyboard controller's legacy `<layoutGuides>` (`viewControllerLayoutGuide type="top"` /
/// `"bottom"`, the guides before the safe area), archived in its view nib as Apple's nibs of the
/// ios-pairs show (V: Flutter and Corona templates built by Xcode 13, 14.2 and 16.0): each guide is
/// a `_UILayoutGuide` (class fallback `UIView`) appended to the scene view's subviews after the
/// document's own — whether or not a constraint uses it —, with one `_UILayoutSupportConstraint`
/// (fallback `NSLayoutConstraint`) of its own: width, priority 999
/// (`-[_UILayoutGuide _setUpCounterDimensionConstraint]`, D); and three `NSLayoutConstraint`s the
/// view owns, which lead the view's constraint array and which the guide lists again under
/// `_UILayoutGuideConstraintsToRemove` (UIKit's `-_inferLayoutGuidesFromSubviews` removes them
/// and sets up its own, R): top — guide.leading = view.leading, guide.top = view.top,
/// guide.height; bottom — guide.leading = view.leading, guide.height, view.bottom = guide.bottom.
///
/// The guide's keys (V, in this order): `UIDeepDrawRect`, `UIOpaque`, `UIHidden`,
/// `UIAutoresizeSubviews`, `UIViewDoesNotTranslateAutoresizingMaskIntoConstraints`,
/// `UIViewAutolayoutConstraints` [its width], `UIViewSemanticContentAttribute`,
/// `UIViewLargeContentStoredProperties`, `_UILayoutGuideIdentifier` (`_UIViewControllerTop`/
/// `Bottom`), `_UILayoutGuideConstraintsToRemove`; no frame and no autoresizing mask. In
/// `UINibObjectsKey` the guides follow the view's own constraints, before its subviews; none of
/// their constraints is listed.
struct UIKitControllerLayoutGuides {
    /// The controller's view element, the only view the guides attach to.
    let rootElement: MarkupElement
    let elements: [MarkupElement]

    static let identifiers = ["top": "_UIViewControllerTop", "bottom": "_UIViewControllerBottom"]

    /// The archived guides of one view, built when the encoder reaches its subviews.
    struct Built {
        var guides: [(id: String?, object: AppKitArchiveObject, own: AppKitArchiveObject)] = []
        var viewConstraints: [AppKitArchiveObject] = []

        /// Lists the guides in `UINibObjectsKey` right after the view's own constraints, before its
        /// subviews (V: every guide of the ios-pairs, Xcode 13–16); their constraints are not listed.
        func register(in context: UIKitEncodingContext, after view: AppKitArchiveObject) {
            for guide in guides {
                if let id = guide.id { context.alias(id, to: guide.object) }
            }
            context.list(guides.map(\.object), after: view)
        }
    }

    init(rootElement: MarkupElement, elements: [MarkupElement]) throws {
        if !elements.isEmpty, rootElement.name != "view" {
            throw UIKitEncodingError.unsupportedElement(element: "viewControllerLayoutGuide", id: elements.first?.attribute("id"),
                                                        context: "a controller whose view is a <\(rootElement.name)> (guides are known for a plain <view> only)")
        }
        self.rootElement = rootElement
        self.elements = elements
    }

    func build(view: AppKitArchiveObject) throws -> Built {
        var built = Built()
        for element in elements {
            var reader = UIKitElementReader(element)
            guard element.name == "viewControllerLayoutGuide", let type = reader.string("type"), let identifier = Self.identifiers[type] else {
                throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "<layoutGuides> (type \"\(element.attribute("type") ?? "")\")")
            }
            try reader.finish()
            let guide = AppKitArchiveObject(className: "_UILayoutGuide")
            // The guide's own width: `_UILayoutSupportConstraint`, NSShouldBeArchived before
            // NSPriority (V); the view's three: plain `NSLayoutConstraint`s (V).
            let own = UIKitConstraintEncoder.make(first: .object(guide), attribute: 7, priority: 999, className: "_UILayoutSupportConstraint",
                                                  priorityAfterArchivedFlag: true)
            let leading = UIKitConstraintEncoder.make(first: .object(guide), attribute: 5, second: .object(view), secondAttribute: 5)
            let height = UIKitConstraintEncoder.make(first: .object(guide), attribute: 8)
            let edge = type == "top"
                ? UIKitConstraintEncoder.make(first: .object(guide), attribute: 3, second: .object(view), secondAttribute: 3)
                : UIKitConstraintEncoder.make(first: .object(view), attribute: 4, second: .object(guide), secondAttribute: 4)
            let removed = type == "top" ? [leading, edge, height] : [leading, height, edge]

            guide.append("UIDeepDrawRect", .bool(true))
            guide.append("UIOpaque", .bool(true))
            guide.append("UIHidden", .bool(true))
            guide.append("UIAutoresizeSubviews", .bool(true))
            guide.append("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true))
            guide.append("UIViewAutolayoutConstraints", .object(.mutableArray([own])))
            guide.append("UIViewSemanticContentAttribute", .integer(0))
            guide.append("UIViewLargeContentStoredProperties", .null)
            guide.append("_UILayoutGuideIdentifier", .string(identifier))
            guide.append("_UILayoutGuideConstraintsToRemove", .object(.array(removed)))
            built.guides.append((element.attribute("id"), guide, own))
            built.viewConstraints += removed
        }
        return built
    }
}
