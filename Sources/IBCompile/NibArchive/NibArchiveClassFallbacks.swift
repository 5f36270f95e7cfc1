extension NibArchive {
    /// The archive with each object of a listed class given that class's fallback class names
    /// (`+classFallbacksForKeyedArchiver`: the classes a decoder instantiates when it does not
    /// know the archived one). The writer puts them in the class table entry of the class.
    func withClassFallbacks(_ fallbacks: [String: [String]]) -> NibArchive {
        var copy = self
        for index in copy.objects.indices {
            if let names = fallbacks[copy.objects[index].className] { copy.objects[index].fallbackClassNames = names }
        }
        return copy
    }
}
