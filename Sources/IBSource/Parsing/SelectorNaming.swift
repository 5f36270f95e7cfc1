/// The Objective-C selector Swift gives an `@objc` method (what Interface Builder writes in
/// `<action selector=…>`): `func tap()` → `tap`; `func tap(_ sender: Any)` → `tap:`;
/// `func tap(sender: Any)` → `tapWithSender:`; `func tap(_ sender: Any, forEvent event: UIEvent)`
/// → `tap:forEvent:`. An explicit `@objc(name:)` wins (handled by the caller).
public enum SelectorNaming {
    public struct Parameter: Hashable, Sendable {
        /// The argument label; `nil` for `_`.
        public var label: String?
        public var typeName: String

        public init(label: String?, typeName: String) {
            self.label = label
            self.typeName = typeName
        }
    }

    public static func selector(baseName: String, parameters: [Parameter]) -> String {
        guard let first = parameters.first else { return baseName }
        var selector = baseName
        if let label = first.label {
            selector += "With" + label.prefix(1).uppercased() + label.dropFirst()
        }
        selector += ":"
        for parameter in parameters.dropFirst() {
            selector += (parameter.label ?? "") + ":"
        }
        return selector
    }

    /// The Swift declaration Xcode writes for a new action with this selector, e.g.
    /// `buttonPressed:` → `buttonPressed(_ sender: UIButton)`.
    public static func swiftSignature(selector: String, senderType: String) -> String {
        let base = selector.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? selector
        return selector.hasSuffix(":") ? "\(base)(_ sender: \(senderType))" : "\(base)()"
    }
}
