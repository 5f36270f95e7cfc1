/// One uploaded source file: its project-relative path, text, and the module it belongs to.
public struct SourceFile: Hashable, Sendable {
    public var path: String
    public var text: String
    public var module: String?

    public init(path: String, text: String, module: String? = nil) {
        self.path = path
        self.text = text
        self.module = module
    }

    /// Objective-C headers and implementations; everything else is read as Swift.
    public var isObjectiveC: Bool {
        path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }
}
