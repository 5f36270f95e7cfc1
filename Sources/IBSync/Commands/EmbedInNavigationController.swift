import IBDocument

extension EditCommands {
    /// Puts a storyboard view controller inside a new navigation controller: a new scene after
    /// the controller's scene, with a navigation bar and a `rootViewController` relationship
    /// segue to the controller; the storyboard's initial controller moves to the navigation
    /// controller when it was this one.
    public mutating func embedInNavigationController(_ controllerID: String) throws -> (ops: [EditOperation], navigationControllerID: String) {
        guard let controller = document.element(withID: controllerID) else { throw SyncError.targetNotFound(.object(controllerID)) }
        if document.root.attribute("targetRuntime")?.hasPrefix("MacOSX") == true { throw SyncError.unsupported("AppKit has no navigation controller.") }
        guard let scene = controller.ancestors.first(where: SyncDocument.isScene),
              let sceneAddress = document.address(of: scene),
              let scenes = scene.parent, let scenesAddress = document.address(of: scenes) else {
            throw SyncError.unsupported("only a view controller in a storyboard scene can be embedded in a navigation controller.")
        }
        let sceneID = ids.next(), navigationID = ids.next(), barID = ids.next(), segueID = ids.next(), responderID = ids.next()
        let x = XcodeNumber.format((scene.firstChild(named: "point", key: "canvasLocation")?.attribute("x")).flatMap(Double.init).map { $0 - 800 } ?? 0)
        let y = scene.firstChild(named: "point", key: "canvasLocation")?.attribute("y") ?? "0"
        let xml = """
        <!--Navigation Controller-->
        <scene sceneID="\(sceneID)">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="\(navigationID)" sceneMemberID="viewController">
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(barID)">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="\(controllerID)" kind="relationship" relationship="rootViewController" id="\(segueID)"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="\(responderID)" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="\(x)" y="\(y)"/>
        </scene>
        """
        var ops: [EditOperation] = [.insertSubtree(parent: scenesAddress, xml: xml, position: .after(sceneAddress))]
        if document.root.attribute("initialViewController") == controllerID {
            ops.append(.setAttribute(target: .root, name: "initialViewController", value: navigationID, expect: .value(controllerID)))
        }
        return (ops, navigationID)
    }
}
