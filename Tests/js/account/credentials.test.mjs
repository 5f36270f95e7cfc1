import { test } from "node:test";
import assert from "node:assert/strict";
import { authHeaders, linkAddress, readCookie, shareToken, streamQuery } from "../../../Public/js/util/credentials.js";

test("the CSRF cookie is echoed on writes only", () => {
  const cookieText = "theme=dark; sw_csrf=abc%2B123";
  assert.equal(readCookie("sw_csrf", cookieText), "abc+123");
  assert.equal(readCookie("sw_session", cookieText), null, "the session cookie is HttpOnly, never readable");
  assert.deepEqual(authHeaders("GET", { cookieText, search: "" }), {});
  assert.deepEqual(authHeaders("patch", { cookieText, search: "" }), { "X-CSRF-Token": "abc+123" });
});

test("a share link's token goes to REST as a header and to the stream as a query", () => {
  const search = "?share=sws_T0k%2Fen";
  assert.equal(shareToken(search), "sws_T0k/en");
  assert.deepEqual(authHeaders("GET", { cookieText: "", search }), { "Storyweave-Share": "sws_T0k/en" });
  assert.equal(streamQuery(search), "?share=sws_T0k%2Fen");
  assert.equal(streamQuery(""), "");
});

test("a plain link keeps its query, adds the parameters given and the page's share token", () => {
  assert.equal(linkAddress("/api/documents/d1/export?format=xml", { version: 3 }, ""), "/api/documents/d1/export?format=xml&version=3");
  assert.equal(linkAddress("/api/documents/d1/export?format=xml", { version: null }, ""), "/api/documents/d1/export?format=xml");
  assert.equal(linkAddress("/d/d1", { version: 0 }, "?share=sws_T0k%2Fen"), "/d/d1?version=0&share=sws_T0k%2Fen");
  assert.equal(linkAddress("/d/d1", {}, ""), "/d/d1");
});
