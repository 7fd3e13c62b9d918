/// The ink options that draw an Excalidraw drawing as Excalidraw does: the one set of
/// perfect-freehand options its strokes share, or when they differ (some with simulated pressure,
/// some without) the set most of them use.
struct ExcalidrawInk {
    /// The options, or `nil` when the drawing has no strokes.
    var options: InkOptions?
    /// Whether the strokes differed, so that some are drawn with settings not their own.
    var isMixed: Bool

    init(_ item: InterchangeDocument.Item, perfectFreehand: [PerfectFreehandOptions]) {
        if let shared = item.inkOptions {
            options = shared
            isMixed = false
            return
        }
        var counts: [PerfectFreehandOptions: Int] = [:]
        var order: [PerfectFreehandOptions] = []
        for var options in perfectFreehand {
            // Each stroke's size is its ink's width already.
            options.size = 0
            if counts[options] == nil { order.append(options) }
            counts[options, default: 0] += 1
        }
        var best: PerfectFreehandOptions?
        for options in order where best.map({ counts[options, default: 0] > counts[$0, default: 0] }) ?? true {
            best = options
        }
        options = best.map { InkOptions(perfectFreehand: $0) }
        isMixed = true
    }
}
