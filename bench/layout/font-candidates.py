#!/usr/bin/python3
"""Which open font stands in best for SF Pro's text widths (issue #26, text measurement).

Reads the single-line labels TextWidthErrorTests writes (TEXT_WIDTH_SAMPLES=path: the labels
whose width their text decides, with the width Xcode stored and ours) and measures each text again
with the advance widths of metric candidates from Debian's font packages (fonts-inter,
fonts-roboto-unhinted, fonts-open-sans, fonts-noto-core, fonts-liberation, fonts-dejavu-core; read
with python3-fonttools): the sum of the glyphs' advances (no kerning, as our measurer) at the label's
point size, rounded up to the device's pixels as the layout does. Prints, per font, the median
absolute error, the median signed error, the mean absolute error and the share within 0.5 pt
(the fixture report's tolerance), beside our measurer's own figure from the same samples.

    TEXT_WIDTH_SAMPLES=/tmp/widths.tsv swift test --skip-build --disable-swift-testing --filter TextWidthErrorTests
    /usr/bin/python3 bench/layout/font-candidates.py /tmp/widths.tsv   (Debian's python3, which has fontTools)

A label's weight is read from what the test writes (fontDescription's name, weight, type or style);
a font family without a face of that weight uses the nearest one it has (said in the output).
"""
import csv
import math
import os
import statistics
import sys

from fontTools.ttLib import TTFont

# Weight (OpenType scale) of the label's font as the sample names it.
WEIGHTS = {"ultralight": 200, "thin": 100, "light": 300, "regular": 400, "system": 400, "medium": 500,
           "semibold": 600, "bold": 700, "boldsystem": 700, "heavy": 800, "black": 900}

FONT_DIRS = ["/usr/share/fonts/opentype", "/usr/share/fonts/truetype"]

# family: {weight: file name}
CANDIDATES = {
    "Inter": {400: "Inter-Regular.otf", 500: "Inter-Medium.otf", 600: "Inter-SemiBold.otf", 700: "Inter-Bold.otf"},
    "Roboto": {400: "Roboto-Regular.ttf", 500: "Roboto-Medium.ttf", 700: "Roboto-Bold.ttf"},
    "Open Sans": {400: "OpenSans-Regular.ttf", 600: "OpenSans-Semibold.ttf", 700: "OpenSans-Bold.ttf"},
    "Noto Sans": {400: "NotoSans-Regular.ttf", 500: "NotoSans-Medium.ttf", 600: "NotoSans-SemiBold.ttf", 700: "NotoSans-Bold.ttf"},
    "Liberation Sans (Helvetica's metrics)": {400: "LiberationSans-Regular.ttf", 700: "LiberationSans-Bold.ttf"},
    "DejaVu Sans": {400: "DejaVuSans.ttf", 700: "DejaVuSans-Bold.ttf"},
}


def find(name):
    for root in FONT_DIRS:
        for folder, _, files in os.walk(root):
            if name in files:
                return os.path.join(folder, name)
    return None


def weight_of(described):
    key = described.lower().replace("-", "").replace(" ", "")
    for suffix, weight in sorted(WEIGHTS.items(), key=lambda item: -len(item[0])):
        if key.endswith(suffix):
            return weight
    return 400


class Face:
    def __init__(self, path):
        font = TTFont(path, lazy=True)
        self.cmap = font.getBestCmap()
        self.advances = font["hmtx"].metrics
        self.units = font["head"].unitsPerEm

    def width(self, text, size):
        total = 0
        for character in text:
            glyph = self.cmap.get(ord(character)) or ".notdef"
            total += self.advances.get(glyph, (0, 0))[0]
        return total * size / self.units


# SF Pro's automatic tracking by point size, per 1000 em (Apple's Human Interface Guidelines, as
# quoted: 10 pt +12, 12 pt 0, 13 pt -6, 17 pt -26, 28 pt +14), interpolated linearly between them
# and held beyond: applied to a candidate it asks whether SF's spacing is what the candidate lacks
# (a hypothesis: the candidates' own spacing is not SF's untracked spacing).
SF_TRACKING = [(10, 12), (12, 0), (13, -6), (17, -26), (28, 14)]


def sf_tracking(size):
    if size <= SF_TRACKING[0][0]:
        return SF_TRACKING[0][1]
    for (low, low_value), (high, high_value) in zip(SF_TRACKING, SF_TRACKING[1:]):
        if size <= high:
            return low_value + (high_value - low_value) * (size - low) / (high - low)
    return SF_TRACKING[-1][1]


def median(values):
    return statistics.median(values) if values else 0.0


def summary(errors):
    within = sum(1 for error in errors if abs(error) <= 0.5)
    return (f"median |error| {median([abs(e) for e in errors]):.2f} pt, median error {median(errors):+.2f} pt, "
            f"mean |error| {sum(abs(e) for e in errors) / max(len(errors), 1):.2f} pt, {within}/{len(errors)} within 0.5 pt")


def main():
    if len(sys.argv) < 2 or not os.path.exists(sys.argv[1]):
        print("usage: font-candidates.py SAMPLES.tsv (TextWidthErrorTests with TEXT_WIDTH_SAMPLES=path)")
        return 0
    with open(sys.argv[1], newline="", encoding="utf-8") as handle:
        samples = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    print(f"{len(samples)} single-line labels from {sys.argv[1]}")
    ours = [float(row["measured"]) - float(row["stored"]) for row in samples]
    print(f"  our measurer (Helvetica's AFM widths, weights interpolated): {summary(ours)}")
    for family, files in CANDIDATES.items():
        faces, missing = {}, []
        for weight, name in files.items():
            path = find(name)
            if path:
                faces[weight] = Face(path)
            else:
                missing.append(name)
        if not faces:
            print(f"  {family}: not installed ({', '.join(missing)})")
            continue
        for tracked in (False, True):
            errors, substituted = [], 0
            for row in samples:
                wanted = weight_of(row["weight"])
                weight = min(faces, key=lambda have: (abs(have - wanted), have))
                substituted += weight != wanted
                scale = float(row["displayScale"]) or 1
                size = float(row["pointSize"])
                width = faces[weight].width(row["text"], size)
                if tracked:
                    width += sf_tracking(size) * size / 1000 * max(len(row["text"]) - 1, 0)
                errors.append(math.ceil(width * scale - 1e-9) / scale - float(row["stored"]))
            note = f" ({substituted} labels at the nearest weight it has)" if substituted else ""
            print(f"  {family}{' + SF tracking' if tracked else ''}: {summary(errors)}{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
