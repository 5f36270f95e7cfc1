// Writes a tree back to text. Twin of Sources/IBDocument/XML/MarkupSerializer.swift: everything
// comes from the nodes' stored lexical form, so an unedited tree gives back its input exactly.

/** The whole document's text. */
export function serializeDocument(document) {
  const out = [];
  if (document.hasByteOrderMark) out.push("\uFEFF");
  if (document.declaration !== null) out.push(document.declaration);
  for (const node of document.prolog) writeNode(node, out);
  writeElement(document.root, out);
  for (const node of document.epilog) writeNode(node, out);
  return out.join("");
}

/** One element with its subtree (Swift's `markupString`). */
export function serializeElement(element) {
  const out = [];
  writeElement(element, out);
  return out.join("");
}

function writeNode(node, out) {
  switch (node.nodeType) {
    case 1: writeElement(node, out); break;
    case 3: out.push(node.raw); break;
    case 8: out.push("<!--", node.raw, "-->"); break;
    case 4: out.push("<![CDATA[", node.raw, "]]>"); break;
    default: throw new Error(`unknown node type ${node.nodeType}`);
  }
}

function writeElement(element, out) {
  let tag = "<" + element.tagName;
  for (const attribute of element.attributes) {
    tag += (attribute.lead ?? " ") + attribute.name + (attribute.equals ?? "=") + attribute.quote + attribute.raw + attribute.quote;
  }
  tag += element.startTagTrailingWhitespace;
  if (element.childNodes.length === 0 && element.isSelfClosing) {
    out.push(tag + "/>");
    return;
  }
  out.push(tag + ">");
  for (const node of element.childNodes) writeNode(node, out);
  out.push("</" + element.tagName + element.endTagTrailingWhitespace + ">");
}
