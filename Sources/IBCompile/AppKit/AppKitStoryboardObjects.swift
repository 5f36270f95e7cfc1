/// The objects every macOS storyboard nib adds around the document's own (as in all 27
/// fixture nibs of the `sb_*` storyboards): an `NSObject` File's Owner as `NSRoot` (the
/// loader passes the controller or storyboard), an unnamed `NSApplication` custom object,
/// `NSNibExternalObjectPlaceholder`s for objects outside the nib (`NSStoryboardPlaceholder`,
/// `UpstreamPlaceholder-N`), and the outlets the loader wires them with.
enum AppKitStoryboardObjects {
    static func filesOwner() -> AppKitArchiveObject {
        let owner = AppKitArchiveObject(className: "NSCustomObject")
        owner.append("NSClassName", .string("NSObject"))
        return owner
    }

    static func application() -> AppKitArchiveObject {
        let application = AppKitArchiveObject(className: "NSCustomObject")
        application.append("NSClassName", .string("NSApplication"))
        return application
    }

    /// A placeholder the loader replaces with the object it is given under `identifier`.
    static func externalPlaceholder(_ identifier: String) -> AppKitArchiveObject {
        let placeholder = AppKitArchiveObject(className: "NSNibExternalObjectPlaceholder")
        placeholder.append("NSExternalObjectPlaceholderIdentifier", .string(identifier))
        return placeholder
    }

    static func outlet(_ label: String, from source: AppKitArchiveObject, to destination: AppKitArchiveObject) -> AppKitArchiveObject {
        let connector = AppKitArchiveObject(className: "NSNibOutletConnector")
        connector.append("NSSource", .object(source))
        connector.append("NSDestination", .object(destination))
        connector.append("NSLabel", .string(label))
        connector.append("NSChildControllerCreationSelectorName", .null)
        return connector
    }

    /// Sets a key path of `object` at load time (`NSIBUserDefinedRuntimeAttributesConnector`):
    /// how a window gets its `contentViewController`.
    static func runtimeAttribute(_ keyPath: String, of object: AppKitArchiveObject, to value: AppKitArchiveObject) -> AppKitArchiveObject {
        let connector = AppKitArchiveObject(className: "NSIBUserDefinedRuntimeAttributesConnector")
        connector.append("NSObject", .object(object))
        connector.append("NSValues", .object(.array([value])))
        connector.append("NSKeyPaths", .object(.array([.string(keyPath)])))
        return connector
    }

    /// `NSClassSwapper` for a controller with a custom class, else the AppKit class itself.
    /// `originalClassName` is what ibtool writes as `NSOriginalClassName` (`IBNSWindowController`
    /// for window controllers, `NSViewController` for view controllers).
    static func controller(_ reader: inout AppKitAttributeReader, className: String, originalClassName: String) -> AppKitArchiveObject {
        let module = reader.string("customModule")
        reader.consume("customModuleProvider")
        guard let customClass = reader.string("customClass") else { return AppKitArchiveObject(className: className) }
        let swapper = AppKitArchiveObject(className: "NSClassSwapper")
        swapper.append("NSClassName", .string(AppKitCustomClass.runtimeName(className: customClass, module: module)))
        swapper.append("NSOriginalClassName", .string(originalClassName))
        return swapper
    }
}
