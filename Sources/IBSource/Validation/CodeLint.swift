import IBDocument

/// The rules that check a document against the user's code, to run after (or with) the
/// standard rules: `Linter(rules: Linter.standardRules + CodeLint.rules(index:))`.
public enum CodeLint {
    public static func rules(index: SourceIndex) -> [any LintRule] {
        [
            OutletWithoutPropertyRule(index: index), OutletTypeInCodeRule(index: index),
            ActionWithoutMethodRule(index: index), UnknownCustomClassRule(index: index),
            IncompatibleCustomClassRule(index: index), RuntimeAttributeKeyRule(index: index),
        ]
    }
}
