/**
 * A small storyboard laid out exactly as Xcode writes it: `Tests/fixtures/Sample.storyboard`, the file the Swift
 * tests read too (Tests/IBSyncTests/SampleDocuments.swift). Two scenes, a label, a button with an action, a box
 * with a text view, constraints and outlets.
 */
import { readFileSync } from "node:fs";

export const SAMPLE_STORYBOARD = readFileSync(new URL("../../fixtures/Sample.storyboard", import.meta.url), "utf8");
