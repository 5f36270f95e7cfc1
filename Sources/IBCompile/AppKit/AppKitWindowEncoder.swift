import IBDocument

/// `<window>` → `NSWindowTemplate`. Key facts from ibtool's output:
/// * `NSWTFlags` (int32, read as signed): initial-position struts (0x780000 = centred on
///   both axes when no `windowPositionMask`), 0x20000000 deferred, 0x40000000 not released
///   when closed, 0x80000000 hides on deactivate, 0x2000 tool tips when inactive, 0x800
///   recalculates the key view loop; 0x1000 no shadow (`AppKitWindowTemplateKeys`).
/// * `NSWindowRect`: the content rect, but an axis without a strut is centred on the
///   screen rect (`{{520, 338.5}, {400, 200}}` for 400×200 on 1440×877).
/// * `NSMinSize`/`NSMaxSize` are frame sizes (content + 32 pt title bar unless the
///   content is full size); `NSWindowContentMinSize`/`MaxSize` the content sizes.
enum AppKitWindowEncoder {
    private struct Struts { var left = false, right = false, top = false, bottom = false }

    /// A Swift window class (`customModule`) in a `customObjectInstantitationMethod="direct"`
    /// document: archived as in any other document — `IBClassReference` and the mangled
    /// runtime name in `NSWindowClass` — not through an `NSClassSwapper`.
    ///
    /// Hypothesis (no pair has a window with a module): the direct method changes how
    /// the *decoder* instantiates an object (an `NSClassSwapper` makes it create the custom
    /// class with `-init`/`-initWithCoder:`), but a window is never decoded: the
    /// `NSWindowTemplate` is, and its `-nibInstantiate` creates the window from the class name.
    /// HSChooserWindow (direct, a window class without a module) shows ibtool keeping the
    /// template for a window there; a module only changes the name to the Swift runtime name.
    private static func applySwiftWindowClassInDirectDocument(to window: AppKitArchiveObject,
                                                              reader: inout AppKitAttributeReader) {
        let module = reader.string("customModule")
        let provider = reader.string("customModuleProvider")
        guard let customClass = reader.string("customClass") else { return }
        window["IBClassReference"] = .object(AppKitCustomClass.classReference(
            className: customClass, module: module, moduleProvider: provider))
        window["NSClassName"] = .string(AppKitCustomClass.runtimeName(className: customClass, module: module))
    }

    static func encode(_ element: MarkupElement, walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let context = walker.context
        var reader = AppKitAttributeReader(element)
        let window = AppKitArchiveObject(className: "NSWindowTemplate")
        // A window's class goes to NSWindowClass, a string the template's -nibInstantiate
        // resolves when it creates the window; the template itself is never swapped.
        if context.instantiatesCustomClassesDirectly, element.attribute("customModule") != nil {
            applySwiftWindowClassInDirectDocument(to: window, reader: &reader)
        } else {
            AppKitCustomClass.apply(to: window, reader: &reader, context: context)
        }
        let windowClass = window["NSClassName"]
        window["NSClassName"] = nil
        context.list(window, id: reader.id, parent: nil)

        var flags: Int64 = 0x780000
        var styleMask: Int64?
        var struts: Struts?
        var contentRect = AppKitRect.zero
        var screenRect = AppKitRect.zero
        var minSize: (Double, Double)?
        var maxSize: (Double, Double)?
        var contentView: AppKitArchiveObject?
        var collectionBehavior: Int64?
        var contentBorderMinY: Double?
        var toolbar: AppKitArchiveObject?
        for child in element.childElements {
            switch (child.name, child.attribute("key")) {
            case ("windowStyleMask", "styleMask"):
                styleMask = try self.styleMask(child)
            case ("windowPositionMask", "initialPositionMask"):
                let parsed = try positionStruts(child)
                struts = parsed
                flags = (flags & ~0x780000) | strutFlags(parsed)
            case ("rect", "contentRect"):
                contentRect = try AppKitRect(child, ownerID: reader.id)
            case ("rect", "screenRect"):
                screenRect = try AppKitRect(child, ownerID: reader.id)
            case ("value", "minSize"), ("value", "maxSize"):
                guard child.attribute("type") == "size", let width = child.attribute("width").flatMap(Double.init),
                      let height = child.attribute("height").flatMap(Double.init) else {
                    throw AppKitEncodingError.malformed(element: "value", id: reader.id, reason: "a window size needs type=\"size\", width and height")
                }
                if child.attribute("key") == "minSize" { minSize = (width, height) } else { maxSize = (width, height) }
            case ("windowCollectionBehavior", "collectionBehavior"):
                collectionBehavior = try self.collectionBehavior(child)
            case ("contentBorderThickness", _):
                var borderReader = AppKitAttributeReader(child)
                contentBorderMinY = try borderReader.double("minY")
                try borderReader.finish()
            case ("toolbar", "toolbar"):
                toolbar = try AppKitToolbarEncoder.encode(child, window: window, walker: walker)
            case ("view", "contentView"), ("clipView", "contentView"):
                var contentWalker = walker
                contentWalker.contentSize = (contentRect.width, contentRect.height)
                contentView = try contentWalker.encodeObject(child, parent: window)
            default:
                if try walker.encodeCommonChild(child, of: window) { continue }
                throw walker.unsupported(child)
            }
        }

        if try reader.bool("deferred", default: true) { flags |= 0x2000_0000 }
        if try reader.bool("allowsToolTipsWhenApplicationIsInactive", default: true) { flags |= 0x2000 }
        if try reader.bool("autorecalculatesKeyViewLoop", default: true) { flags |= 0x800 }
        if !(try reader.bool("releasedWhenClosed", default: true)) { flags |= 0x4000_0000 }
        if try reader.bool("hidesOnDeactivate", default: false) { flags |= 0x8000_0000 }
        if !(try reader.bool("hasShadow", default: true)) { flags |= AppKitWindowTemplateKeys.noShadowFlag }
        try reader.accept("animationBehavior", only: ["default"])
        try reader.accept("oneShot", only: ["NO", "YES"])
        try reader.accept("showsToolbarButton", only: ["NO", "YES"])

        if let styleMask { window["NSWindowStyleMask"] = .integer(styleMask) }
        window["NSWindowBacking"] = .integer(2)
        window["NSWindowRect"] = .string(windowRect(content: contentRect, screen: screenRect, struts: struts).rectString)
        window["NSWTFlags"] = .integer(Int64(Int32(truncatingIfNeeded: flags)))
        window["NSWindowTitle"] = .string(reader.string("title") ?? "")
        window["NSWindowSubtitle"] = .string("")
        window["NSWindowClass"] = windowClass ?? .string("NSWindow")
        window["NSViewClass"] = toolbar.map { .object($0) } ?? .null
        window["NSUserInterfaceItemIdentifier"] = reader.string("identifier").map { .string($0) } ?? .null
        if let maxSize { window["NSWindowContentMaxSize"] = .string(AppKitRect.sizeString(maxSize.0, maxSize.1)) }
        if let minSize { window["NSWindowContentMinSize"] = .string(AppKitRect.sizeString(minSize.0, minSize.1)) }
        window["NSWindowView"] = contentView.map { .object($0) } ?? .null
        window["NSScreenRect"] = .string(screenRect.rectString)
        let titleBar: Double = (styleMask ?? 0) & 1 != 0 && (styleMask ?? 0) & 0x8000 == 0 ? 32 : 0
        // A window with a toolbar has no frame minimum (sb_toolbar: only the content minimum);
        // what it gets for a maximum is not known.
        if let minSize, toolbar == nil { window["NSMinSize"] = .string(AppKitRect.sizeString(minSize.0, minSize.1 + titleBar)) }
        if maxSize != nil, toolbar != nil {
            throw AppKitEncodingError.malformed(element: "window", id: reader.id, reason: "a maxSize on a window with a toolbar cannot be compiled to a macOS nib yet")
        }
        if let maxSize {
            window["NSMaxSize"] = .string(AppKitRect.sizeString(maxSize.0, maxSize.1 + titleBar))
        } else if toolbar == nil {
            // A window with a toolbar has no default maximum (fixtures toolbar_*).
            window["NSMaxSize"] = .string("{10000000000000, 10000000000000}")
        }
        if let collectionBehavior { window["NSWindowCollectionBehavior"] = .integer(collectionBehavior) }
        if let contentBorderMinY {
            window["NSAutorecalculatesContentBorderThicknessMinY"] = .bool(false)
            window["NSContentBorderThicknessMinY"] = .double(contentBorderMinY)
        }
        window["NSWindowIsRestorable"] = .bool(try reader.bool("restorable", default: true))
        window["NSMinFullScreenContentSize"] = .string("{0, 0}")
        window["NSMaxFullScreenContentSize"] = .string("{0, 0}")
        try AppKitWindowTemplateKeys.applyTitlebar(to: window, reader: &reader)
        if let tabbingMode = reader.string("tabbingMode") {
            guard let value = ["automatic": Int64(0), "preferred": 1, "disallowed": 2][tabbingMode] else {
                throw reader.unsupported("tabbingMode", tabbingMode)
            }
            window["NSWindowTabbingMode"] = .integer(value)
        }
        let toolbarStyle = try reader.mapped("toolbarStyle", ["automatic": Int64(0), "expanded": 1, "preference": 2,
                                                             "unified": 3, "compact": 4, "unifiedCompact": 4], default: 0)
        if toolbarStyle != 0 { window["NSWindowToolbarStyle"] = .integer(toolbarStyle) }
        if let autosaveName = reader.string("frameAutosaveName") {
            window["NSFrameAutosaveName"] = .string(autosaveName)
        }
        // ibtool writes a window's class reference last.
        if window.contains("IBClassReference") { window.order(window.values.map(\.key).filter { $0 != "IBClassReference" }) }
        if try reader.bool("visibleAtLaunch", default: true) { context.addVisibleWindow(window) }
        try reader.finish()
        return window
    }

    private static func windowRect(content: AppKitRect, screen: AppKitRect, struts: Struts?) -> AppKitRect {
        let struts = struts ?? Struts()
        if screen == .zero, struts.left || struts.right || struts.top || struts.bottom { return content }
        let x = struts.left || struts.right ? content.x : screen.width / 2 - content.width / 2
        let y = struts.bottom || struts.top ? content.y : screen.height / 2 - content.height / 2
        return AppKitRect(x: x, y: y, width: content.width, height: content.height)
    }

    private static func strutFlags(_ struts: Struts) -> Int64 {
        switch (struts.left, struts.right, struts.top, struts.bottom) {
        case (true, true, true, true): return 0x780000
        case (false, false, true, true): return 0x780000  // sb_basic_wc (NSWindowRect keeps y)
        case (true, _, _, true): return 0
        case (_, true, _, true): return 0x50000
        case (true, _, true, _): return 0x280000
        case (_, true, true, _): return 0x300000
        case (true, _, _, _): return 0x680000
        case (_, true, _, _): return 0x700000
        case (_, _, _, true): return 0x580000
        case (_, _, true, _): return 0x380000
        default: return 0x780000
        }
    }

    private static func positionStruts(_ element: MarkupElement) throws -> Struts {
        var reader = AppKitAttributeReader(element)
        let struts = Struts(left: try reader.bool("leftStrut", default: false), right: try reader.bool("rightStrut", default: false),
                            top: try reader.bool("topStrut", default: false), bottom: try reader.bool("bottomStrut", default: false))
        try reader.finish()
        return struts
    }

    private static func styleMask(_ element: MarkupElement) throws -> Int64 {
        var reader = AppKitAttributeReader(element)
        let bits: [(String, Int64)] = [
            ("titled", 1 << 0), ("closable", 1 << 1), ("miniaturizable", 1 << 2), ("resizable", 1 << 3),
            ("utility", 1 << 4), ("docModal", 1 << 6), ("nonactivatingPanel", 1 << 7), ("texturedBackground", 1 << 8),
            ("unifiedTitleAndToolbar", 1 << 12), ("HUD", 1 << 13), ("fullSizeContentView", 1 << 15),
        ]
        var mask: Int64 = 0
        for (name, bit) in bits where try reader.bool(name, default: false) { mask |= bit }
        try reader.finish()
        return mask
    }

    private static func collectionBehavior(_ element: MarkupElement) throws -> Int64 {
        var reader = AppKitAttributeReader(element)
        let bits: [(String, Int64)] = [
            ("canJoinAllSpaces", 1 << 0), ("moveToActiveSpace", 1 << 1), ("managed", 1 << 2), ("transient", 1 << 3),
            ("stationary", 1 << 4), ("participatesInCycle", 1 << 5), ("ignoresCycle", 1 << 6),
            ("fullScreenPrimary", 1 << 7), ("fullScreenAuxiliary", 1 << 8), ("fullScreenNone", 1 << 9),
        ]
        var mask: Int64 = 0
        for (name, bit) in bits where try reader.bool(name, default: false) { mask |= bit }
        try reader.finish()
        return mask
    }
}
