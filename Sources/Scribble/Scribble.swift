@_exported import ScribbleCairo
@_exported import ScribbleCards
@_exported import ScribbleCompression
@_exported import ScribbleFiles
@_exported import ScribbleFormats
@_exported import ScribbleInterchange
@_exported import ScribbleJSON
// One `import Scribble` brings the whole public API: the model and the ink pipeline, every format
// Scribble reads and writes, rendering with Cairo, and cards. Its own entry points are
// `DrawingReader` (any file or bytes into drawings), `Renderer` (a drawing into PNG, SVG or PDF
// bytes or a file) and `ScribbleError` (one error to catch and print).
@_exported import ScribbleKit
@_exported import ScribbleSVG
@_exported import ScribbleSyntax
