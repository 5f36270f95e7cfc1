/**
 * The modules the editor page loads after editor.js's own imports, as paths under /js/, in the order they are
 * needed: what draws the first picture (first-draw.js), then the sync client and engine, then the rest of
 * the page. editor.js asks for all of them at once (`<link rel="modulepreload">`) instead of letting the browser
 * discover them one import level at a time (the page's graph is 7 levels deep; each level is a round trip).
 * Tests/js/editor/editor-modules.test.mjs checks the list against the imports.
 */
export const EDITOR_MODULES = [
  "document/appkit-flipped.js", "canvas/views/appkit-tables.js", "canvas/canvas.js", "document/colors.js", "document/document-model.js", "app/first-draw.js", "document/ib-names.js", "canvas/views/image-slots.js", "canvas/views/menu-bar.js",
  "document/media-registry.js", "app/perf-probe.js", "canvas/scene-layout.js", "canvas/segues.js", "sync/engine/xml-escaping.js", "sync/engine/xml-nodes.js",
  "sync/engine/xml-parse-error.js", "sync/engine/xml-parser.js", "canvas/views/system-image-shapes.js", "canvas/views/system-images.js", "canvas/views/uikit-views.js",
  "document/xml-read.js", "canvas/camera.js", "util/dom.js", "canvas/scene-renderer.js", "canvas/overlays/camera-fit.js",
  "canvas/overlays/culling.js", "canvas/overlays/drop-highlight.js", "canvas/overlays/guides.js", "canvas/overlays/peers.js",
  "canvas/overlays/selection-overlay.js",
  "sync/backoff.js", "sync/client-replica.js", "sync/engine/batch-applier.js", "sync/engine/checksum.js",
  "sync/engine/child-placement.js", "sync/engine/edit-operation.js", "sync/engine/node-address.js",
  "sync/engine/object-rules.js", "sync/engine/operation-applier.js", "sync/engine/parent-plan.js",
  "sync/engine/reference-attribute-table.js", "sync/engine/reference-attributes.js",
  "sync/engine/reference-cascade.js", "util/swift-strings.js", "sync/engine/sync-document.js",
  "sync/engine/sync-error.js", "sync/engine/xcode-order-table.js", "sync/engine/xcode-order.js",
  "sync/engine/xml-editing.js", "sync/engine/xml-serializer.js", "sync/peer-roster.js", "sync/pending-queue.js",
  "sync/presence-throttle.js", "sync/reconnecting-socket.js", "sync/storage-indexeddb.js", "sync/storage-memory.js",
  "sync/sync-client.js", "sync/undo-stack.js", "sync/wire.js",
  "account/account-api.js", "account/dom.js", "account/share-button.js", "account/share-dialog.js",
  "canvas/geometry.js", "document/catalog.js", "document/changed-scenes.js", "editing/clipboard.js", "code/declaration-panel.js",
  "panels/inspector/inspectable-section.js", "code/inspectables.js", "code/user-classes.js", "commands/add-object.js", "commands/add-scene.js",
  "commands/addresses.js", "commands/attributes.js", "commands/connection-rules.js", "commands/connections.js", "commands/embed.js",
  "commands/errors.js", "commands/frames.js", "commands/ids.js", "commands/images.js", "commands/index.js", "commands/library-parts.js",
  "commands/library-placement.js", "commands/new-view-defaults.js", "commands/inspector-edits.js",
  "commands/numbers.js", "commands/protection.js", "commands/reparent.js", "commands/scene-connections.js", "commands/segue-destinations.js", "commands/static-cells.js", "commands/structure.js", "commands/table-header-footer.js",
  "commands/runtime-attributes.js", "commands/text.js", "commands/title.js", "commands/xml-writer.js", "panels/connection-hud.js", "editing/context-menu.js", "canvas/distance-overlay.js", "canvas/drop-targets.js",
  "editing/edit-actions.js", "editing/editor.js", "app/editor-page.js", "app/follow-changes.js", "app/test-hook.js", "panels/export-menu.js", "panels/history.js", "panels/inspector/attributes.js", "panels/inspector/connections.js", "panels/inspector/bindings.js", "commands/bindings.js",
  "panels/inspector/fields.js", "panels/inspector/identity.js", "panels/inspector/size.js", "panels/inspector/autoresizing-editor.js", "panels/inspector/origin-anchor.js", "commands/autoresizing-edit.js", "commands/color-edit.js", "panels/inspector/color-picker.js", "commands/font-edit.js", "panels/inspector/font-picker.js", "panels/inspector/inspector.js", "panels/issues.js",
  "editing/keyboard-shortcuts.js", "panels/library.js", "api/media.js", "panels/media-library.js", "panels/outline.js", "canvas/interactions/pointer-machine.js", "canvas/interactions/idle.js", "canvas/interactions/pointing.js",
  "canvas/interactions/translating.js", "canvas/interactions/resizing.js", "canvas/overlays/size-readout.js", "canvas/interactions/marquee.js", "canvas/interactions/panning.js",
  "canvas/interactions/connecting.js", "canvas/interactions/moving-entry-point.js", "commands/initial-controller.js", "canvas/interactions/dragging-from-library.js", "canvas/interactions/dragging-media.js",
  "panels/presence.js", "util/save-file.js", "editing/selection.js", "editing/size-to-fit.js", "canvas/interactions/snapping.js", "strings/catalog.js", "strings/documents.js", "strings/tool.js",
  "editing/title-editor.js", "panels/toolbar.js", "util/initials.js", "util/shortcut-label.js", "util/time-ago.js", "util/zip-store.js",
  // Auto Layout (constraints/, device-bar.js) and the solver it runs (layout/).
  "constraints/align-popover.js", "commands/auto-layout/align.js", "commands/auto-layout/attributes.js", "constraints/auto-layout.js",
  "commands/auto-layout/commands.js", "commands/auto-layout/constraint-edit.js", "constraints/constraint-hud.js",
  "constraints/constraint-overlay.js", "panels/inspector/constraints-section.js", "commands/auto-layout/constraint-xml.js",
  "commands/auto-layout/document-device.js", "commands/auto-layout/installed-edit.js", "panels/inspector/installed-section.js",
  "constraints/installed-variation-popover.js", "constraints/size-class-display.js",
  "commands/auto-layout/drag-relations.js", "constraints/layout-actions.js", "constraints/layout-toolbar.js",
  "constraints/live-layout.js", "commands/auto-layout/neighbours.js", "constraints/pin-popover.js", "commands/auto-layout/pin.js",
  "commands/auto-layout/placement-marks.js", "constraints/popover.js", "constraints/resolve-menu.js", "commands/auto-layout/resolve.js",
  "constraints/simulated-bars.js", "commands/auto-layout/simulated-metrics-edit.js", "panels/inspector/simulated-metrics-section.js",
  "commands/auto-layout/stack-embed.js", "commands/auto-layout/view-tree.js", "panels/device-bar.js",
  "commands/auto-layout/extended-edges-edit.js", "panels/inspector/extended-edges-section.js", "constraints/full-screen-roots.js",
  "layout/alignment-rect.js", "layout/ambiguity-probe.js", "layout/appkit-control-table.js", "layout/appkit-controls.js", "layout/canvas-insets.js", "layout/cell-margins.js", "layout/conflict-explainer.js", "layout/constraint.js",
  "layout/device-table.js", "layout/devices.js", "layout/document-layout.js",
  "layout/document-system.js", "layout/elements.js", "layout/expression.js", "layout/insets.js",
  "layout/intrinsic-size.js", "layout/layout-environment.js", "layout/layout-hierarchy.js",
  "layout/layout-issues.js", "layout/layout-item.js", "layout/layout-system.js", "layout/root-autoresizing.js",
  "layout/root-document-constraints.js", "layout/root-intrinsic-sizes.js", "layout/root-items.js",
  "layout/pull-outcome.js", "layout/pull-walk.js", "layout/root-mapping.js", "layout/root-stack-hidden-views.js", "layout/root-stack-views.js", "layout/row.js", "layout/simulated-metrics.js", "layout/solver.js",
  "layout/swift-number.js", "layout/text-metrics.js", "layout/page-sheets.js", "layout/size-class-variations.js", "layout/stored-text-sizes.js", "layout/text-advances-table.js", "layout/text-advances.js",
  "layout/xcode26-bars.js",
];

/** How many of EDITOR_MODULES the first drawing and the session need (the first two groups above). */
export const FIRST_MODULES = 59;
