import IBDocument
@testable import IBLayout

/// Small hand-written storyboards: one view controller on an iPhone 8 (375×667, 20 pt status
/// bar) whose main view `main` (safe area `safe`) holds the given subviews and constraints.
enum StoryboardBuilder {
    static func document(subviews: String, constraints: String, device: String = "retina4_7",
                         controllerExtras: String = "", toolsVersion: String = "23504",
                         resources: String = "") throws -> InterfaceDocument {
        let size = Device.named(device)!
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="main">
                                <rect key="frame" x="0.0" y="0.0" width="\(XcodeNumber.format(size.width))" height="\(XcodeNumber.format(size.height))"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
        \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
        return try InterfaceDocument(text: text)
    }

    /// `<view id=…>` with a frame and TAMIC off, optionally with its own constraints.
    static func view(_ id: String, _ frame: (Double, Double, Double, Double) = (0, 0, 0, 0), own: String = "", element: String = "view",
                     attributes: String = "", children: String = "") -> String {
        let constraints = own.isEmpty ? "" : "<constraints>\(own)</constraints>"
        return """
        <\(element) contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            \(children)
            \(constraints)
        </\(element)>
        """
    }
}
