/**
 * AppKit views whose subviews' frames count y down from the top (isFlipped): the canvas draws their subviews at the
 * stored y and the frame commands write screen moves into the XML unturned. Every other AppKit superview counts y
 * up from its bottom edge. Not stack views: a xib's vertical NSStackView writes its first (topmost) arranged view
 * with the largest y (test19_layouts.xib: 62, 30, -2; test25_hugging.xib: the button above the field at y 22 over 0),
 * so its frames count up like any unflipped view's (as in the layout: layout/layout-hierarchy.js and its Swift twin).
 */
export const FLIPPED_APPKIT_TAGS = new Set(["clipView", "tableView", "outlineView", "textView", "scrollView",
  "collectionView", "matrix"]);
