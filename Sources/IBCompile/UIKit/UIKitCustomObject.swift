import IBDocument

/// A xib's top-level `<customObject>` (the library's Object: an app delegate, a controller
/// object the owner connects): a `UICustomObject`, which archives no keys of its own (the
/// decompiled class implements only `-initWithCoder:`, returning `[super init]`), swapped to
/// its custom class with `UIClassSwapper` (`UIClassName`, `UIOriginalClassName`
/// `UICustomObject`). Sources: the object graph of a shipping app's MainWindow.nib (Coromon's,
/// as an iOS emulator's tests transcribe it: the app delegate exactly so, no other keys) and
/// WinObjC's xib2nib (`IBUICustomObject` → `UICustomObject`, swapped when it has a class). Its
/// connections and runtime attributes are those of any object. In a storyboard scene's dock it
/// stays refused (`UIKitSceneDock`: which nib ibtool puts it in is not known).
enum UIKitCustomObject {
    static func isCustomObject(_ element: MarkupElement) -> Bool { element.name == "customObject" }

    static func encode(_ element: MarkupElement, encoder: UIKitViewEncoder) throws -> AppKitArchiveObject {
        var reader = UIKitElementReader(element)
        let object = AppKitArchiveObject(className: "UICustomObject")
        encoder.context.register(object, id: reader.id)
        try encoder.encodeExtras(&reader, object: object)
        UIKitClassSwapper.apply(to: object, reader: &reader)
        try reader.finish()
        return object
    }
}
