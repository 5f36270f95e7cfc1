import IBDocument

/// One UIKit view class: the xib element it comes from, the class ibtool archives, and the
/// keys the class writes after `UIView`'s (UIKit's `-encodeWithCoder:` calls super first, so
/// a subclass's keys follow the view keys). Each class reads, through `reader`, exactly the
/// attributes and child elements it encodes; whatever is left makes the compile fail.
protocol UIKitViewClass {
    static var elementName: String { get }
    static var className: String { get }
    /// Defaults the class has where plain `UIView` has others (UILabel is not opaque, ...).
    static var viewDefaults: UIKitViewDefaults { get }
    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws
}

struct UIKitViewDefaults {
    var opaque = true
    var userInteractionEnabled = true
    var clipsSubviews = false
}

extension UIKitViewClass {
    static var viewDefaults: UIKitViewDefaults { UIKitViewDefaults() }
}

/// The view classes the UIKit encoder knows, by xib element name.
enum UIKitViewClasses {
    static let all: [any UIKitViewClass.Type] = [
        UIKitPlainView.self, UIKitImageViewClass.self, UIKitLabelClass.self, UIKitButtonClass.self,
        UIKitTextFieldClass.self, UIKitSwitchClass.self, UIKitSliderClass.self, UIKitStackViewClass.self,
        UIKitScrollViewClass.self, UIKitTableViewClass.self, UIKitTableViewCellClass.self,
        UIKitTableViewCellContentViewClass.self, UIKitActivityIndicatorClass.self, UIKitProgressViewClass.self,
        UIKitStepperClass.self, UIKitPageControlClass.self, UIKitNavigationBarClass.self, UIKitTextViewClass.self,
        UIKitCollectionReusableViewClass.self, UIKitCollectionViewCellClass.self, UIKitCollectionViewCellContentViewClass.self,
        UIKitToolbarClass.self, UIKitPickerViewClass.self, UIKitTabBarClass.self, UIKitDatePickerClass.self,
        UIKitCollectionViewClass.self, UIKitContainerViewClass.self, UIKitVisualEffectViewClass.self, UIKitSearchBarClass.self,
        UIKitSegmentedControlClass.self,
    ]
    static let byElement: [String: any UIKitViewClass.Type] = Dictionary(uniqueKeysWithValues: all.map { ($0.elementName, $0) })
}

/// `<view>`: a plain `UIView`, nothing beyond the view keys.
enum UIKitPlainView: UIKitViewClass {
    static let elementName = "view"
    static let className = "UIView"
    static func encodeKeys(_ reader: inout UIKitElementReader, into view: AppKitArchiveObject, encoder: UIKitViewEncoder) throws {}
}
