/// Small documents for the strings and lint tests, written the way Xcode writes them.
/// Each misconfigured fixture differs from a clean one by the one mistake its test names.
enum LintFixtures {
    /// An iOS storyboard around the given scenes (each scene's text indented by 8 spaces).
    static func storyboard(initial: String? = "Vc1-xx-001", scenes: String) -> String {
        let entry = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(entry)>
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)    </scenes>
        </document>

        """
    }

    /// A scene holding one view controller whose view has the given subviews.
    static func scene(
        _ sceneID: String, controller: String, view: String, attributes: String = "", subviews: String = "",
        constraints: String = "", connections: String = "", extraObjects: String = ""
    ) -> String {
        func block(_ name: String, _ body: String, indent: String) -> String {
            body.isEmpty ? "" : "\(indent)<\(name)>\n\(body)\(indent)</\(name)>\n"
        }
        return """
                <!--View Controller-->
                <scene sceneID="\(sceneID)">
                    <objects>
                        <viewController\(attributes) id="\(controller)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(view)">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(block("subviews", subviews, indent: "                        "))\(block("constraints", constraints, indent: "                        "))                    </view>
        \(block("connections", connections, indent: "                    "))                </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="FR-\(sceneID)" sceneMemberID="firstResponder"/>
        \(extraObjects)            </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>

        """
    }

    /// An iOS view xib: File's Owner of the given class, First Responder, then the objects.
    static func iOSXib(owner: String, ownerConnections: String = "", objects: String) -> String {
        let ownerElement = ownerConnections.isEmpty
            ? "        <placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"\(owner)\"/>\n"
            : """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                        <connections>
            \(ownerConnections)            </connections>
                    </placeholder>

            """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
        \(ownerElement)        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)    </objects>
        </document>

        """
    }
}
