/// IBDocument: the pure document layer of Storyweave (no I/O).
///
/// - `XML/`: a lossless XML tree (`MarkupDocument`, `MarkupElement`) that serializes unedited
///   input to the same bytes, and an editing API that writes what Xcode writes.
/// - `Graph/`: `InterfaceDocument`, the object graph over that tree (scenes, placeholders,
///   views, constraints, connections, resources) with typed accessors that read and write it.
/// - `Catalog/`, `Lint/`, `Strings/`, `Templates/`, `Identifiers/`: class catalog, validation,
///   localizable strings, new-document templates and id generation.
///
/// See docs/document-model.md.
