import ArgumentParser
import Foundation
import IBDocument
import IBLayout

/// `storyweave layout FILE [--device ID] [--orientation portrait|landscape] [--direction ltr|rtl] [--json]`: solve the
/// document's Auto Layout and print every view's frame (in its superview's coordinates, as
/// `<rect key="frame">` stores it) and the layout issues. Exit status 2 when the file can't be
/// read or the device is unknown.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a .storyboard or .xib's constraints and print the frame of every view.",
        discussion: "Devices: \(Device.all.map(\.id).joined(separator: ", ")). Default: the document's <device>."
    )

    @Argument(help: "The .storyboard or .xib file to lay out.")
    var file: String

    @Option(help: "The device to lay out for (an Xcode device id such as retina6_1 or ipad11).")
    var device: String?

    @Option(help: "portrait or landscape (default: the document's orientation, else portrait).")
    var orientation: String?

    @Option(help: "ltr or rtl: lay out for a left-to-right (default) or right-to-left language, as Xcode's canvas previews one.")
    var direction: String = "ltr"

    @Flag(help: "Print an object from view id to {\"x\", \"y\", \"width\", \"height\"}.")
    var json = false

    @Flag(help: "Use the sizes Xcode stored for labels, buttons and text fields instead of measuring their text.")
    var storedTextSizes = false

    func run() throws {
        let (document, _) = CommandDocumentLoader.load(file)
        if !document.kind.isCocoaTouch {
            FileHandle.standardError.write(Data("warning: \(file) is a \(document.kind) document: AppKit controls' intrinsic sizes and alignment rects are not modelled, so frames are approximate.\n".utf8))
        }
        var options = LayoutOptions(intrinsicSizes: storedTextSizes ? .storedFrames : .measured)
        options.device = try chosenDevice(document)
        switch direction {
        case "ltr": options.direction = .leftToRight
        case "rtl": options.direction = .rightToLeft
        default: CommandDocumentLoader.fail("unknown direction \(direction) (ltr or rtl).")
        }
        let result = DocumentLayout(document: document, options: options).solve()
        if json {
            CommandDocumentLoader.printJSON(result.framesByID.mapValues(JSONFrame.init))
        } else {
            print(LayoutCommand.text(result, file: file), terminator: "")
        }
    }

    private func chosenDevice(_ document: InterfaceDocument) throws -> Device? {
        let wanted = orientation.map { Device.Orientation(rawValue: $0) }
        if let wanted, wanted == nil { CommandDocumentLoader.fail("unknown orientation \(orientation!) (portrait or landscape).") }
        guard let id = device else { return wanted.flatMap { orientation in Device.of(document)?.oriented(orientation!) } }
        guard let found = Device.named(id, orientation: wanted ?? nil) else {
            CommandDocumentLoader.fail("unknown device \(id); known: \(Device.all.map(\.id).joined(separator: ", ")).")
        }
        return found
    }

    /// One line per view, indented by depth, then the issues.
    static func text(_ result: LayoutResult, file: String) -> String {
        var output = "\(file): laid out for \(result.device.name) (\(result.device.id), \(result.device.orientation.rawValue), \(format(result.device.width))×\(format(result.device.height)))\n"
        var depth: [String: Int] = [:]
        for view in result.views {
            let level = view.superviewID.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[view.id] = level
            let frame = view.frame
            output += String(repeating: "  ", count: level)
                + "\(view.elementName) \(view.id): x=\(format(frame.x)) y=\(format(frame.y)) width=\(format(frame.width)) height=\(format(frame.height))\n"
        }
        for issue in result.issues { output += "\(file): warning: \(issue)\n" }
        output += "\(file): \(result.views.count) views, \(result.issues.count) layout issue\(result.issues.count == 1 ? "" : "s")\n"
        return output
    }

    static func format(_ value: Double) -> String { XcodeNumber.format(value) }
}

/// A frame as `--json` prints it.
struct JSONFrame: Encodable {
    let x: Double
    let y: Double
    let width: Double
    let height: Double

    init(_ rect: IBRect) {
        x = rect.x
        y = rect.y
        width = rect.width
        height = rect.height
    }
}
