/**
 * The W × H readout beside the pointer while a handle resizes a view (#22; Xcode shows the size as it changes). In
 * screen pixels over the canvas, not in the zoomed world, so it stays legible at any zoom; points, as the frame is
 * saved.
 */
import { el } from "../../util/dom.js";

export class SizeReadout {
  /** @param {HTMLElement} viewport the canvas element the readout is placed in */
  constructor(viewport) {
    this.viewport = viewport;
    this.label = null;
  }

  /** Shows `width × height` (points) just below and right of the pointer at (clientX, clientY). */
  show({ width, height }, clientX, clientY) {
    if (!this.label) {
      this.label = el("div", "size-readout");
      this.label.setAttribute("aria-hidden", "true");
      this.viewport.append(this.label);
    }
    const bounds = this.viewport.getBoundingClientRect();
    this.label.textContent = `${formatPoints(width)} × ${formatPoints(height)}`;
    this.label.style.left = `${clientX - bounds.left + 14}px`;
    this.label.style.top = `${clientY - bounds.top + 18}px`;
  }

  hide() {
    this.label?.remove();
    this.label = null;
  }
}

/** A frame size as the Size inspector writes it: whole points plainly, else up to two decimals. */
function formatPoints(value) {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}
