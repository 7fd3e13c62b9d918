import Testing

/// The suites of the interchange formats (InkML, Excalidraw, tldraw, Quick, Draw! and the format
/// registry), nested here so that `swift test --filter Interchange` runs them all.
@Suite("Interchange")
enum InterchangeTests {}
