import Foundation

/// Where `storyweave compile` puts a compile's root (`NAME.nib`, `NAME.storyboardc`, `NAME.strings`),
/// following ibtool: `--compile OUT IN` writes exactly OUT (Chromium's and Bazel's build rules
/// pass `--compile FOO.nib` / `FOO.storyboardc` and find it there), `--compilation-directory DIR`
/// writes DIR/NAME.storyboardc. So `-o` names the output itself, unless it is a folder that already
/// exists and is not itself a compiled form, which then takes the output inside it; without `-o`
/// the output goes beside the input.
struct CompileDestination {
    struct Refusal: Error { let message: String }

    let url: URL

    init(output: String?, input: URL, root: String) throws {
        guard let output else {
            url = input.deletingLastPathComponent().appendingPathComponent(root)
            return
        }
        let outputURL = URL(fileURLWithPath: output)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: outputURL.path, isDirectory: &isDirectory)
        let compiledForms = ["nib", "storyboardc", "strings"]
        if exists, isDirectory.boolValue, !compiledForms.contains(outputURL.pathExtension) {
            url = outputURL.appendingPathComponent(root)
            return
        }
        let rootExtension = (root as NSString).pathExtension
        if compiledForms.contains(outputURL.pathExtension), outputURL.pathExtension != rootExtension {
            throw Refusal(message: "-o \(output) names a .\(outputURL.pathExtension), but this compile writes a .\(rootExtension) (\(root)).")
        }
        if exists, isDirectory.boolValue, rootExtension != "storyboardc" {
            throw Refusal(message: "-o \(output) is a folder; a .\(rootExtension) is a file (name the file, or a folder to write \(root) into).")
        }
        url = outputURL
    }
}
