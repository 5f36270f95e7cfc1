/** Saves a Blob as a download named `name` (a temporary object URL behind a clicked `<a download>`). */
export function saveBlob(name, blob) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is freed later, not at once (large blobs, slow browsers).
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
