/**
 * Auto Layout in the editor, installed once: the live solution (live-layout.js), its edits
 * (layout-actions.js), the constraints drawn for the selection (constraint-overlay.js), the canvas toolbar
 * (layout-toolbar.js), the device bar (../panels/device-bar.js), the simulated bars (simulated-bars.js), the views
 * the shown size class doesn't install (size-class-display.js) and the control-drag constraint HUD.
 */
import { installDeviceBar } from "../panels/device-bar.js";
import { makeConstraintHud } from "./constraint-hud.js";
import { installConstraintOverlay } from "./constraint-overlay.js";
import { LayoutActions } from "./layout-actions.js";
import { installLayoutToolbar } from "./layout-toolbar.js";
import { LiveLayout } from "./live-layout.js";
import { placementMarkOps } from "../commands/auto-layout/placement-marks.js";
import { installSimulatedBars } from "./simulated-bars.js";
import { installSizeClassDisplay } from "./size-class-display.js";
import { danglingEntryOps } from "../commands/auto-layout/installed-edit.js";

export function installAutoLayout({ viewport, canvas, selection, actions, getModel, notify }) {
  const getDocument = () => actions.doc;
  const liveLayout = new LiveLayout({ getDocument, getModel: () => canvas.model ?? getModel() });
  const layoutActions = new LayoutActions({ actions, liveLayout, notify });
  // Deleting an uninstalled constraint or view takes its entry out of the size classes' masks (before the marks).
  actions.addBatchHook((doc, ops) => {
    try {
      return danglingEntryOps(doc, ops);
    } catch (error) {
      console.warn(`Size-class masks left as they are: ${error.message}`);
      return [];
    }
  });
  // Edits that leave views misplaced or ambiguous (or fix them) write Xcode's marks in the same batch.
  actions.addBatchHook((doc, ops) => {
    try {
      return placementMarkOps(doc, ops, { storedTextSizes: liveLayout.storedTextSizes(doc) });
    } catch (error) {
      console.warn(`Placement marks skipped: ${error.message}`);
      return [];
    }
  });
  const overlay = installConstraintOverlay({ viewport, canvas, selection, liveLayout, getDocument });
  const toolbar = installLayoutToolbar({ viewport, selection, actions, layoutActions, getModel, notify });
  const deviceBar = installDeviceBar({ viewport, canvas, liveLayout, getModel,
    onAdopt: (device) => layoutActions.setDocumentDevice(device), readOnly: () => actions.readOnly });
  installSimulatedBars({ canvas, liveLayout, getDocument });
  // Views the shown size class doesn't install are not drawn (the device bar's preview draws after this hook).
  const sizeClasses = installSizeClassDisplay({ canvas, liveLayout, getDocument });
  layoutActions.isUninstalled = sizeClasses.isUninstalled;
  canvas.onDraw(() => toolbar.refresh());
  // The text sizes Xcode stored are taken as the document is first drawn, before anyone edits it.
  canvas.onDraw(() => liveLayout.storedTextSizes());
  const constraintHud = makeConstraintHud({ getDocument, getModel, layoutActions });
  return { liveLayout, layoutActions, overlay, toolbar, deviceBar, constraintHud, sizeClasses };
}
