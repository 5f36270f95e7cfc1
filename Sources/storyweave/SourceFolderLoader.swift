import Foundation
import IBSource

/// Reads the Swift and Objective-C (`.h`, `.m`, `.mm`) files under the folders given to `--sources` (recursively, skipping build
/// folders and hidden ones). The module of each file is `--module` when given, else the name of
/// the folder that was passed (Xcode's default: the target's folder is named like the target).
enum SourceFolderLoader {
    static let maximumFileBytes = 2 << 20

    static func load(_ folders: [String], module: String?) -> [SourceFile] {
        var files: [SourceFile] = []
        for folder in folders {
            let root = URL(fileURLWithPath: folder).standardizedFileURL
            let moduleName = module ?? root.lastPathComponent
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
                CommandDocumentLoader.fail("\(folder): no such file or folder.")
            }
            let urls: [URL]
            if isDirectory.boolValue {
                let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                            options: [.skipsHiddenFiles])
                urls = (walker?.allObjects as? [URL] ?? []).filter { url in
                    ["swift", "h", "m", "mm"].contains(url.pathExtension) && !url.pathComponents.contains { [".build", "build", "DerivedData", "Pods"].contains($0) }
                }.sorted { $0.path < $1.path }
            } else {
                urls = [root]
            }
            for url in urls {
                guard let data = try? Data(contentsOf: url), data.count <= maximumFileBytes,
                      let text = String(data: data, encoding: .utf8) else {
                    FileHandle.standardError.write(Data("warning: \(url.path): skipped (unreadable, not UTF-8 or over 2 MiB)\n".utf8))
                    continue
                }
                let relative = url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.lastPathComponent
                files.append(SourceFile(path: isDirectory.boolValue ? "\(root.lastPathComponent)/\(relative)" : relative, text: text, module: moduleName))
            }
        }
        return files
    }
}
