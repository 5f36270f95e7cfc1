/// Writes localizable strings as a `.strings` file the way ibtool does: every entry preceded
/// by an empty line and a comment naming the class, the key and the object id, e.g.
///
///     /* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */
///     "abc-12-xyz.text" = "Hello";
///
/// For indexed key paths ibtool puts the full key in the comment
/// (`/* Class = "NSSegmentedCell"; 979.ibShadowedLabels[0] = "Address Book"; ObjectID = "979"; */`).
public enum StringsFileFormatter {
    public static func text(for strings: [LocalizableString]) -> String {
        var output = ""
        for string in strings {
            let value = escape(string.value)
            let commentKey = string.keyPath.contains("[") ? string.stringsKey : string.keyPath
            output += "\n/* Class = \"\(escape(string.className))\"; \(commentKey) = \"\(value)\"; ObjectID = \"\(escape(string.objectID))\"; */\n"
            output += "\"\(escape(string.stringsKey))\" = \"\(value)\";\n"
        }
        return output
    }

    /// `.strings` escaping: backslash, double quote and control characters as C escapes;
    /// everything else (including non-ASCII) written as is.
    public static func escape(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
