import IBDocument

/// `<segmentedControl>` → `UISegmentedControl`, in `-[UISegmentedControl encodeWithCoder:]`'s
/// order (D, decompiled UIKitCore iOS 26.1): the control keys, `UIMomentary` (when momentary),
/// `UISegments` (the `UISegment`s, an `NSMutableArray`, when there are any),
/// `UIUseProportionalWidthSegments` (`apportionsSegmentWidthsByContent="YES"`),
/// `UISelectedSegmentIndex` (always; -1 for none, the value when the attribute is absent),
/// `UISpringLoaded` (when spring-loaded), `UISegmentedControlSelectedSegmentTintColor` (when set).
/// `segmentControlStyle=` archives nothing: the coder has no key for the deprecated style.
///
/// The segments are also the control's `UISubviews` (UISegmentedControl keeps
/// `-[UIView _populateArchivedSubviews:]`, and `-_createAndAddSegmentAtIndex:position:withInfo:`
/// adds each segment as a subview; WinObjC's xib2nib writes them both ways too, K).
/// Each is `UISegmentedControlSegment`'s `UISegment` (`UIKitSegmentEncoder`).
///
/// **Hypothesis**: that the control has no other archived subview at ibtool time (a selection
/// indicator lives inside a segment, which removes it before encoding; no Apple nib in the
/// fixtures has a segmented control).
enum UIKitSegmentedControlClass: UIKitViewClass {
    static let elementName = "segmentedControl"
    static let className = "UISegmentedControl"
    /// `-_commonSegmentedControlInit` makes the control non-opaque (D).
    static let viewDefaults = UIKitViewDefaults(opaque: false)
    /// Interface Builder's four styles of the deprecated `segmentedControlStyle`, which no coder key archives.
    static let styles: Set<String> = ["plain", "bordered", "bar", "bezeled"]

    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {
        try UIKitControlKeys.encode(&reader, into: view)
        try reader.accept("segmentControlStyle", only: styles)
        if try reader.bool("momentary", default: false) { view.append("UIMomentary", .bool(true)) }
        let segments = try segmentObjects(&reader, controlFrame: controlFrame(reader), encoder: encoder)
        if !segments.isEmpty {
            view.append("UISegments", .object(.mutableArray(segments)))
            guard !view.contains("UISubviews") else {
                throw UIKitEncodingError.malformed(element: reader.element.name, id: reader.id,
                                                   reason: "it has subviews of its own beside its segments, which ibtool lays out in an order no Apple nib shows")
            }
            let before = view.contains("UIBackgroundColor") ? "UIBackgroundColor" : "UIDeepDrawRect"
            view.insert("UISubviews", .object(.mutableArray(segments)), before: before)
        }
        if try reader.bool("apportionsSegmentWidthsByContent", default: false) { view.append("UIUseProportionalWidthSegments", .bool(true)) }
        view.append("UISelectedSegmentIndex", .integer(try reader.integer("selectedSegmentIndex") ?? -1))
        if try reader.bool("springLoaded", default: false) { view.append("UISpringLoaded", .bool(true)) }
        if let color = reader.child("color", key: "selectedSegmentTintColor") {
            view.append("UISegmentedControlSelectedSegmentTintColor",
                        .object(try UIKitColorEncoder.encode(color, document: encoder.document, ownerID: reader.id)))
        }
    }

    /// The control's frame as the document gives it (the view keys have read it already).
    private static func controlFrame(_ reader: UIKitElementReader) throws -> UIKitGeometry.Frame {
        guard let rect = reader.childElements.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else {
            throw UIKitEncodingError.malformed(element: reader.element.name, id: reader.id,
                                               reason: "it has no frame, from which its segments' frames are laid out")
        }
        return try UIKitGeometry.frame(rect, owner: reader.what)
    }

    private static func segmentObjects(_ reader: inout UIKitElementReader, controlFrame: UIKitGeometry.Frame,
                                       encoder: UIKitViewEncoder) throws -> [AppKitArchiveObject] {
        guard let list = reader.child("segments") else { return [] }
        let elements = list.childElements
        if let other = elements.first(where: { $0.name != "segment" }) {
            throw UIKitEncodingError.unsupportedElement(element: other.name, id: other.attribute("id"), context: "<segments> of \(reader.what)")
        }
        var segmentReaders = elements.map(UIKitElementReader.init)
        var widths: [Double?] = []
        for index in segmentReaders.indices {
            let width = try segmentReaders[index].double("width")
            widths.append(width.flatMap { $0 > 0 ? $0 : nil })
        }
        let frames = UIKitSegmentEncoder.frames(widths: widths, in: controlFrame)
        var segments: [AppKitArchiveObject] = []
        for index in segmentReaders.indices {
            segments.append(try UIKitSegmentEncoder.encode(&segmentReaders[index], index: index, count: elements.count,
                                                           width: widths[index], frame: frames[index], controlID: reader.id,
                                                           encoder: encoder))
            try segmentReaders[index].finish()
        }
        return segments
    }
}
