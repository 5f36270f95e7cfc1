import IBDocument

/// UIKit puts a laid-out view's edges on the device's pixels, and Xcode stores the frames it
/// computed that way: on a @2x device a view the constraints put at y −0.25, 44 pt high is stored
/// at −0.5, 44.5 high (NetNewsWire's Account cell button); a switch centred at y 11.75 at 12.
/// Each edge is rounded to the nearest pixel, halves away from zero (as `Double.rounded()`), in
/// the superview's coordinates. Over the CocoaTouch fixtures this takes the frames that equal
/// Xcode's exactly (within 0.01 pt, stored text sizes) from 361 to 406 of 447
/// (`node bench/layout/fixture-report.mjs`, "within 0.01 pt"). Root frames keep their stored origin and
/// are not rounded; root-coordinate frames (`SolvedView.rootFrame`) are the unrounded solution.
enum PixelAlignment {
    static func aligned(_ frame: IBRect, scale: Double) -> IBRect {
        guard scale > 0 else { return frame }
        func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let minX = pixel(frame.x), minY = pixel(frame.y)
        return IBRect(x: RootSolution.clean(minX), y: RootSolution.clean(minY),
                      width: RootSolution.clean(pixel(frame.x + frame.width) - minX), height: RootSolution.clean(pixel(frame.y + frame.height) - minY))
    }
}

extension RootLayout {
    /// The points-to-pixels scale frames are aligned to: the device's; AppKit's whole points (Xcode
    /// stores two 140.5 pt wide buttons at x 387 and 540 as 141 and 140 wide: edges rounded, halves up).
    var pixelScale: Double { root.appKit != nil ? 1 : environment.device.displayScale }
}
