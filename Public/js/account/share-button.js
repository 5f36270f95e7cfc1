/**
 * The editor toolbar's Share button: shown only to those who may manage the document's links
 * (accounts mode, signed in, editor or owner — asked by listing the links, which the server
 * allows exactly them); it opens share-dialog.js.
 */
import * as api from "./account-api.js";
import { shareToken } from "../util/credentials.js";
import { openShareDialog } from "./share-dialog.js";

export async function installShareButton(button, { documentId, documentName }) {
  if (!button || !documentId || shareToken()) return;
  try {
    const state = await api.session();
    if (state.mode === "open" || !state.signedIn) return;
    await api.listShares(documentId);
  } catch {
    return;  // not allowed to manage this document: no button
  }
  button.hidden = false;
  button.addEventListener("click", () => openShareDialog({ documentId, documentName: documentName() }));
}
