import { test } from "node:test";
import assert from "node:assert/strict";
import { initials } from "../../../Public/js/util/initials.js";

// The cases of DocumentPeopleTests (its Swift twin, DocumentPerson.initials), and the e-mail form the account views pass.
test("initials are the first letters of the first two words, as the server gives the home page", () => {
  assert.equal(initials("Ana Lima"), "AL");
  assert.equal(initials("ana maria lima"), "AM");
  assert.equal(initials("Guest Otter"), "GO");
  assert.equal(initials("zoe.quinn"), "Z");
  assert.equal(initials("zoe.quinn@example.com"), "Z");
  assert.equal(initials("  "), "?");
  assert.equal(initials(), "?");
});
