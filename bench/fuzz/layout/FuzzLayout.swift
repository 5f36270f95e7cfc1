// libFuzzer target for the Auto Layout mapping (Sources/IBLayout over Sources/IBDocument): the input bytes
// as an Interface Builder document, laid out on its own device, a landscape iPhone and an iPad, with both
// text modes (and right to left on its own device), then checked by the layout lint rules. Oracle: no trap
// (ASan, overflow, out-of-bounds, force unwrap), no hang (libFuzzer -timeout), every solved frame finite.
// Unreadable documents are fine (InterfaceDocument throws).
import IBDocument
import IBLayout

let devices: [Device?] = [nil, Device.named("retina4_7", orientation: .landscape), Device.named("ipad11")]
let layouts = devices.flatMap { device in
    [LayoutOptions.IntrinsicSizes.measured, .storedFrames].map { LayoutOptions(device: device, intrinsicSizes: $0) }
} + [LayoutOptions(direction: .rightToLeft)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? InterfaceDocument(bytes: bytes) else { return 0 }
    for options in layouts {
        for view in DocumentLayout(document: document, options: options).solve().views {
            for rect in [view.frame, view.rootFrame] where ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
                fatalError("non-finite frame \(rect) for \(view.id) (\(options.device?.id ?? "its device"), \(options.intrinsicSizes), \(options.direction))")
            }
        }
    }
    // `storyweave lint`'s layout rules (IB201–IB203) on the same document.
    let context = LintContext(document: document)
    for rule in LayoutLint.rules() { _ = rule.check(context) }
    return 0
}
