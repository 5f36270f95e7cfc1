/**
 * The one element builder of the browser app. Everything is built with DOM calls: the CSP forbids inline script,
 * and no `style` attribute or inline handler is ever written.
 *
 * - `el("p", "hud-note", "No connections.")`: a class name and the text;
 * - `el("button", {className: "primary", text: "Save", type: "button"}, child…)`: `className`, `text`, `dataset`
 *   and `hidden` are set as properties, other keys become attributes (`true` an empty one; `false`, null and
 *   undefined none), then the children are appended.
 * Null, undefined, false and empty-string children are left out.
 */
export function el(tag, props = null, ...children) {
  const node = document.createElement(tag);
  if (typeof props === "string") {
    if (props) node.className = props;
  } else if (props) {
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === "className") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key === "dataset") Object.assign(node.dataset, value);
      else if (key === "hidden") node.hidden = Boolean(value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
  }
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== false && child !== ""));
  return node;
}
