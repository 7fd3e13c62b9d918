/// The names the SVG reader recognises, by what it does with the elements they name.
enum SVGNames {
    /// The SVG namespace.
    static let namespace = "http://www.w3.org/2000/svg"
    /// The XLink namespace, of `xlink:href`.
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    /// The namespaces that prefixes used without a declaration are read as, leniently: `svg:` as SVG
    /// and `xlink:` as XLink.
    static let conventionalPrefixes: [Substring: String] = ["svg": namespace, "xlink": xlinkNamespace]

    /// Elements whose outline is drawn.
    static let shapes: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// Elements that group others and are drawn with their contents.
    static let groups: Set<String> = ["g", "a"]

    /// Elements that place or choose other elements: a nested viewport, a reference, a choice.
    /// Everything not named here (`defs`, `symbol`, `clipPath`, `mask`, `marker`, `pattern`, gradients,
    /// `style`, `title`, metadata, unknown elements) draws nothing where it stands; a `symbol` is drawn
    /// through `<use>`, and so is anything inside `defs`.
    static let structure: Set<String> = ["svg", "use", "switch"]

    /// Elements that draw something Scribble cannot turn into strokes.
    static let unsupported: Set<String> = ["text", "image", "foreignObject", "video", "audio", "iframe", "canvas"]
}
