import ScribbleKit

/// Whether two optional doubles are the same bits.
public func sameBits(_ lhs: Double?, _ rhs: Double?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.bitPattern == rhs.bitPattern
    default: false
    }
}

/// Whether two events are equal with every double the same bits (`==` takes -0 for 0).
public func sameBits(_ lhs: InputEvent, _ rhs: InputEvent) -> Bool {
    lhs == rhs && sameBits(lhs.t, rhs.t) && sameBits(lhs.location.x, rhs.location.x)
        && sameBits(lhs.location.y, rhs.location.y) && sameBits(lhs.pressure, rhs.pressure)
        && sameBits(lhs.altitude, rhs.altitude) && sameBits(lhs.azimuth, rhs.azimuth)
        && sameBits(lhs.contactRadius, rhs.contactRadius)
}

/// Whether two strokes are equal with every double the same bits (a NaN is the same as itself).
public func sameBits(_ lhs: Stroke, _ rhs: Stroke) -> Bool {
    guard lhs.ink.tool == rhs.ink.tool, lhs.device == rhs.device, lhs.path == rhs.path,
        lhs.points.count == rhs.points.count, sameBits(lhs.ink.width, rhs.ink.width)
    else { return false }
    let colors = [
        (lhs.ink.color.red, rhs.ink.color.red), (lhs.ink.color.green, rhs.ink.color.green),
        (lhs.ink.color.blue, rhs.ink.color.blue), (lhs.ink.color.alpha, rhs.ink.color.alpha),
    ]
    let transforms = [
        (lhs.transform.a, rhs.transform.a), (lhs.transform.b, rhs.transform.b),
        (lhs.transform.c, rhs.transform.c), (lhs.transform.d, rhs.transform.d),
        (lhs.transform.tx, rhs.transform.tx), (lhs.transform.ty, rhs.transform.ty),
    ]
    guard (colors + transforms).allSatisfy({ sameBits($0, $1) }) else { return false }
    return zip(lhs.points, rhs.points).allSatisfy { a, b in
        sameBits(a.x, b.x) && sameBits(a.y, b.y) && sameBits(a.t, b.t) && sameBits(a.pressure, b.pressure)
            && sameBits(a.altitude, b.altitude) && sameBits(a.azimuth, b.azimuth)
    }
}

/// Whether two drawings are equal with every double of every stroke the same bits, stroke by
/// stroke in order.
public func sameBits(_ lhs: Drawing, _ rhs: Drawing) -> Bool {
    lhs.canvas == rhs.canvas && lhs.inkOptions == rhs.inkOptions && lhs.strokes.count == rhs.strokes.count
        && zip(lhs.strokes, rhs.strokes).allSatisfy { sameBits($0, $1) }
}
