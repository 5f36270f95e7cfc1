import IBDocument

/// Views whose frame is not the rectangle their constraints place (their alignment rect):
/// `frameOutsets` is how far the frame reaches beyond the alignment rect on each side (negative:
/// the frame is smaller). Switches are the other case, handled by
/// `IntrinsicContentSize.fixedFrameSize` (a fixed frame 2 pt wider than their alignment rect).
///
/// An image view showing an SF Symbol scaled to fit (`contentMode="scaleAspectFit"`, an image
/// with `catalog="system"`) takes the symbol image's alignment insets: the frame Xcode stores is
/// the constrained rectangle less 0.5 pt at the top and at the bottom (34×34 → 34×33 at y + 0.5;
/// 25×25 → 25×24; 19×19 → 19×18, in Loop's HUD views and NetNewsWire's inspector, Xcode 11 to
/// 26). The real insets depend on the symbol and its configuration; 0.5 pt is what the corpus
/// shows for circle-shaped symbols, and other content modes are left alone (NetNewsWire's
/// centred `chevron.down` is 10 pt shorter than its constraints: not modelled).
///
/// A UISlider's frame reaches 2 pt beyond its alignment rect at the sides and 1 pt below it: every
/// slider laid out by constraints in the corpus (39 of 39, Xcode 9 to 16; a 30 pt alignment rect
/// stored 31 pt high, or 29 for a 28 pt height constraint). Xcode 26's slider (NetNewsWire's
/// Settings) is stored at its alignment rect.
enum AlignmentRect {
    static func frameOutsets(of element: MarkupElement, toolsVersion: Int) -> Insets? {
        if element.name == "slider" { return toolsVersion >= Xcode26Bars.firstToolsVersion ? nil : sliderOutsets }
        guard element.attribute("contentMode") == "scaleAspectFit", showsSymbol(element) else { return nil }
        return Insets(top: -0.5, left: 0, bottom: -0.5, right: 0)
    }

    /// An image view whose image is an SF Symbol (`catalog="system"`, on the element or its
    /// `<imageReference key="image">`).
    static func showsSymbol(_ element: MarkupElement) -> Bool {
        guard element.name == "imageView" else { return false }
        let reference = element.firstChild(named: "imageReference", key: "image")
        return (reference?.attribute("catalog") ?? element.attribute("catalog")) == "system"
    }

    /// The outsets of a view laid out by constraints (a view placed by its autoresizing mask keeps
    /// its stored frame, which is already its frame).
    /// AppKit controls': `AppKitControls`.
    static func frameOutsets(of node: LayoutNode, toolsVersion: Int) -> Insets? {
        if node.translatesAutoresizingMask { return nil }
        if let generation = node.appKit { return AppKitControls.frameOutsets(of: node.element, generation: generation) }
        return frameOutsets(of: node.element, toolsVersion: toolsVersion)
    }

    static let sliderOutsets = Insets(top: 0, left: 2, bottom: 1, right: 2)

    /// The frame of an alignment rect reaching `outsets` beyond it.
    static func frame(_ rect: IBRect, outsets: Insets) -> IBRect {
        IBRect(x: rect.x - outsets.left, y: rect.y - outsets.top,
               width: rect.width + outsets.left + outsets.right, height: rect.height + outsets.top + outsets.bottom)
    }
}
