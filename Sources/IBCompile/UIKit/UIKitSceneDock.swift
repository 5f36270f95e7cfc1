import IBDocument

/// A storyboard scene's dock: the objects of `<scene><objects>` besides the controller, the
/// First Responder and Exit placeholders. Gesture recognizers and views (a view the controller
/// installs in code, reached through one of its outlets) are archived in the controller's view
/// nib as top-level objects after the view, in document order; the controller's outlets to
/// them are connections of that nib from its upstream placeholder, as for outlets into the view.
///
/// Views there are a **hypothesis**: no Apple nib in the fixtures has a dock view. It follows
/// from what UIKit loads — a scene nib holds the controller, its view nib is loaded with the
/// controller as File's Owner when `view` is first asked for (`-[UIViewController loadView]`
/// with `UINibName`), so an outlet from the controller to a view can only be connected by a nib
/// the controller owns — and from Xcode's own description of the dock ("top-level objects of
/// the scene"), and it is the place this compiler gives the recognizers, the other kind of dock
/// object. Other dock objects (a plain `customObject`) stay refused.
enum UIKitSceneDock {
    static func goesIntoViewNib(_ element: MarkupElement) -> Bool {
        UIKitGestureRecognizerEncoder.isRecognizer(element) || UIKitViewClasses.byElement[element.name] != nil
    }
}
