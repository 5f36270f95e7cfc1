import IBDocument

/// Which outlets and actions can be made at all: the rule `EditCommands.connectOutlet` / `connectAction` refuse by,
/// and (its JS twin, Public/js/commands/connection-rules.js) the rule the connections HUD offers by, so nothing the HUD
/// offers is then refused. Each function answers the reason a connection is refused, or nil; the reasons and their
/// order are the twin's.
enum ConnectionRules {
    /// Objects of two storyboard scenes: each scene is its own nib, so an outlet or action between two has no instance
    /// on the other side (lint IB003; Interface Builder never writes one). A xib is one nib.
    static let crossScene = "Outlets and actions cannot connect objects of different scenes: the objects of a scene become "
        + "instances together when the scene loads, so an object of another scene has no instance to connect to. Use a segue instead."

    /// Outlets Xcode keeps as the source's own children, never as `<outlet>`: a navigation item's bar button items and
    /// title view; none of the corpus's 83 navigation items has `<connections>`; a bar button item's custom view
    /// (`<view key="customView">`: 7 in the fixtures, no `property="customView"` outlet anywhere).
    static let childOutlets: [String: Set<String>] = [
        "navigationItem": ["backBarButtonItem", "leftBarButtonItem", "rightBarButtonItem", "titleView", "leftBarButtonItems", "rightBarButtonItems"],
        "barButtonItem": ["customView"],
    ]

    /// Why an outlet from `source` to `destination` is refused, or nil. With `property` nil it answers for every outlet
    /// between the two; with a property it also refuses the outlets the source holds as children (`childOutlets`).
    static func outletRefusal(from source: MarkupElement, to destination: MarkupElement, property: String?) -> String? {
        crossSceneRefusal(from: source, to: destination) ?? layoutGuideRefusal(destination)
            ?? property.flatMap { childOutletRefusal(from: source, property: $0) }
            ?? leavingCellViewRefusal(from: source, to: destination) ?? intoPrototypeCellRefusal(from: source, to: destination)
    }

    /// Why an action from `source` to its target is refused, or nil.
    static func actionRefusal(from source: MarkupElement, to target: MarkupElement) -> String? {
        crossSceneRefusal(from: source, to: target)
    }

    static func crossSceneRefusal(from source: MarkupElement, to destination: MarkupElement) -> String? {
        guard let a = scene(of: source), let b = scene(of: destination), a !== b else { return nil }
        return crossScene
    }

    /// The storyboard `<scene>` holding `element`, or nil (in a xib).
    static func scene(of element: MarkupElement) -> MarkupElement? {
        var node: MarkupElement? = element
        while let current = node {
            if current.name == "scene" { return current }
            node = current.parent
        }
        return nil
    }

    /// A layout guide is an item of constraints, not an outlet's destination: 0 of the corpus's 8,639 outlets point at
    /// one, and the compiler has no object for a legacy guide (a hypothesis about Xcode).
    static func layoutGuideRefusal(_ destination: MarkupElement) -> String? {
        destination.name == "viewLayoutGuide" || destination.name == "viewControllerLayoutGuide" ? "a layout guide can't be an outlet's destination." : nil
    }

    static func childOutletRefusal(from source: MarkupElement, property: String) -> String? {
        childOutlets[source.name]?.contains(property) == true
            ? "a \(source.name)'s \(property) is the item placed in it, not a connection: drop the item on the bar." : nil
    }

    /// The AppKit prototype cell view holding `element` (a `<tableCellView>` of a table column, itself included).
    static func prototypeCellView(of element: MarkupElement) -> MarkupElement? {
        var cell: MarkupElement?
        var node: MarkupElement? = element
        while let current = node {
            if cell == nil, current.name == "tableCellView" { cell = current } else if cell != nil, current.name == "tableColumn" { return cell }
            node = current.parent
        }
        return nil
    }

    /// An AppKit prototype cell view is archived as a nib of its own, holding File's Owner and the cell view
    /// (`AppKitPrototypeCellNib`), so an outlet from inside it can reach only those: across the corpus the 230 outlets
    /// of objects inside a cell view go to the cell view's own objects (228) or File's Owner (2), none elsewhere.
    static func leavingCellViewRefusal(from source: MarkupElement, to destination: MarkupElement) -> String? {
        guard let cell = prototypeCellView(of: source), destination.attribute("id") != "-2",
              !SyncDocument.isInside(destination, cell) else { return nil }
        return "an outlet from inside a table cell view can only reach the cell view's own objects or File's Owner."
    }

    /// The prototype cell holding `element` (a table view's `<prototypes>`, a collection view's `<cells>`, an AppKit
    /// column's `<prototypeCellViews>`), or nil.
    static func prototypeCell(of element: MarkupElement) -> MarkupElement? {
        var node: MarkupElement? = element
        while let current = node {
            if ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView"].contains(current.name) {
                guard let holder = current.parent else { return nil }
                let prototype = holder.name == "prototypes" || holder.name == "prototypeCellViews"
                    || (holder.name == "cells" && holder.parent?.name == "collectionView")
                return prototype ? current : nil
            }
            node = current.parent
        }
        return nil
    }

    /// A prototype cell is repeating content: an outlet from outside it to something inside has no one object to hold.
    /// All 270 corpus outlets to an object inside a prototype cell come from inside the same cell.
    static func intoPrototypeCellRefusal(from source: MarkupElement, to destination: MarkupElement) -> String? {
        guard let cell = prototypeCell(of: destination), prototypeCell(of: source) !== cell else { return nil }
        return "an outlet can't reach into a prototype cell from outside it (the cell is repeated per row)."
    }
}
