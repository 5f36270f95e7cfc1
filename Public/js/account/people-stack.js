/** "Who is in it" on the home page: overlapping initials in each person's presence colour (the list's `people`). */
import { avatar } from "./dom.js";
import { el } from "../util/dom.js";

const SHOWN = 4;

export function peopleStack(people = []) {
  const stack = el("span", { className: "sw-people", dataset: { count: String(people.length) } });
  if (!people.length) return stack;
  const names = people.map((p) => p.name);
  stack.title = `In it now: ${names.join(", ")}`;
  stack.setAttribute("aria-label", stack.title);
  for (const person of people.slice(0, SHOWN)) {
    stack.append(avatar(person.name, person.color, { size: "small", text: person.initials, title: person.name }));
  }
  if (people.length > SHOWN) stack.append(el("span", { className: "sw-avatar small more", text: `+${people.length - SHOWN}` }));
  return stack;
}
