/**
 * REST calls of the media library (docs/api.md, "Images"): list, upload, delete a document's project images.
 * Image URLs carry the page's share token (an <img> cannot send the Storyweave-Share header) and the bytes'
 * ETag, so a replaced image is fetched again.
 */
import { shareToken } from "../util/credentials.js";
import { json as call } from "./client.js";

const base = (documentId) => `/api/documents/${encodeURIComponent(documentId)}/images`;

/** `[{name, width, height, pixelWidth, pixelHeight, scale, contentType, size, url, eTag}]`, by name. */
export const listImages = async (documentId) => (await call(base(documentId))).images;

/** Uploads files (names like `Logo@2x.png` give the name and scale); answers the stored images. */
export async function uploadImages(documentId, files) {
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  return (await call(base(documentId), { method: "POST", body: form })).images;
}

export const deleteImage = (documentId, name) => call(`${base(documentId)}/${encodeURIComponent(name)}`, { method: "DELETE" });

/** The address an <img> can load: the image's URL + its version + the share token when the page has one. */
export function displayURL(image, search = globalThis.location?.search ?? "") {
  const query = new URLSearchParams({ v: (image.eTag ?? "").replace(/"/g, "") });
  const share = shareToken(search);
  if (share) query.set("share", share);
  return `${image.url}?${query}`;
}
