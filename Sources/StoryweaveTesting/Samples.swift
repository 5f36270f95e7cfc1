import IBDocument

/// Small documents for tests that need one (the shared corpus is optional: `PackagePaths.sharedFixtures`).
public enum Samples {
    /// The iOS storyboard template (one view controller scene, root view `8bC-Xf-vdC`).
    public static let storyboard: [UInt8] = Array(DocumentTemplate.iOSStoryboard.xml.utf8)
    /// The iOS view xib template.
    public static let viewXib: [UInt8] = Array(DocumentTemplate.iOSXib.xml.utf8)

    /// A storyboard with CRLF line endings, a BOM, a comment and single-quoted attributes:
    /// storing must keep every byte.
    public static let oddStoryboard: [UInt8] = [0xEF, 0xBB, 0xBF] + Array((
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n" +
        "<document type='com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB' version=\"3.0\"   toolsVersion=\"1\">\r\n" +
        "  <!-- café ✓ -->\r\n  <scenes/>\r\n</document>\r\n").utf8)
}
