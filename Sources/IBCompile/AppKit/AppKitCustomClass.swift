/// How a `customClass` reaches the nib. Two forms exist in ibtool's output:
/// * `NSClassSwapper` — the object is archived under its AppKit class's keys, plus
///   `NSClassName` (runtime name, Swift-mangled when a module is set), `NSOriginalClassName`
///   and, for classes AppKit instantiates with `-init`, `NSInitializeWithInit`. Used for
///   views and controls always, and for every custom class when the document says
///   `customObjectInstantitationMethod="direct"` (custom objects/windows without a module
///   excepted).
/// * `IBClassReference` (`IBClassName`, `IBModuleName`, `IBModuleProvider`) + `NSClassName`
///   on the object itself: custom objects and windows otherwise.
enum AppKitCustomClass {
    /// AppKit classes archived through `NSClassSwapper` whatever the instantiation method.
    static let alwaysSwappedClasses: Set<String> = [
        "NSView", "NSOutlineView", "NSButton", "NSTextField", "NSTextView", "NSProgressIndicator",
        "NSTableView", "NSTableHeaderView", "NSPopUpButtonCell", "NSScrollView", "NSLevelIndicatorCell",
        "NSImageView", "NSTableCellView", "NSCustomFormatter", "NSTextFieldCell", "NSButtonCell", "NSImageCell",
        "NSSplitView",
    ]

    /// Swapped classes decoded with `-initWithCoder:` (no `NSInitializeWithInit`).
    static let classesDecodedWithCoder: Set<String> = [
        "NSView", "NSCustomView", "NSButton", "NSTextField", "NSOutlineView", "NSScrollView", "NSClipView",
        "NSColorWell", "NSStackView", "NSTextView", "NSProgressIndicator", "NSTableView", "NSTableHeaderView",
        "NSPopUpButtonCell", "NSLevelIndicatorCell", "NSSegmentedControl", "NSSegmentedCell", "NSImageView",
        "NSTableCellView", "NSCustomFormatter", "NSTextFieldCell", "NSButtonCell", "NSImageCell", "NSSplitView",
    ]

    /// The AppKit class an encoded object stands for: its class, or a swapper's original class
    /// (a custom text view is tiled and given its clip view's I-beam like a plain one: sb_tv_customclass).
    static func archivedClass(of object: AppKitArchiveObject) -> String {
        guard object.className == "NSClassSwapper", case .object(let name)? = object["NSOriginalClassName"],
              case .bytes(let bytes)? = name["NS.bytes"] else { return object.className }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The runtime class name: `_TtC<len><module><len><class>` for Swift classes in a module.
    static func runtimeName(className: String, module: String?) -> String {
        guard let module, !module.isEmpty else { return className }
        return "_TtC\(module.utf8.count)\(module)\(className.utf8.count)\(className)"
    }

    static func classReference(className: String, module: String?, moduleProvider: String?) -> AppKitArchiveObject {
        let reference = AppKitArchiveObject(className: "IBClassReference")
        reference.append("IBClassName", .string(className))
        reference.append("IBModuleName", module.map { .string($0) } ?? .null)
        reference.append("IBModuleProvider", moduleProvider.map { .string($0) } ?? .null)
        return reference
    }

    /// Applies the element's custom class (if any) to an object being encoded with the
    /// AppKit class `object.className`.
    static func apply(to object: AppKitArchiveObject, reader: inout AppKitAttributeReader,
                      context: AppKitEncodingContext) {
        let customClass = reader.string("customClass")
        let module = reader.string("customModule")
        let provider = reader.string("customModuleProvider")
        guard let customClass else { return }
        let original = object.className
        let exemptFromDirect = (original == "NSCustomObject" || original == "NSWindowTemplate") && module == nil
        if (context.instantiatesCustomClassesDirectly && !exemptFromDirect) || alwaysSwappedClasses.contains(original) {
            object["NSClassName"] = .string(runtimeName(className: customClass, module: module))
            let originalName: String
            switch original {
            case "NSCustomObject": originalName = "NSObject"
            case "NSCustomView": originalName = "NSView"
            case "NSCustomFormatter": originalName = "IBCustomFormatter"
            default: originalName = original
            }
            object["NSOriginalClassName"] = .string(originalName)
            if !classesDecodedWithCoder.contains(original) {
                object["NSInitializeWithInit"] = .bool(true)
            }
            object.className = "NSClassSwapper"
        } else {
            object["IBClassReference"] = .object(classReference(className: customClass, module: module, moduleProvider: provider))
            object["NSClassName"] = .string(runtimeName(className: customClass, module: module))
        }
    }
}
