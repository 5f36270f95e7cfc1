/** How long ago an ISO date was, as the home page and the Strings tool show an edit: "just now" (also a moment ahead, a
 * clock a little off), "5 min ago", "3 h ago", "yesterday", else the date; "" for no date. */
export function timeAgo(iso, now = Date.now()) {
  const seconds = (now - new Date(iso).getTime()) / 1000;
  if (!Number.isFinite(seconds)) return "";
  if (seconds < 45) return "just now";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.round(seconds / 3600)} h ago`;
  if (seconds < 172800) return "yesterday";
  return new Date(iso).toLocaleDateString();
}
