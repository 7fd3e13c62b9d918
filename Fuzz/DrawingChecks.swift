import ScribbleKit

/// Stops the fuzzer with `message` when a reader hands back a drawing holding a number that is
/// not finite, which no renderer, writer or outline can use.
///
/// A failed check must crash, so that libFuzzer keeps the input; that is the only reason to trap.
func expectFinite(_ drawing: Drawing, from reader: String) {
    func check(_ value: Double, _ what: String) {
        if !value.isFinite { fatalError("\(reader) read a drawing whose \(what) is \(value)") }
    }
    check(drawing.canvas.width, "canvas width")
    check(drawing.canvas.height, "canvas height")
    for stroke in drawing.strokes {
        check(stroke.ink.width, "ink width")
        let transform = stroke.transform
        for value in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] {
            check(value, "transform")
        }
        for point in stroke.points {
            check(point.x, "x")
            check(point.y, "y")
            check(point.t, "t")
            if let pressure = point.pressure { check(pressure, "pressure") }
            if let altitude = point.altitude { check(altitude, "altitude") }
            if let azimuth = point.azimuth { check(azimuth, "azimuth") }
        }
    }
}
