import IBDocument

/// Encodes a view element (and its subviews) with the `UIView` keys of ibtool's iOS output,
/// then the keys of its class (`UIKitViewClass`), then `UIClassSwapper` keys for a custom
/// class. Anything it does not know — an element, a child, an attribute, a value — is an error
/// naming it.
struct UIKitViewEncoder {
    let context: UIKitEncodingContext
    /// A storyboard controller's legacy top/bottom guides, archived with its view.
    var layoutGuides: UIKitControllerLayoutGuides?
    /// A storyboard scene's root view (the controller's `view`), sized to the document's device
    /// when it has no frame (`UIKitGeometry.defaultFrame`).
    var sceneRoot: MarkupElement?
    var document: InterfaceDocument { context.document }

    static let contentModes: [String: Int64] = [
        "scaleToFill": 0, "scaleAspectFit": 1, "scaleAspectFill": 2, "redraw": 3, "center": 4, "top": 5,
        "bottom": 6, "left": 7, "right": 8, "topLeft": 9, "topRight": 10, "bottomLeft": 11, "bottomRight": 12,
    ]
    static let semanticContentAttributes: [String: Int64] = [
        "unspecified": 0, "playback": 1, "spatial": 2, "forceLeftToRight": 3, "forceRightToLeft": 4,
    ]

    func encode(_ element: MarkupElement) throws -> AppKitArchiveObject {
        guard let viewClass = UIKitViewClasses.byElement[element.name] else {
            throw UIKitEncodingError.unsupportedElement(element: element.name, id: element.attribute("id"), context: "the view hierarchy")
        }
        var reader = UIKitElementReader(element)
        let view = AppKitArchiveObject(className: viewClass.className)
        let walkIndex = context.nextWalkIndex()
        context.register(view, id: reader.id)
        let variations = try encodeViewKeys(&reader, into: view, defaults: viewClass.viewDefaults, walkIndex: walkIndex)
        try viewClass.encodeKeys(&reader, into: view, encoder: self)
        for storage in try UIKitAttributeVariations.view(reader.element, variations: variations, view: view, ownerOrder: walkIndex) {
            context.addTraitStorage(storage)
        }
        try encodeExtras(&reader, object: view)
        UIKitClassSwapper.apply(to: view, reader: &reader)
        try reader.finish()
        return view
    }

    /// Connections, user-defined runtime attributes and canvas-only `<nil key="simulated…">`
    /// children, which any encoded object (views, controllers, bar items) may carry.
    func encodeExtras(_ reader: inout UIKitElementReader, object: AppKitArchiveObject) throws {
        if let connections = reader.child("connections") {
            guard let id = reader.id else { throw UIKitEncodingError.malformed(element: reader.element.name, id: nil, reason: "it has connections but no id") }
            try UIKitConnectionEncoder.collect(connections, sourceID: id, context: context)
        }
        if let attributes = reader.child("userDefinedRuntimeAttributes") {
            try UIKitRuntimeAttributes.encode(attributes, owner: object, ownerID: reader.id, context: context)
        }
        if let accessibility = reader.child("accessibility", key: "accessibilityConfiguration") {
            try UIKitAccessibility.encode(accessibility, owner: object, ownerID: reader.id, context: context)
        }
        for child in reader.childElements where child.name == "nil" && (child.attribute("key") ?? "").hasPrefix("simulated") {
            reader.consumeChild(child)
        }
        // An empty `<gestureRecognizers/>`: the recognizers are attached by the view's
        // `gestureRecognizers` outlet collection, the element itself archives nothing.
        for child in reader.childElements where child.name == "gestureRecognizers" && child.childElements.isEmpty {
            reader.consumeChild(child)
        }
    }

    /// Returns the view's size-class variations; their masks are applied here, their attributes
    /// are the caller's (after the class keys they vary).
    private func encodeViewKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, defaults: UIKitViewDefaults,
                                walkIndex: Int) throws -> [UIKitVariation] {
        let id = reader.id
        let variations = try UIKitTraitStorage.variations(&reader)
        let masks = Set(variations.flatMap(\.masks.keys))
        if masks.contains(.subviews), reader.element.name == "stackView" {
            throw UIKitEncodingError.unsupportedElement(element: "mask key=\"subviews\"", id: nil, context: "<variation> of \(reader.what) (uninstalled arranged subviews)")
        }
        // `restorationIdentifier=` → `UIRestorationIdentifier` (K: the key xibdump reads off real
        // nibs and davidquesada/ibtool writes, first among an object's keys; position inferred).
        if let restoration = reader.string("restorationIdentifier") { view.append("UIRestorationIdentifier", .string(restoration)) }
        let frame = try reader.child("rect", key: "frame").map { try UIKitGeometry.frame($0, owner: reader.what) }
            ?? reader.child("frame", key: "frameInset").map { try UIKitGeometry.frameInset($0, owner: reader.what) }
            ?? UIKitGeometry.defaultFrame(of: reader.element, isSceneRoot: sceneRoot === reader.element, document: document)
        if let frame {
            view.append("UIBounds", .bytes(UIKitGeometry.bounds(frame)))
            view.append("UICenter", .bytes(UIKitGeometry.center(frame)))
        }
        if let alpha = try reader.double("alpha"), alpha != 1 { view.append("UIAlpha", .double(alpha)) }
        if try reader.bool("hidden", default: false) { view.append("UIHidden", .bool(true)) }
        if let tag = try reader.integer("tag"), tag != 0 { view.append("UITag", .integer(tag)) }
        let guides = try layoutGuides.flatMap { $0.rootElement === reader.element ? try $0.build(view: view) : nil }
        if let subviews = reader.child("subviews") {
            let encoded = try subviews.childElements.map { (id: $0.attribute("id"), object: try encode($0)) }
            let (installed, storage) = try UIKitTraitStorage.split(encoded, variations: variations, keyPath: .subviews,
                                                                   owner: view, ownerOrder: walkIndex, ownerElement: reader.element.name, ownerID: id)
            if let storage { context.addTraitStorage(storage) }
            let all = installed + (guides?.guides.map(\.object) ?? [])
            if !all.isEmpty { view.append("UISubviews", .object(.mutableArray(all))) }
        } else if masks.contains(.subviews) {
            throw UIKitEncodingError.malformed(element: reader.element.name, id: id, reason: "its <variation> masks subviews it does not have")
        } else if let guides {
            view.append("UISubviews", .object(.mutableArray(guides.guides.map(\.object))))
        }
        if let color = reader.child("color", key: "backgroundColor") {
            view.append("UIBackgroundColor", .object(try UIKitColorEncoder.encode(color, document: document, ownerID: id)))
        }
        view.append("UIDeepDrawRect", .bool(true))
        if try reader.bool("opaque", default: defaults.opaque) { view.append("UIOpaque", .bool(true)) }
        if !(try reader.bool("userInteractionEnabled", default: defaults.userInteractionEnabled)) {
            view.append("UIUserInteractionDisabled", .bool(true))
        }
        if try reader.bool("multipleTouchEnabled", default: false) { view.append("UIMultipleTouchEnabled", .bool(true)) }
        if try reader.bool("autoresizesSubviews", default: true) { view.append("UIAutoresizeSubviews", .bool(true)) }
        let mask = reader.child("autoresizingMask", key: "autoresizingMask")
        view.append("UIAutoresizingMask", .integer(try UIKitGeometry.autoresizingMask(mask, id: id)))
        let mode = try reader.mapped("contentMode", Self.contentModes, default: 0)
        if mode != 0 { view.append("UIContentMode", .integer(mode)) }
        if try reader.bool("clipsSubviews", default: defaults.clipsSubviews) { view.append("UIClipsToBounds", .bool(true)) }
        if let color = reader.child("color", key: "tintColor") {
            view.append("UITintColor", .object(try UIKitColorEncoder.encode(color, document: document, ownerID: id)))
        }
        if !(try reader.bool("translatesAutoresizingMaskIntoConstraints", default: true)) {
            view.append("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true))
        }
        if let constraints = reader.child("constraints") {
            let encoded = try UIKitConstraintEncoder.encodeEach(constraints, owner: view, ownerOrder: walkIndex, context: context)
            let (installed, storage) = try UIKitTraitStorage.split(encoded, variations: variations, keyPath: .constraints,
                                                                   owner: view, ownerOrder: walkIndex, ownerElement: reader.element.name, ownerID: id)
            if let storage { context.addTraitStorage(storage) }
            view.append("UIViewAutolayoutConstraints", .object(.mutableArray((guides?.viewConstraints ?? []) + installed)))
            context.list(encoded.map(\.object), after: view)
        } else if masks.contains(.constraints) {
            throw UIKitEncodingError.malformed(element: reader.element.name, id: id, reason: "its <variation> masks constraints it does not have")
        } else if let guides {
            view.append("UIViewAutolayoutConstraints", .object(.mutableArray(guides.viewConstraints)))
        }
        guides?.register(in: context, after: view)
        for guide in reader.children("viewLayoutGuide") {
            try UIKitLayoutGuide.register(guide, context: context)
        }
        if let hugging = try priorityPair(&reader, "horizontalHuggingPriority", "verticalHuggingPriority", default: 250) {
            view.append("UIViewContentHuggingPriority", .string(hugging))
        }
        if let resistance = try priorityPair(&reader, "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", default: 750) {
            view.append("UIViewContentCompressionResistancePriority", .string(resistance))
        }
        view.append("UIViewSemanticContentAttribute", .integer(try reader.mapped("semanticContentAttribute", Self.semanticContentAttributes, default: 0)))
        view.append("UIViewLargeContentStoredProperties", .null)
        // Layout-margin and drawing flags (names from UIKit's coder), written when not the default.
        if !(try reader.bool("clearsContextBeforeDrawing", default: true)) { view.append("UIClearsContextBeforeDrawing", .bool(false)) }
        try UIKitLayoutMargins.encode(&reader, into: view)
        if try reader.bool("preservesSuperviewLayoutMargins", default: false) { view.append("UIViewPreservesSuperviewMargins", .bool(true)) }
        if try reader.bool("layoutMarginsFollowReadableWidth", default: false) { view.append("UIViewLayoutMarginsFollowReadableWidth", .bool(true)) }
        if !(try reader.bool("insetsLayoutMarginsFromSafeArea", default: true)) { view.append("UIViewInsetsLayoutMarginsFromSafeArea", .bool(false)) }
        return variations
    }

    /// `"{horizontal, vertical}"` when the document sets either (even to UIKit's default, as
    /// ibtool writes a navigation bar's explicit `horizontalHuggingPriority="250"`).
    private func priorityPair(_ reader: inout UIKitElementReader, _ horizontal: String, _ vertical: String, default defaultValue: Int64) throws -> String? {
        let set = [try reader.integer(horizontal), try reader.integer(vertical)]
        guard set.contains(where: { $0 != nil }) else { return nil }
        return "{\(set[0] ?? defaultValue), \(set[1] ?? defaultValue)}"
    }
}
