/**
 * Our own drawings of the system images documents name: AppKit's named images (NSAddTemplate, NSFolder…) and a
 * set of common SF Symbols (`<image name=… catalog="system">`). Not Apple's artwork: simple SVG shapes of the same
 * meaning and proportions, so a canvas reads like Interface Builder's instead of showing placeholders.
 *
 * Each shape: `size` [width, height] in points (what Xcode records when the document's `<resources>` has none),
 * `box` the viewBox [x, y, width, height] (of the size's proportions), `template` (drawn in the control's text colour, as AppKit tints template images; SF Symbols
 * are all templates) and `svg`, the markup inside `<svg>`: strokes by default (currentColor, round caps), filled
 * parts say `fill`.
 */

const F = 'fill="currentColor" stroke="none"';

/** A cog of `teeth` teeth around (cx, cy) with a round hole: one even-odd path. */
function gear(cx, cy, outer, inner, teeth, hole) {
  const points = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const angle = ((i - 0.5) / (teeth * 4)) * Math.PI * 2;
    const r = i % 4 < 2 ? outer : inner;
    points.push(`${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`);
  }
  const ring = `M${cx - hole} ${cy}a${hole} ${hole} 0 1 0 ${hole * 2} 0a${hole} ${hole} 0 1 0 ${-hole * 2} 0z`;
  return `<path fill-rule="evenodd" ${F} d="M${points.join("L")}z${ring}"/>`;
}

const circle = (r = 9) => `<circle cx="12" cy="12" r="${r}"/>`;
const disc = (fill, r = 9.5) => `<circle cx="12" cy="12" r="${r}" fill="${fill}" stroke="none"/>`;
/** An SF Symbol drawn in a 24-unit square, `size` points: its view box is the square's centre cut to that shape. */
const sf = (svg, size = [17, 17]) => {
  const [w, h] = size[0] >= size[1] ? [24, (24 * size[1]) / size[0]] : [(24 * size[0]) / size[1], 24];
  const round = (v) => Math.round(v * 100) / 100;
  return { size, box: [round((24 - w) / 2), round((24 - h) / 2), round(w), round(h)], template: true, svg };
};

/** The inner marks of the *.circle symbols (drawn small inside a ring or, for .fill, knocked out in white). */
const MARKS = {
  plus: "M12 8v8M8 12h8", minus: "M8 12h8", xmark: "M9 9l6 6M15 9l-6 6", checkmark: "M8 12.3l2.8 2.7L16 9.5",
};
const circled = (mark) => sf(`${circle()}<path d="${MARKS[mark]}"/>`);
const circledFill = (mark) => sf(`${disc("currentColor")}<path stroke="#fff" d="${MARKS[mark]}"/>`);

export const SF_SYMBOLS = {
  plus: sf('<path d="M12 4.5v15M4.5 12h15"/>'),
  minus: sf('<path d="M4.5 12h15"/>', [17, 3]),
  xmark: sf('<path d="M6 6l12 12M18 6 6 18"/>'),
  checkmark: sf('<path d="M4.5 12.5l5 5L19.5 6.5"/>'),
  "chevron.right": sf('<path d="M9 4.5l7.5 7.5L9 19.5"/>', [9, 15]),
  "chevron.left": sf('<path d="M15 4.5 7.5 12l7.5 7.5"/>', [9, 15]),
  "chevron.up": sf('<path d="M4.5 15.5 12 8l7.5 7.5"/>', [15, 9]),
  "chevron.down": sf('<path d="M4.5 8.5 12 16l7.5-7.5"/>', [15, 9]),
  "arrow.clockwise": sf('<path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3"/><path d="M19 3.5v4.5h-4.5"/>', [14, 16]),
  "arrow.counterclockwise": sf('<path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3"/><path d="M5 3.5v4.5h4.5"/>', [14, 16]),
  "arrow.up.arrow.down": sf('<path d="M8 20V4M4.5 7.5 8 4l3.5 3.5M16 4v16M12.5 16.5 16 20l3.5-3.5"/>', [18, 15]),
  "arrow.right": sf('<path d="M4 12h16M14 6l6 6-6 6"/>'),
  "arrow.left": sf('<path d="M20 12H4M10 6l-6 6 6 6"/>'),
  gear: sf(gear(12, 12, 10, 7.6, 8, 3.3)),
  gearshape: sf(gear(12, 12, 10, 7.6, 8, 3.3)),
  trash: sf('<path d="M4 6.5h16M9.5 6.5v-2.5h5v2.5M6 6.5l1 13.5h10l1-13.5M10 10.5v6M14 10.5v6"/>', [15, 17]),
  folder: sf('<path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z"/>', [18, 14]),
  pencil: sf('<path d="M4.5 19.5l1-4.2L16 4.8l3.2 3.2L8.7 18.5zM14 6.8l3.2 3.2"/>'),
  "square.and.pencil": sf('<path d="M11 4.5H5.5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1V13M10 14l.8-3L18.5 3.3l2.2 2.2L13 13.2z"/>'),
  "square.and.arrow.up": sf('<path d="M8.5 9.5H6.5v11h11v-11h-2M12 3v12M8.5 6.5 12 3l3.5 3.5"/>', [15, 18]),
  "square.and.arrow.down": sf('<path d="M8.5 9.5H6.5v11h11v-11h-2M12 3v11M8.5 10.5 12 14l3.5-3.5"/>', [15, 18]),
  magnifyingglass: sf('<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.3 15.3 20.5 20.5"/>'),
  star: sf('<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>'),
  "star.fill": sf(`<path ${F} d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>`),
  heart: sf('<path d="M12 20s-8-4.7-8-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 8 2.2C20 15.3 12 20 12 20z"/>'),
  "heart.fill": sf(`<path ${F} d="M12 20s-8-4.7-8-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 8 2.2C20 15.3 12 20 12 20z"/>`),
  person: sf('<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5a7.5 7.5 0 0 1 15 0"/>'),
  "person.circle": sf(`${circle()}<circle cx="12" cy="10" r="3"/><path d="M6.7 18.2a6 6 0 0 1 10.6 0"/>`),
  house: sf('<path d="M3.5 11.5 12 4l8.5 7.5M6 9.5V20h12V9.5M10 20v-6h4v6"/>'),
  "info.circle": sf(`${circle()}<path d="M12 11v6"/><circle cx="12" cy="7.6" r="1.2" ${F}/>`),
  "questionmark.circle": sf(`${circle()}<path d="M9.5 9.6a2.6 2.6 0 1 1 3.6 2.4c-.7.3-1.1.9-1.1 1.7v.5"/><circle cx="12" cy="17" r="1.1" ${F}/>`),
  "questionmark.circle.fill": sf(`${disc("currentColor")}<path stroke="#fff" d="M9.5 9.6a2.6 2.6 0 1 1 3.6 2.4c-.7.3-1.1.9-1.1 1.7v.5"/><circle cx="12" cy="17" r="1.1" fill="#fff" stroke="none"/>`),
  circle: sf(circle()),
  "circle.fill": sf(disc("currentColor", 9)),
  "plus.circle": circled("plus"), "minus.circle": circled("minus"), "xmark.circle": circled("xmark"), "checkmark.circle": circled("checkmark"),
  "plus.circle.fill": circledFill("plus"), "minus.circle.fill": circledFill("minus"), "xmark.circle.fill": circledFill("xmark"),
  "checkmark.circle.fill": circledFill("checkmark"),
  pin: sf('<path d="M8.5 3.5h7M10 3.5v5.5l-3 4h10l-3-4V3.5M12 13v7.5"/>', [15, 17]),
  ellipsis: sf(`<g ${F}><circle cx="5.5" cy="12" r="1.8"/><circle cx="12" cy="12" r="1.8"/><circle cx="18.5" cy="12" r="1.8"/></g>`, [17, 4]),
  "ellipsis.circle": sf(`${circle()}<g ${F}><circle cx="8" cy="12" r="1.3"/><circle cx="12" cy="12" r="1.3"/><circle cx="16" cy="12" r="1.3"/></g>`),
  paperplane: sf('<path d="M21 3 3 10.5l7 3 3 7.5zM10 13.5 21 3"/>'),
  bell: sf('<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0"/>'),
  envelope: sf('<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M3.5 7 12 13l8.5-6"/>', [20, 15]),
  lock: sf('<rect x="5" y="10.5" width="14" height="10" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/>', [14, 18]),
  photo: sf('<rect x="3" y="4.5" width="18" height="15" rx="2"/><circle cx="8.5" cy="9.5" r="1.8"/><path d="M3.5 17.5l5.5-5 4 3.5 3-2.5 4.5 4"/>', [20, 16]),
  clock: sf(`${circle()}<path d="M12 7v5l3.5 2"/>`),
  "play.fill": sf(`<path ${F} d="M7 4.5v15l12.5-7.5z"/>`, [14, 17]),
  "pause.fill": sf(`<g ${F}><rect x="6" y="4.5" width="4" height="15" rx="1"/><rect x="14" y="4.5" width="4" height="15" rx="1"/></g>`, [14, 17]),
  "stop.fill": sf(`<rect x="5" y="5" width="14" height="14" rx="2" ${F}/>`, [15, 15]),
  "list.bullet": sf(`<path d="M9 6.5h11M9 12h11M9 17.5h11"/><g ${F}><circle cx="4.5" cy="6.5" r="1.4"/><circle cx="4.5" cy="12" r="1.4"/><circle cx="4.5" cy="17.5" r="1.4"/></g>`, [18, 13]),
  "line.3.horizontal": sf('<path d="M4 6.5h16M4 12h16M4 17.5h16"/>', [17, 12]),
  "slider.horizontal.3": sf('<path d="M3.5 6h17M3.5 12h17M3.5 18h17"/><g fill="#fff"><circle cx="8" cy="6" r="2"/><circle cx="15.5" cy="12" r="2"/><circle cx="10" cy="18" r="2"/></g>', [18, 15]),
  "doc": sf('<path d="M6 3.5h8l4.5 4.5v12.5H6zM13.5 3.5V8.5h5"/>', [14, 18]),
  "doc.on.doc": sf('<path d="M8.5 6.5V3.5h7l4 4v10h-3M4.5 7.5h8l3.5 3.5v9.5H4.5z"/>', [17, 19]),
  "sidebar.left": sf('<rect x="3" y="4.5" width="18" height="15" rx="2"/><path d="M9.5 4.5v15"/>', [20, 16]),
  "sidebar.leading": sf('<rect x="3" y="4.5" width="18" height="15" rx="2"/><path d="M9.5 4.5v15"/>', [20, 16]),
  "sidebar.trailing": sf('<rect x="3" y="4.5" width="18" height="15" rx="2"/><path d="M14.5 4.5v15"/>', [20, 16]),
  "square.grid.2x2": sf('<rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="1.5"/><rect x="4" y="13" width="7" height="7" rx="1.5"/><rect x="13" y="13" width="7" height="7" rx="1.5"/>'),
  tag: sf('<path d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z"/><circle cx="8" cy="8" r="1.3" ' + F + "/>"),
  bookmark: sf('<path d="M6.5 3.5h11v17L12 16.5l-5.5 4z"/>', [13, 17]),
  calendar: sf('<rect x="3.5" y="5" width="17" height="15" rx="2"/><path d="M3.5 9.5h17M8 3v4M16 3v4"/>', [18, 17]),
  camera: sf('<path d="M3.5 8.5a1.5 1.5 0 0 1 1.5-1.5h3l1.5-2.5h5L16 7h3a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5z"/><circle cx="12" cy="12.5" r="3.5"/>', [20, 16]),
  "link": sf('<path d="M10 14a4 4 0 0 0 5.7 0l3.2-3.2a4 4 0 0 0-5.7-5.7L12 6.3M14 10a4 4 0 0 0-5.7 0l-3.2 3.2a4 4 0 0 0 5.7 5.7l1.2-1.2"/>'),
  globe: sf(`${circle()}<path d="M3 12h18M12 3c2.7 2.5 2.7 15.5 0 18M12 3c-2.7 2.5-2.7 15.5 0 18"/>`),
  "square.and.arrow.up.fill": sf(`<path ${F} d="M6.5 9.5h2v1.5h-1v8h9v-8h-1V9.5h2a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1z"/><rect x="7.5" y="11" width="9" height="8" ${F}/><path d="M12 3v12M8.5 6.5 12 3l3.5 3.5"/>`, [15, 18]),
  "arrow.up": sf('<path d="M12 20V4M6 10l6-6 6 6"/>'),
  "arrow.down": sf('<path d="M12 4v16M6 14l6 6 6-6"/>'),
  "arrow.up.to.line": sf('<path d="M5 3.5h14M12 21V8M6.5 13.5 12 8l5.5 5.5"/>'),
  "arrow.down.to.line": sf('<path d="M5 20.5h14M12 3v13M6.5 10.5 12 16l5.5-5.5"/>'),
  "arrow.left.arrow.right": sf('<path d="M20 8H5M8.5 4.5 5 8l3.5 3.5M4 16h15M15.5 12.5 19 16l-3.5 3.5"/>'),
  "arrow.left.and.right": sf('<path d="M3.5 12h17M7 8.5 3.5 12 7 15.5M17 8.5l3.5 3.5-3.5 3.5"/>', [20, 10]),
  "arrow.clockwise.circle": sf(`${circle()}<path d="M16 12a4 4 0 1 1-1.2-2.85"/><path d="M15.3 6.8v2.6h-2.6"/>`),
  "arrow.clockwise.circle.fill": sf(`${disc("currentColor")}<g stroke="#fff"><path d="M16 12a4 4 0 1 1-1.2-2.85"/><path d="M15.3 6.8v2.6h-2.6"/></g>`),
  "multiply.circle": circled("xmark"),
  "multiply.circle.fill": circledFill("xmark"),
  "trash.circle.fill": sf(`${disc("currentColor")}<path stroke="#fff" stroke-width="1.6" d="M8 8.5h8M10.5 8.5V7h3v1.5M9 8.5l.6 8h4.8l.6-8"/>`),
  "exclamationmark.triangle": sf(`<path d="M12 3.5 21 19.5H3z"/><path d="M12 9.5v5"/><circle cx="12" cy="17" r="1.1" ${F}/>`),
  "exclamationmark.triangle.fill": sf(`<path fill="currentColor" d="M12 3.5 21 19.5H3z"/><path stroke="#fff" d="M12 9.5v5"/><circle cx="12" cy="17" r="1.1" fill="#fff" stroke="none"/>`),
  "exclamationmark.circle.fill": sf(`${disc("currentColor")}<path stroke="#fff" d="M12 7v6"/><circle cx="12" cy="16.5" r="1.2" fill="#fff" stroke="none"/>`),
  "chevron.down.circle": sf(`${circle()}<path d="M8 10.5l4 4 4-4"/>`),
  pause: sf('<path d="M8.5 5v14M15.5 5v14"/>', [12, 16]),
  "pause.circle.fill": sf(`${disc("currentColor")}<path stroke="#fff" d="M10 8.5v7M14 8.5v7"/>`),
  eye: sf(`<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"/><circle cx="12" cy="12" r="3"/>`, [20, 13]),
  keyboard: sf(`<rect x="2.5" y="6" width="19" height="12" rx="2"/><g ${F}><circle cx="6.5" cy="10" r=".9"/><circle cx="10" cy="10" r=".9"/><circle cx="14" cy="10" r=".9"/><circle cx="17.5" cy="10" r=".9"/></g><path d="M8 14.5h8"/>`, [20, 13]),
  rectangle: sf('<rect x="3" y="5.5" width="18" height="13" rx="2"/>', [20, 14]),
  "rectangle.split.2x1": sf('<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M12 5.5v13"/>', [20, 14]),
  "rectangle.split.1x2": sf('<rect x="3" y="5.5" width="18" height="13" rx="2"/><path d="M3 12h18"/>', [20, 14]),
  "plus.square.on.square": sf('<path d="M7.5 16.5h-2a1.5 1.5 0 0 1-1.5-1.5V5.5A1.5 1.5 0 0 1 5.5 4H15a1.5 1.5 0 0 1 1.5 1.5v2"/><rect x="8" y="8" width="12" height="12" rx="1.5"/><path d="M14 11v6M11 14h6"/>'),
  "plus.square.dashed": sf('<rect x="4" y="4" width="16" height="16" rx="2" stroke-dasharray="3 2.5"/><path d="M12 8.5v7M8.5 12h7"/>'),
  "circle.dashed": sf(`<circle cx="12" cy="12" r="9" stroke-dasharray="3 2.6"/>`),
  number: sf('<path d="M9.5 4 7.5 20M16.5 4l-2 16M4.5 9h15M4 15h15"/>'),
  percent: sf(`<path d="M18.5 5.5l-13 13"/><circle cx="7" cy="7" r="2.5"/><circle cx="17" cy="17" r="2.5"/>`),
  return: sf('<path d="M19.5 5v7a2 2 0 0 1-2 2H5M9 10l-4 4 4 4"/>', [18, 14]),
  "text.alignleft": sf('<path d="M4 6h16M4 10h10M4 14h16M4 18h10"/>', [17, 14]),
  "text.alignright": sf('<path d="M4 6h16M10 10h10M4 14h16M10 18h10"/>', [17, 14]),
  "line.3.horizontal.decrease": sf('<path d="M4 7h16M7 12h10M10 17h4"/>', [17, 11]),
  tablecells: sf('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 9.7h18M3 14.3h18M12 5v14"/>', [20, 15]),
  grid: sf('<rect x="3.5" y="3.5" width="17" height="17" rx="1.5"/><path d="M9.2 3.5v17M14.8 3.5v17M3.5 9.2h17M3.5 14.8h17"/>'),
  curlybraces: sf('<path d="M9 4H8a2 2 0 0 0-2 2v3.5A2.5 2.5 0 0 1 3.5 12 2.5 2.5 0 0 1 6 14.5V18a2 2 0 0 0 2 2h1M15 4h1a2 2 0 0 1 2 2v3.5a2.5 2.5 0 0 0 2.5 2.5 2.5 2.5 0 0 0-2.5 2.5V18a2 2 0 0 1-2 2h-1"/>', [18, 16]),
  sparkles: sf(`<path ${F} d="M10 3l1.6 4.9L16.5 9.5l-4.9 1.6L10 16l-1.6-4.9L3.5 9.5l4.9-1.6zM17.5 13l.9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9z"/>`),
  "chart.bar": sf('<path d="M5 20V13M10 20V8M15 20v-9M20 20V5M3 20.5h18"/>'),
  stopwatch: sf('<circle cx="12" cy="13.5" r="7.5"/><path d="M12 13.5V9.5M10 3h4M12 3v2.5M18.5 6.5l1.5-1.5"/>', [15, 18]),
  "text.bubble": sf('<path d="M4 5.5h16a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1h-9l-4.5 3.5V17H4a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1zM7 9.5h10M7 13h6"/>'),
  bag: sf('<path d="M5 8h14l-1 12.5H6zM9 8V6.5a3 3 0 0 1 6 0V8"/>', [15, 17]),
  safari: sf(`${circle()}<path ${F} d="M15.5 8.5 13.2 13.2 8.5 15.5l2.3-4.7z"/>`),
  "safari.fill": sf(`${disc("currentColor")}<path fill="#fff" stroke="none" d="M15.5 8.5 13.2 13.2 8.5 15.5l2.3-4.7z"/>`),
  tortoise: sf('<path d="M5 15.5a7 5.5 0 0 1 14 0zM19 14.5h1.5a1.8 1.8 0 0 0 0-3.6c-1 0-1.5.6-1.8 1.4M7 15.5l-1 3M17 15.5l1 3M3.5 15.5h17"/>', [25, 13]),
};
// Same drawings under the newer names (SF Symbols renamed doc → document in 2024).
Object.assign(SF_SYMBOLS, { document: SF_SYMBOLS.doc, "document.on.document": SF_SYMBOLS["doc.on.doc"] });

/** An AppKit template image: `size` points, drawn in a box of the same size. */
const ns = (size, svg) => ({ size, box: [0, 0, ...size], template: true, svg });
/** An AppKit colour image (not a template: drawn in its own colours, as AppKit does). */
const nsColor = (size, svg) => ({ size, box: [0, 0, ...size], template: false, svg });

const statusDot = (fill, ring) => nsColor([16, 16],
  `<circle cx="8" cy="8" r="5.5" fill="${fill}" stroke="${ring}" stroke-width="1"/><ellipse cx="8" cy="6" rx="3.2" ry="2" fill="#fff" opacity=".35" stroke="none"/>`);

export const APPKIT_IMAGES = {
  NSAddTemplate: ns([18, 17], '<path stroke-width="2" d="M9 2.5v12M3 8.5h12"/>'),
  NSRemoveTemplate: ns([18, 5], '<path stroke-width="2" d="M3 2.5h12"/>'),
  NSActionTemplate: ns([20, 20], `${gear(8.5, 9, 7, 5.2, 8, 2.3)}<path ${F} d="M14.5 15.5h5l-2.5 3z"/>`),
  NSGoLeftTemplate: ns([9, 12], '<path stroke-width="2" d="M6.5 1.5 2 6l4.5 4.5"/>'),
  NSGoRightTemplate: ns([9, 12], '<path stroke-width="2" d="M2.5 1.5 7 6l-4.5 4.5"/>'),
  NSLeftFacingTriangleTemplate: ns([9, 9], `<path ${F} d="M7.5 1v7L1.5 4.5z"/>`),
  NSRightFacingTriangleTemplate: ns([9, 9], `<path ${F} d="M1.5 1v7l6-3.5z"/>`),
  NSRefreshTemplate: ns([14, 16], '<path stroke-width="1.8" d="M12 9a5 5 0 1 1-1.5-3.6"/><path stroke-width="1.8" d="M11.5 2v3.5H8"/>'),
  NSStopProgressTemplate: ns([12, 12], '<path stroke-width="1.8" d="M2.5 2.5l7 7M9.5 2.5l-7 7"/>'),
  NSStopProgressFreestandingTemplate: ns([14, 14], `<circle cx="7" cy="7" r="6.5" ${F}/><path stroke="#fff" stroke-width="1.6" d="M4.6 4.6l4.8 4.8M9.4 4.6 4.6 9.4"/>`),
  NSShareTemplate: ns([15, 18], '<path stroke-width="1.5" d="M5 6.5H3v10h9v-10h-2M7.5 1.5v10M4.5 4.5l3-3 3 3"/>'),
  NSListViewTemplate: ns([14, 10], '<path stroke-width="1.5" d="M1 1.5h12M1 5h12M1 8.5h12"/>'),
  NSIconViewTemplate: ns([10, 10], `<g ${F}><rect x="0" y="0" width="4" height="4" rx=".5"/><rect x="6" y="0" width="4" height="4" rx=".5"/><rect x="0" y="6" width="4" height="4" rx=".5"/><rect x="6" y="6" width="4" height="4" rx=".5"/></g>`),
  NSQuickLookTemplate: ns([21, 16], `<path stroke-width="1.5" d="M1.5 8s3.5-5.5 9-5.5 9 5.5 9 5.5-3.5 5.5-9 5.5-9-5.5-9-5.5z"/><circle cx="10.5" cy="8" r="2.6" ${F}/>`),
  NSSmartBadgeTemplate: ns([14, 14], gear(7, 7, 6.5, 4.9, 8, 2)),
  NSMenuOnStateTemplate: ns([12, 12], '<path stroke-width="1.8" d="M2 6.5 5 9.5 10 2.5"/>'),
  NSMenuMixedStateTemplate: ns([12, 12], '<path stroke-width="1.8" d="M2.5 6h7"/>'),
  NSLockLockedTemplate: ns([10, 14], `<rect x=".5" y="6" width="9" height="7.5" rx="1.5" ${F}/><path stroke-width="1.5" d="M2.5 6V4.5a2.5 2.5 0 0 1 5 0V6"/>`),
  NSLockUnlockedTemplate: ns([10, 14], `<rect x=".5" y="6" width="9" height="7.5" rx="1.5" ${F}/><path stroke-width="1.5" d="M2.5 6V4a2.5 2.5 0 0 1 5-.5"/>`),
  NSRevealFreestandingTemplate: ns([14, 14], `<circle cx="7" cy="7" r="6.5" ${F}/><circle cx="6.3" cy="6.3" r="2.6" stroke="#fff" stroke-width="1.4"/><path stroke="#fff" stroke-width="1.5" d="M8.2 8.2l2.3 2.3"/>`),
  NSFollowLinkFreestandingTemplate: ns([14, 14], `<circle cx="7" cy="7" r="6.5" ${F}/><path stroke="#fff" stroke-width="1.5" d="M4 7h5.5M7.3 4.6 9.7 7l-2.4 2.4"/>`),
  NSInvalidDataFreestandingTemplate: ns([14, 14], `<circle cx="7" cy="7" r="6.5" ${F}/><path stroke="#fff" stroke-width="1.5" d="M4.7 4.7l4.6 4.6M9.3 4.7 4.7 9.3"/>`),
  NSEnterFullScreenTemplate: ns([14, 14], '<path stroke-width="1.5" d="M1.5 5.5v-4h4M12.5 8.5v4h-4M1.5 1.5l4 4M12.5 12.5l-4-4"/>'),
  NSExitFullScreenTemplate: ns([14, 14], '<path stroke-width="1.5" d="M5.5 1.5v4h-4M8.5 12.5v-4h4M1.5 1.5l4 4M12.5 12.5l-4-4"/>'),
  NSHomeTemplate: ns([14, 13], '<path stroke-width="1.5" d="M1 6.5 7 1.2l6 5.3M3 5v7h8V5"/>'),
  NSBookmarksTemplate: ns([14, 12], '<path stroke-width="1.4" d="M1 2.5C3 1 5.2 1 7 2.5c1.8-1.5 4-1.5 6 0v9c-2-1.5-4.2-1.5-6 0-1.8-1.5-4-1.5-6 0zM7 2.5v9"/>'),
  NSPathTemplate: ns([16, 10], '<path stroke-width="1.4" d="M1 5h3.5M6.5 2l3 3-3 3M11.5 5H15"/>'),
  NSFlowViewTemplate: ns([16, 10], `<g ${F}><rect x="5" y="0" width="6" height="10" rx=".7"/><rect x="0" y="2" width="3.5" height="6" rx=".5"/><rect x="12.5" y="2" width="3.5" height="6" rx=".5"/></g>`),
  NSColumnViewTemplate: ns([16, 10], '<rect stroke-width="1.2" x=".6" y=".6" width="14.8" height="8.8" rx="1"/><path stroke-width="1.2" d="M5.5 .6v8.8M10.5 .6v8.8"/>'),
  NSSlideshowTemplate: ns([14, 14], `<path ${F} d="M3 1.5v11l9.5-5.5z"/>`),
  NSTrashFull: nsColor([16, 16], '<path fill="#c7c7cc" stroke="#8e8e93" stroke-width="1" d="M3 4h10l-1 10.5H4zM2 3h12M6 3V1.5h4V3"/><path stroke="#fff" stroke-width="1" d="M4.5 6.5l7 2M4.5 9l7-1.5"/>'),
  NSTrashEmpty: nsColor([16, 16], '<path fill="#e5e5ea" stroke="#8e8e93" stroke-width="1" d="M3 4h10l-1 10.5H4zM2 3h12M6 3V1.5h4V3"/><path stroke="#aeaeb2" stroke-width="1" d="M6.5 6v6M9.5 6v6"/>'),
  NSAdvanced: nsColor([32, 32], `<g color="#8e8e93">${gear(16, 16, 14, 10.8, 10, 5)}</g>`),
  NSPreferencesGeneral: nsColor([32, 32], `<circle cx="16" cy="16" r="14.5" fill="#8e8e93" stroke="none"/><g color="#fff">${gear(16, 16, 10, 7.6, 8, 3.2)}</g>`),
  NSInfo: nsColor([32, 32], '<circle cx="16" cy="16" r="14.5" fill="#0a84ff" stroke="none"/><path stroke="#fff" stroke-width="3.2" d="M16 14v9"/><circle cx="16" cy="9" r="2" fill="#fff" stroke="none"/>'),
  NSCaution: nsColor([32, 32], '<path fill="#ffcc00" stroke="#e0a800" stroke-width="1.2" d="M16 3 30 28H2z"/><path stroke="#1c1c1e" stroke-width="3" d="M16 11.5v8"/><circle cx="16" cy="23.5" r="1.8" fill="#1c1c1e" stroke="none"/>'),
  NSFolder: nsColor([32, 32], '<path fill="#3d9df3" stroke="none" d="M2 8a2 2 0 0 1 2-2h8l2.5 3H28a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z"/><path fill="#6cb8fa" stroke="none" d="M2 12.5a2 2 0 0 1 2-2h24a2 2 0 0 1 2 2V26a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z"/>'),
  NSUser: nsColor([32, 32], '<circle cx="16" cy="16" r="14.5" fill="#aeaeb2" stroke="none"/><circle cx="16" cy="12.5" r="5" fill="#fff" stroke="none"/><path fill="#fff" stroke="none" d="M6.8 26.2a10.5 10.5 0 0 1 18.4 0A14.4 14.4 0 0 1 16 30.5a14.4 14.4 0 0 1-9.2-4.3z"/>'),
  NSUserGroup: nsColor([32, 32], '<circle cx="16" cy="16" r="14.5" fill="#aeaeb2" stroke="none"/><g fill="#fff" stroke="none"><circle cx="11.5" cy="13" r="3.6"/><circle cx="20.5" cy="13" r="3.6"/><path d="M4.8 23.5a7.5 7.5 0 0 1 13.4 0zM13.8 23.5a7.5 7.5 0 0 1 13.4 0z"/></g>'),
  NSEveryone: nsColor([32, 32], '<circle cx="16" cy="16" r="14.5" fill="#8e8e93" stroke="none"/><g fill="#fff" stroke="none"><circle cx="10" cy="13" r="3"/><circle cx="16" cy="11.5" r="3.5"/><circle cx="22" cy="13" r="3"/><path d="M4.5 23a6 6 0 0 1 11 0zM9.5 23a7 7 0 0 1 13 0zM16.5 23a6 6 0 0 1 11 0z"/></g>'),
  NSApplicationIcon: nsColor([32, 32], '<rect x="2" y="2" width="28" height="28" rx="6.5" fill="#1f8bf5" stroke="none"/><g stroke="#fff" stroke-width="2.4"><path d="M11 23.5 18 9.5M21 23.5 16.5 14.5M9 19.5h14"/></g>'),
  NSComputer: nsColor([32, 32], '<rect x="3" y="5" width="26" height="17" rx="2" fill="#3a3a3c" stroke="none"/><rect x="5" y="7" width="22" height="13" fill="#5ac8fa" stroke="none"/><path fill="#c7c7cc" stroke="none" d="M12 22h8l1 5h-10z"/><rect x="9" y="26.5" width="14" height="1.5" rx=".75" fill="#aeaeb2" stroke="none"/>'),
  NSNetwork: nsColor([32, 32], '<circle cx="16" cy="16" r="14" fill="#5ac8fa" stroke="none"/><g stroke="#fff" stroke-width="1.4" fill="none"><circle cx="16" cy="16" r="13"/><path d="M3 16h26M16 3c4.5 4 4.5 22 0 26M16 3c-4.5 4-4.5 22 0 26"/></g>'),
  NSStatusAvailable: statusDot("#34c759", "#248a3d"),
  NSStatusPartiallyAvailable: statusDot("#ffcc00", "#c79f00"),
  NSStatusUnavailable: statusDot("#ff3b30", "#c4291f"),
  NSStatusNone: nsColor([16, 16], '<circle cx="8" cy="8" r="5.5" fill="#e5e5ea" stroke="#aeaeb2" stroke-width="1"/>'),
};

/** Touch Bar images draw like their AppKit counterparts. */
export const APPKIT_ALIASES = {
  NSTouchBarAddTemplate: "NSAddTemplate", NSTouchBarRemoveTemplate: "NSRemoveTemplate",
  NSTouchBarGoBackTemplate: "NSGoLeftTemplate", NSTouchBarGoForwardTemplate: "NSGoRightTemplate",
  NSTouchBarRefreshTemplate: "NSRefreshTemplate", NSTouchBarShareTemplate: "NSShareTemplate",
  NSTouchBarQuickLookTemplate: "NSQuickLookTemplate", NSTouchBarListViewTemplate: "NSListViewTemplate",
  NSTouchBarIconViewTemplate: "NSIconViewTemplate", NSTouchBarHomeTemplate: "NSHomeTemplate",
  NSTouchBarBookmarksTemplate: "NSBookmarksTemplate", NSTouchBarSlideshowTemplate: "NSSlideshowTemplate",
  NSTouchBarPlayTemplate: "NSSlideshowTemplate",
};
