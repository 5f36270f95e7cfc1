/**
 * The connections HUD. A control-drag from one object to another (on the canvas, the dock or the outline: the
 * pointer's connecting state, canvas/interactions/connecting.js) draws a blue line and, on release, opens it with
 * only what fits: the source's outlets that can point at the
 * destination's class (or a new outlet), a new action with its control event (UIKit), and — towards a
 * controller of another scene — the segue kinds. What it offers is decided by the rule the commands refuse by
 * (commands/connection-rules.js): where no outlet or no action can be made (objects of different scenes, a layout
 * guide, into a prototype cell, out of an AppKit cell view…) it says why instead of offering one. A control-click (no drag) shows
 * the object's connections with ✕ to disconnect. With the project's code loaded, the HUD also lists the
 * classes' own @IBOutlets and @IBActions (type-filtered), and a new one offers its Swift declaration.
 * Between two views (or from a view onto itself) Xcode offers constraints instead: `constraintHud`
 * (constraints/constraint-hud.js) builds that HUD.
 */
import { isSegueDestination } from "../commands/segue-destinations.js";
import { showDeclaration } from "../code/declaration-panel.js";
import { el } from "../util/dom.js";
import { actionRefusal, outletRefusal } from "../commands/connection-rules.js";
import { elementById } from "../document/xml-read.js";

const SEGUE_KINDS = [["show", "Show"], ["showDetail", "Show Detail"], ["presentation", "Present Modally"],
  ["popoverPresentation", "Present As Popover"], ["custom", "Custom"]];
const RELATIONSHIPS = { navigationController: [["rootViewController", "Root View Controller"]], tabBarController: [["viewControllers", "View Controllers"]],
  splitViewController: [["masterViewController", "Primary View Controller"], ["detailViewController", "Detail View Controller"]] };

const isController = (node) => /Controller$/.test(node?.tag ?? "");

/** Puts a HUD on the page just below and right of client (x, y), inside the window. */
function showAt(hud, x, y) {
  document.body.append(hud);
  const r = hud.getBoundingClientRect();
  hud.style.left = `${Math.min(x + 8, window.innerWidth - r.width - 8)}px`;
  hud.style.top = `${Math.min(y + 8, window.innerHeight - r.height - 8)}px`;
}

/**
 * @param {import("../editing/editor.js").Editor} editor
 * @returns {{released: (sourceId: string, targetId: string|null, dragged: boolean, x: number, y: number) => void, close: () => void}}
 *   `released`: a connecting drag (canvas/interactions/connecting.js) ended at client (x, y) over `targetId`
 */
export function installConnectionHud(editor, { constraintHud = null } = {}) {
  const { actions, selection, notify } = editor;
  let hud = null;

  const closeHud = () => { hud?.remove(); hud = null; };

  function released(sourceId, targetId, dragged, x, y) {
    // A real drag that ends on the view it started from asks for the view's own constraints (width, height…).
    if (targetId && (targetId !== sourceId || (dragged && constraintHud?.offers(sourceId, targetId)))) showHud(sourceId, targetId, x, y);
    else if (targetId === sourceId) showConnectionsOf(sourceId, x, y);
  }

  /** Control-click (a control-drag that ends where it began): the object's connections, each with ✕. */
  function showConnectionsOf(id, x, y) {
    const model = editor.model;
    const node = model.objects.get(id);
    if (!node) return;
    hud = el("div", "connection-hud");
    hud.setAttribute("role", "dialog");
    hud.setAttribute("aria-label", `Connections of ${node.name}`);
    hud.append(el("h3", null, node.name));
    const nameOf = (other) => model.objects.get(other)?.name ?? other;
    const rows = [];
    for (const c of node.connections) {
      const what = c.type === "segue" ? `${c.relationship ?? c.kind} segue` : c.property ?? c.selector;
      rows.push({ id: c.id, text: `${what} → ${nameOf(c.destination)}` });
    }
    for (const other of model.objects.values()) {
      for (const c of other.connections) {
        if (c.destination === id) rows.push({ id: c.id, text: `${nameOf(other.id)} · ${c.property ?? c.selector ?? `${c.kind} segue`}` });
      }
    }
    if (!rows.length) hud.append(el("p", "hud-note", "No connections."));
    for (const row of rows) {
      const line = el("div", "hud-connection");
      line.dataset.connectionId = row.id;
      const remove = el("button", "hud-disconnect", "✕");
      remove.type = "button";
      remove.title = "Disconnect";
      remove.disabled = actions.readOnly;
      remove.addEventListener("click", () => { if (actions.disconnect(row.id)) line.remove(); });
      line.append(el("span", null, row.text), remove);
      hud.append(line);
    }
    showAt(hud, x, y);
  }

  /** When the class is the user's, show the declaration to paste (and its diff) as Xcode would insert it. */
  function offerDeclaration(request) {
    const code = editor.userClasses;
    if (!code?.declared.has(request.className) || !editor.sourceProject) return;
    const known = request.kind === "outlet" ? code.outlets(request.className).map((o) => o.name) : code.actions(request.className).map((a) => a.name);
    if (known.includes(request.name)) return;
    showDeclaration(editor.sourceProject, request, notify);
  }

  function showHud(sourceId, targetId, x, y) {
    const model = editor.model;
    const catalog = editor.catalog;
    const source = model.objects.get(sourceId);
    const target = model.objects.get(targetId);
    // The elements the commands will see: the HUD offers only what `connectOutlet` / `connectAction` take.
    const fromElement = elementById(actions.doc, sourceId);
    const toElement = elementById(actions.doc, targetId);
    if (!source || !target || !fromElement || !toElement) return;
    hud = constraintHud?.panel(sourceId, targetId, (ok) => {
      if (!ok) return;
      closeHud();
      selection.set([sourceId], "connection");
    }) ?? null;
    if (hud) {
      showAt(hud, x, y);
      hud.querySelector("button")?.focus();
      return;
    }
    hud = el("div", "connection-hud");
    hud.setAttribute("role", "dialog");
    hud.setAttribute("aria-label", `Connect ${source.name} to ${target.name}`);
    hud.append(el("h3", null, `${source.name} → ${target.name}`));
    const outletsRefused = outletRefusal(fromElement, toElement);
    const actionsRefused = actionRefusal(fromElement, toElement);
    const done = (ok) => {
      if (ok) {
        closeHud();
        selection.set([sourceId], "connection");
      }
    };
    const group = (title) => {
      const list = el("div", "hud-group");
      list.append(el("h4", null, title));
      hud.append(list);
      return list;
    };
    const item = (list, label, run, field) => {
      const button = el("button", "hud-item", label);
      button.type = "button";
      button.dataset.field = field;
      button.addEventListener("click", () => done(run()));
      list.append(button);
    };
    const code = editor.userClasses;
    const sourceClass = source.customClass ?? source.className;
    const targetClass = target.customClass ?? target.className;
    if (!outletsRefused) {
      const targetChain = new Set(catalog ? catalog.chain(catalog.classFor(target)?.className).map((c) => c.className) : []);
      targetChain.add(target.className);
      const outlets = (catalog?.outletsOf(catalog.classFor(source)?.className ?? source.className) ?? [])
        .filter((o) => o.destinationIsProtocol || targetChain.has(o.destinationType))
        .filter((o) => !outletRefusal(fromElement, toElement, o.property));   // e.g. a bar item placed in it, not connected
      const outletList = group("Outlets");
      for (const outlet of outlets) {
        item(outletList, outlet.property, () => actions.connectOutlet(sourceId, outlet.property, targetId), `hud-outlet-${outlet.property}`);
      }
      // The source's @IBOutlets from the project's code that accept this destination's type.
      const listed = new Set(outlets.map((o) => o.property));
      for (const outlet of code?.outletsAccepting(sourceClass, targetClass) ?? []) {
        if (listed.has(outlet.name) || outletRefusal(fromElement, toElement, outlet.name)) continue;
        const connect = outlet.isCollection ? () => actions.connectOutletCollection(sourceId, outlet.name, targetId)
          : () => actions.connectOutlet(sourceId, outlet.name, targetId);
        item(outletList, `${outlet.name}: ${outlet.isCollection ? `[${outlet.typeName}]` : outlet.typeName}`, connect, `hud-outlet-${outlet.name}`);
      }
      const form = el("form", "hud-new");
      const name = el("input");
      name.placeholder = "New outlet name";
      name.dataset.field = "hud-new-outlet";
      name.setAttribute("aria-label", "New outlet name");
      form.append(name, Object.assign(el("button", null, "Connect"), { type: "submit" }));
      form.addEventListener("submit", (e) => {
        e.preventDefault();
        if (!/^[A-Za-z_]\w*$/.test(name.value)) return notify("An outlet name is a Swift identifier (letters, digits, _).", "error");
        const connected = actions.connectOutlet(sourceId, name.value, targetId);
        done(connected);
        if (connected) offerDeclaration({ className: sourceClass, kind: "outlet", name: name.value, type: targetClass });
      });
      outletList.append(form);
    } else {
      hud.append(el("p", "hud-note", outletsRefused));
    }
    if (!actionsRefused) {
      const sends = catalog ? catalog.chain(catalog.classFor(source)?.className).some((c) => c.declaresActionSending) : false;
      if (sends || model.platform === "macos") {
        const actionList = group("Sent Actions");
        const actionForm = el("form", "hud-new");
        const selector = el("input");
        selector.placeholder = "Action (e.g. save:)";
        selector.dataset.field = "hud-new-action";
        selector.setAttribute("aria-label", "New action selector");
        const events = catalog?.controlEventsOf(catalog.classFor(source)?.className) ?? [];
        const eventPicker = el("select");
        eventPicker.dataset.field = "hud-action-event";
        eventPicker.setAttribute("aria-label", "Control event");
        for (const name of events) eventPicker.append(Object.assign(el("option", null, name), { value: name }));
        eventPicker.value = events.includes("touchUpInside") ? "touchUpInside" : events[0] ?? "";
        actionForm.append(selector);
        if (model.platform === "ios" && events.length) actionForm.append(eventPicker);
        actionForm.append(Object.assign(el("button", null, "Connect"), { type: "submit" }));
        actionForm.addEventListener("submit", (e) => {
          e.preventDefault();
          const value = selector.value.trim();
          if (!/^[A-Za-z_][\w:]*$/.test(value)) return notify("An action is a selector such as save: or save:forEvent:.", "error");
          const connected = actions.connectAction(sourceId, value.includes(":") ? value : `${value}:`, targetId, model.platform === "ios" ? eventPicker.value || null : null);
          done(connected);
          if (connected) offerDeclaration({ className: targetClass, kind: "action", name: value.split(":")[0], type: sourceClass });
        });
        actionList.append(actionForm);
        // The destination's @IBActions from the project's code that this control can send.
        for (const action of code?.actionsAccepting(targetClass, sourceClass) ?? []) {
          item(actionList, action.selector, () => actions.connectAction(sourceId, action.selector, targetId,
            model.platform === "ios" ? eventPicker.value || null : null), `hud-action-${action.selector}`);
        }
      }
    } else if (actionsRefused !== outletsRefused) {
      hud.append(el("p", "hud-note", actionsRefused));
    }
    // A segue leads to a controller or a Storyboard Reference (commands/segue-destinations.js).
    const targetController = isSegueDestination(target?.tag) ? target : null;
    if (model.kind === "storyboard" && targetController && targetController !== source) {
      const segues = group("Segues");
      for (const [kind, label] of SEGUE_KINDS) item(segues, label, () => actions.connectSegue(sourceId, targetId, kind), `hud-segue-${kind}`);
      for (const [relationship, label] of RELATIONSHIPS[source.tag] ?? []) {
        item(segues, `Relationship: ${label}`, () => actions.connectSegue(sourceId, targetId, "relationship", relationship), `hud-relationship-${relationship}`);
      }
    }
    showAt(hud, x, y);
    hud.querySelector("input, button")?.focus();
  }

  document.addEventListener("pointerdown", (event) => { if (hud && !hud.contains(event.target)) closeHud(); }, true);
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") closeHud(); });
  return { released, close: closeHud };
}
