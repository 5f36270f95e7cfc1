// GENERATED from Sources/IBLayout/UIKit/Device.swift (`Device.all`) by Tests/IBLayoutTests/LayoutDataTwinsExportTests.swift.
// Do not edit: regenerate with `REGENERATE_JS=1 swift test --filter LayoutDataTwinsExportTests`.

/** Every device, in Swift's order: id, name, portrait width and height, portrait top and bottom safe-area insets, kind, orientation. */
export const DEVICE_ROWS = [
  ["retina3_5", "iPhone 4s", 320, 480, 20, 0, "phone", "portrait"],
  ["retina4_0", "iPhone SE (1st generation)", 320, 568, 20, 0, "phone", "portrait"],
  ["retina4_7", "iPhone SE (3rd generation) / iPhone 8", 375, 667, 20, 0, "phone", "portrait"],
  ["retina5_5", "iPhone 8 Plus", 414, 736, 20, 0, "phone", "portrait"],
  ["retina5_9", "iPhone 11 Pro / iPhone X", 375, 812, 44, 34, "phone", "portrait"],
  ["retina5_4", "iPhone 13 mini", 375, 812, 50, 34, "phone", "portrait"],
  ["retina6_1", "iPhone 11 / iPhone XR", 414, 896, 48, 34, "phone", "portrait"],
  ["retina6_5", "iPhone 11 Pro Max", 414, 896, 44, 34, "phone", "portrait"],
  ["retina6_0", "iPhone 14 / iPhone 13 / iPhone 12", 390, 844, 47, 34, "phone", "portrait"],
  ["retina6_12", "iPhone 15 / iPhone 14 Pro", 393, 852, 59, 34, "phone", "portrait"],
  ["retina6_7", "iPhone 14 Plus", 428, 926, 47, 34, "phone", "portrait"],
  ["retina6_3", "iPhone 16 Pro", 402, 874, 62, 34, "phone", "portrait"],
  ["retina6_9", "iPhone 16 Pro Max", 440, 956, 62, 34, "phone", "portrait"],
  ["ipad9_7", "iPad (9.7-inch)", 768, 1024, 20, 0, "pad", "portrait"],
  ["ipad10_2", "iPad (10.2-inch)", 810, 1080, 20, 0, "pad", "portrait"],
  ["ipad10_5", "iPad Air (10.5-inch)", 834, 1112, 20, 0, "pad", "portrait"],
  ["ipad10_9rounded", "iPad Air (4th generation)", 820, 1180, 24, 20, "pad", "portrait"],
  ["ipad11", "iPad Pro (11-inch)", 834, 1194, 24, 20, "pad", "portrait"],
  ["ipad11_0rounded", "iPad Pro (11-inch, rounded)", 834, 1194, 24, 20, "pad", "portrait"],
  ["ipad12_9", "iPad Pro (12.9-inch, 2nd generation)", 1024, 1366, 20, 0, "pad", "portrait"],
  ["ipad12_9rounded", "iPad Pro (12.9-inch)", 1024, 1366, 24, 20, "pad", "portrait"],
  ["appleTV", "Apple TV", 1080, 1920, 0, 0, "tv", "landscape"],
];
