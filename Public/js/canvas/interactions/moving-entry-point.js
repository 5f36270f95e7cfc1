/**
 * Moving the storyboard's entry point: a press on the entry arrow drags it (it follows the pointer, the controller
 * under the pointer is marked); released over another scene's view controller, that controller becomes the
 * storyboard's initial view controller (`initialViewController` on `<document>`, one batch), as in Interface Builder.
 */
import { isInitialControllerCandidate } from "../../commands/initial-controller.js";

/** The controller of the scene drawn under a client point, when it can be the entry point. */
function controllerAt(model, x, y) {
  for (const element of document.elementsFromPoint(x, y)) {
    const sceneId = element.closest(".world section.scene")?.dataset.sceneId;
    if (!sceneId) continue;
    const controller = model.scenes.find((s) => s.id === sceneId)?.controller;
    return controller && isInitialControllerCandidate(controller.tag) ? controller : null;
  }
  return null;
}

const unmark = () => { for (const node of document.querySelectorAll(".entry-target")) node.classList.remove("entry-target"); };

export const movingEntryPoint = {
  move({ model }, data, event) {
    data.arrow.style.transform = `translate(${event.clientX - data.start.x}px, ${event.clientY - data.start.y}px)`;
    unmark();
    const target = controllerAt(model, event.clientX, event.clientY);
    if (target) document.querySelector(`.world section.scene[data-scene-id="${CSS.escape(target.scene.id)}"] .screen`)?.classList.add("entry-target");
    return null;
  },
  up({ model, actions }, data, event) {
    unmark();
    data.arrow.style.transform = "";
    const target = controllerAt(model, event.clientX, event.clientY);
    if (target && target.id !== model.initialControllerId) actions.setInitialController(target.id);
    return { to: "idle" };
  },
};
