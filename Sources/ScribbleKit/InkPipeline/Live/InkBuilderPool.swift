import Foundation

/// Builders of strokes in progress kept between strokes, with the memory they grew to.
///
/// A builder's buffers double as its stroke grows. Memory new to the process is touched for the
/// first time as it is filled, and the kernel's page faults then stall that update: about 30 of
/// them, 45–110 µs, when a stroke passes 1,024 points, where an update takes 2–3 µs. A canvas
/// draws stroke after stroke, so a builder handed on from the last one has room already, and its
/// updates do not stall.
final class InkBuilderPool: @unchecked Sendable {
    /// The pool every stroke in progress takes its builder from.
    static let shared = InkBuilderPool()

    /// At most this many idle builders are kept: enough for two pens drawing at once.
    static let keptBuilders = 2
    /// A builder holding more than this is let go rather than kept. A stroke of 10,000 samples
    /// (80 seconds of a pen at 120 Hz without lifting) leaves about 7 MB; one longer is rare, and
    /// its memory should go back.
    static let keptBytes = 8 << 20

    private let lock = NSLock()
    private var idle: [InkStrokeBuilder] = []

    /// A builder for a new stroke: an idle one, or a new one that starts small.
    func take() -> InkStrokeBuilder {
        lock.withLock { idle.popLast() } ?? InkStrokeBuilder(capacity: 16)
    }

    /// Keeps `builder`, which nothing else uses any more, for a later stroke, unless the pool is
    /// full or the builder grew too big.
    func giveBack(_ builder: InkStrokeBuilder) {
        guard builder.capacityBytes <= Self.keptBytes else { return }
        lock.withLock {
            if idle.count < Self.keptBuilders { idle.append(builder) }
        }
    }
}
