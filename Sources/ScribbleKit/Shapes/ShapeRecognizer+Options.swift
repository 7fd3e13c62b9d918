extension ShapeRecognizer {
    /// What a ``ShapeRecognizer`` accepts as a shape.
    public struct Options: Hashable, Sendable {
        /// The least confidence a shape is recognized with; a stroke whose best shape scores less
        /// is ``ShapeKind/none``. Default 0.5: a stroke at the limit of what each fit accepts.
        public var minimumConfidence: Double
        /// The smallest a stroke may be and still be a shape, as the diagonal of the box around
        /// its centre line, in canvas units: a dot over an i or a comma is none. Default 16.
        public var minimumSize: Double
        /// How wide a gap a closed shape may leave between where it began and where it ended, as a
        /// share of its size (the diagonal of its box). Default 0.15.
        public var closureGap: Double
        /// How round an ellipse must be, its smaller radius over its larger, for its clean shape to
        /// be a circle. Default 0.9.
        public var circleRoundness: Double

        /// Creates options; each defaults to the value documented on its property.
        public init(
            minimumConfidence: Double = 0.5, minimumSize: Double = 16, closureGap: Double = 0.15,
            circleRoundness: Double = 0.9
        ) {
            self.minimumConfidence = minimumConfidence
            self.minimumSize = minimumSize
            self.closureGap = closureGap
            self.circleRoundness = circleRoundness
        }

        /// The defaults.
        public static let `default` = Options()
    }
}
