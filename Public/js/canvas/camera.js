/**
 * The canvas camera: one transform (pan x/y in screen pixels, zoom factor) applied to the world layer.
 * World coordinates are Interface Builder canvas points.
 */
export const ZOOM_STEPS = [0.1, 0.15, 0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4];
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/** The zoom at which Camera.fit frames the world rectangle (with a margin, never above 100 %). */
export function fittingZoom(bounds, width, height, margin = 48) {
  const zoom = Math.min(1, (width - 2 * margin) / Math.max(1, bounds.width), (height - 2 * margin) / Math.max(1, bounds.height));
  return Math.max(MIN_ZOOM, zoom);
}

export class Camera {
  x = 0;
  y = 0;
  zoom = 1;
  #listeners = new Set();

  onChange(listener) { this.#listeners.add(listener); }
  #changed() { for (const listener of this.#listeners) listener(this); }

  /** Screen point (relative to the viewport) → world point. */
  toWorld(sx, sy) { return { x: (sx - this.x) / this.zoom, y: (sy - this.y) / this.zoom }; }

  panBy(dx, dy) {
    this.x += dx;
    this.y += dy;
    this.#changed();
  }

  /** Sets the zoom keeping the world point under screen point (sx, sy) fixed. */
  zoomAt(zoom, sx, sy) {
    const clamped = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
    const world = this.toWorld(sx, sy);
    this.zoom = clamped;
    this.x = sx - world.x * clamped;
    this.y = sy - world.y * clamped;
    this.#changed();
  }

  /** Next step in ZOOM_STEPS up (+1) or down (-1) from the current zoom. */
  step(direction, sx, sy) {
    const next = direction > 0
      ? ZOOM_STEPS.find((z) => z > this.zoom + 1e-6) ?? MAX_ZOOM
      : [...ZOOM_STEPS].reverse().find((z) => z < this.zoom - 1e-6) ?? MIN_ZOOM;
    this.zoomAt(next, sx, sy);
  }

  /** Frames the world rectangle in a viewport of the given size, with a margin, never above 100 %. */
  fit(bounds, width, height, margin = 48) {
    this.zoom = fittingZoom(bounds, width, height, margin);
    this.x = (width - bounds.width * this.zoom) / 2 - bounds.x * this.zoom;
    this.y = (height - bounds.height * this.zoom) / 2 - bounds.y * this.zoom;
    this.#changed();
  }

  /** Shows the world rectangle whole and centred, as large as a viewport of this size allows (within the zoom limits). */
  show(rect, width, height) {
    this.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min(width / rect.width, height / rect.height)));
    this.x = width / 2 - (rect.x + rect.width / 2) * this.zoom;
    this.y = height / 2 - (rect.y + rect.height / 2) * this.zoom;
    this.#changed();
  }

  /** The world rectangle a viewport of this size shows. */
  visibleRect(width, height) {
    return { x: -this.x / this.zoom, y: -this.y / this.zoom, width: width / this.zoom, height: height / this.zoom };
  }

  get transform() { return `translate(${this.x}px, ${this.y}px) scale(${this.zoom})`; }
}
