import Foundation

/// The browser's generated copies of Swift tables (`Public/js/…` modules an export test renders from Swift, e.g. the
/// Xcode order table): checked against the committed file, and rewritten in place when `REGENERATE_JS=1`.
public enum GeneratedJavaScript {
    /// Nil when the committed module at `path` (relative to the package root) is `rendered`; else why not, with the
    /// command that regenerates it (`swift test --filter testFilter`).
    public static func staleness(of path: String, rendered: String, testFilter: String) throws -> String? {
        let url = PackagePaths.file(path)
        if ProcessInfo.processInfo.environment["REGENERATE_JS"] == "1" {
            try Data(rendered.utf8).write(to: url)
        }
        let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return committed == rendered ? nil : "\(url.path) is out of date: run `REGENERATE_JS=1 swift test --filter \(testFilter)`."
    }

    /// A double-quoted JS string literal: quotes, backslashes and newlines escaped, everything outside printable
    /// ASCII as `\u{…}`.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || scalar.value > 0x7E {
                    out += String(format: "\\u{%X}", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
