/** The Auto Layout editing commands: pure functions `(document, args) -> ops` like Public/js/commands/. */
export { addConstraintsOps, constraintXML, ownerOf, readConstraint, constraintsInvolving, aspectRatioText } from "./constraint-xml.js";
export { pinDefaults, pinSpecs, constrainableIds } from "./pin.js";
export { alignSpecs, ALIGNMENTS } from "./align.js";
export { dragRelations } from "./drag-relations.js";
export { updateFramesOps, updateConstantsOps, clearConstraintsOps, missingSpecs, suggestedSpecs, constrainedParts, viewsWithin } from "./resolve.js";
export { embedInStackView, stackAxis } from "./stack-embed.js";
export { editConstraintOps, reverseConstraintOps } from "./constraint-edit.js";
export { installedOps, installedState } from "./installed-edit.js";
