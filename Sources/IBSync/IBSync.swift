// The IBSync module: operations over the lossless document tree (apply, invert, validate) and the per-document authority. See docs/protocol.md.
