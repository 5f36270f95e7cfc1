/// Which elements of a document are objects: every element with an `id`, except the few
/// whose `id` names something else (`<device id="retina6_1">`, `<adaptation id="fullscreen">`,
/// dependency entries). Shared by strings, lint and the document summary.
enum ObjectElements {
    static let nonObjectNames: Set<String> = ["device", "adaptation", "deployment", "development", "plugIn", "capability"]

    static func isObject(_ element: MarkupElement) -> Bool {
        element.hasAttribute("id") && !nonObjectNames.contains(element.name)
    }
}
