import ArgumentParser
import Foundation
import IBSource

/// `storyweave classes FOLDER...`: the classes Interface Builder would know from this code —
/// superclass, outlets, actions (as selectors), inspectables — as text or JSON.
struct ClassesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classes",
        abstract: "List the @IBOutlet/@IBAction/@IBInspectable members of the classes in Swift sources."
    )

    @Argument(help: "Folders or .swift files.")
    var paths: [String]

    @Option(help: "The module the sources compile into (default: the name of each folder).")
    var module: String?

    @Flag(help: "Print the classes as JSON.")
    var json = false

    @Flag(help: "Print how long parsing took (to standard error).")
    var timing = false

    func run() throws {
        let files = SourceFolderLoader.load(paths, module: module)
        let start = DispatchTime.now()
        let index = SourceIndex(files: files)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        if timing {
            let lines = files.reduce(0) { $0 + $1.text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }
            FileHandle.standardError.write(Data(String(format: "parsed %d files (%d lines) in %.1f ms\n", files.count, lines, elapsed).utf8))
        }
        if json {
            CommandDocumentLoader.printJSON(index.declaredClasses)
            return
        }
        for sourceClass in index.declaredClasses {
            let module = sourceClass.module.map { " [\($0)]" } ?? ""
            print("\(sourceClass.interfaceBuilderName): \(sourceClass.superclass ?? "—")\(module)\(sourceClass.isDesignable ? " @IBDesignable" : "")  \(sourceClass.location.map(\.description) ?? "")")
            for outlet in sourceClass.outlets {
                print("  outlet \(outlet.name): \(outlet.isCollection ? "[\(outlet.typeName)]" : outlet.typeName)  \(outlet.location)")
            }
            for action in sourceClass.actions {
                print("  action \(action.selector)\(action.senderType.map { " (\($0))" } ?? "")  \(action.location)")
            }
            for inspectable in sourceClass.inspectables {
                print("  inspectable \(inspectable.name): \(inspectable.typeName)  \(inspectable.location)")
            }
        }
    }
}
