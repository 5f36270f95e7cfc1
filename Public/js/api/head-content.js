/**
 * The head's bytes over REST, for the first drawing and the live session: its own small module so the editor's
 * entry (editor.js) can ask for them before the session's modules are loaded (editor-session.js re-exports it).
 */
import { authHeaders } from "../util/credentials.js";

/**
 * The head's bytes, answered as soon as the headers are in: `{version, text}` with `text` still a promise, so the
 * hello can go out while the body downloads (SyncClient's initialContent) and the page can draw them before the
 * live session is ready (first-draw.js). Without a share token this is the request the server's `Link` preload
 * (EditorRoutes) started with the page, so the browser answers it from that.
 */
export async function headContent(documentId) {
  const response = await fetch(`/api/documents/${encodeURIComponent(documentId)}/content`, { headers: authHeaders("GET") });
  performance.mark("storyweave:content-headers");
  const header = response.headers.get("Storyweave-Version");
  const version = header === null ? NaN : Number(header);
  if (!response.ok || !Number.isInteger(version)) throw new Error(`the document's content could not be loaded (${response.status})`);
  const text = response.text();
  text.catch(() => {}); // awaited by the client; a failure there makes it ask for a snapshot
  return { version, text };
}
