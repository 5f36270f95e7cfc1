import Foundation

/// Exact colour math for the RGB spaces Interface Builder documents may use besides sRGB, to
/// the extended sRGB that `UIColor` archives (`UIDeviceRGBColor` keeps components outside 0…1
/// since iOS 10, its colour space is `UIExtendedSRGBColorSpace`).
///
/// ibtool converts such colours with a ColorSync transform between ICC profiles whose numbers
/// we cannot reproduce to the last digit; this does it with the spaces' published definitions
/// instead — chromaticities, white point, transfer function — so the result is the colour, with
/// components that may differ from ibtool's in the last digits (the compile says so with a
/// warning, `UIKitCompileWarnings`). Both spaces have the D65 white of sRGB, so no
/// chromatic adaptation is needed: decode to linear light, one 3×3 matrix, encode.
enum UIKitColorConversion {
    struct Chromaticity: Equatable {
        let x: Double
        let y: Double

        /// XYZ with Y = 1.
        var xyz: [Double] { [x / y, 1, (1 - x - y) / y] }
    }

    enum Transfer: Equatable {
        /// IEC 61966-2-1's piecewise curve, mirrored for negative values (CSS Color 4's
        /// `lin_sRGB`/`gam_sRGB`; Apple's extended sRGB extends the curve the same way).
        case sRGB
        /// A pure power curve (`value^gamma` to linear), mirrored for negative values.
        case gamma(Double)
    }

    struct Space: Equatable {
        let name: String
        let red: Chromaticity
        let green: Chromaticity
        let blue: Chromaticity
        let white: Chromaticity
        let transfer: Transfer
    }

    /// D65 as sRGB and Display P3 state it (IEC 61966-2-1; CSS Color 4 §10).
    static let d65 = Chromaticity(x: 0.3127, y: 0.3290)

    /// IEC 61966-2-1 (and ITU-R BT.709) primaries.
    static let sRGB = Space(name: "sRGB", red: .init(x: 0.64, y: 0.33), green: .init(x: 0.30, y: 0.60),
                            blue: .init(x: 0.15, y: 0.06), white: d65, transfer: .sRGB)

    /// Display P3: the DCI-P3 primaries with the D65 white and the sRGB transfer function
    /// (CSS Color 4 §10.4 `display-p3`; Apple's `kCGColorSpaceDisplayP3`).
    static let displayP3 = Space(name: "displayP3", red: .init(x: 0.680, y: 0.320), green: .init(x: 0.265, y: 0.690),
                                 blue: .init(x: 0.150, y: 0.060), white: d65, transfer: .sRGB)

    /// Apple's Generic RGB (`NSCalibratedRGBColorSpace`): "based on P22 phosphors, D65 white point
    /// and 1.8 gamma" (Technical Q&A QA1430). P22 is the phosphor set of broadcast monitors whose
    /// chromaticities EBU Tech 3213-E standardises (ITU-T H.273 colour primaries 22): R (0.630,
    /// 0.340), G (0.295, 0.605), B (0.155, 0.077). Adapted to the ICC's D50 with Bradford they give
    /// the profile's colorants as the one public trace of them has them to three digits (X, Y of
    /// red 0.454 0.242, green 0.353 0.674, blue 0.157 0.084: a virtual-display descriptor "lifted
    /// from BetterDummy"; `UIKitColorConversionTests`). **Hypothesis**: that Apple's profile holds
    /// exactly these primaries (its own colorants may differ in the fourth digit), and that ibtool
    /// converts calibrated RGB at all (a Linux ibtool compared with Xcode 27 found calibrated
    /// *white* archived unconverted, see `UIKitColorEncoder`).
    static let genericRGB = Space(name: "calibratedRGB (Generic RGB)", red: .init(x: 0.630, y: 0.340), green: .init(x: 0.295, y: 0.605),
                                  blue: .init(x: 0.155, y: 0.077), white: d65, transfer: .gamma(1.8))
    static let genericRGBWhite = d65
    static let genericRGBTransfer = Transfer.gamma(1.8)

    /// A neutral colour (r = g = b) of an RGB space with sRGB's white: its sRGB grey. Exact
    /// without the space's primaries — the matrix between two spaces with the same white maps
    /// (1, 1, 1) to (1, 1, 1), so it maps every (l, l, l) to itself and only the transfer
    /// functions remain.
    static func neutralExtendedSRGB(_ value: Double, white: Chromaticity, transfer: Transfer) -> Double {
        precondition(white == sRGB.white, "no chromatic adaptation: the space must have sRGB's white")
        return tenPlaces(encode(decode(value, transfer), sRGB.transfer))
    }

    /// `red`, `green`, `blue` of `space` as extended sRGB components, rounded to ten decimal
    /// places (see `tenPlaces`).
    static func extendedSRGB(_ rgb: [Double], from space: Space) -> [Double] {
        convert(rgb, from: space, to: sRGB).map(tenPlaces)
    }

    /// Unrounded conversion between two spaces with the same white point.
    static func convert(_ rgb: [Double], from source: Space, to destination: Space) -> [Double] {
        precondition(source.white == destination.white, "no chromatic adaptation: both spaces must share their white")
        let linear = rgb.map { decode($0, source.transfer) }
        let matrix = multiply(inverse(toXYZ(destination)), toXYZ(source))
        return apply(matrix, linear).map { encode($0, destination.transfer) }
    }

    /// Linear RGB → XYZ (white Y = 1) from the chromaticities (SMPTE RP 177 §3.3): the
    /// primaries' XYZ columns, each scaled so that RGB (1, 1, 1) gives the white.
    static func toXYZ(_ space: Space) -> [[Double]] {
        let columns = [space.red.xyz, space.green.xyz, space.blue.xyz]
        let primaries = (0..<3).map { row in columns.map { $0[row] } }
        let scale = apply(inverse(primaries), space.white.xyz)
        return primaries.map { row in (0..<3).map { row[$0] * scale[$0] } }
    }

    static func decode(_ value: Double, _ transfer: Transfer) -> Double {
        let magnitude = abs(value)
        let linear: Double
        switch transfer {
        case .sRGB: linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        case .gamma(let gamma): linear = pow(magnitude, gamma)
        }
        return value < 0 ? -linear : linear
    }

    static func encode(_ value: Double, _ transfer: Transfer) -> Double {
        let magnitude = abs(value)
        let encoded: Double
        switch transfer {
        case .sRGB: encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        case .gamma(let gamma): encoded = pow(magnitude, 1 / gamma)
        }
        return value < 0 ? -encoded : encoded
    }

    /// Ten decimal places (the nearest double to k / 10¹⁰): the ten digits ibtool keeps of
    /// calibrated components, far beyond the float `UIRed` holds, and enough to drop the 1e-15
    /// noise of the matrix, so that white stays exactly 1, a grey stays the same grey in every
    /// channel and P3 blue has no 1e-15 red.
    static func tenPlaces(_ value: Double) -> Double {
        let rounded = (value * 1e10).rounded() / 1e10
        return rounded == 0 ? 0 : rounded // no -0
    }

    // MARK: 3×3 matrices (rows)

    static func apply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        a.map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + row[$1] * b[$1][column] } } }
    }

    /// The inverse by cofactors (the matrices here are well-conditioned primaries).
    static func inverse(_ m: [[Double]]) -> [[Double]] {
        let cofactors: [[Double]] = (0..<3).map { row in
            (0..<3).map { column in
                let r = [(row + 1) % 3, (row + 2) % 3], c = [(column + 1) % 3, (column + 2) % 3]
                return m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            }
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactors[0][$1] }
        return (0..<3).map { row in (0..<3).map { column in cofactors[column][row] / determinant } }
    }
}
