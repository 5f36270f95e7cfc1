import IBDocument

/// Custom classes: ibtool archives the object as `UIClassSwapper` with all its normal keys plus
/// `UIClassName` (Swift-mangled when a module is set) and `UIOriginalClassName`.
enum UIKitClassSwapper {
    static func apply(to object: AppKitArchiveObject, reader: inout UIKitElementReader) {
        let module = reader.string("customModule")
        guard let customClass = reader.string("customClass"), !customClass.isEmpty else { return }
        swap(object, runtimeName: AppKitCustomClass.runtimeName(className: customClass, module: module))
    }

    static func swap(_ object: AppKitArchiveObject, runtimeName: String) {
        let original = object.className
        object.className = "UIClassSwapper"
        object.append("UIClassName", .string(runtimeName))
        object.append("UIOriginalClassName", .string(original))
    }
}
