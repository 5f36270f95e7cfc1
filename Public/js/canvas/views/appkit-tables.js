/**
 * AppKit scroll views, table views and outline views drawn as Xcode's canvas shows them.
 *
 * A xib stores these views' parts where AppKit keeps them, not where they are seen: the table's header view
 * (`<tableHeaderView key="headerView">`) is a child of the scroll view (it lives in the header clip view, at the
 * top), the scrollers keep stale frames (Xcode does not update hidden ones: x="-100"), prototype cell views all say
 * row 0, and the columns, rows and grid are not views at all. So, after a scroll view or table is rendered with its
 * stored frames, these functions place the header over the content, the scrollers at the edges (or hide them), the
 * document view below the header, and draw the rows, column titles and grid lines. Every object's box keeps its
 * data-object-id; the drawn parts that are not objects are decorations (pointer-events: none).
 */
import { el } from "../../util/dom.js";
import { childElement } from "../../document/xml-read.js";

export { FLIPPED_APPKIT_TAGS } from "../../document/appkit-flipped.js";

const number = (value, fallback) => {
  const parsed = Number(value);
  return value !== null && value !== undefined && Number.isFinite(parsed) ? parsed : fallback;
};

/** Horizontal and vertical space between cells (`<size key="intercellSpacing">`; AppKit's default is 3 × 2). */
function intercellSpacing(table) {
  const size = childElement(table, "size", "intercellSpacing");
  return { width: number(size?.getAttribute("width"), 3), height: number(size?.getAttribute("height"), 2) };
}

/** Height of one row including the spacing between rows. */
export function rowStride(table) {
  return number(table.getAttribute("rowHeight"), 17) + intercellSpacing(table).height;
}

/**
 * The table's visible columns, left to right: `{ element, id, x, width, title, alignment, dataText }`. A column
 * occupies its width plus the intercell spacing; inset-style tables start 10 pt in.
 */
export function tableColumns(table) {
  const spacing = intercellSpacing(table).width;
  let x = table.getAttribute("tableStyle") === "inset" ? 10 : 0;
  const columns = [];
  for (const column of childElement(table, "tableColumns")?.children ?? []) {
    if (column.tagName !== "tableColumn" || column.getAttribute("hidden") === "YES") continue;
    const width = number(column.getAttribute("width"), 100) + spacing;
    const header = childElement(column, "tableHeaderCell", "headerCell");
    const data = [...column.children].find((c) => c.getAttribute("key") === "dataCell") ?? null;
    columns.push({
      element: column, id: column.getAttribute("id"), x, width,
      title: header?.getAttribute("title") ?? "",
      alignment: header?.getAttribute("alignment") ?? null,
      dataText: data?.getAttribute("title") ?? "",
      dataAlignment: data?.getAttribute("alignment") ?? null,
    });
    x += width;
  }
  return columns;
}

/** The grid lines a table asks for (`<tableViewGridLines key="gridStyleMask" vertical= horizontal= dashed=>`). */
function gridLines(table) {
  const mask = childElement(table, "tableViewGridLines", "gridStyleMask");
  return {
    vertical: mask?.getAttribute("vertical") === "YES",
    horizontal: mask?.getAttribute("horizontal") === "YES",
    dashed: mask?.getAttribute("dashed") === "YES",
  };
}

const justify = (alignment) => ({ center: "center", right: "flex-end" })[alignment] ?? "flex-start";

/**
 * Renderer for `<tableView>` and `<outlineView>`: the rows (alternating colours, grid lines) and, for cell-based
 * tables, each row's data cell text. Rows fill the table's height, `rowHeight` + intercell spacing apart.
 */
export function drawTableView(box, table) {
  box.classList.add("mac-table");
  const height = parseFloat(box.style.height) || 0;
  const stride = rowStride(table);
  const count = Math.min(200, Math.max(0, Math.ceil(height / stride)));
  const columns = tableColumns(table);
  const grid = gridLines(table);
  const alternating = table.getAttribute("alternatingRowBackgroundColors") === "YES";
  const cellBased = table.getAttribute("viewBased") !== "YES";
  const layer = el("div", "mac-table-rows");
  if (grid.dashed) layer.classList.add("dashed");
  for (let index = 0; index < count; index += 1) {
    const row = el("div", "mac-table-row");
    row.dataset.row = String(index);
    if (alternating && index % 2 === 1) row.classList.add("alternate");
    if (grid.horizontal) row.classList.add("grid");
    Object.assign(row.style, { top: `${index * stride}px`, height: `${stride}px` });
    if (cellBased) {
      for (const column of columns) {
        const cell = el("span", "mac-table-cell", column.dataText);
        cell.dataset.columnId = column.id ?? "";
        Object.assign(cell.style, { left: `${column.x}px`, width: `${column.width}px`, justifyContent: justify(column.dataAlignment) });
        row.append(cell);
      }
    }
    layer.append(row);
  }
  if (grid.vertical) {
    for (const column of columns) {
      const line = el("span", "mac-table-vline");
      line.style.left = `${column.x + column.width - 1}px`;
      layer.append(line);
    }
  }
  box.append(layer);
}

/**
 * After the table's subviews are rendered: view-based tables show each column's prototype cell views one per row
 * under the header (the n-th prototype of a column in row n), centred in the row; their x stays as stored.
 */
export function arrangeTableView(box, node) {
  const stride = rowStride(node.element);
  const rowsSeen = new Map();
  for (const cell of node.children) {
    if (cell.tag !== "tableColumn") continue;
    for (const prototype of prototypeCellViews(cell)) {
      const cellBox = directBox(box, prototype.id);
      if (!cellBox) continue;
      const row = rowsSeen.get(cell.id) ?? 0;
      rowsSeen.set(cell.id, row + 1);
      const height = prototype.frame.height;
      // Shifted, not moved: the box keeps its stored frame (style top), which drags and resizes start from.
      shiftDown(cellBox, row * stride + Math.max(0, (stride - height) / 2) - prototype.frame.y);
      cellBox.classList.add("mac-prototype-cell");
    }
  }
}

/** A column's prototype cell views (framed descendants, through the id-less `<prototypeCellViews>`). */
function prototypeCellViews(column) {
  return column.children.filter((c) => c.frame);
}

/** Draws a box `dy` points lower without changing its style frame (what the editor reads as its stored frame). */
function shiftDown(box, dy) {
  box.style.translate = dy ? `0 ${dy}px` : "";
}

const directBox = (box, id) => [...box.children].find((c) => c.dataset?.objectId === id) ?? null;

/** Border width of a scroll view: `borderType` none draws none; bezel (the default), line and groove 1 pt. */
const borderWidth = (scrollView) => (scrollView.getAttribute("borderType") === "none" ? 0 : 1);

/** Whether a scroll view shows its scroller on an axis: the flag is on, not autohiding, the scroller not hidden. */
function showsScroller(scrollView, scroller, horizontal) {
  const flag = scrollView.getAttribute(horizontal ? "hasHorizontalScroller" : "hasVerticalScroller");
  if (flag === "NO") return false;
  if (scrollView.getAttribute("autohidesScrollers") === "YES") return false;
  return scroller?.getAttribute("hidden") !== "YES";
}

/** Scroller thickness: the stored one when it is a scroller's (11–17 pt), else 15 pt. */
const thickness = (frame, horizontal) => {
  const value = horizontal ? frame.height : frame.width;
  return value >= 11 && value <= 17 ? value : 15;
};

/**
 * After a scroll view's subviews are rendered: the header view at the top inside the border (with the document
 * table's column titles and dividers), the content below it, and the scrollers at the right and bottom edges,
 * hidden (still in the DOM, with their ids) when the scroll view doesn't show them.
 */
export function arrangeScrollView(box, node) {
  const element = node.element;
  const border = borderWidth(element);
  if (border) box.classList.add(`mac-scroll-border-${element.getAttribute("borderType") ?? "bezel"}`);
  const width = node.frame.width;
  const height = node.frame.height;
  const parts = Object.fromEntries(node.children.filter((c) => c.frame).map((c) => [c.element.getAttribute("key") ?? c.tag, c]));
  const clip = parts.contentView ?? node.children.find((c) => c.tag === "clipView");
  const header = parts.headerView;
  const documentView = clip?.children.find((c) => c.frame && (c.tag === "tableView" || c.tag === "outlineView")) ?? null;

  let headerBottom = border;
  const headerBox = header && directBox(box, header.id);
  if (headerBox) {
    Object.assign(headerBox.style, { left: `${border}px`, top: `${border}px`, width: `${Math.max(0, width - 2 * border)}px` });
    headerBottom = border + header.frame.height;
    if (documentView) drawHeaderCells(headerBox, documentView.element);
    const clipBox = clip && directBox(box, clip.id);
    const tableBox = clipBox && documentView && directBox(clipBox, documentView.id);
    // The clip view usually spans the whole scroll view and the header floats over it (content insets):
    // the document view starts where the header ends.
    if (tableBox && clip.frame.y < headerBottom) shiftDown(tableBox, headerBottom - clip.frame.y);
  }

  const vertical = parts.verticalScroller;
  const horizontal = parts.horizontalScroller;
  const showsVertical = vertical ? showsScroller(element, vertical.element, false) : false;
  const showsHorizontal = horizontal ? showsScroller(element, horizontal.element, true) : false;
  const verticalWidth = vertical ? thickness(vertical.frame, false) : 0;
  const horizontalHeight = horizontal ? thickness(horizontal.frame, true) : 0;
  const verticalBox = vertical && directBox(box, vertical.id);
  if (verticalBox) {
    Object.assign(verticalBox.style, {
      left: `${width - border - verticalWidth}px`, top: `${headerBottom}px`, width: `${verticalWidth}px`,
      height: `${Math.max(0, height - border - headerBottom - (showsHorizontal ? horizontalHeight : 0))}px`,
    });
    verticalBox.classList.toggle("mac-scroller-off", !showsVertical);
  }
  const horizontalBox = horizontal && directBox(box, horizontal.id);
  if (horizontalBox) {
    Object.assign(horizontalBox.style, {
      left: `${border}px`, top: `${height - border - horizontalHeight}px`, height: `${horizontalHeight}px`,
      width: `${Math.max(0, width - 2 * border - (showsVertical ? verticalWidth : 0))}px`,
    });
    horizontalBox.classList.toggle("mac-scroller-off", !showsHorizontal);
  }
}

/** Column titles and dividers in a table header view, aligned with the table's columns. */
function drawHeaderCells(headerBox, table) {
  headerBox.querySelectorAll(":scope > .mac-header-cell").forEach((cell) => cell.remove());
  for (const column of tableColumns(table)) {
    const cell = el("span", "mac-header-cell");
    cell.append(el("span", "ib-text", column.title));
    cell.dataset.columnId = column.id ?? "";
    Object.assign(cell.style, { left: `${column.x}px`, width: `${column.width}px`, justifyContent: justify(column.alignment) });
    headerBox.append(cell);
  }
}
