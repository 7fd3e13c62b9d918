// One `import Scribble` brings the whole public API: the model and the ink pipeline, every format
// Scribble reads and writes, rendering with Cairo, and cards. Its own entry points are
// `DrawingReader` (any file or bytes into drawings), `Renderer` (a drawing into PNG, SVG or PDF
// bytes or a file) and `ScribbleError` (one error to catch and print).
@_exported import ScribbleKit
@_exported import ScribbleFiles
@_exported import ScribbleSyntax
@_exported import ScribbleJSON
@_exported import ScribbleSVG
@_exported import ScribbleInterchange
@_exported import ScribbleFormats
@_exported import ScribbleCairo
@_exported import ScribbleCards
@_exported import ScribbleCompression
