import IBDocument

/// Custom classes: ibtool archives the object as `UIClassSwapper` with all its normal keys plus
/// `UIClassName` (Swift-mangled when a module is set) and `UIOriginalClassName`.
enum UIKitClassSwapper {
    static func apply(to object: AppKitArchiveObject, element: MarkupElement) {
        guard let customClass = element.attribute("customClass"), !customClass.isEmpty else { return }
        let original = object.className
        object.className = "UIClassSwapper"
        let runtimeName = AppKitCustomClass.runtimeName(className: customClass, module: element.attribute("customModule"))
        object.append("UIClassName", .string(runtimeName))
        object.append("UIOriginalClassName", .string(original))
    }
}
