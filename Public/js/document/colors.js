/** Interface Builder `<color>` elements → CSS colours (sRGB approximations of the named system colours). */

const NAMED = {
  systemBackgroundColor: "#ffffff", secondarySystemBackgroundColor: "#f2f2f7", tertiarySystemBackgroundColor: "#ffffff",
  systemGroupedBackgroundColor: "#f2f2f7", secondarySystemGroupedBackgroundColor: "#ffffff", groupTableViewBackgroundColor: "#f2f2f7",
  tableCellGroupedBackgroundColor: "#ffffff", labelColor: "#000000", secondaryLabelColor: "rgba(60,60,67,.6)",
  tertiaryLabelColor: "rgba(60,60,67,.3)", quaternaryLabelColor: "rgba(60,60,67,.18)", placeholderTextColor: "rgba(60,60,67,.3)",
  separatorColor: "rgba(60,60,67,.29)", opaqueSeparatorColor: "#c6c6c8", linkColor: "#007aff", darkTextColor: "#000000",
  lightTextColor: "rgba(255,255,255,.6)", systemBlueColor: "#007aff", systemRedColor: "#ff3b30", systemGreenColor: "#34c759",
  systemOrangeColor: "#ff9500", systemYellowColor: "#ffcc00", systemPinkColor: "#ff2d55", systemPurpleColor: "#af52de",
  systemTealColor: "#30b0c7", systemIndigoColor: "#5856d6", systemGrayColor: "#8e8e93", systemGray2Color: "#aeaeb2",
  systemGray3Color: "#c7c7cc", systemGray4Color: "#d1d1d6", systemGray5Color: "#e5e5ea", systemGray6Color: "#f2f2f7",
  systemFillColor: "rgba(120,120,128,.2)", secondarySystemFillColor: "rgba(120,120,128,.16)", tintColor: "#007aff",
  windowBackgroundColor: "#ececec", controlBackgroundColor: "#ffffff", controlColor: "#ffffff", controlTextColor: "#000000",
  textColor: "#000000", textBackgroundColor: "#ffffff", selectedTextBackgroundColor: "#b3d7ff", gridColor: "#e6e6e6",
  headerTextColor: "#000000", secondaryLabelColorMac: "#808080", scrollViewTexturedBackgroundColor: "#6d7279",
  clearColor: "transparent", whiteColor: "#ffffff", blackColor: "#000000",
};

const channel = (value) => Math.round(Math.max(0, Math.min(1, Number(value))) * 255);

/** CSS for a `<color>` element, or null when it has none we understand. */
export function colorCSS(element) {
  if (!element) return null;
  const alpha = Number(element.getAttribute("alpha") ?? 1);
  if (element.hasAttribute("red")) {
    const [r, g, b] = ["red", "green", "blue"].map((name) => channel(element.getAttribute(name) ?? 0));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  if (element.hasAttribute("white")) {
    const w = channel(element.getAttribute("white"));
    return `rgba(${w}, ${w}, ${w}, ${alpha})`;
  }
  const name = element.getAttribute("systemColor") ?? element.getAttribute("cocoaTouchSystemColor") ?? element.getAttribute("name");
  return name ? NAMED[name] ?? null : null;
}

/** The `<color key=…>` child of an element, as CSS. */
export function keyedColor(element, key) {
  for (const child of element.children) {
    if (child.tagName === "color" && child.getAttribute("key") === key) return colorCSS(child);
  }
  return null;
}
