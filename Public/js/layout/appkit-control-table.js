// GENERATED from Sources/IBLayout/UIKit/AppKitControlMetricsTable.swift by Tests/IBLayoutTests/LayoutDataTwinsExportTests.swift.
// Do not edit: regenerate with `REGENERATE_JS=1 swift test --filter LayoutDataTwinsExportTests`.

/** [generation, first toolsVersion (or CocoaPlugin version)], newest first. */
export const GENERATION_STARTS = [[3, 24000], [2, 17000], [1, 15000], [0, 0]];

/** Point sizes of the `metaFont`s Interface Builder writes. */
export const META_FONT_SIZES = {
  system: 13,
  systemBold: 13,
  smallSystem: 11,
  smallSystemBold: 11,
  miniSystem: 9,
  miniSystemBold: 9,
  menu: 13,
  menuBar: 14,
  message: 13,
  controlContent: 13,
  titleBar: 13,
  label: 10,
  cellTitle: 12,
  toolTip: 11,
  palette: 11,
  paletteTitle: 11,
};

/** What each kind of control measures, first matching row wins (AppKitControlMetricsTable.Row: controlSizes null = any; outsets [top, left, bottom, right]). */
export const CONTROL_METRICS = [
  // the text 2 pt inside the frame on both sides, every generation (x = 18 for a leading constant of 20)
  { control: "label", generations: [0, 1, 2, 3], controlSizes: null, width: null, height: null, outsets: [0, 2, 0, 2], titlePadding: null, linePadding: null },
  // Xcode 26's bezeled fields are 24 pt at 13 pt (the 16 pt line + 8); the title + 4 pt wide
  { control: "bezeledField", generations: [3], controlSizes: null, width: null, height: null, outsets: null, titlePadding: 4, linePadding: 8 },
  // the line plus 5 pt (22 at 13 pt in Aqua, then 21); the title + 4 pt wide
  { control: "bezeledField", generations: [0, 1, 2], controlSizes: null, width: null, height: null, outsets: null, titlePadding: 4, linePadding: 5 },
  // Xcode 26: 24 pt, the frame is the alignment rect; the title + 26 pt (fitted with our Helvetica widths: 25–29)
  { control: "pushButton", generations: [3], controlSizes: ["regular"], width: null, height: 24, outsets: [0, 0, 0, 0], titlePadding: 26, linePadding: null },
  // Xcode 26 large: 28 pt, no outsets, the title + 32 pt
  { control: "pushButton", generations: [3], controlSizes: ["large"], width: null, height: 28, outsets: [0, 0, 0, 0], titlePadding: 32, linePadding: null },
  // Big Sur small: a 27 pt frame round 16 pt, every constraint-placed one of the corpus (23; its 28 pt small frames are all fixedFrame)
  { control: "pushButton", generations: [2], controlSizes: ["small"], width: null, height: 16, outsets: [4, 6, 7, 6], titlePadding: 22, linePadding: null },
  // Big Sur large: a 40 pt frame round 28 pt, every constraint-placed one of the corpus (50), edges against a superview, a label or a field
  { control: "pushButton", generations: [2], controlSizes: ["large"], width: null, height: 28, outsets: [6, 6, 6, 6], titlePadding: 26, linePadding: null },
  // wxWidgets' Cocoa small button insets 4/5/6/5; the corpus' 28 pt small frames agree
  { control: "pushButton", generations: [0, 1], controlSizes: ["small"], width: null, height: 18, outsets: [4, 5, 6, 5], titlePadding: 22, linePadding: null },
  // wxWidgets' Cocoa mini button insets 0/1/1/1; the corpus' 16 pt mini frames agree
  { control: "pushButton", generations: [0, 1, 2], controlSizes: ["mini"], width: null, height: 15, outsets: [0, 1, 1, 1], titlePadding: 18, linePadding: null },
  // Big Sur (Xcode 12): a 32 pt frame round 20 pt (a spinning indicator centred on one, a pop-up 20 pt above another)
  { control: "pushButton", generations: [2], controlSizes: null, width: null, height: 20, outsets: [5, 7, 7, 7], titlePadding: 26, linePadding: null },
  // Aqua and Catalina: a 32 pt frame round 21 pt (wxWidgets' Cocoa button insets 4/6/7/6, as the corpus confirms)
  { control: "pushButton", generations: [0, 1], controlSizes: null, width: null, height: 21, outsets: [4, 6, 7, 6], titlePadding: 26, linePadding: null },
  // Big Sur and Xcode 26 small: a 22 pt frame round 16 pt, the corpus' 67 constraint-placed small pop-ups
  { control: "popUpButton", generations: [2, 3], controlSizes: ["small"], width: null, height: 16, outsets: [2, 4, 4, 4], titlePadding: null, linePadding: null },
  // Big Sur large: a 40 pt frame round 28 pt, the corpus' 25 constraint-placed large pop-ups
  { control: "popUpButton", generations: [2], controlSizes: ["large"], width: null, height: 28, outsets: [6, 5, 6, 5], titlePadding: null, linePadding: null },
  // Xcode 26: 24 pt, the frame is the alignment rect
  { control: "popUpButton", generations: [3], controlSizes: ["regular"], width: null, height: 24, outsets: [0, 0, 0, 0], titlePadding: null, linePadding: null },
  // Big Sur: a 25 pt frame round 20 pt (a label above, a push button below, a label before and the window's or a bezeled field's edge place them)
  { control: "popUpButton", generations: [2], controlSizes: ["regular"], width: null, height: 20, outsets: [1, 3, 4, 4], titlePadding: null, linePadding: null },
  // Aqua and Catalina: a 25 pt frame round 21 pt
  { control: "popUpButton", generations: [0, 1], controlSizes: ["regular"], width: null, height: 21, outsets: [1, 2, 3, 3], titlePadding: null, linePadding: null },
  // Xcode 26: 16 pt, no outsets; the box, 6 pt, the title
  { control: "checkBox", generations: [3], controlSizes: ["regular"], width: 16, height: 16, outsets: null, titlePadding: 6, linePadding: null },
  // Xcode 26 small: 14 pt, no outsets
  { control: "checkBox", generations: [3], controlSizes: ["small"], width: 14, height: 14, outsets: null, titlePadding: 6, linePadding: null },
  // before Xcode 26, small: a 16 pt frame round a 14 pt rect
  { control: "checkBox", generations: [0, 1, 2], controlSizes: ["small"], width: 13, height: 14, outsets: [1, 1, 1, 0], titlePadding: 6, linePadding: null },
  // before Xcode 26: an 18 pt frame round a 16 pt rect — 90 leading edges of the corpus' regular check boxes 2 pt inside the frame, 47 bottoms and 37 tops 1 pt, 9 trailing 0 (the one regular radio button agrees)
  { control: "checkBox", generations: [0, 1, 2], controlSizes: ["regular"], width: 16, height: 16, outsets: [1, 2, 1, 0], titlePadding: 6, linePadding: null },
  // spinning indicators 32 pt square
  { control: "spinner", generations: [0, 1, 2, 3], controlSizes: ["regular"], width: 32, height: 32, outsets: null, titlePadding: null, linePadding: null },
  // small spinning indicators 16 pt square
  { control: "spinner", generations: [0, 1, 2, 3], controlSizes: ["small"], width: 16, height: 16, outsets: null, titlePadding: null, linePadding: null },
  // mini spinning indicators 10 pt square
  { control: "spinner", generations: [0, 1, 2, 3], controlSizes: ["mini"], width: 10, height: 10, outsets: null, titlePadding: null, linePadding: null },
  // an 18 pt rect in a 20 pt frame, 1 pt above and below (IndeterminateProgressWindow, SUStatus)
  { control: "progressBar", generations: [0, 1, 2, 3], controlSizes: ["regular"], width: null, height: 18, outsets: [1, 0, 1, 0], titlePadding: null, linePadding: null },
  // Xcode 26 steppers 20×26
  { control: "stepper", generations: [3], controlSizes: ["regular"], width: 20, height: 26, outsets: null, titlePadding: null, linePadding: null },
  // Xcode 26 segmented controls 24 pt high
  { control: "segmentedControl", generations: [3], controlSizes: ["regular"], width: null, height: 24, outsets: null, titlePadding: null, linePadding: null },
  // Xcode 26 mini NSSwitch 36×16
  { control: "switch", generations: [3], controlSizes: ["mini"], width: 36, height: 16, outsets: null, titlePadding: null, linePadding: null },
  // Xcode 26 help buttons 24×24
  { control: "helpButton", generations: [3], controlSizes: null, width: 24, height: 24, outsets: null, titlePadding: null, linePadding: null },
  // wxWidgets' Cocoa small square button insets 1/0/1/0; no intrinsic size
  { control: "smallSquareButton", generations: [0, 1, 2, 3], controlSizes: null, width: null, height: null, outsets: [1, 0, 1, 0], titlePadding: null, linePadding: null },
  // separator boxes 1 pt thick in a 5 pt frame
  { control: "horizontalSeparator", generations: [0, 1, 2, 3], controlSizes: null, width: null, height: 1, outsets: [2, 0, 2, 0], titlePadding: null, linePadding: null },
  // separator boxes 1 pt thick in a 5 pt frame
  { control: "verticalSeparator", generations: [0, 1, 2, 3], controlSizes: null, width: 1, height: null, outsets: [0, 2, 0, 2], titlePadding: null, linePadding: null },
  // a hypothesis from the corpus: before Xcode 26 a bordered primary box's frame reaches 3 pt beyond its alignment rect at the sides, 2 above, 4 below — 10 constraint-placed boxes of 6 documents (HandBrake, Sequel-Ace, Amethyst ×2, iina ×2: x = −3, y = −4 for edges pinned at 0), and the content views of 17 Big Sur boxes sit 4, 5, 4, 3 pt inside their frames (that rect less a 1 pt border); Xcode 26's 2 (transmission) have none
  { control: "primaryBox", generations: [0, 1, 2], controlSizes: null, width: null, height: null, outsets: [2, 3, 4, 3], titlePadding: null, linePadding: null },
];
