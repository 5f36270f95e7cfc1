/// Light-appearance components of UIKit's named system colours, as Xcode declares them in a
/// document's `<resources><systemColor>` — used when a document names a system colour without
/// declaring it (older Xcode versions, and the legacy `cocoaTouchSystemColor` names).
/// Values are the ones Xcode writes in the fixture corpus (and Apple's documented values for
/// the legacy names: darkText, white, black, clear, lightText).
enum UIKitSystemColors {
    enum Components: Equatable {
        case white(Double, alpha: Double)
        case rgb(Double, Double, Double, alpha: Double)
    }

    static let lightAppearance: [String: Components] = [
        "systemBackgroundColor": .white(1, alpha: 1),
        "secondarySystemBackgroundColor": .rgb(0.94901960784313721, 0.94901960784313721, 0.96862745098039216, alpha: 1),
        "systemGroupedBackgroundColor": .rgb(0.94901960784313721, 0.94901960784313721, 0.96862745098039216, alpha: 1),
        "secondarySystemGroupedBackgroundColor": .white(1, alpha: 1),
        "groupTableViewBackgroundColor": .rgb(0.94901960784313721, 0.94901960784313721, 0.96862745098039216, alpha: 1),
        "tableCellGroupedBackgroundColor": .white(1, alpha: 1),
        "labelColor": .white(0, alpha: 1),
        "secondaryLabelColor": .rgb(0.23529411764705882, 0.23529411764705882, 0.2627450980392157, alpha: 0.59999999999999998),
        "tertiaryLabelColor": .rgb(0.23529411764705882, 0.23529411764705882, 0.2627450980392157, alpha: 0.29803921568627451),
        "separatorColor": .rgb(0.23529411764705882, 0.23529411764705882, 0.2627450980392157, alpha: 0.12),
        "secondarySystemFillColor": .rgb(0.47058823529411764, 0.47058823529411764, 0.50196078431372548, alpha: 0.16),
        "systemBlueColor": .rgb(0, 0.47843137254901963, 1, alpha: 1),
        "systemGreenColor": .rgb(0.20392156862745098, 0.7803921568627451, 0.34901960784313724, alpha: 1),
        "systemYellowColor": .rgb(1, 0.80000000000000004, 0, alpha: 1),
        "systemOrangeColor": .rgb(1, 0.58431372549019611, 0, alpha: 1),
        "systemRedColor": .rgb(1, 0.23137254901960785, 0.18823529411764706, alpha: 1),
        "systemTealColor": .rgb(0.18823529411764706, 0.69019607843137254, 0.7803921568627451, alpha: 1),
        "systemGray2Color": .rgb(0.68235294117647061, 0.68235294117647061, 0.69803921568627447, alpha: 1),
        "systemGray3Color": .rgb(0.7803921568627451, 0.7803921568627451, 0.80000000000000004, alpha: 1),
        "darkTextColor": .white(0, alpha: 1),
        "lightTextColor": .white(1, alpha: 0.59999999999999998),
        "whiteColor": .white(1, alpha: 1),
        "blackColor": .white(0, alpha: 1),
        "clearColor": .white(0, alpha: 0),
    ]
}
