/**
 * A keyboard shortcut as the person's platform writes it. The editor's shortcuts take ⌘ or Ctrl
 * (editing/keyboard-shortcuts.js reads `metaKey || ctrlKey`) and ⌥ or Alt, so a menu shows macOS's glyphs
 * (⌥⌘=) only on a Mac, and "Ctrl+Alt+=" on Linux and Windows, whose keyboards have no ⌘ key.
 */

/** Whether the browser runs on macOS (or iPadOS, whose hardware keyboards have ⌘). */
export function isMacPlatform(navigatorLike = globalThis.navigator) {
  const platform = navigatorLike?.userAgentData?.platform ?? navigatorLike?.platform ?? "";
  return /^(mac|iphone|ipad)/i.test(platform);
}

/** macOS's modifier glyphs and the names other platforms give the same keys, in the order those write them (Ctrl+Alt+Shift). */
const OTHER_PLATFORMS = [["⌃", "Ctrl"], ["⌘", "Ctrl"], ["⌥", "Alt"], ["⇧", "Shift"]];

/** `"⌥⌘="` as this platform writes it: unchanged on a Mac, `"Ctrl+Alt+="` elsewhere; `"⌫"` is Backspace there. */
export function shortcutLabel(macShortcut, mac = isMacPlatform()) {
  if (mac) return macShortcut;
  if (macShortcut === "⌫") return "Backspace";
  const names = [];
  let rest = macShortcut;
  for (const [glyph, name] of OTHER_PLATFORMS) {
    if (!rest.includes(glyph)) continue;
    rest = rest.replaceAll(glyph, "");
    if (!names.includes(name)) names.push(name);
  }
  return [...names, rest].join("+");
}

/**
 * The page's own tooltips ("Undo (⌘Z)" in editor.html) written for this platform: each element under `root` with a
 * title whose parenthesised shortcut uses macOS's glyphs gets it as `shortcutLabel` writes it.
 */
export function platformShortcutTitles(root, mac = isMacPlatform()) {
  if (mac) return;
  for (const element of root.querySelectorAll("[title]")) {
    const title = element.getAttribute("title");
    const written = title.replace(/\(([^()]*[⌃⌘⌥⇧][^()]*)\)/g, (_, shortcut) => `(${shortcutLabel(shortcut, false)})`);
    if (written !== title) element.setAttribute("title", written);
  }
}
