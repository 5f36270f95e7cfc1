/// Xcode's id-valued attributes: every `(element, attribute)` pair whose value names another
/// element's id, and what removing that element does to the referrer. Derived from the shared
/// corpus by `bench/sync/derive-reference-attributes.py` (935 documents; the script's docstring
/// gives the rule, and `--check` compares it with this table). Lines are
/// `element attribute element|attribute`: `element` = the referrer is removed whole (it means
/// nothing without its other end: an outlet, a constraint, `<exclude reference>` in a size-class
/// mask, `<segue reference>` in the tie-breakers), `attribute` = only the attribute goes
/// (`document initialViewController`). `~name` lines are containers of such referrers that Xcode
/// writes empty (`<defaultToolbarItems/>`); any other container a cascade leaves empty goes too.
/// `Public/js/sync/engine/reference-attribute-table.js` is generated from this text
/// (`REGENERATE_JS=1 swift test --filter ReferenceAttributeTableExportTests`).
enum ReferenceAttributeTable {
    static let text = #"""
accessibilityConnection destination element
action destination element
action target element
binding destination element
binding previousBinding element
constraint firstItem element
constraint secondItem element
designable name element
document initialViewController attribute
exclude reference element
gridCell column element
gridCell headOfMergedCell attribute
gridCell row element
include reference element
outlet destination element
outletCollection destination element
outlineView headerView attribute
outlineView outlineTableColumn attribute
popUpButtonCell selectedItem attribute
segue destination element
segue popoverAnchorBarButtonItem element
segue reference element
tabView initialItem attribute
tableView headerView attribute
tableViewCell detailTextLabel attribute
tableViewCell textLabel attribute
tableViewCellContentView tableViewCell element
toolbarItem reference element
~defaultToolbarItems
"""#
}
