/// One UIKit or AppKit class as Interface Builder knows it: where it sits in the class
/// hierarchy, how it is written in the XML, what a fresh instance from the object library
/// looks like, and what the inspectors and the connections panel offer for it.
///
/// Entries only list what the class itself *declares*; inherited attributes, outlets and
/// events come from walking the superclass chain (`ClassCatalog.allAttributes(of:)` ...).
public struct ClassDescription: Sendable, Hashable, Codable {
    /// The runtime class name, e.g. `UILabel`.
    public let className: String
    /// The direct superclass, `nil` for a root class (`NSObject`).
    public let superclassName: String?
    /// The element name Xcode writes for an instance (`label`), `nil` for abstract classes
    /// that never appear as an element of their own (`UIControl`, `UIResponder`).
    public let elementName: String?
    /// Title in the object library, `nil` when the library doesn't offer the class.
    public let libraryTitle: String?
    /// One-sentence description shown in the object library.
    public let librarySummary: String
    /// Attributes Xcode writes on a new instance dragged from the library, in Xcode's order,
    /// without `id` (the caller adds it, followed by the identity tail).
    public let defaultAttributes: [XMLAttributeDefault]
    /// Size of a new instance, `nil` when it has no frame of its own (items, controllers).
    public let defaultSize: CatalogSize?
    /// Inspector attributes declared by this class (not inherited ones).
    public let attributes: [InspectorAttribute]
    /// Outlets and outlet collections declared by this class.
    public let outlets: [OutletDescription]
    /// Control events declared by this class (`UIControl` declares the UIKit ones).
    public let controlEvents: [String]
    /// Whether this class itself introduces target/action sending (`UIControl`, `NSMenuItem`...).
    /// Use `ClassCatalog.canSendActions(_:)` for the inherited answer.
    public let declaresActionSending: Bool
    /// Further object-library items that create this class with other settings (Check Box
    /// and Radio Button are `NSButton`s; a horizontal stack view is a `UIStackView`).
    public let libraryVariants: [LibraryVariant]
    /// For AppKit controls: the attributes of the `<…Cell key="cell">` child of a new instance.
    public let defaultCellAttributes: [XMLAttributeDefault]

    public init(
        _ className: String,
        superclass: String?,
        element: String? = nil,
        title: String? = nil,
        summary: String = "",
        defaults: [XMLAttributeDefault] = [],
        size: CatalogSize? = nil,
        attributes: [InspectorAttribute] = [],
        outlets: [OutletDescription] = [],
        events: [String] = [],
        sendsActions: Bool = false,
        variants: [LibraryVariant] = [],
        cellDefaults: [XMLAttributeDefault] = []
    ) {
        self.className = className
        self.superclassName = superclass
        self.elementName = element
        self.libraryTitle = title
        self.librarySummary = summary
        self.defaultAttributes = defaults
        self.defaultSize = size
        self.attributes = attributes
        self.outlets = outlets
        self.controlEvents = events
        self.declaresActionSending = sendsActions
        self.libraryVariants = variants
        self.defaultCellAttributes = cellDefaults
    }
}

/// An extra object-library item for a class: its own title, summary, and the attributes that
/// differ from the class's defaults (on the element itself, or on its cell for AppKit controls).
public struct LibraryVariant: Sendable, Hashable, Codable {
    public let title: String
    public let summary: String
    /// Attributes replacing or adding to the class's `defaultAttributes`.
    public let attributes: [XMLAttributeDefault]
    /// Attributes for the control's `<…Cell key="cell">` (AppKit), in Xcode's order.
    public let cellAttributes: [XMLAttributeDefault]
    public let size: CatalogSize?

    public init(_ title: String, _ summary: String, attributes: [XMLAttributeDefault] = [],
                cell: [XMLAttributeDefault] = [], size: CatalogSize? = nil) {
        self.title = title
        self.summary = summary
        self.attributes = attributes
        self.cellAttributes = cell
        self.size = size
    }
}

/// An attribute name/value pair in the lexical form Xcode writes (`opaque="NO"`).
public struct XMLAttributeDefault: Sendable, Hashable, Codable {
    public let name: String
    public let value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// Width and height in points.
public struct CatalogSize: Sendable, Hashable, Codable {
    public let width: Double
    public let height: Double
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}

/// What kind of value an inspector attribute holds (drives the editor widget and validation).
public enum InspectorValueType: Sendable, Hashable, Codable {
    case string
    case localizedString
    case number
    case integer
    case bool
    case enumeration([String])
    case color
    case font
    case image
    case rect
    case size
    case point
    case insets
    case date
    case reference(String)
}

/// Where an attribute's value lives in the XML of its element.
public enum InspectorStorage: Sendable, Hashable, Codable {
    /// A plain attribute on the element: `text="Label"`.
    case attribute
    /// A child element carrying `key="<key>"`: `<color key="textColor" .../>`.
    case keyedChild(element: String)
    /// An attribute of a keyed child: the normal-state title `<state key="normal" title=…>`.
    case attributeOfKeyedChild(element: String, key: String, attribute: String)
    /// An attribute of the root `<document>` that names this object: "Is Initial View Controller" is the storyboard's
    /// `initialViewController="<id>"`, never an attribute of the controller.
    case documentReference(attribute: String)
}

/// One row of an inspector: the key written in the XML, its type and the default value.
public struct InspectorAttribute: Sendable, Hashable, Codable {
    public let key: String
    public let label: String
    public let type: InspectorValueType
    /// The value Xcode assumes when the attribute is absent, in XML lexical form.
    public let defaultValue: String?
    public let storage: InspectorStorage

    public init(
        _ key: String, _ type: InspectorValueType, default defaultValue: String? = nil,
        label: String? = nil, storage: InspectorStorage? = nil
    ) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.label = label ?? InspectorAttribute.label(forKey: key)
        self.storage = storage ?? InspectorAttribute.defaultStorage(for: type)
    }

    /// `textAlignment` → `Text Alignment`: the label Xcode's inspectors mostly use.
    static func label(forKey key: String) -> String {
        var words: [String] = []
        var current = ""
        for character in key {
            if character.isUppercase, !current.isEmpty, !(current.last?.isUppercase ?? false) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    static func defaultStorage(for type: InspectorValueType) -> InspectorStorage {
        switch type {
        case .color: return .keyedChild(element: "color")
        case .font: return .keyedChild(element: "fontDescription")
        case .rect: return .keyedChild(element: "rect")
        case .size: return .keyedChild(element: "size")
        case .point: return .keyedChild(element: "point")
        case .insets: return .keyedChild(element: "inset")
        case .date: return .keyedChild(element: "date")
        default: return .attribute
        }
    }
}

/// An outlet (or outlet collection) a class declares, with the type its destination must have.
public struct OutletDescription: Sendable, Hashable, Codable {
    public let property: String
    /// Class or protocol name of the destination (`UIView`, `UITableViewDataSource`).
    public let destinationType: String
    /// A protocol destination can't be checked against the catalog: any object may adopt it.
    public let destinationIsProtocol: Bool
    /// `true` for `<outletCollection>` (an array property).
    public let isCollection: Bool

    public init(_ property: String, _ destinationType: String, isProtocol: Bool = false, collection: Bool = false) {
        self.property = property
        self.destinationType = destinationType
        self.destinationIsProtocol = isProtocol
        self.isCollection = collection
    }

    public static func delegate(_ proto: String) -> OutletDescription {
        OutletDescription("delegate", proto, isProtocol: true)
    }

    public static func dataSource(_ proto: String) -> OutletDescription {
        OutletDescription("dataSource", proto, isProtocol: true)
    }
}
