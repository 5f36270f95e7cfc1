/** The API token list of the account page: create (secret shown once), list, revoke. */
import * as api from "./account-api.js";

const $ = (id) => document.getElementById(id);

function cell(text) {
  const td = document.createElement("td");
  td.textContent = text;
  return td;
}

async function render(say) {
  const body = $("tokens").querySelector("tbody");
  body.replaceChildren();
  for (const token of await api.listTokens()) {
    const row = document.createElement("tr");
    row.dataset.token = token.id;
    row.append(cell(token.name), cell(token.scopes.join(", ")),
      cell(token.revokedAt ? "revoked" : token.lastUsedAt ? new Date(token.lastUsedAt).toLocaleString() : "never"));
    const actions = document.createElement("td");
    if (!token.revokedAt) {
      const revoke = document.createElement("button");
      revoke.type = "button";
      revoke.className = "account-link";
      revoke.textContent = "Revoke";
      revoke.addEventListener("click", async () => {
        try {
          await api.revokeToken(token.id);
          await render(say);
        } catch (error) {
          say(error.message, true);
        }
      });
      actions.append(revoke);
    }
    row.append(actions);
    body.append(row);
  }
}

export async function showTokens(say) {
  const form = $("token-form");
  if (!form.dataset.wired) {
    form.dataset.wired = "1";
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const data = new FormData(form);
      try {
        const created = await api.createToken(data.get("name"), data.getAll("scope"));
        const secret = $("new-token");
        secret.textContent = `New token (copy it now, it is not shown again): ${created.token}`;
        secret.hidden = false;
        form.reset();
        await render(say);
      } catch (error) {
        say(error.message, true);
      }
    });
  }
  await render(say);
}
