import IBDocument

/// `NSView` and the keys every view shares: `NSNextResponder`, `NSNibTouchBar` (nil),
/// `NSvFlags` (autoresizing mask | 0x100 autoresizes subviews | hidden bit),
/// `NSSubviews`, `NSFrame` or `NSFrameSize` (origin zero), `NSSuperview`,
/// `NSViewWantsBestResolutionOpenGLSurface`, the nil layout guides and `IBNSClipsToBounds`.
enum AppKitViewEncoder {
    static let autoresizesSubviews: Int64 = 0x100
    static let hiddenBit: Int64 = -0x8000_0000
    /// The mask ibtool gives a view without `<autoresizingMask>`: flexible max X and min Y
    /// under Auto Layout, flexible min and max Y otherwise.
    /// `NSHuggingPriority` ("{horizontal, vertical}") when it differs from the class default.
    static func huggingPriority(_ reader: inout AppKitAttributeReader, defaultWhenAbsent: (String, String),
                                classDefault: (String, String)) -> AppKitArchiveValue? {
        let horizontal = reader.string("horizontalHuggingPriority") ?? defaultWhenAbsent.0
        let vertical = reader.string("verticalHuggingPriority") ?? defaultWhenAbsent.1
        if horizontal == classDefault.0 && vertical == classDefault.1 { return nil }
        return .string("{\(horizontal), \(vertical)}")
    }

    static func defaultAutoresizing(_ context: AppKitEncodingContext) -> Int64 {
        context.usesAutolayout ? 0x4 | 0x8 : 0x8 | 0x20
    }

    /// A view's frame is archived as `NSFrameSize` when its origin is zero, else as `NSFrame`.
    static func frameKey(of frame: AppKitRect) -> String { frame.x == 0 && frame.y == 0 ? "NSFrameSize" : "NSFrame" }
    static func frameString(of frame: AppKitRect) -> String { frame.x == 0 && frame.y == 0 ? frame.sizeString : frame.rectString }

    /// Replaces an encoded view's frame (after ibtool's re-layout of a scroll, split or box view's
    /// subviews) and puts its keys back in order.
    static func replaceFrame(_ frame: AppKitRect, of object: AppKitArchiveObject, keyOrder: [String] = commonKeyOrder) {
        object["NSFrame"] = nil
        object["NSFrameSize"] = nil
        object[frameKey(of: frame)] = .string(frameString(of: frame))
        object.order(keyOrder)
    }

    static let commonKeyOrder = [
        "NSNextResponder", "NSNibTouchBar", "NSvFlags", "NSSubviews", "NSDragTypes", "NSFrame", "NSFrameSize",
        "NSSuperview", "NSViewWantsBestResolutionOpenGLSurface", "NSReuseIdentifierKey", "NSDoNotTranslateAutoresizingMask", "NSViewConstraints",
        "NSViewLayoutGuides", "NSHuggingPriority", "NSAntiCompressionPriority",
        "IBNSSafeAreaLayoutGuide", "IBNSLayoutMarginsGuide",
        "IBNSClipsToBounds",
    ]

    /// `<view>` (as a window's content view or a subview) and `<customView>`.
    static func encodePlainView(_ element: MarkupElement, parent: AppKitArchiveObject?,
                                walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let isCustomView = element.name == "customView"
        let object = AppKitArchiveObject(className: isCustomView ? "NSCustomView" : "NSView")
        var reader = AppKitAttributeReader(element)
        let horizontalHugging = reader.string("horizontalHuggingPriority")
        let verticalHugging = reader.string("verticalHuggingPriority")
        try encodeView(object, element: element, reader: &reader, parent: parent, walker: walker) { _ in false }
        if horizontalHugging != nil || verticalHugging != nil {
            // An absent priority is 250 (transmission_MainMenu's "Bottom bar": vertical 750 → {250, 750},
            // after the constraints).
            let hugging = AppKitArchiveValue.string("{\(horizontalHugging ?? "250"), \(verticalHugging ?? "250")}")
            object.insert("NSHuggingPriority", hugging, before: "IBNSSafeAreaLayoutGuide")
        }
        if isCustomView, !object.contains("NSClassName") {
            object["NSClassName"] = .string("NSView")
        }
        try reader.finish()
        return object
    }

    /// Encodes the view part of any view element: lists it, reads the shared attributes and
    /// children (`rect`, `autoresizingMask`, `subviews`, `connections`), and hands every
    /// other child to `child`, which returns false for children it does not know.
    static func encodeView(_ object: AppKitArchiveObject, element: MarkupElement, reader: inout AppKitAttributeReader,
                           parent: AppKitArchiveObject?, walker: AppKitElementWalker,
                           child: (MarkupElement) throws -> Bool) throws {
        let context = walker.context
        let isContentView = element.attribute("key") == "contentView"
        AppKitCustomClass.apply(to: object, reader: &reader, context: context)
        context.list(object, id: reader.id, parent: parent)
        if let tag = try reader.integer("tag") { object["NSTag"] = .integer(tag) }
        // A view's user interface identifier is NSView's NSReuseIdentifierKey, after
        // NSViewWantsBestResolutionOpenGLSurface (stackview_identifier, test_slider_prefs). A table
        // cell view's identifier names its prototype instead (AppKitTableCellViewEncoder).
        if element.name != "tableCellView", let identifier = reader.string("identifier") {
            object["NSReuseIdentifierKey"] = .string(identifier)
        }
        if let toolTip = reader.string("toolTip") { addToolTip(toolTip, to: object, context: context) }
        let horizontalCompression = reader.string("horizontalCompressionResistancePriority")
        let verticalCompression = reader.string("verticalCompressionResistancePriority")
        if horizontalCompression != nil || verticalCompression != nil {
            object["NSAntiCompressionPriority"] = .string("{\(horizontalCompression ?? "750"), \(verticalCompression ?? "750")}")
        }

        var autoresizing: Int64?
        var frame: AppKitRect?
        var constraints: MarkupElement?
        for childElement in element.childElements {
            switch (childElement.name, childElement.attribute("key")) {
            case ("rect", "frame"):
                frame = try AppKitRect(childElement, ownerID: reader.id)
            case ("autoresizingMask", "autoresizingMask"):
                autoresizing = try autoresizingMask(childElement, ownerID: reader.id)
            case ("subviews", _):
                var subviews: [AppKitArchiveObject] = []
                var subviewWalker = walker
                subviewWalker.contentSize = nil
                for subviewElement in childElement.childElements {
                    let subview = try subviewWalker.encodeObject(subviewElement, parent: object)
                    subview["NSSuperview"] = .object(object)
                    subview["NSNextResponder"] = .object(object)
                    subviews.append(subview)
                }
                object["NSSubviews"] = .object(.mutableArray(object.className == "NSCustomView" ? subviews.reversed() : subviews))
            case ("constraints", _):
                // Encoded after the other children, as ibtool lists them.
                constraints = childElement
            case ("viewLayoutGuide", "safeArea"):
                object["IBNSSafeAreaLayoutGuide"] = .object(AppKitLayoutGuides.systemGuide(type: 2))
                if let id = childElement.attribute("id") {
                    context.addSafeAreaGuide(AppKitLayoutGuides.safeAreaGuide(), id: id, owner: object)
                }
            case ("viewLayoutGuide", "layoutMargins"):
                // Only the marker is known; constraints to the margins guide stay unresolved (an error).
                object["IBNSLayoutMarginsGuide"] = .object(AppKitLayoutGuides.systemGuide(type: 1))
            case ("string", "toolTip"):
                // ibtool drops base64-encoded tool tips (fixture tooltip_base64).
                if childElement.attribute("base64-UTF8") != "YES" {
                    addToolTip(childElement.textContent, to: object, context: context)
                }
            default:
                if try walker.encodeCommonChild(childElement, of: object) { continue }
                if try child(childElement) { continue }
                throw walker.unsupported(childElement)
            }
        }

        if let constraints {
            let encoded = try AppKitConstraintEncoder.encodeAll(constraints, owner: object, ownerID: reader.id, context: context)
            object["NSViewConstraints"] = .object(.array(encoded))
        }
        var flags = object.integer("NSvFlags") ?? 0
        flags |= autoresizing ?? defaultAutoresizing(context)
        // A view's focus ring type is NSView's own bits (scrollview_table: none → 0x1000); a control
        // with a cell keeps it in the cell's flags and ibtool drops the control's attribute
        // (securetextfield: no trace of the field's focusRingType="none").
        let focusRing = try reader.mapped("focusRingType", ["default": Int64(0), "none": 0x1000, "exterior": 0x2000], default: 0)
        if !element.childElements.contains(where: { $0.attribute("key") == "cell" }) { flags |= focusRing }
        if try reader.bool("autoresizesSubviews", default: true) { flags |= autoresizesSubviews }
        if try reader.bool("hidden", default: false) { flags |= hiddenBit }
        // A view without any flag has no NSvFlags (fixture test34_pdfview).
        object["NSvFlags"] = flags == 0 ? nil : .integer(flags)

        var genericHugging: AppKitArchiveValue?
        // Hugging of a view class that does not read it itself: NSView's {250, 250} default, an
        // absent priority 250 (as transmission_MainMenu's custom view); written when not the default.
        if !reader.isConsumed("horizontalHuggingPriority") && !reader.isConsumed("verticalHuggingPriority") {
            let hugging = (reader.string("horizontalHuggingPriority") ?? "250", reader.string("verticalHuggingPriority") ?? "250")
            if hugging != ("250", "250") { genericHugging = .string("{\(hugging.0), \(hugging.1)}") }
        }
        if isContentView {
            object.setIfAbsent("NSNextResponder", .null)
            let size = walker.contentSize ?? frame.map { ($0.width, $0.height) } ?? (0, 0)
            object["NSFrameSize"] = .string(AppKitRect.sizeString(size.0, size.1))
        } else {
            object.setIfAbsent("NSNextResponder", parent.map { .object($0) } ?? .null)
            if let frame { object[frameKey(of: frame)] = .string(frameString(of: frame)) }
        }
        object["NSNibTouchBar"] = .null
        object["NSViewWantsBestResolutionOpenGLSurface"] = .bool(true)
        object.setIfAbsent("IBNSSafeAreaLayoutGuide", .null)
        object.setIfAbsent("IBNSLayoutMarginsGuide", .null)
        let clips = try reader.bool("clipsToBounds", default: false)
        object["IBNSClipsToBounds"] = .integer(clips ? 1 : 0)
        if clips { object["NSViewClipsToBoundsKeyName"] = .bool(true) }
        if try reader.bool("wantsLayer", default: false) { object["NSViewIsLayerTreeHost"] = .bool(true) }
        // Without constraints (refused for now) the flag reaches the nib only on top-level
        // views whose frame is not fixed.
        let translates = try reader.bool("translatesAutoresizingMaskIntoConstraints", default: true)
        if !translates {
            if let id = reader.id { context.noteNotTranslating(id: id) }
            // A top-level view without a fixed frame says so even when unconstrained.
            if parent == nil && element.attribute("fixedFrame") != "YES" {
                object["NSDoNotTranslateAutoresizingMask"] = .bool(true)
            }
        }
        if let genericHugging { object["NSHuggingPriority"] = genericHugging }
        object.order(commonKeyOrder)
    }

    /// A tool tip is a help connector: `NSIBHelpConnector` { `NSDestination` (the view),
    /// `NSFile` = "NSToolTipHelpKey", `NSMarker` (the text) }.
    static func addToolTip(_ text: String, to object: AppKitArchiveObject, context: AppKitEncodingContext) {
        let connector = AppKitArchiveObject(className: "NSIBHelpConnector")
        connector.append("NSDestination", .object(object))
        connector.append("NSFile", .string("NSToolTipHelpKey"))
        connector.append("NSMarker", .string(text))
        context.addConnector(connector)
    }

    /// `<autoresizingMask>`: the NSAutoresizingMaskOptions bits.
    static func autoresizingMask(_ element: MarkupElement, ownerID: String?) throws -> Int64 {
        var reader = AppKitAttributeReader(element)
        var mask: Int64 = 0
        if try reader.bool("flexibleMinX", default: false) { mask |= 0x01 }
        if try reader.bool("widthSizable", default: false) { mask |= 0x02 }
        if try reader.bool("flexibleMaxX", default: false) { mask |= 0x04 }
        if try reader.bool("flexibleMinY", default: false) { mask |= 0x08 }
        if try reader.bool("heightSizable", default: false) { mask |= 0x10 }
        if try reader.bool("flexibleMaxY", default: false) { mask |= 0x20 }
        try reader.finish()
        return mask
    }
}
