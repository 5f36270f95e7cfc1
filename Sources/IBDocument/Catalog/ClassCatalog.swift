/// The classes Interface Builder knows for one platform, with lookups by class and element
/// name and the inherited views (attributes, outlets, events) that inspectors need.
///
/// UIKit and AppKit are separate catalogs because they share element names with different
/// meanings (`button` is a `UIButton` in an iOS document and an `NSButton` in a Cocoa one).
public struct ClassCatalog: Sendable {
    public enum Platform: String, Sendable, Codable, CaseIterable {
        /// UIKit: iOS, iPadOS and tvOS documents (`targetRuntime` `iOS.CocoaTouch` / `AppleTV`).
        case iOS
        /// AppKit: `targetRuntime="MacOSX.Cocoa"`.
        case macOS
    }

    /// Attributes grouped by the class in the hierarchy that declares them.
    public struct AttributeGroup: Sendable, Hashable, Codable {
        public let declaringClass: String
        public let attributes: [InspectorAttribute]
    }

    public let platform: Platform
    /// Every entry, in table order.
    public let classes: [ClassDescription]
    private let byClassName: [String: ClassDescription]
    private let byElementName: [String: ClassDescription]

    /// Elements written for an existing class under a second name (a container view is a
    /// `UIView`, and in AppKit storyboards an `NSView`: 3 macOS documents of the sample have one; an AppKit
    /// controller's main view is `<view key="view">`).
    static let elementAliases: [Platform: [String: String]] = [
        .iOS: ["containerView": "UIView"],
        .macOS: ["view": "NSView", "panel": "NSPanel", "containerView": "NSView"],
    ]

    public static let uiKit = ClassCatalog(
        platform: .iOS,
        classes: UIKitViewsCatalog.entries + UIKitSpecializedViewsCatalog.entries + UIKitBarsAndListsCatalog.entries
            + UIKitControllersCatalog.entries)

    public static let appKit = ClassCatalog(
        platform: .macOS,
        classes: AppKitViewsCatalog.entries + AppKitMoreControlsCatalog.entries + AppKitWindowsCatalog.entries)

    public static func forPlatform(_ platform: Platform) -> ClassCatalog {
        platform == .iOS ? uiKit : appKit
    }

    /// The catalog for a document's `targetRuntime` (`iOS.CocoaTouch`, `AppleTV`, `MacOSX.Cocoa`),
    /// `nil` for runtimes the catalog doesn't describe (watchKit).
    public static func forTargetRuntime(_ runtime: String) -> ClassCatalog? {
        if runtime.hasPrefix("iOS") || runtime == "AppleTV" { return uiKit }
        if runtime.hasPrefix("MacOSX") { return appKit }
        return nil
    }

    init(platform: Platform, classes: [ClassDescription]) {
        self.platform = platform
        self.classes = classes
        var byClass: [String: ClassDescription] = [:]
        var byElement: [String: ClassDescription] = [:]
        for entry in classes {
            precondition(byClass[entry.className] == nil, "duplicate catalog entry \(entry.className)")
            byClass[entry.className] = entry
            if let element = entry.elementName, byElement[element] == nil { byElement[element] = entry }
        }
        for (element, className) in ClassCatalog.elementAliases[platform] ?? [:] where byElement[element] == nil {
            byElement[element] = byClass[className]
        }
        self.byClassName = byClass
        self.byElementName = byElement
    }

    public func description(ofClass className: String) -> ClassDescription? {
        byClassName[className]
    }

    public func description(forElement elementName: String) -> ClassDescription? {
        byElementName[elementName]
    }

    /// The class itself first, then each superclass up to the root. Unknown names give `[name]`.
    public func superclassChain(of className: String) -> [String] {
        var chain: [String] = []
        var current: String? = className
        while let name = current, !chain.contains(name) {
            chain.append(name)
            current = byClassName[name]?.superclassName
        }
        return chain
    }

    /// `true` when `className` is `ancestor` or inherits from it (as far as the catalog knows).
    public func isSubclass(_ className: String, of ancestor: String) -> Bool {
        superclassChain(of: className).contains(ancestor)
    }

    /// Inspector attributes grouped by declaring class, most derived first (Label → View),
    /// skipping classes that declare none.
    public func attributeGroups(of className: String) -> [AttributeGroup] {
        superclassChain(of: className).compactMap { name in
            guard let entry = byClassName[name], !entry.attributes.isEmpty else { return nil }
            return AttributeGroup(declaringClass: name, attributes: entry.attributes)
        }
    }

    /// Every attribute the class has, its own first.
    public func allAttributes(of className: String) -> [InspectorAttribute] {
        attributeGroups(of: className).flatMap(\.attributes)
    }

    /// Every outlet and outlet collection, the class's own first; a subclass redeclaring
    /// an outlet (a narrower type) hides the superclass's.
    public func allOutlets(of className: String) -> [OutletDescription] {
        var seen: Set<String> = []
        var result: [OutletDescription] = []
        for name in superclassChain(of: className) {
            for outlet in byClassName[name]?.outlets ?? [] where seen.insert(outlet.property).inserted {
                result.append(outlet)
            }
        }
        return result
    }

    public func outlet(named property: String, of className: String) -> OutletDescription? {
        allOutlets(of: className).first { $0.property == property }
    }

    /// Control events the class can send actions for (empty for non-`UIControl`s).
    public func controlEvents(of className: String) -> [String] {
        superclassChain(of: className).flatMap { byClassName[$0]?.controlEvents ?? [] }
    }

    /// Whether instances can be the source of an action connection (controls, bar button
    /// items, gesture recognizers, menu items, toolbar items, cells).
    public func canSendActions(_ className: String) -> Bool {
        superclassChain(of: className).contains { byClassName[$0]?.declaresActionSending ?? false }
    }

    /// The entries the object library offers, in table order.
    public var libraryItems: [ClassDescription] {
        classes.filter { $0.libraryTitle != nil }
    }

    /// Every object-library title: each class's own item followed by its variants.
    public var libraryItemTitles: [String] {
        libraryItems.flatMap { [$0.libraryTitle ?? $0.className] + $0.libraryVariants.map(\.title) }
    }
}
