/** Editor ▸ Embed In ▸ Navigation Controller / View (mirrors `EditCommands.embedInNavigationController`). */
import { addressOf, childAddress, objectAddress, ROOT } from "./addresses.js";
import { CommandError } from "./errors.js";
import { formatNumber, parseNumber } from "./numbers.js";
import { isAppKit, readFrame, setFrame } from "./frames.js";
import { requireObject, protectionReason } from "./protection.js";
import { childElement } from "../document/xml-read.js";

export function embedInNavigationController(doc, { id, generator }) {
  const controller = requireObject(doc, id);
  if (isAppKit(doc)) throw new CommandError("AppKit has no navigation controller.");
  let scene = controller.parentElement;
  while (scene && scene.tagName !== "scene") scene = scene.parentElement;
  if (!scene || !scene.parentElement) throw new CommandError("only a view controller in a storyboard scene can be embedded in a navigation controller.");
  const [sceneID, navigationID, barID, segueID, responderID] = [1, 2, 3, 4, 5].map(() => generator.next());
  const location = childElement(scene, "point", "canvasLocation");
  const x = formatNumber(location && location.getAttribute("x") !== null ? parseNumber(location.getAttribute("x")) - 800 : 0);
  const y = location?.getAttribute("y") ?? "0";
  const xml = `<!--Navigation Controller-->
<scene sceneID="${sceneID}">
    <objects>
        <navigationController automaticallyAdjustsScrollViewInsets="NO" id="${navigationID}" sceneMemberID="viewController">
            <toolbarItems/>
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="${barID}">
                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <nil name="viewControllers"/>
            <connections>
                <segue destination="${id}" kind="relationship" relationship="rootViewController" id="${segueID}"/>
            </connections>
        </navigationController>
        <placeholder placeholderIdentifier="IBFirstResponder" id="${responderID}" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
    </objects>
    <point key="canvasLocation" x="${x}" y="${y}"/>
</scene>`;
  const ops = [{ op: "insertSubtree", parent: addressOf(doc, scene.parentElement), xml, position: { after: addressOf(doc, scene) } }];
  if (doc.root.getAttribute("initialViewController") === id) {
    ops.push({ op: "setAttribute", target: ROOT, name: "initialViewController", value: navigationID, expect: id });
  }
  return { ops, id: navigationID };
}

/**
 * Embeds sibling views in a new plain view sized to their union; they keep their place on screen.
 * (Their constraints to the old superview are removed by the move, as Interface Builder does.)
 */
export function embedInView(doc, { ids, generator }) {
  if (!ids.length) throw new CommandError("select the views to embed.");
  const elements = ids.map((id) => requireObject(doc, id));
  const parent = elements[0].parentElement;
  if (elements.some((e) => e.parentElement !== parent || protectionReason(doc, e) || !readFrame(e))) {
    throw new CommandError("only views with the same superview can be embedded together.");
  }
  const frames = elements.map(readFrame);
  const minX = Math.min(...frames.map((f) => f.x));
  const minY = Math.min(...frames.map((f) => f.y));
  const maxX = Math.max(...frames.map((f) => f.x + f.width));
  const maxY = Math.max(...frames.map((f) => f.y + f.height));
  const containerID = generator.next();
  const f = formatNumber;
  // UIKit's plain view; AppKit's is a <customView> (an NSView), which has no content mode.
  const [tag, contentMode] = isAppKit(doc) ? ["customView", ""] : ["view", ' contentMode="scaleToFill"'];
  const xml = `<${tag}${contentMode} translatesAutoresizingMaskIntoConstraints="NO" id="${containerID}">`
    + `<rect key="frame" x="${f(minX)}" y="${f(minY)}" width="${f(maxX - minX)}" height="${f(maxY - minY)}"/></${tag}>`;
  const ops = [{ op: "insertSubtree", parent: addressOf(doc, parent), xml, position: { after: objectAddress(ids[0]) } }];
  const inside = new Set(ids.flatMap((id) => [...subtree(requireObject(doc, id))]));
  for (let node = parent.parentElement; node; node = node.parentElement) {
    for (const constraint of childElement(node, "constraints")?.children ?? []) {
      if (inside.has(constraint.getAttribute("firstItem")) || inside.has(constraint.getAttribute("secondItem"))) {
        ops.push({ op: "removeSubtree", target: objectAddress(constraint.getAttribute("id")) });
      }
    }
  }
  elements.forEach((element, index) => {
    const id = ids[index];
    ops.push({ op: "move", target: objectAddress(id), newParent: childAddress(objectAddress(containerID), "subviews"), position: { atEnd: true } });
    ops.push(...setFrame(doc, { id, x: frames[index].x - minX, y: frames[index].y - minY }));
  });
  return { ops, id: containerID };
}

function* subtree(element) {
  const id = element.getAttribute("id");
  if (id) yield id;
  for (const child of element.children) yield* subtree(child);
}
