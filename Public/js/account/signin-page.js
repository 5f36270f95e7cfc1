/**
 * Public/signin.html: sign in / sign up, the one-time sign-in link (`?link=`), invitations
 * (`?invitation=`), then the account view (password, API tokens, teams and members).
 * No inline script (the CSP forbids it): everything is built here with DOM calls.
 */
import * as api from "./account-api.js";
import { showTeams } from "./teams-panel.js";
import { showTokens } from "./tokens-panel.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);

export function say(text, isError = false) {
  const message = $("message");
  message.textContent = text;
  message.classList.toggle("error", isError);
  message.hidden = !text;
}

function show(...ids) {
  for (const id of ["open-mode", "signin", "signup", "account"]) $(id).hidden = !ids.includes(id);
}

/**
 * After signing in: follow `?next=` (same-site paths only), else show the account — or, for a new account, its
 * documents (the home page: what someone who just signed up came for).
 */
async function afterSignIn({ signedUp = false } = {}) {
  const invitation = params.get("invitation");
  if (invitation) {
    try {
      const team = await api.acceptInvitation(invitation);
      say(`You joined ${team.name} as ${team.role}.`);
    } catch (error) {
      if (error.status !== 400 || !String(error.message).includes("used")) say(error.message, true);
    }
  }
  const next = params.get("next");
  if (next && next.startsWith("/") && !next.startsWith("//")) return location.assign(next);
  if (signedUp) return location.assign("/");
  await showAccount(await api.session());
}

async function showAccount(state) {
  show("account");
  $("account-name").textContent = state.account.displayName;
  $("account-email").textContent = state.account.email;
  await Promise.all([showTokens(say), showTeams(say)]);
}

function formValues(form) {
  return Object.fromEntries(new FormData(form).entries());
}

function wire() {
  $("show-signup").addEventListener("click", () => show("signup"));
  $("show-signin").addEventListener("click", () => show("signin"));
  $("signin-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const { email, password } = formValues(event.target);
    try {
      await api.signIn(email, password);
      say("");
      await afterSignIn();
    } catch (error) {
      say(error.message, true);
    }
  });
  $("signup-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const { email, displayName, password } = formValues(event.target);
    try {
      await api.signUp(email, displayName || undefined, password, params.get("invitation") || undefined);
      params.delete("invitation");
      say("Welcome to Storyweave.");
      await afterSignIn({ signedUp: true });
    } catch (error) {
      say(error.message, true);
    }
  });
  $("signout").addEventListener("click", async () => {
    await api.signOut().catch(() => null);
    say("You are signed out.");
    show("signin");
  });
  $("password-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const { currentPassword, newPassword } = formValues(event.target);
    try {
      await api.changePassword(currentPassword, newPassword);
      event.target.reset();
      say("Password changed; your other sessions were signed out.");
    } catch (error) {
      say(error.message, true);
    }
  });
}

async function start() {
  wire();
  let state = await api.session();
  if (state.mode === "open") return show("open-mode");
  const link = params.get("link");
  if (link) {
    history.replaceState(null, "", location.pathname);  // the token is single-use: drop it from the address bar
    try {
      await api.signInWithLink(link);
      say("Signed in. Set a password below so you can sign in again later.");
      state = await api.session();
    } catch (error) {
      say(error.message, true);
    }
  }
  if (state.signedIn && state.account) return params.get("invitation") ? afterSignIn() : showAccount(state);
  if (params.get("invitation")) say("Sign in or create an account to accept the invitation.");
  show(params.get("invitation") ? "signup" : "signin");
}

start().catch((error) => say(error.message, true));
