// The HTTPServer module. See docs/architecture.md for what this layer owns.
