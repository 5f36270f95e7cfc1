#!/usr/bin/env python3
"""Writes N realistic Swift files (~100 lines each: a view controller or view with outlets,
actions, inspectables, an extension, nested types, #if blocks, comments) for the parse benchmark."""
import os
import random
import sys

def file_text(i, rng):
    name = f"Screen{i}ViewController" if i % 3 else f"Card{i}View"
    superclass = "UIViewController" if i % 3 else "UIView"
    lines = ["import UIKit", "", f"/// Screen {i}: generated for the parse benchmark.", "@IBDesignable" if i % 3 == 0 else "",
             f"final class {name}: {superclass}, UITableViewDataSource {{"]
    for o in range(rng.randint(6, 12)):
        kind = rng.choice(["UILabel", "UIButton", "UITextField", "UIImageView", "UIStackView"])
        lines.append(f"    @IBOutlet weak var outlet{o}: {kind}!")
    lines.append("    @IBOutlet var rows: [UIView]!")
    lines.append("    @IBInspectable var cornerRadius: CGFloat = 8")
    lines.append("    private var items: [String] = []")
    lines.append("")
    for a in range(rng.randint(3, 6)):
        lines += [f"    @IBAction func action{a}(_ sender: UIButton) {{",
                  f"        // @IBAction func fake{a}(_ sender: Any) — a comment, not a declaration",
                  f"        items.append(\"{a}\")",
                  "        update()", "    }", ""]
    lines += ["    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
              "        items.count", "    }", "",
              "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
              "        let cell = tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)",
              "        cell.textLabel?.text = items[indexPath.row]", "        return cell", "    }", "",
              "    private func update() {", "        for (index, item) in items.enumerated() where index % 2 == 0 {",
              "            print(index, item)", "        }", "    }", "",
              "    #if DEBUG", "    @IBOutlet weak var debugLabel: UILabel!", "    #endif", "",
              "    struct Model: Equatable {", "        var title: String", "        var count: Int", "    }", "}", "",
              f"extension {name} {{",
              "    @IBAction func refresh(_ sender: Any) {", "        update()", "    }", "",
              "    func layout<T: Equatable>(_ value: T) -> Bool where T: Hashable {", "        value == value", "    }", "}", ""]
    while len(lines) < 100:
        lines.append(f"// padding line {len(lines)}: let x = {rng.randint(0, 1000)}")
    return "\n".join(lines) + "\n"

def main():
    out, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 500
    rng = random.Random(8)
    os.makedirs(out, exist_ok=True)
    for i in range(count):
        with open(os.path.join(out, f"File{i}.swift"), "w") as f:
            f.write(file_text(i, rng))

if __name__ == "__main__":
    main()
