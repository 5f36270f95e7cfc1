/**
 * The autoresizing mask of a view, as the Size inspector's springs-and-struts editor writes it:
 * `<autoresizingMask key="autoresizingMask" …/>` naming each flag that is on with `="YES"` and leaving the others out
 * (all 5,565 masks of the corpus say only YES; 1,630 of them name no flag and stay in the document as the empty
 * element, so switching every flag off keeps the element). The flags go in the order of the mask's bits,
 * flexibleMinX widthSizable flexibleMaxX flexibleMinY heightSizable flexibleMaxY (UIViewAutoresizing and
 * NSAutoresizingMaskOptions share them): every one of the 5,565 masks keeps that order. The generated
 * `@touch/autoresizingMask` line of the order table puts heightSizable second, but no iOS mask of the corpus has
 * heightSizable with a margin flag, so it is not evidence; the whole element is written here instead.
 */
import { replaceKeyedChild } from "./attributes.js";
import { CommandError } from "./errors.js";
import { requireObject } from "./protection.js";
import { elementXML } from "./xml-writer.js";
import { attributeNames, childElement } from "../document/xml-read.js";

/** The six flags, in the order of their bits (UIViewAutoresizing / NSAutoresizingMaskOptions). */
export const AUTORESIZING_FLAGS = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"];

/** The flags that are on in an element's mask (an empty set without a mask). */
export function autoresizingFlags(element) {
  const mask = childElement(element, "autoresizingMask", "autoresizingMask");
  return new Set(AUTORESIZING_FLAGS.filter((flag) => mask?.getAttribute(flag) === "YES"));
}

/**
 * The ops that give view `id` exactly these flags: the mask element replaced where it is, or, for a view without one,
 * inserted where Xcode writes it (after the frame). Nothing when the flags are already these.
 */
export function setAutoresizingMaskOps(doc, { id, flags }) {
  const wanted = new Set(flags);
  for (const flag of wanted) if (!AUTORESIZING_FLAGS.includes(flag)) throw new CommandError(`"${flag}" is not an autoresizing flag.`);
  const pairs = [["key", "autoresizingMask"], ...AUTORESIZING_FLAGS.filter((flag) => wanted.has(flag)).map((flag) => [flag, "YES"])];
  const xml = elementXML("autoresizingMask", pairs);
  const mask = childElement(requireObject(doc, id), "autoresizingMask", "autoresizingMask");
  if (mask && attributesOf(mask) === attributesOf({ pairs })) return [];
  return replaceKeyedChild(doc, { id, element: "autoresizingMask", key: "autoresizingMask", xml });
}

/** An element's attributes as one comparable string (`{ pairs }`: a mask about to be written). */
function attributesOf(element) {
  const pairs = element.pairs ?? attributeNames(element).map((name) => [name, element.getAttribute(name)]);
  return pairs.map(([name, value]) => `${name}=${value}`).join(" ");
}
