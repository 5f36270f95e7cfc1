import Foundation

/// sRGB's primaries and the Bradford adaptation to the ICC PCS white (D50), computed from the
/// chromaticities of IEC 61966-2.1 rather than copied.
enum SRGBPrimaries {
    static let chromaticities: [(x: Double, y: Double)] = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
    static let d65: (x: Double, y: Double) = (0.3127, 0.3290)
    static let bradford: [[Double]] = [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]]

    /// Display P3's (the DCI-P3 primaries with D65; CSS Color 4 `display-p3`, as `UIKitColorConversion.displayP3`).
    static let displayP3Chromaticities: [(x: Double, y: Double)] = [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]

    /// The RGB → XYZ (D50) matrix: column `i` is primary `i`'s XYZ.
    static func d50Adapted(_ chromaticities: [(x: Double, y: Double)] = chromaticities) -> [[Double]] {
        multiply(bradfordD65toD50(), rgbToXYZ(chromaticities))
    }

    /// RGB → XYZ under D65: primaries scaled so that R = G = B = 1 gives the D65 white (Y = 1).
    static func rgbToXYZ(_ chromaticities: [(x: Double, y: Double)] = chromaticities) -> [[Double]] {
        let columns = chromaticities.map { [$0.x / $0.y, 1, (1 - $0.x - $0.y) / $0.y] }
        let primaries = (0..<3).map { row in columns.map { $0[row] } }
        let white = [d65.x / d65.y, 1, (1 - d65.x - d65.y) / d65.y]
        let scale = apply(invert(primaries), white)
        return primaries.map { row in (0..<3).map { row[$0] * scale[$0] } }
    }

    static func bradfordD65toD50() -> [[Double]] {
        let source = apply(bradford, [d65.x / d65.y, 1, (1 - d65.x - d65.y) / d65.y])
        let target = apply(bradford, [ICCProfileWriter.d50.x, ICCProfileWriter.d50.y, ICCProfileWriter.d50.z])
        let diagonal = (0..<3).map { row in (0..<3).map { $0 == row ? target[row] / source[row] : 0 } }
        return multiply(invert(bradford), multiply(diagonal, bradford))
    }

    static func apply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } }
    }

    static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func invert(_ m: [[Double]]) -> [[Double]] {
        let det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        let cofactor: (Int, Int) -> Double = { r, c in
            let rows = (0..<3).filter { $0 != r }, cols = (0..<3).filter { $0 != c }
            let minor = m[rows[0]][cols[0]] * m[rows[1]][cols[1]] - m[rows[0]][cols[1]] * m[rows[1]][cols[0]]
            return ((r + c) % 2 == 0 ? 1 : -1) * minor
        }
        return (0..<3).map { i in (0..<3).map { j in cofactor(j, i) / det } }
    }
}
