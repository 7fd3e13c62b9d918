import Foundation
import ScribbleKit
import ScribbleTestSupport
import Testing

/// How often the shape recognizer is right: on shapes drawn by a seeded hand (``HandDrawnShapes``)
/// it must tell at least 95% of them as what they were drawn to be, and on the handwriting and
/// scribbles recorded in Strokes/ it must say `none` at least 90% of the time. Both shares are
/// computed here and printed with what went wrong, so that a change to the recognizer shows what
/// it gains and what it costs.
@Suite struct ShapeRecognizerAccuracyTests {
    let recognizer = ShapeRecognizer()

    /// What a sample is taken for: as two strokes where it has two (an arrow with a head of its
    /// own), as one otherwise.
    func recognized(_ sample: HandDrawnShapes.Sample) -> RecognizedShape {
        if sample.strokes.count == 2, let pair = recognizer.recognize(sample.strokes[0], followedBy: sample.strokes[1])
        {
            return pair
        }
        return recognizer.recognize(sample.strokes[0])
    }

    @Test(arguments: [20_240_611 as UInt64, 7])
    func atLeast95PercentOfHandDrawnShapesAreRecognizedAsTheirKind(seed: UInt64) {
        let perKind = SanitizerRun.isActive ? 25 : 80
        let samples = HandDrawnShapes.samples(perKind: perKind, seed: seed)
        var right: [ShapeKind: Int] = [:]
        var mistakes: [String] = []
        for (index, sample) in samples.enumerated() {
            let result = recognized(sample)
            if result.kind == sample.kind {
                right[sample.kind, default: 0] += 1
            } else {
                mistakes.append("#\(index) \(sample.form): \(result.kind.rawValue) \(result.confidence)")
            }
        }
        let share = Double(right.values.reduce(0, +)) / Double(samples.count)
        let perKindShares = HandDrawnShapes.kinds.map { ($0, Double(right[$0] ?? 0) / Double(perKind)) }
        print(
            "shapes recognized as their kind (seed \(seed)): \(percent(share)); "
                + perKindShares.map { "\($0.0.rawValue) \(percent($0.1))" }.joined(separator: ", "))
        for mistake in mistakes { print("  \(mistake)") }
        #expect(share >= 0.95, "\(mistakes)")
        // No kind is left behind by the others' success.
        for (kind, kindShare) in perKindShares { #expect(kindShare >= 0.9, "\(kind)") }
    }

    /// The handwriting in Strokes/: every stroke of the signature, the pangram, "hello", the
    /// printed "yes" and the words the pen writes in mixed-devices.
    static let handwriting: [(file: String, strokes: [Int]?)] = [
        ("signature.events.json", nil), ("long-scribble.events.json", nil), ("hello.drawing.json", nil),
        ("cancelled-stroke.events.json", nil), ("mixed-devices.events.json", [0, 1, 2, 5, 6]),
    ]

    /// The scribbles in Strokes/: the finger's waves (two-fingers, and the underline in
    /// mixed-devices), the smile, star and spiral of finger-doodle, and the waves and spiral of
    /// shapes-compact. The last wave there (stroke 5) is so gentle, 4 units high over 290 across,
    /// that a line is a fair reading of it; it counts against the share all the same.
    static let scribbles: [(file: String, strokes: [Int]?)] = [
        ("two-fingers.events.json", nil), ("mixed-devices.events.json", [3]), ("finger-doodle.events.json", [3, 4, 5]),
        ("shapes-compact.drawing.json", [2, 4, 5]),
    ]

    /// The strokes a list names, each with a label for messages.
    func strokes(of list: [(file: String, strokes: [Int]?)]) throws -> [(String, Stroke)] {
        try list.flatMap { file, indices in
            let drawing = try InkTestSupport.loadSample(file)
            #expect(indices?.allSatisfy(drawing.strokes.indices.contains) ?? true)
            return (indices ?? Array(drawing.strokes.indices)).map { ("\(file) #\($0)", drawing.strokes[$0]) }
        }
    }

    @Test func atLeast90PercentOfTheRecordedHandwritingAndScribblesIsNone() throws {
        var shares: [String: Double] = [:]
        var total = 0
        var none = 0
        for (name, list) in [("handwriting", Self.handwriting), ("scribbles", Self.scribbles)] {
            let strokes = try strokes(of: list)
            var kinds: [String] = []
            var noneHere = 0
            for (label, stroke) in strokes {
                let result = recognizer.recognize(stroke)
                if result.kind == .none {
                    noneHere += 1
                } else {
                    kinds.append("\(label): \(result.kind.rawValue) \(result.confidence)")
                }
            }
            shares[name] = Double(noneHere) / Double(strokes.count)
            total += strokes.count
            none += noneHere
            print("\(name) recognized as none: \(noneHere) of \(strokes.count) strokes, \(percent(shares[name] ?? 0))")
            for kind in kinds { print("  \(kind)") }
        }
        let share = Double(none) / Double(total)
        print("handwriting and scribbles recognized as none: \(percent(share))")
        #expect(total >= 50)
        #expect(share >= 0.9)
        #expect((shares["handwriting"] ?? 0) >= 0.9)
    }

    /// The shapes drawn in Strokes/ are what they were drawn to be: the house, chimney, sun and
    /// rays of mouse-drawing, the faces of finger-doodle, the box and ring of mixed-devices, and
    /// the circle, zigzag and rectangle of shapes-compact.
    @Test func theShapesDrawnInTheSamplesAreRecognizedAsWhatTheyAre() throws {
        let expected: [(String, [Int: ShapeKind])] = [
            (
                "mouse-drawing.events.json",
                [
                    0: .rectangle, 1: .polyline, 2: .polyline, 3: .rectangle, 4: .line, 5: .line, 6: .polyline,
                    7: .ellipse,
                    8: .line, 9: .line, 10: .line, 11: .line, 12: .line, 13: .line, 14: .line, 15: .line, 16: .line,
                ]
            ),
            ("finger-doodle.events.json", [0: .ellipse, 1: .ellipse, 2: .ellipse]),
            ("mixed-devices.events.json", [4: .rectangle, 7: .ellipse]),
            ("shapes-compact.drawing.json", [0: .ellipse, 1: .polyline, 3: .rectangle]),
        ]
        for (file, kinds) in expected {
            let drawing = try InkTestSupport.loadSample(file)
            for (index, kind) in kinds.sorted(by: { $0.key < $1.key }) {
                let result = recognizer.recognize(drawing.strokes[index])
                #expect(result.kind == kind, "\(file) #\(index): \(result.kind) \(result.confidence)")
            }
        }
    }

    private func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
}
