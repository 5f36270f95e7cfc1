/// The advance widths `TextMetrics` measures with, per 1000 em, standing in for SF Pro (whose
/// widths we don't have; none were found in public code): Helvetica's and Helvetica-Bold's AFM
/// widths (Adobe's Core 14 font metrics, as PDF libraries carry them) for ASCII — "Label" at
/// 17 pt is 41.58 pt in Helvetica, 42 in Xcode — 556 (bold 611) for other Latin-like characters,
/// 1 em for CJK and emoji.
///
/// A weight between or beyond regular (400) and bold (700) interpolates linearly between the two
/// tables on the OpenType weight scale, as a variable font such as SF Pro interpolates its
/// masters: medium (500) is a third of the way to bold, semibold (600) two thirds, heavy (800) a
/// third beyond bold, light (300) a third of the difference narrower than regular. (It replaces a
/// flat 6 % for every weight from semibold on; see docs/layout.md for the figures.)
/// Twin of `Public/js/layout/text-advances.js`.
enum TextAdvances {
    /// The advance of one Unicode scalar at `weight`, per 1000 em.
    static func advance(of scalar: Unicode.Scalar, weight: Double) -> Double {
        let value = Int(scalar.value)
        let towardBold = (weight - 400) / 300
        if value >= 32, value < 127 {
            let regular = helvetica[value - 32]
            return regular + (helveticaBold[value - 32] - regular) * towardBold
        }
        if value < 32 { return 0 }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || value >= 0x1F300 {
            return 1000
        }
        return 556 + (611 - 556) * towardBold
    }

    /// Helvetica advance widths for U+0020…U+007E, per 1000 em (AFM).
    static let helvetica: [Double] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,      // p … ~
    ]

    /// Helvetica-Bold advance widths for U+0020…U+007E, per 1000 em (AFM).
    static let helveticaBold: [Double] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 0 … ?
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // P … _
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // ` … o
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,      // p … ~
    ]
}
