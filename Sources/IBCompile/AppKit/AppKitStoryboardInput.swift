import IBDocument

/// What every nib of one storyboard compile shares: the document, the colour profiles for
/// system colours, and (for a Base-localized storyboard) the strings to archive as
/// `NSLocalizableString`s. Each nib gets a fresh `AppKitEncodingContext` of its own.
struct AppKitStoryboardInput {
    let document: InterfaceDocument
    let colorProfiles: AppKitColorProfiles?
    /// Empty unless the storyboard is Base-localized.
    let localizableStrings: [LocalizableString]

    func context() -> AppKitEncodingContext {
        AppKitEncodingContext(document: document, colorProfiles: colorProfiles)
    }

    /// The nib of `context`: its `NSIBObjectData` root, numbered and flattened.
    func flatten(_ context: AppKitEncodingContext, filesOwner: AppKitArchiveObject) throws -> NibArchive {
        context.markConstrainedViews()
        try AppKitLocalizableStrings.apply(localizableStrings, context: context)
        let root = AppKitObjectData.root(context: context, filesOwner: filesOwner)
        var flattener = AppKitArchiveFlattener(objectsByID: context.objectsByID)
        return try flattener.flatten(root: root).withClassFallbacks(AppKitConnectionEncoder.classFallbacks)
    }
}
