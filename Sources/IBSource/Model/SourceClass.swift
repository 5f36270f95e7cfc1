/// What Interface Builder needs to know about one class of the user's code: its name, where it
/// lives, what it inherits from, and its `@IBOutlet` / `@IBAction` / `@IBInspectable` members.
/// Extensions are merged into the class they extend (`SourceIndex`).
public struct SourceClass: Hashable, Sendable, Codable {
    /// The Swift name as written, nested types qualified (`Outer.Inner`).
    public var name: String
    /// The module the class is compiled into (from the upload's target/folder or a setting).
    public var module: String?
    /// The first inherited type. Swift requires a superclass to come first, so this is the
    /// superclass when the class has one; `SourceIndex` tells protocols apart when it can.
    public var superclass: String?
    /// Every other inherited type (protocols).
    public var conformances: [String]
    /// `@objc(Name)`: the runtime name Interface Builder writes in `customClass`.
    public var objcName: String?
    public var isDesignable: Bool
    public var outlets: [SourceOutlet]
    public var actions: [SourceAction]
    public var inspectables: [SourceInspectable]
    /// Every stored or computed property name (IB or not): what key-value coding can set, which
    /// user-defined runtime attributes rely on.
    public var propertyNames: [String]
    /// The class declaration (not an extension); `nil` when only extensions were seen.
    public var location: SourceLocation?
    /// Where extensions of it were found.
    public var extensionLocations: [SourceLocation]

    public init(name: String, module: String? = nil, superclass: String? = nil, conformances: [String] = [],
                objcName: String? = nil, isDesignable: Bool = false, outlets: [SourceOutlet] = [],
                actions: [SourceAction] = [], inspectables: [SourceInspectable] = [], propertyNames: [String] = [],
                location: SourceLocation? = nil, extensionLocations: [SourceLocation] = []) {
        self.name = name
        self.module = module
        self.superclass = superclass
        self.conformances = conformances
        self.objcName = objcName
        self.isDesignable = isDesignable
        self.outlets = outlets
        self.actions = actions
        self.inspectables = inspectables
        self.propertyNames = propertyNames
        self.location = location
        self.extensionLocations = extensionLocations
    }

    /// The name Interface Builder writes in `customClass`: the `@objc` name, else the Swift name.
    public var interfaceBuilderName: String { objcName ?? name }
}

/// `@IBOutlet weak var titleLabel: UILabel!` or an outlet collection `@IBOutlet var rows: [UIView]!`.
public struct SourceOutlet: Hashable, Sendable, Codable {
    public enum Optionality: String, Hashable, Sendable, Codable {
        case implicitlyUnwrapped, optional, nonOptional
    }

    public var name: String
    /// The destination type; for collections, the element type (`UIView` of `[UIView]`).
    public var typeName: String
    public var isCollection: Bool
    public var optionality: Optionality
    public var isWeak: Bool
    public var location: SourceLocation

    public init(name: String, typeName: String, isCollection: Bool = false, optionality: Optionality = .implicitlyUnwrapped,
                isWeak: Bool = false, location: SourceLocation) {
        self.name = name
        self.typeName = typeName
        self.isCollection = isCollection
        self.optionality = optionality
        self.isWeak = isWeak
        self.location = location
    }
}

/// `@IBAction func buttonPressed(_ sender: UIButton)` — `selector` is what the runtime calls
/// (`buttonPressed:`), the same string Interface Builder writes in `<action selector=…>`.
public struct SourceAction: Hashable, Sendable, Codable {
    public var selector: String
    /// The Swift base name (`buttonPressed`).
    public var name: String
    /// The first parameter's type (`UIButton`, `Any`, `AnyObject`), `nil` without parameters.
    public var senderType: String?
    public var location: SourceLocation

    public init(selector: String, name: String, senderType: String?, location: SourceLocation) {
        self.selector = selector
        self.name = name
        self.senderType = senderType
        self.location = location
    }
}

/// `@IBInspectable var cornerRadius: CGFloat = 0` — shown in the attributes inspector and written
/// as a user-defined runtime attribute.
public struct SourceInspectable: Hashable, Sendable, Codable {
    public var name: String
    /// The declared type without optionality (`CGFloat`, `UIColor`, `String`, `Bool`).
    public var typeName: String
    public var location: SourceLocation

    public init(name: String, typeName: String, location: SourceLocation) {
        self.name = name
        self.typeName = typeName
        self.location = location
    }
}
