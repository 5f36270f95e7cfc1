import Foundation
import IBDocument
@testable import IBCompile

/// Checks compiled UIKit nibs against their source with the test-only decoder (independent of
/// the production writer and reader): every file decodes, has the UIKit root keys, no object
/// repeats a key (collections excepted), every object reference is in range, and what the
/// source implies is there — one archived object per view element (by class, custom classes as
/// `UIClassSwapper` with that `UIOriginalClassName`), one `NSLayoutConstraint` per
/// `<constraint>`, one runtime connection per outlet / outlet collection / action whose two
/// ends are in the same nib, one `UINibKeyValuePair` per user-defined runtime attribute.
struct UIKitSourceCheck {
    struct Failure: Error, CustomStringConvertible { let description: String }

    let document: InterfaceDocument
    let files: [(path: String, bytes: [UInt8])]

    static let rootKeys = ["UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
                           "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey"]

    func verify(file: String) throws {
        var classCounts: [String: Int] = [:]
        var connectionCount = 0
        var keyValuePairs = 0
        for (path, bytes) in files where path.hasSuffix(".nib") {
            let archive = try AppKitNibTestDecoder.decode(bytes)
            guard archive.objects.first?.values.map(\.key) == Self.rootKeys else {
                throw Failure(description: "\(file)/\(path): root keys are \(archive.objects.first?.values.map(\.key) ?? [])")
            }
            for object in archive.objects {
                let keys = object.values.map(\.key).filter { $0 != "UINibEncoderEmptyKey" }
                guard Set(keys).count == keys.count else { throw Failure(description: "\(file)/\(path): \(object.className) repeats a key: \(keys)") }
                for case .object(let index) in object.values.map(\.value) where index >= archive.objects.count {
                    throw Failure(description: "\(file)/\(path): reference \(index) out of range")
                }
                var className = object.className
                if className == "UIClassSwapper", case .object(let index)? = object.values.first(where: { $0.key == "UIOriginalClassName" })?.value,
                   case .data(let bytes)? = archive.objects[index].values.first?.value {
                    className = String(decoding: bytes, as: UTF8.self)
                }
                classCounts[className, default: 0] += 1
                if object.className.hasPrefix("UIRuntime"), object.className.hasSuffix("Connection") { connectionCount += 1 }
                if object.className == "UINibKeyValuePair" { keyValuePairs += 1 }
            }
        }
        var expected: [String: Int] = [:]
        var expectedConnections = 0
        var expectedPairs = 0
        document.root.forEachElement { element in
            if let viewClass = UIKitViewClasses.byElement[element.name], element.parent?.name != "prototypes" {
                expected[viewClass.className, default: 0] += 1
            }
            if element.name == "constraint" { expected["NSLayoutConstraint", default: 0] += 1 }
            if element.name == "userDefinedRuntimeAttribute" { expectedPairs += 1 }
            if ["outlet", "outletCollection", "action"].contains(element.name) { expectedConnections += 1 }
        }
        for (className, count) in expected where (classCounts[className] ?? 0) < count {
            throw Failure(description: "\(file): the source has \(count) \(className), the nibs \(classCounts[className] ?? 0)")
        }
        // Storyboards add `storyboard`/`sceneViewController` outlets and drop connections that
        // cross scenes, so only xibs must match one to one.
        if document.kind.format == .xib, connectionCount != expectedConnections {
            throw Failure(description: "\(file): \(expectedConnections) connections in the source, \(connectionCount) in the nib")
        }
        if keyValuePairs != expectedPairs {
            throw Failure(description: "\(file): \(expectedPairs) runtime attributes in the source, \(keyValuePairs) key-value pairs in the nibs")
        }
    }
}
