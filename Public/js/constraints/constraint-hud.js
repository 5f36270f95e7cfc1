/**
 * The constraint HUD of a control-drag between two views (Xcode's): the relations dragRelations offers,
 * each added with one click as one undoable batch (Shift-click picks several, added together). View →
 * controller drags keep the connections HUD.
 */
import { dragRelations } from "../commands/auto-layout/drag-relations.js";
import { el } from "../util/dom.js";

/** Separators between Xcode's groups: spacing, horizontal, vertical, sizes. */
const GROUP_OF = {
  leadingSpace: 0, trailingSpace: 0, topSpace: 0, bottomSpace: 0,
  horizontalSpacing: 1, leading: 1, trailing: 1, centerX: 1,
  verticalSpacing: 2, top: 2, bottom: 2, centerY: 2, firstBaseline: 2,
  equalWidths: 3, equalHeights: 3, width: 3, height: 3, aspectRatio: 3,
};

export function makeConstraintHud({ getDocument, getModel, layoutActions }) {
  /** The entries for a drag, or [] when it is not between two views of one hierarchy. */
  const entries = (sourceId, targetId) => {
    const doc = getDocument();
    return doc ? dragRelations(doc, sourceId, targetId, { safeAreaOf: layoutActions.safeAreaOf }) : [];
  };
  return {
    /** True when a drag from the view onto itself offers constraints (its width, height, aspect ratio). */
    offers: (sourceId, targetId) => entries(sourceId, targetId).length > 0,
    /** The HUD element, or null to fall back to the connections HUD. `done(ok)` closes it. */
    panel(sourceId, targetId, done) {
      const list = entries(sourceId, targetId);
      if (!list.length) return null;
      const model = getModel();
      const name = (id) => model.objects.get(id)?.name ?? id;
      const hud = el("div", "connection-hud constraint-hud");
      hud.setAttribute("role", "dialog");
      hud.setAttribute("aria-label", sourceId === targetId ? `Constraints of ${name(sourceId)}` : `Constrain ${name(sourceId)} to ${name(targetId)}`);
      hud.append(el("h3", null, sourceId === targetId ? name(sourceId) : `${name(sourceId)} → ${name(targetId)}`));
      let group = null;
      // Shift-click picks several (as in Xcode); "Add Constraints" then adds them in one batch.
      const picked = new Set();
      const addPicked = el("button", "hud-add", "Add Constraints");
      addPicked.type = "button";
      addPicked.dataset.field = "hud-constraint-add";
      addPicked.hidden = true;
      addPicked.addEventListener("click", () => {
        const chosen = list.filter((entry) => picked.has(entry.key));
        done(Boolean(layoutActions.addConstraints("Add Constraints", () => chosen.flatMap((entry) => entry.specs))));
      });
      for (const entry of list) {
        if (group !== null && GROUP_OF[entry.key] !== group) hud.append(el("div", "hud-separator"));
        group = GROUP_OF[entry.key];
        const button = el("button", "hud-item", entry.title);
        button.type = "button";
        button.dataset.field = `hud-constraint-${entry.key}`;
        button.setAttribute("aria-pressed", "false");
        button.addEventListener("click", (event) => {
          if (!event.shiftKey && !picked.size) return done(Boolean(layoutActions.addConstraints(entry.title, () => entry.specs)));
          if (picked.has(entry.key)) picked.delete(entry.key);
          else picked.add(entry.key);
          button.setAttribute("aria-pressed", String(picked.has(entry.key)));
          addPicked.hidden = picked.size === 0;
          addPicked.textContent = picked.size === 1 ? "Add Constraint" : `Add ${picked.size} Constraints`;
          return undefined;
        });
        hud.append(button);
      }
      hud.append(addPicked);
      return hud;
    },
  };
}
