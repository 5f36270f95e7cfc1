/**
 * Credentials the browser app sends besides the HttpOnly session cookie (docs/security.md):
 * the CSRF token (double submit: the `sw_csrf` cookie's value echoed in `X-CSRF-Token` on every
 * write) and a share link's token (`?share=` in the page address → `Storyweave-Share` header,
 * and `?share=` on the stream URL, since browsers cannot set WebSocket headers).
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The value of a cookie readable by scripts (never the session: that one is HttpOnly). */
export function readCookie(name, cookieText = globalThis.document?.cookie ?? "") {
  for (const part of cookieText.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The share-link token of the current page (`/d/{id}?share=…`), if any. */
export function shareToken(search = globalThis.location?.search ?? "") {
  return new URLSearchParams(search).get("share");
}

/** Headers to add to a fetch with this method. */
export function authHeaders(method = "GET", { cookieText, search } = {}) {
  const headers = {};
  const share = shareToken(search);
  if (share) headers["Storyweave-Share"] = share;
  const csrf = readCookie("sw_csrf", cookieText);
  if (csrf && !SAFE_METHODS.has(String(method).toUpperCase())) headers["X-CSRF-Token"] = csrf;
  return headers;
}

/** What to append to the stream URL so share-link holders are admitted. */
export function streamQuery(search) {
  const share = shareToken(search);
  return share ? `?share=${encodeURIComponent(share)}` : "";
}

/**
 * A same-site API address for a plain link (`<a href>`: the Download button, a version's XML), which sends no
 * `Storyweave-Share` header: the page's share token goes in `?share=` (the server reads either), with `params` added.
 */
export function linkAddress(link, params = {}, search) {
  const [path, query = ""] = link.split("?");
  const parameters = new URLSearchParams(query);
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined) parameters.set(name, String(value));
  const share = shareToken(search);
  if (share) parameters.set("share", share);
  const written = parameters.toString();
  return written ? `${path}?${written}` : path;
}

/** Sends a signed-out person to the sign-in page, coming back here afterwards. */
export function redirectToSignIn(location = globalThis.location) {
  if (!location || location.pathname.startsWith("/signin")) return;
  location.assign(`/signin.html?next=${encodeURIComponent(location.pathname + location.search)}`);
}
