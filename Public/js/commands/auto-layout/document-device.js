/**
 * "Use as Document Device": the document's `<device id=… orientation=…>` becomes the previewed device and
 * every view takes the frame the solver gives it there (root views the device's size), as Xcode stores a
 * document laid out for the device it was last viewed as.
 */
import { childAddress, ROOT } from "../addresses.js";
import { readFrame, round6, setFrame } from "../frames.js";
import { elementXML } from "../xml-writer.js";
import { attributeNames, childElement } from "../../document/xml-read.js";
import { itemElement } from "./view-tree.js";

/** `device`: a layout/devices.js Device; `solved`: id → {frame} on that device. */
export function setDocumentDeviceOps(doc, device, solved) {
  const ops = [];
  const element = childElement(doc.root, "device");
  if (!element) {
    ops.push({ op: "insertSubtree", parent: ROOT, position: { xcodeOrder: true },
      xml: elementXML("device", [["id", device.id], ["orientation", device.orientation], ["appearance", "light"]]) });
  } else {
    const target = childAddress(ROOT, "device");
    if (element.getAttribute("id") !== device.id) {
      // `id` is immutable for ops: the element is replaced, keeping its other attributes.
      const attributes = [["id", device.id], ["orientation", device.orientation],
        ...attributeNames(element).filter((name) => name !== "id" && name !== "orientation").map((name) => [name, element.getAttribute(name)])];
      ops.push({ op: "removeSubtree", target }, { op: "insertSubtree", parent: ROOT, position: { xcodeOrder: true }, xml: elementXML("device", attributes) });
    } else if (element.getAttribute("orientation") !== device.orientation) {
      ops.push({ op: "setAttribute", target, name: "orientation", value: device.orientation });
    }
  }
  for (const [id, view] of solved) {
    const viewElement = itemElement(doc, id);
    if (!viewElement || !readFrame(viewElement)) continue;
    const { x, y, width, height } = view.frame;
    ops.push(...setFrame(doc, { id, x: round6(x), y: round6(y), width: round6(Math.max(0, width)), height: round6(Math.max(0, height)) }));
  }
  return ops;
}
