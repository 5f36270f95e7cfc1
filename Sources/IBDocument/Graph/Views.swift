/// The view hierarchy: main views of controllers, subviews (back to front) and frames.
public struct IBRect: Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

extension InterfaceDocument {
    /// A controller's main view: its child keyed `view` (`contentView` of a window for macOS
    /// window controllers' windows).
    public func mainView(of controller: IBObject) -> IBObject? {
        if let view = controller.element.firstChild(withKey: "view") { return IBObject(view) }
        if let window = controller.element.firstChild(withKey: "window") ?? (controller.elementName == "window" ? controller.element : nil),
           let content = window.firstChild(withKey: "contentView") {
            return IBObject(content)
        }
        return nil
    }

    /// Direct subviews in z-order (back to front), as listed in `<subviews>`.
    public func subviews(of view: IBObject) -> [IBObject] {
        view.element.firstChild(named: "subviews")?.childElements.filter(InterfaceDocument.isObjectElement).map(IBObject.init) ?? []
    }

    /// The view whose `<subviews>` list holds this view (nil for main and top-level views).
    public func superview(of view: IBObject) -> IBObject? {
        guard let list = view.element.parent, list.name == "subviews", let superview = list.parent else { return nil }
        return IBObject(superview)
    }

    /// True for objects that have a frame or sit in a subviews list.
    public func isView(_ object: IBObject) -> Bool {
        object.element.firstChild(named: "rect", key: "frame") != nil || superview(of: object) != nil
            || object.key == "view" || object.key == "contentView"
    }

    /// `<rect key="frame">`, in the superview's coordinates.
    public func frame(of view: IBObject) -> IBRect? {
        guard let rect = view.element.firstChild(named: "rect", key: "frame"),
              let x = rect.number("x"), let y = rect.number("y"),
              let width = rect.number("width"), let height = rect.number("height") else { return nil }
        return IBRect(x: x, y: y, width: width, height: height)
    }

    /// Moves or resizes a view by writing its frame rect; only the numbers that change are
    /// re-printed, and a missing rect is created first in the view, as Xcode writes it.
    public func setFrame(_ frame: IBRect, of view: IBObject) {
        let rect: MarkupElement
        if let existing = view.element.firstChild(named: "rect", key: "frame") {
            rect = existing
        } else {
            rect = MarkupElement(xcode: "rect", ["key": "frame"])
            view.element.insertChildInXcodeOrder(rect)
        }
        rect.setNumber("x", to: frame.x)
        rect.setNumber("y", to: frame.y)
        rect.setNumber("width", to: frame.width)
        rect.setNumber("height", to: frame.height)
    }

    /// Views from this one up to the top of its hierarchy (itself first).
    public func viewAncestry(of view: IBObject) -> [IBObject] {
        var chain = [view]
        var current = view
        while let parent = superview(of: current) {
            chain.append(parent)
            current = parent
        }
        return chain
    }
}

extension InterfaceDocument {
    /// Moves a view into another view's `<subviews>` at a z-order position (nil: in front),
    /// setting its frame in the new superview's coordinates. The old `<subviews>` list is
    /// removed when it becomes empty, the new one is created at Xcode's place. Constraints that
    /// referred to the view stay as they are (lint reports the ones that no longer make sense).
    public func moveView(_ viewID: String, into superviewID: String, at index: Int? = nil, frame: IBRect? = nil) throws {
        let view = try require(viewID)
        let superview = try require(superviewID)
        guard isView(view), superview.elementName != "constraint" else {
            throw InterfaceDocumentError.wrongKindOfObject(id: viewID, expected: "a view")
        }
        guard !objectAncestry(of: superview).contains(view) else {
            throw InterfaceDocumentError.wrongKindOfObject(id: superviewID, expected: "outside the view being moved")
        }
        let oldList = view.element.parent
        let list = containerList(named: "subviews", in: superview.element)
        list.insertChild(view.element, atElementIndex: index ?? Int.max)
        if let oldList, oldList.name == "subviews", oldList.childElements.isEmpty { oldList.removeFromParent() }
        if let frame { setFrame(frame, of: view) }
    }
}
