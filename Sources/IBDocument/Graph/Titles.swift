/// Titles and text of controls, read and written where each kind of object keeps them.
extension InterfaceDocument {
    /// The visible title: a UIKit button's normal-state title (or its iOS 15 configuration's),
    /// a label's text, an AppKit control's cell title, else the `title` attribute.
    public func title(of object: IBObject) -> String? {
        let element = object.element
        switch element.name {
        case "button":
            if let state = element.firstChild(named: "state", key: "normal"), let title = stateTitle(state) { return title }
            if let configuration = element.firstChild(named: "buttonConfiguration", key: "configuration") {
                return configuration.attribute("title")
            }
            if let cell = element.firstChild(withKey: "cell") { return cell.attribute("title") }
            return element.attribute("title")
        case "label":
            if let text = element.firstChild(named: "string", key: "text") { return text.textContent }
            return element.attribute("text")
        default:
            if let cell = element.firstChild(withKey: "cell"), let title = cell.attribute("title") { return title }
            return element.attribute("title")
        }
    }

    /// Retitles a button the way Xcode does: the normal state's `title` (creating
    /// `<state key="normal">` at its place when missing), the configuration's title for iOS 15
    /// style buttons, the cell's title for AppKit buttons.
    public func setButtonTitle(_ title: String, of buttonID: String) throws {
        let button = try require(buttonID)
        guard button.elementName == "button" else { throw InterfaceDocumentError.wrongKindOfObject(id: buttonID, expected: "a button") }
        let element = button.element
        try button.write("title") {
            if let cell = element.firstChild(withKey: "cell") {
                try cell.setAttribute("title", to: title)
                return
            }
            let configuration = element.firstChild(named: "buttonConfiguration", key: "configuration")
            if let configuration { try configuration.setAttribute("title", to: title) }
            if let state = element.firstChild(named: "state", key: "normal") {
                try state.setAttribute("title", to: title)
            } else if configuration == nil {
                let state = MarkupElement(xcode: "state", ["key": "normal"])
                try state.setAttribute("title", to: title)
                element.insertChildInXcodeOrder(state)
            }
        }
    }

    /// Sets a label's text: the `text` attribute, or the `<string key="text">` child Xcode uses
    /// for text with line breaks.
    public func setLabelText(_ text: String, of labelID: String) throws {
        let label = try require(labelID)
        try label.write("text") {
            if let child = label.element.firstChild(named: "string", key: "text") {
                try child.setText(text)
            } else if text.contains("\n") {
                label.element.removeAttribute("text")
                let child = MarkupElement(xcode: "string", ["key": "text"])
                try child.setText(text)
                label.element.insertChildInXcodeOrder(child)
            } else {
                try label.element.setAttribute("text", to: text)
            }
        }
    }

    private func stateTitle(_ state: MarkupElement) -> String? {
        if let title = state.attribute("title") { return title }
        return state.firstChild(named: "string", key: "title")?.textContent
    }
}
