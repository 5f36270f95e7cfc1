/**
 * The initials on an avatar: the first letters of the first two words, upper-cased ("?" for none). An e-mail
 * address counts by the part before "@" (the server cuts it there first, `DocumentPerson.displayName`). Twin of
 * `DocumentPerson.initials` (Sources/StoryweaveApp/DocumentRoutes.swift), which gives the home page's people the
 * same letters as the editor's avatars; the account views (members, audit, team sidebar) use it too.
 */
export const initials = (name = "?") =>
  String(name).split("@")[0].split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0].toUpperCase()).join("") || "?";
