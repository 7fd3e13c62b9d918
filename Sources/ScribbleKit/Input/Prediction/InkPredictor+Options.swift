extension InkPredictor {
    /// How the motion of the pen is estimated from its recent samples.
    public enum Method: String, CaseIterable, Hashable, Sendable {
        /// A least-squares quadratic in time through each axis of the samples of the last
        /// ``Options/fitWindow`` seconds. Needs no knowledge of the device's noise or the canvas's
        /// scale, as it has no parameter in canvas units.
        case quadraticFit
        /// A Kalman filter per axis on a constant-jerk state (position, velocity, acceleration,
        /// jerk), as Google's ink-stroke-modeler predicts, tuned by ``Options/processNoise`` and
        /// ``Options/measurementNoise``, which are in canvas units.
        case kalman
    }

    /// How a predictor estimates the pen's motion and how far it lets a prediction go.
    ///
    /// Times are in seconds and lengths in canvas units. The defaults were chosen on the pen,
    /// finger and mouse recordings in `Strokes/` and on real Quick, Draw! drawings, measured by
    /// `tools/measure-prediction`. Values out of range are clamped where they are used, so no mix
    /// of options makes a predictor fail or emit a non-finite point.
    public struct Options: Hashable, Sendable {
        /// How the motion is estimated. Default ``Method/quadraticFit``.
        public var method: Method
        /// How many real samples a stroke needs before anything is predicted (at least 2).
        /// Default 3, the fewest that show a curve.
        public var minimumSamples: Int
        /// How far back the quadratic fit looks, in seconds. Default 0.06: long enough to average
        /// out jitter, short enough to follow a turn.
        public var fitWindow: Double
        /// How much of the estimated acceleration the prediction follows, 0…1. Default 0.5: in
        /// full, it overshoots where a turn ends.
        public var accelerationWeight: Double
        /// How much of the Kalman filter's estimated jerk the prediction follows, 0…1. Default 0:
        /// the jerk of a hand-drawn line changes too quickly to extrapolate.
        public var jerkWeight: Double
        /// For ``Method/kalman``, the power of the random change in jerk, in units²/s⁷: higher
        /// follows the samples more closely, lower smooths them more. Default 10¹².
        public var processNoise: Double
        /// For ``Method/kalman``, the variance of a sample's position, in units². Default 1.
        public var measurementNoise: Double
        /// The prediction goes at most this multiple of the recent speed times the horizon, where
        /// the recent speed is the median over the last three intervals, so that one fast or stray
        /// sample does not fling it. Default 1.
        public var speedAllowance: Double
        /// Below this recent speed, in units per second, the pen is taken to be held still and the
        /// prediction stays where the pen is. Default 20.
        public var minimumSpeed: Double
        /// The farthest a prediction goes from the last real sample, whatever the speed. Default 64.
        public var maximumDistance: Double
        /// The longest horizon predicted, in seconds; a longer one is cut to it. Default 0.1.
        public var maximumHorizon: Double
        /// A pause between samples longer than this, in seconds, starts the estimate afresh: the
        /// motion before it says little about the motion after. Default 0.2: a browser's mouse
        /// or touch samples may come 50 to 150 ms apart while the pointer moves.
        public var maximumGap: Double
        /// Samples closer in time than this, in seconds (or going back in time), count as one, the
        /// later position kept: a coalesced batch may carry equal timestamps. Default 0.0005.
        public var minimumInterval: Double
        /// The most points a predicted tail has. Default 16.
        public var maximumTailPoints: Int

        /// Creates options; every parameter has the documented default.
        public init(
            method: Method = .quadraticFit, minimumSamples: Int = 3, fitWindow: Double = 0.06,
            accelerationWeight: Double = 0.5, jerkWeight: Double = 0, processNoise: Double = 1e12,
            measurementNoise: Double = 1, speedAllowance: Double = 1, minimumSpeed: Double = 20,
            maximumDistance: Double = 64, maximumHorizon: Double = 0.1, maximumGap: Double = 0.2,
            minimumInterval: Double = 0.0005, maximumTailPoints: Int = 16
        ) {
            self.method = method
            self.minimumSamples = minimumSamples
            self.fitWindow = fitWindow
            self.accelerationWeight = accelerationWeight
            self.jerkWeight = jerkWeight
            self.processNoise = processNoise
            self.measurementNoise = measurementNoise
            self.speedAllowance = speedAllowance
            self.minimumSpeed = minimumSpeed
            self.maximumDistance = maximumDistance
            self.maximumHorizon = maximumHorizon
            self.maximumGap = maximumGap
            self.minimumInterval = minimumInterval
            self.maximumTailPoints = maximumTailPoints
        }

        /// The quadratic fit with the documented defaults.
        public static let `default` = Options()

        /// The Kalman filter, following a quarter of its estimated acceleration (its estimate is
        /// noisier than the fit's), otherwise with the documented defaults.
        public static let kalman = Options(method: .kalman, accelerationWeight: 0.25)
    }
}

extension InkPredictor.Options {
    /// The options with every value brought into the range it is used in; a NaN takes the default.
    var clamped: InkPredictor.Options {
        let fallback = InkPredictor.Options.default
        func clamp(_ value: Double, _ range: ClosedRange<Double>, _ defaultValue: Double) -> Double {
            value.isNaN ? defaultValue : min(max(value, range.lowerBound), range.upperBound)
        }
        var options = self
        options.minimumSamples = max(2, minimumSamples)
        options.fitWindow = clamp(fitWindow, 0...10, fallback.fitWindow)
        options.accelerationWeight = clamp(accelerationWeight, 0...1, fallback.accelerationWeight)
        options.jerkWeight = clamp(jerkWeight, 0...1, fallback.jerkWeight)
        options.processNoise = clamp(processNoise, 0...1e30, fallback.processNoise)
        options.measurementNoise = clamp(measurementNoise, 1e-12...1e30, fallback.measurementNoise)
        options.speedAllowance = clamp(speedAllowance, 0...1e6, fallback.speedAllowance)
        options.minimumSpeed = clamp(minimumSpeed, 0...Double.greatestFiniteMagnitude, fallback.minimumSpeed)
        options.maximumDistance = clamp(maximumDistance, 0...Double.greatestFiniteMagnitude, fallback.maximumDistance)
        options.maximumHorizon = clamp(maximumHorizon, 0...10, fallback.maximumHorizon)
        options.maximumGap = clamp(maximumGap, 0...Double.greatestFiniteMagnitude, fallback.maximumGap)
        options.minimumInterval = clamp(minimumInterval, 0...1, fallback.minimumInterval)
        options.maximumTailPoints = min(max(1, maximumTailPoints), 1024)
        return options
    }
}
