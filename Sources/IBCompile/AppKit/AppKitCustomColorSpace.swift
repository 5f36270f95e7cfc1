import Foundation

/// The colour spaces of `<color colorSpace="custom" customColorSpace="…">` and how ibtool archives
/// a colour of each: an `NSColor` whose `NSComponents` are the document's components in that space
/// (`NSCustomColorSpace`), with a fallback in the matching calibrated space for older readers —
/// `NSColorSpace` 1 + `NSRGB` (Generic RGB) for RGB spaces, 3 + `NSWhite` (Generic Gray, gamma 1.8)
/// for gray ones — then `NSLinearExposure` "1". The form is Apple's, read off the pairs: the custom
/// sRGB colour of HSChooserWindow and the Generic Gray Gamma 2.2 fallbacks of every system colour
/// (`NSColorSpace` 3, `NSWhite`, `NSCustomColorSpace` {NSID 9, NSModel 0, NSICC}, `NSComponents`).
///
/// The `NSColorSpace` object: `NSID` for the spaces AppKit numbered first (1 Generic RGB, 2 Generic
/// Gray, 7 sRGB, 9 Generic Gray Gamma 2.2), `NSSpaceID` for later named spaces (12 Display P3),
/// `NSModel` 0 for a gray space and `NSICC` (the profile), both except for NSID 1–6, which AppKit
/// knows without them. 7 and 9 with their keys are the pairs'; the rest follows Finch's AppKit
/// (`NSColorSpace.m`, whose archive "uses Apple's keys": NSID 1–9, NSSpaceID for newer spaces, no
/// NSICC for 1–6) — **hypothesis** for Display P3, Generic Gray and Generic RGB, no pair has one.
///
/// The fallback's numbers: ibtool gets them from ColorSync, which computes in single precision —
/// every fallback component in the 106 pairs is a `Float` printed with 10 significant digits. The
/// gray conversion is exact to that precision: each system colour's Generic Gray Gamma 2.2 value
/// (0.6666666667, 0.5, 0.3333333333) becomes its `NSWhite` (0.602715373, 0.4246723652,
/// 0.2637968361) by the sRGB curve to linear light and gamma 1.8 back, to within one float step —
/// so ColorSync treats Gamma 2.2 gray with the sRGB curve and calibrated white as gamma 1.8
/// (`AppKitCustomColorSpaceTests`). RGB fallbacks go through `UIKitColorConversion` (Generic RGB's
/// P22 primaries, D65, gamma 1.8) and are clipped to 0…1 as CoreGraphics clips (systemRedColor's
/// fallback: green 0); they differ from Apple's in the fourth decimal for chromatic colours
/// (HSChooserWindow), see `UIKitColorConversion.genericRGB`.
struct AppKitCustomColorSpace {
    enum Model { case gray, rgb }

    enum Profile { case none, sRGB, genericGray, displayP3 }

    let model: Model
    /// `NSID` (older named spaces) or `NSSpaceID` (newer ones) and its value.
    let identifier: (key: String, value: Int64)
    let profile: Profile
    /// The document's components (without alpha) → the calibrated fallback's, unclipped; nil for
    /// the calibrated spaces themselves, whose fallback is the components as written.
    let calibrated: (([Double]) -> [Double])?

    /// By `customColorSpace` value. Left out: `deviceWhite` and `deviceRGB` custom spaces (one
    /// corpus colour each, device spaces have no defined transfer to convert the fallback with).
    static let byName: [String: AppKitCustomColorSpace] = [
        "sRGB": AppKitCustomColorSpace(model: .rgb, identifier: ("NSID", 7), profile: .sRGB) {
            UIKitColorConversion.convert($0, from: UIKitColorConversion.sRGB, to: UIKitColorConversion.genericRGB)
        },
        "displayP3": AppKitCustomColorSpace(model: .rgb, identifier: ("NSSpaceID", 12), profile: .displayP3) {
            UIKitColorConversion.convert($0, from: UIKitColorConversion.displayP3, to: UIKitColorConversion.genericRGB)
        },
        "calibratedRGB": AppKitCustomColorSpace(model: .rgb, identifier: ("NSID", 1), profile: .none, calibrated: nil),
        "genericGamma22GrayColorSpace": AppKitCustomColorSpace(model: .gray, identifier: ("NSID", 9), profile: .genericGray) {
            $0.map { UIKitColorConversion.encode(UIKitColorConversion.decode($0, .sRGB), .gamma(1.8)) }
        },
        "calibratedWhite": AppKitCustomColorSpace(model: .gray, identifier: ("NSID", 2), profile: .none, calibrated: nil),
    ]

    /// The `NSColor` of `components` (alpha last) in this space.
    func color(components: [Double], profiles: AppKitColorProfiles) -> AppKitArchiveObject {
        let alpha = components.last ?? 1
        let own = Array(components.dropLast())
        let fallback = (calibrated.map { $0(own).map { Self.fallbackText(min(1, max(0, $0))) } } ?? own.map(Self.componentText))
            + (alpha == 1 ? [] : [Self.componentText(alpha)])
        let color = AppKitArchiveObject(className: "NSColor")
        color.append("NSColorSpace", .integer(model == .rgb ? 1 : 3))
        color.append(model == .rgb ? "NSRGB" : "NSWhite", .bytes(Array(fallback.joined(separator: " ").utf8) + [0]))
        color.append("NSCustomColorSpace", .object(space(profiles: profiles)))
        color.append("NSComponents", .bytes(Array(components.map(Self.componentText).joined(separator: " ").utf8)))
        color.append("NSLinearExposure", .bytes(Array("1".utf8)))
        return color
    }

    /// The `NSColorSpace` object, shared by every colour of the space.
    func space(profiles: AppKitColorProfiles) -> AppKitArchiveObject {
        let space = AppKitArchiveObject(className: "NSColorSpace", isSharedByContent: true)
        space.append(identifier.key, .integer(identifier.value))
        if profile != .none, model == .gray { space.append("NSModel", .integer(0)) }
        let bytes: [UInt8]?
        switch profile {
        case .none: bytes = nil
        case .sRGB: bytes = profiles.sRGB
        case .genericGray: bytes = profiles.genericGray
        case .displayP3: bytes = profiles.displayP3
        }
        if let bytes {
            let icc = AppKitArchiveObject(className: "NSData", isSharedByContent: true)
            icc.append("NS.bytes", .bytes(bytes))
            space.append("NSICC", .object(icc))
        }
        return space
    }

    /// A document component as ibtool prints it: 10 significant digits, integers bare.
    static func componentText(_ value: Double) -> String {
        value == value.rounded() ? String(Int64(value)) : String(format: "%.10g", value)
    }

    /// A converted component as ColorSync leaves it: a `Float`, printed with 10 significant digits.
    static func fallbackText(_ value: Double) -> String {
        componentText(Double(Float(value)))
    }
}
