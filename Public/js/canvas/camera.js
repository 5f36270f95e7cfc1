/**
 * The canvas camera: one transform (pan x/y in screen pixels, zoom factor) applied to the world layer.
 * World coordinates are Interface Builder canvas points.
 */
export const ZOOM_STEPS = [0.1, 0.15, 0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 3, 4];
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];
/** Fit goes below the steps for a document larger than 10 % shows (#22); this only keeps the zoom positive. */
const MIN_FIT_ZOOM = 0.005;
/** One wheel event (a mouse wheel's notch) zooms by at most this factor: about 10 %, as the issue asks (#22). */
export const WHEEL_STEP = 1.1;
/** Pixels of wheel delta per e-fold of zoom: Chromium's pinch gesture arrives as ctrl+wheel with deltaY = -100·ln(scale). */
const WHEEL_PIXELS_PER_E = 100;

/** The zoom at which Camera.fit frames the world rectangle (with a margin, never above 100 %, below 10 % when needed). */
export function fittingZoom(bounds, width, height, margin = 48) {
  const zoom = Math.min(1, (width - 2 * margin) / Math.max(1, bounds.width), (height - 2 * margin) / Math.max(1, bounds.height));
  return Math.max(MIN_FIT_ZOOM, zoom);
}

/**
 * The zoom factor of one ctrl/⌘ + wheel event: a pinch's small deltas follow the fingers (exp(−Δ/100)), a mouse
 * wheel's notch (100–120 px, or 3 lines) is capped at one WHEEL_STEP either way.
 * @param deltaY the event's deltaY  @param deltaMode 0 pixels, 1 lines, 2 pages (WheelEvent.DOM_DELTA_*)
 */
export function wheelZoomFactor(deltaY, deltaMode = 0) {
  const pixels = deltaY * (deltaMode === 1 ? 40 : deltaMode === 2 ? 800 : 1);
  const limit = Math.log(WHEEL_STEP);
  return Math.exp(Math.min(limit, Math.max(-limit, -pixels / WHEEL_PIXELS_PER_E)));
}

export class Camera {
  x = 0;
  y = 0;
  zoom = 1;
  /** The lowest zoom the wheel and the buttons reach: 10 %, or the last Fit's zoom when that was lower. */
  minZoom = MIN_ZOOM;
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
    const clamped = Math.min(MAX_ZOOM, Math.max(this.minZoom, zoom));
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
      : [...ZOOM_STEPS].reverse().find((z) => z < this.zoom - 1e-6) ?? this.minZoom;
    this.zoomAt(next, sx, sy);
  }

  /** Frames the world rectangle in a viewport of the given size, with a margin, never above 100 %. */
  fit(bounds, width, height, margin = 48) {
    this.zoom = fittingZoom(bounds, width, height, margin);
    this.minZoom = Math.min(MIN_ZOOM, this.zoom);
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
