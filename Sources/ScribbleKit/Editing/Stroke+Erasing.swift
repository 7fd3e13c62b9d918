extension Stroke {
    /// The pieces of this stroke outside an area eraser moved along `path`, or `nil` when the
    /// eraser leaves it as it is.
    func pieces(outsideEraserAlong path: [Point], radius: Double, options: InkOptions) -> [Stroke]? {
        []
    }
}
