/// Short constructors that keep the catalog tables readable: one line per inspector row.
extension InspectorAttribute {
    static func text(_ key: String, _ defaultValue: String? = nil) -> InspectorAttribute {
        InspectorAttribute(key, .string, default: defaultValue)
    }

    static func localized(_ key: String, _ defaultValue: String? = nil) -> InspectorAttribute {
        InspectorAttribute(key, .localizedString, default: defaultValue)
    }

    static func flag(_ key: String, _ defaultValue: Bool) -> InspectorAttribute {
        InspectorAttribute(key, .bool, default: defaultValue ? "YES" : "NO")
    }

    static func number(_ key: String, _ defaultValue: String? = nil) -> InspectorAttribute {
        InspectorAttribute(key, .number, default: defaultValue)
    }

    static func integer(_ key: String, _ defaultValue: String? = nil) -> InspectorAttribute {
        InspectorAttribute(key, .integer, default: defaultValue)
    }

    /// An enumeration Xcode writes on every element, so it has no default (a segue's `kind`: all 235 segue
    /// definitions in the corpus's and ib's storyboards carry one; the 12 without are `<segue reference=…>`).
    static func requiredChoice(_ key: String, _ cases: [String]) -> InspectorAttribute {
        InspectorAttribute(key, .enumeration(cases), default: nil)
    }

    /// An enumeration; the default is the first case unless given.
    static func choice(_ key: String, _ cases: [String], _ defaultValue: String? = nil) -> InspectorAttribute {
        InspectorAttribute(key, .enumeration(cases), default: defaultValue ?? cases.first)
    }

    static func color(_ key: String) -> InspectorAttribute {
        InspectorAttribute(key, .color)
    }

    /// UIKit fonts are `<fontDescription key="fontDescription">`.
    static func uiFont(_ key: String = "fontDescription") -> InspectorAttribute {
        InspectorAttribute(key, .font, storage: .keyedChild(element: "fontDescription"))
    }

    /// AppKit fonts are `<font key="font">`.
    static func nsFont(_ key: String = "font") -> InspectorAttribute {
        InspectorAttribute(key, .font, storage: .keyedChild(element: "font"))
    }

    /// "Is Initial View Controller" (AppKit: "Is Initial Controller"): a checkbox whose value is the storyboard's
    /// `initialViewController` naming the object.
    static func initialController(_ key: String) -> InspectorAttribute {
        InspectorAttribute(key, .bool, default: "NO", label: key == "isInitialController" ? "Is Initial Controller" : "Is Initial View Controller",
                           storage: .documentReference(attribute: "initialViewController"))
    }

    static func image(_ key: String = "image") -> InspectorAttribute {
        InspectorAttribute(key, .image)
    }

    static func size(_ key: String) -> InspectorAttribute {
        InspectorAttribute(key, .size)
    }

    static func insets(_ key: String) -> InspectorAttribute {
        InspectorAttribute(key, .insets)
    }

    /// A title stored on a button state: `<state key="normal" title="Button"/>`.
    static func stateTitle(_ state: String, _ defaultValue: String? = nil) -> InspectorAttribute {
        InspectorAttribute(
            "\(state)Title", .localizedString, default: defaultValue, label: "Title (\(state))",
            storage: .attributeOfKeyedChild(element: "state", key: state, attribute: "title"))
    }
}

extension InspectorAttribute {
    /// An image of a button state: `<state key="highlighted" image="…"/>` (or `backgroundImage=`), the way Xcode writes
    /// them (IBDecodable's Button.xib in the corpus: `<state key="selected" title=… image=… backgroundImage=…/>`).
    static func stateImage(_ state: String, background: Bool = false) -> InspectorAttribute {
        let attribute = background ? "backgroundImage" : "image"
        return InspectorAttribute(
            "\(state)\(background ? "BackgroundImage" : "Image")", .image, label: "\(background ? "Background" : "Image") (\(state))",
            storage: .attributeOfKeyedChild(element: "state", key: state, attribute: attribute))
    }
}

extension XMLAttributeDefault {
    static func yes(_ name: String) -> XMLAttributeDefault { XMLAttributeDefault(name, "YES") }
    static func no(_ name: String) -> XMLAttributeDefault { XMLAttributeDefault(name, "NO") }
}

/// Common UIKit value lists shared by several entries.
enum UIKitCases {
    static let textAlignment = ["natural", "left", "center", "right", "justified"]
    static let lineBreakMode = [
        "tailTruncation", "wordWrap", "characterWrap", "clip", "headTruncation", "middleTruncation",
    ]
    static let contentMode = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
        "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]
    static let horizontalAlignment = ["center", "left", "right", "fill", "leading", "trailing"]
    static let verticalAlignment = ["center", "top", "bottom", "fill"]
    static let borderStyle = ["roundedRect", "none", "line", "bezel"]
    static let keyboardType = [
        "default", "ASCIICapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
        "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch", "ASCIICapableNumberPad",
    ]
    static let returnKeyType = [
        "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done",
        "emergencyCall", "continue",
    ]
    static let barStyle = ["default", "black"]
    static let controlEvents = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
        "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
        "primaryActionTriggered", "menuActionTriggered", "editingDidBegin", "editingChanged",
        "editingDidEnd", "editingDidEndOnExit",
    ]
}

/// Common AppKit value lists.
enum AppKitCases {
    static let textAlignment = ["natural", "left", "center", "right", "justified"]
    static let controlSize = ["regular", "small", "mini", "large"]
    static let bezelStyle = [
        "rounded", "regularSquare", "disclosure", "shadowlessSquare", "circular", "texturedSquare",
        "helpButton", "smallSquare", "texturedRounded", "roundRect", "recessed", "roundedDisclosure",
        "inline", "push", "flexiblePush", "toolbar", "accessoryBarAction", "accessoryBar", "badge",
    ]
}
