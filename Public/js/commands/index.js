/** The editing commands: pure functions `(document, args) -> ops` (docs/protocol.md §4 JSON). */
export { setAttribute, setKeyedChildAttribute, renameLabel, changeClass, removeKeyedChild, replaceKeyedChild, attributeOps } from "./attributes.js";
export { setFrame, moveViews, setScreenFrame, readFrame, isAppKit, toScreenFrame, screenOffsetInXML } from "./frames.js";
export { deleteObjects, duplicateObjects, copyObjects, pasteObjects } from "./structure.js";
export { addObject, sceneRefusal } from "./add-object.js";
export { addScene, isSceneClass } from "./add-scene.js";
export { addTableSection, canAddTableSection, canConvertToStaticCells, convertToDynamicPrototypes, convertToStaticCells, hasSwitchableContent } from "./static-cells.js";
export { cellClassName } from "./library-parts.js";
export { reparent } from "./reparent.js";
export { setTitle, editableTitle } from "./title.js";
export { embedInNavigationController, embedInView } from "./embed.js";
export { connectOutlet, connectAction, connectSegue, disconnect } from "./connections.js";
export { bindingsOf, connectBinding, COMMON_BINDINGS } from "./bindings.js";
export { setInitialController, isInitialControllerCandidate } from "./initial-controller.js";
export { isSegueDestination, segueRefusal } from "./segue-destinations.js";
export { IdGenerator, XCODE_ID } from "./ids.js";
export { CommandError } from "./errors.js";
