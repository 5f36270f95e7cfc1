/**
 * What a segue can lead to: a view controller of the storyboard, or a Storyboard Reference (`<viewControllerPlaceholder>`,
 * Interface Builder's stand-in for a scene of another storyboard, which UIKit loads when the segue runs). The one rule
 * connectSegue (connections.js) refuses by and the connections HUD (panels/connection-hud.js) offers by. In the corpus
 * (../shared/fixtures/corpus) every one of the 19 storyboard references is a segue's destination (RxSwift's iOS
 * Main.storyboard: 15 push segues; RocketChat's Subscriptions and Chat storyboards: presentation, show and a split view's
 * detailViewController relationship), written as any segue is: `<segue destination=… kind=… id=…/>`. A reference is never a
 * segue's source (none of the 19 has `<connections>`), and it stands for a controller in a storyboard only.
 */
import { CommandError } from "./errors.js";

/** Whether an element name (or a canvas model node's tag) can be a segue's destination. */
export const isSegueDestination = (tag) => /Controller$/.test(tag ?? "") || tag === "viewControllerPlaceholder";

/** Why a segue can't go from `from` to `to`, or null. */
export function segueRefusal(from, to) {
  if (from.tagName === "viewControllerPlaceholder") return "a storyboard reference stands for a scene of another storyboard: a segue can lead to it, not from it.";
  if (!isSegueDestination(to.tagName)) return "a segue leads to a view controller or a storyboard reference.";
  return null;
}

/** `segueRefusal` as a thrown CommandError. */
export function requireSegue(from, to) {
  const refusal = segueRefusal(from, to);
  if (refusal) throw new CommandError(refusal);
}
