/// What kind of Interface Builder document a file is, from the root's `type` and
/// `targetRuntime` attributes.
public struct DocumentKind: Equatable, CustomStringConvertible {
    public enum Format: String, Equatable { case storyboard, xib }
    public enum Platform: Equatable {
        case iOS, macOS, tvOS, watchOS
        case other(String)
    }

    public var format: Format
    public var platform: Platform
    /// The root `type`, e.g. `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var type: String
    /// The root `targetRuntime`, e.g. `iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`, `watchKit`.
    public var targetRuntime: String

    public init(type: String, targetRuntime: String) {
        self.type = type
        self.targetRuntime = targetRuntime
        format = type.contains("Storyboard") ? .storyboard : .xib
        switch targetRuntime {
        case "iOS.CocoaTouch": platform = .iOS
        case "MacOSX.Cocoa": platform = .macOS
        case "AppleTV": platform = .tvOS
        case "watchKit": platform = .watchOS
        default:
            if type.contains(".Cocoa.") { platform = .macOS }
            else if type.contains("CocoaTouch") { platform = .iOS }
            else { platform = .other(targetRuntime) }
        }
    }

    /// UIKit-based documents (iOS and tvOS) share element and placeholder conventions.
    public var isCocoaTouch: Bool { platform == .iOS || platform == .tvOS }

    public var description: String {
        let platformName: String
        switch platform {
        case .iOS: platformName = "iOS"
        case .macOS: platformName = "macOS"
        case .tvOS: platformName = "tvOS"
        case .watchOS: platformName = "watchOS"
        case .other(let name): platformName = name
        }
        return "\(platformName) \(format.rawValue)"
    }
}
