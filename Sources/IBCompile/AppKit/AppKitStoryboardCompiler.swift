import IBDocument

/// Compiles a macOS storyboard (`com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB`) into the
/// files of its `.storyboardc` folder, as Apple's ibtool does for the `sb_*` fixtures of
/// macos-viraptor-ibtool: `MainMenu.nib` for the application scene, one scene nib per reached
/// window controller (`AppKitStoryboardWindowControllerNib`) or view controller
/// (`AppKitStoryboardViewControllerNib`), the view nib of each view controller
/// (`AppKitStoryboardViewNib`) and a binary `Info.plist` with the keys in
/// ibtool's order: `NSStoryboardMainMenu` ("MainMenu", written even without an application
/// scene), `NSViewControllerIdentifiersToNibNames`, `NSStoryboardDesignatedEntryPointIdentifier`
/// (when there is an initial controller), `NSViewControllerIdentifiersToUUIDs` (scene UUIDs),
/// `NSStoryboardVersion` 1. Everything inside the nibs goes
/// through the xib encoders; what they or this layout cannot encode is refused by name.
public struct AppKitStoryboardCompiler {
    public var colorProfiles: AppKitColorProfiles?
    /// The storyboard's name (`Main` for `Main.storyboard`), part of the controllers' UUIDs.
    public var name: String
    /// The storyboard is in `Base.lproj`: its localizable strings are archived as
    /// `NSLocalizableString`s (`AppKitLocalizableStrings`).
    public var isBaseLocalized: Bool

    public init(name: String, isBaseLocalized: Bool = false, colorProfiles: AppKitColorProfiles? = .storyweave) {
        self.name = name
        self.isBaseLocalized = isBaseLocalized
        self.colorProfiles = colorProfiles
    }

    public func compile(_ document: InterfaceDocument) throws -> [(path: String, bytes: [UInt8])] {
        guard document.kind.platform == .macOS, document.kind.format == .storyboard else {
            throw AppKitEncodingError.notACocoaDocument(kind: document.kind.description)
        }
        let scenes = try AppKitStoryboardScenes(document: document)
        let input = AppKitStoryboardInput(document: document, colorProfiles: colorProfiles,
                                          localizableStrings: isBaseLocalized ? StringsExtractor.strings(in: document) : [])
        let uuid = { [name] (id: String) in AppKitStoryboardUUID.make(storyboard: name, objectID: id) }
        var files: [(path: String, bytes: [UInt8])] = []
        var nibNames: [(key: String, value: PropertyListValue)] = []
        var uuids: [(key: String, value: PropertyListValue)] = []
        var identifiers: [String: String] = [:]
        var viewNibNames: Set<String> = []
        var reached = scenes.reachedControllerIDs
        if let application = scenes.applicationScene {
            let archive = try AppKitStoryboardMainMenuNib.encode(application, input: input)
            files.append(("MainMenu.nib", NibArchiveWriter().write(archive)))
            nibNames.append(("MainMenu", .string("MainMenu")))
            if let id = application.controllerID { identifiers[id] = "MainMenu" }
        }
        reached.removeAll { identifiers[$0] != nil }
        for controllerID in reached {
            guard let scene = scenes.byControllerID[controllerID] else { continue }
            let identifier = AppKitStoryboardScenes.identifier(of: scene.controller)
            identifiers[controllerID] = identifier
            let archive: NibArchive
            let viewNib: AppKitStoryboardViewNib.Output
            if scene.controller.name == "viewController" {
                let output = try AppKitStoryboardViewControllerNib.encode(scene, input: input, uuid: uuid)
                (archive, viewNib) = (output.archive, output.viewNib)
                // viraptor/ibtool's storyboard.py also lists the view nib as an identifier of its own.
                nibNames.append((viewNib.name, .string(viewNib.name)))
                uuids.append((viewNib.name, .string(uuid(controllerID))))
            } else {
                let output = try AppKitStoryboardWindowControllerNib.encode(scene, scenes: scenes, input: input, uuid: uuid)
                (archive, viewNib) = (output.archive, output.viewNib)
            }
            files.append(("\(identifier).nib", NibArchiveWriter().write(archive)))
            // A view controller that is the content of two window controllers (or has a scene of its own too) has one view nib.
            if viewNibNames.insert(viewNib.name).inserted {
                files.append(("\(viewNib.name).nib", NibArchiveWriter().write(viewNib.archive)))
            }
            nibNames.append((identifier, .string(identifier)))
            uuids.append((identifier, .string(uuid(controllerID))))
        }
        var info: [(key: String, value: PropertyListValue)] = [
            ("NSStoryboardMainMenu", .string("MainMenu")),
            ("NSViewControllerIdentifiersToNibNames", .dictionary(nibNames)),
        ]
        if let initialID = scenes.initialID {
            guard let identifier = identifiers[initialID] else {
                throw AppKitEncodingError.unresolvedReference(id: initialID)
            }
            info.append(("NSStoryboardDesignatedEntryPointIdentifier", .string(identifier)))
        }
        info.append(("NSViewControllerIdentifiersToUUIDs", .dictionary(uuids)))
        info.append(("NSStoryboardVersion", .integer(1)))
        files.append(("Info.plist", BinaryPropertyListWriter().write(.dictionary(info))))
        return files
    }
}
