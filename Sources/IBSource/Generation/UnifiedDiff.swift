/// A unified diff (`diff -u` layout, 3 lines of context) between two versions of a file whose
/// lines differ in one contiguous region, which is what a generated insertion produces.
public enum UnifiedDiff {
    public static func make(old: [String], new: [String], path: String, context: Int = 3) -> String {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        if prefix == old.count, prefix == new.count { return "" }
        let start = max(0, prefix - context)
        let oldEnd = min(old.count, old.count - suffix + context)
        let newEnd = min(new.count, new.count - suffix + context)
        var lines = ["--- a/\(path)", "+++ b/\(path)",
                     "@@ -\(range(start, oldEnd - start)) +\(range(start, newEnd - start)) @@"]
        lines += old[start..<prefix].map { " " + $0 }
        lines += old[prefix..<(old.count - suffix)].map { "-" + $0 }
        lines += new[prefix..<(new.count - suffix)].map { "+" + $0 }
        lines += old[(old.count - suffix)..<oldEnd].map { " " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `start,count` with diff's conventions: 1-based, and `start` is the line before an empty range.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }
}
