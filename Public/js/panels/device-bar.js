/**
 * The device bar at the bottom of the canvas (Xcode's "View as"): the iPhone and iPad sizes Xcode offers and
 * the orientation. Picking one lays every scene out again on that device (the Auto Layout solver,
 * constraints/live-layout.js) and redraws: root views take the device's size, every view its solved frame.
 * The document keeps its own `<device>`: previewing another one edits nothing, unless "Use as Document Device"
 * stores it (and every frame as laid out there) in the document. The right-to-left toggle previews a
 * right-to-left language, as Xcode's canvas does: every scene is solved again with leading/trailing mirrored and
 * the views drawn where those constraints put them. Xcode keeps that choice out of the document, so do we.
 * The device and orientation pick the size classes (an iPhone in landscape has a compact height): the views,
 * constraints, constants and `hidden` their variations install are the ones laid out and drawn.
 */
import { DEVICES, deviceNamed, shortDeviceName as shortName } from "../layout/devices.js";
import { el } from "../util/dom.js";

export function installDeviceBar({ viewport, canvas, liveLayout, getModel, onAdopt = null, readOnly = () => false }) {
  const bar = el("div", "device-bar");
  bar.setAttribute("role", "group");
  bar.setAttribute("aria-label", "Device");
  const label = el("label", "device-label", "View as");
  const picker = el("select", "device-picker");
  picker.id = "device-picker";
  picker.dataset.field = "device";
  picker.title = "View as: the device the canvas lays scenes out on";
  label.htmlFor = picker.id;
  const groups = [["iPhone", DEVICES.filter((d) => !d.isPad && !d.isTV)], ["iPad", DEVICES.filter((d) => d.isPad)]];
  for (const [title, devices] of groups) {
    const group = el("optgroup");
    group.label = title;
    for (const device of [...devices].reverse()) {
      const option = el("option", null, shortName(device));
      option.value = device.id;
      option.title = device.name;
      group.append(option);
    }
    picker.append(group);
  }
  const orientation = el("button", "device-orientation");
  orientation.type = "button";
  orientation.id = "device-orientation";
  orientation.dataset.field = "orientation";
  const note = el("span", "device-note");
  note.id = "device-note";
  const size = el("span", "device-size");
  const adopt = el("button", "device-adopt", "Use as Document Device");
  adopt.type = "button";
  adopt.id = "device-adopt";
  adopt.title = "Store this device in the document and lay every view out for it";
  const direction = el("button", "device-direction", "RTL");
  direction.type = "button";
  direction.id = "device-direction";
  direction.dataset.field = "direction";
  bar.append(label, picker, orientation, direction, size, note, adopt);
  viewport.append(bar);
  // The bar is a control, not canvas: presses on it neither pan nor change the selection.
  bar.addEventListener("pointerdown", (event) => event.stopPropagation());

  const current = () => liveLayout.preview ?? liveLayout.documentDevice ?? deviceNamed("retina6_1");

  function showState() {
    const model = getModel();
    bar.hidden = !model || model.platform !== "ios";
    const device = current();
    const known = [...picker.options].some((option) => option.value === device.id);
    if (known) picker.value = device.id;
    const landscape = device.orientation === "landscape";
    // The device outline is drawn by CSS (a portrait or landscape phone), not a text glyph.
    orientation.textContent = "";
    orientation.title = landscape ? "Landscape: switch to portrait" : "Portrait: switch to landscape";
    orientation.setAttribute("aria-label", orientation.title);
    orientation.setAttribute("aria-pressed", String(landscape));
    size.textContent = `${device.width} × ${device.height} pt`;
    const rightToLeft = liveLayout.rightToLeft;
    direction.title = rightToLeft ? "Right to left: switch back to left to right" : "Left to right: preview a right-to-left language";
    direction.setAttribute("aria-label", direction.title);
    direction.setAttribute("aria-pressed", String(rightToLeft));
    const documentDevice = liveLayout.documentDevice;
    note.hidden = !liveLayout.showsPreview;
    // Frames laid out right to left are not the document's: only a left-to-right device preview can be adopted.
    adopt.hidden = !liveLayout.previewing || rightToLeft || !onAdopt || readOnly();
    note.textContent = "Preview";
    const laidOut = documentDevice ? `the document is laid out for ${documentDevice.name}${documentDevice.orientation === "landscape" ? " (landscape)" : ""}` : "";
    note.title = [rightToLeft ? "A right-to-left preview" : "A preview", laidOut].filter(Boolean).join(": ");
    bar.classList.toggle("previewing", liveLayout.showsPreview);
    viewport.dataset.direction = rightToLeft ? "rtl" : "ltr";
    viewport.dataset.device = `${device.id}/${device.orientation}`;
  }

  /** Shows a device: the document's own clears the preview. */
  function choose(device) {
    const documentDevice = liveLayout.documentDevice;
    liveLayout.setPreview(documentDevice && device.equals(documentDevice) ? null : device);
    redraw();
  }

  /** Previews a right-to-left language (true) or goes back to left to right. */
  function setRightToLeft(rightToLeft) {
    liveLayout.setRightToLeft(rightToLeft);
    redraw();
  }

  function redraw() {
    canvas.setPreviewSizes(liveLayout.showsPreview ? sizeOf : null);
    canvas.respread(); // another device's screens may need the scenes further apart
    if (canvas.model) canvas.render(canvas.model);
    showState();
  }

  /** A root view's size on the previewed device (its solved frame). */
  function sizeOf(root) {
    const view = liveLayout.solve("shown")?.views.get(root.id);
    return view && view.superviewID === null ? { width: view.frame.width, height: view.frame.height } : null;
  }

  /** After each drawing: every laid-out view at its frame on the previewed device, with its size classes' variations. */
  canvas.onDraw(() => {
    showState();
    if (!liveLayout.showsPreview) return;
    const solution = liveLayout.solve("shown");
    if (!solution) return;
    const boxOf = (id) => canvas.world.querySelector(`.ib-view[data-object-id="${CSS.escape(id)}"]`);
    for (const [id, view] of solution.views) {
      const box = boxOf(id);
      if (!box) continue;
      const { x, y, width, height } = view.frame;
      if (view.superviewID !== null) Object.assign(box.style, { left: `${x}px`, top: `${y}px` });
      Object.assign(box.style, { width: `${width}px`, height: `${height}px` });
      // Hidden as the device's size classes say (a `<variation key=… hidden="YES"/>`), drawn faint as Xcode does.
      box.classList.toggle("is-hidden", solution.hidden.has(id));
    }
    // Views the size classes don't install are left undrawn by size-class-display.js (previews included).
    canvas.refreshSelection();
  });

  picker.addEventListener("change", () => {
    const device = deviceNamed(picker.value, current().orientation);
    choose(device);
  });
  adopt.addEventListener("click", () => {
    const device = current();
    if (onAdopt?.(device)) choose(device);
  });
  orientation.addEventListener("click", () => {
    const device = current();
    choose(device.oriented(device.orientation === "portrait" ? "landscape" : "portrait"));
  });
  direction.addEventListener("click", () => setRightToLeft(!liveLayout.rightToLeft));
  showState();
  return { choose, setRightToLeft, refresh: showState, element: bar };
}
