// GENERATED from Sources/IBSync/ReferenceAttributeTable.swift by
// Tests/IBSyncTests/ReferenceAttributeTableExportTests.swift. Do not edit: regenerate with
// `REGENERATE_JS=1 swift test --filter ReferenceAttributeTableExportTests`.

/** `element attribute element|attribute` and `~container` lines (see ReferenceAttributeTable.swift). */
export const referenceAttributeLines = [
  "accessibilityConnection destination element",
  "action destination element",
  "action target element",
  "binding destination element",
  "binding previousBinding element",
  "constraint firstItem element",
  "constraint secondItem element",
  "designable name element",
  "document initialViewController attribute",
  "exclude reference element",
  "gridCell column element",
  "gridCell headOfMergedCell attribute",
  "gridCell row element",
  "include reference element",
  "outlet destination element",
  "outletCollection destination element",
  "outlineView headerView attribute",
  "outlineView outlineTableColumn attribute",
  "popUpButtonCell selectedItem attribute",
  "segue destination element",
  "segue popoverAnchorBarButtonItem element",
  "segue reference element",
  "tabView initialItem attribute",
  "tableView headerView attribute",
  "tableViewCell detailTextLabel attribute",
  "tableViewCell textLabel attribute",
  "tableViewCellContentView tableViewCell element",
  "toolbarItem reference element",
  "~defaultToolbarItems",
];
