import IBDocument

/// A storyboard controller's legacy `<layoutGuides>` (`viewControllerLayoutGuide type="top"` /
/// `"bottom"`, the guides before the safe area), archived in its view nib as the Linux ibtool
/// compared byte for byte with Xcode 27's describes them (docs/compile.md, L; FINDINGS item 65):
/// each guide is a `_UILayoutGuide` (class fallback `UIView`) appended to the scene view's
/// subviews after the document's own — whether or not a constraint uses it —, with one
/// `_UILayoutSupportConstraint` (fallback `NSLayoutConstraint`) of its own: width, priority 999
/// (`-[_UILayoutGuide _setUpCounterDimensionConstraint]`, D); and three constraints the view
/// owns, which lead the view's constraint array and which the guide lists again under
/// `_UILayoutGuideConstraintsToRemove` (UIKit's `-_inferLayoutGuidesFromSubviews` removes them
/// and sets up its own, R): top — guide.leading = view.leading, guide.top = view.top,
/// guide.height; bottom — guide.leading = view.leading, guide.height, view.bottom = guide.bottom.
///
/// The guide's keys: `-[_UILayoutGuide encodeWithCoder:]` (D) — the view keys, then
/// `_UILayoutGuideIdentifier` (`_UIViewControllerTop`/`Bottom`, the names UIKit's loader
/// matches, R + K) and `_UILayoutGuideConstraintsToRemove`. Its view keys are those of
/// `-initWithFrame:` (D: zero frame whatever the argument, hidden) as davidquesada/ibtool wrote
/// them off a real nib (K): hidden, opaque, autoresizing subviews, not translating its mask.
/// **Inferred**: no frame keys (the zero frame) and height constants of 0 — values UIKit
/// replaces when it loads the controller; the three view constraints' class
/// `_UILayoutSupportConstraint` (WinObjC's xib2nib); listing the view constraints, then each
/// guide and its own constraint, after the view's constraints in `UINibObjectsKey`.
struct UIKitControllerLayoutGuides {
    /// The controller's view element, the only view the guides attach to.
    let rootElement: MarkupElement
    let elements: [MarkupElement]

    static let identifiers = ["top": "_UIViewControllerTop", "bottom": "_UIViewControllerBottom"]

    /// The archived guides of one view, built when the encoder reaches its subviews.
    struct Built {
        var guides: [(id: String?, object: AppKitArchiveObject, own: AppKitArchiveObject)] = []
        var viewConstraints: [AppKitArchiveObject] = []

        /// Lists the objects in `UINibObjectsKey` (after the view's constraints).
        func register(in context: UIKitEncodingContext) {
            for constraint in viewConstraints { context.register(constraint, id: nil) }
            for guide in guides {
                context.register(guide.object, id: guide.id)
                context.register(guide.own, id: nil)
            }
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
            let own = UIKitConstraintEncoder.make(first: .object(guide), attribute: 7, priority: 999, className: "_UILayoutSupportConstraint")
            let leading = UIKitConstraintEncoder.make(first: .object(guide), attribute: 5, second: .object(view), secondAttribute: 5, className: "_UILayoutSupportConstraint")
            let height = UIKitConstraintEncoder.make(first: .object(guide), attribute: 8, className: "_UILayoutSupportConstraint")
            let edge = type == "top"
                ? UIKitConstraintEncoder.make(first: .object(guide), attribute: 3, second: .object(view), secondAttribute: 3, className: "_UILayoutSupportConstraint")
                : UIKitConstraintEncoder.make(first: .object(view), attribute: 4, second: .object(guide), secondAttribute: 4, className: "_UILayoutSupportConstraint")
            let removed = type == "top" ? [leading, edge, height] : [leading, height, edge]

            guide.append("UIHidden", .bool(true))
            guide.append("UIDeepDrawRect", .bool(true))
            guide.append("UIOpaque", .bool(true))
            guide.append("UIAutoresizeSubviews", .bool(true))
            guide.append("UIAutoresizingMask", .integer(0))
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
