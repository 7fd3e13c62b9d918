import ScribbleKit
import Testing

/// ``Framing``: the frame, size and placement, that every writer draws a drawing in.
@Suite struct FramingTests {
    let limits = FrameLimits(maximumPixels: 100_000_000, maximumSide: 32767)
    let ink = Rect(x: 10, y: 20, width: 30, height: 10)

    @Test func theCanvasFitKeepsTheCanvasOriginOnTheFirstPixel() throws {
        let frame = try Framing(scale: 2).frame(canvas: Size(width: 100.5, height: 60), inkBounds: ink, limits: limits)
        #expect(frame.width == 201 && frame.height == 120)
        #expect(isClose(Point(x: 0, y: 0).applying(frame.transform), Point(x: 0, y: 0)))
        #expect(isClose(frame.visibleArea, Rect(x: 0, y: 0, width: 100.5, height: 60)))
    }

    @Test func theBoundsFitCentresThePaddedInkInWholePixels() throws {
        let frame = try Framing(fit: .bounds, padding: 0.25, scale: 1).frame(
            canvas: Size(width: 100, height: 100), inkBounds: ink, limits: limits)
        // 30.5 × 10.5 units round up to 31 × 11 pixels, the half pixel shared between the sides.
        #expect(frame.width == 31 && frame.height == 11)
        #expect(isClose(ink.center.applying(frame.transform), Point(x: 15.5, y: 5.5)))
        #expect(isClose(frame.visibleArea.center, ink.center))
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: -1, height: 10), Size(width: .infinity, height: 10)])
    func aCanvasOfNoSizeIsFramedAsTheInk(canvas: Size) throws {
        let shown = try Framing(fit: .canvas, padding: 2).frame(canvas: canvas, inkBounds: ink, limits: limits)
        #expect(shown == (try Framing(fit: .bounds, padding: 2).frame(canvas: canvas, inkBounds: ink, limits: limits)))
        #expect(Framing(fit: .canvas).showsInk(on: canvas))
        #expect(!Framing(fit: .canvas).showsInk(on: Size(width: 1, height: 1)))
    }

    @Test func noInkIsABlankSquareOrABlankFixedSize() throws {
        let square = try Framing(fit: .bounds, padding: 16).frame(
            canvas: Size(width: 5, height: 5), inkBounds: nil, limits: limits)
        #expect(square.width == 32 && square.height == 32 && square.transform == .identity)
        let none = try Framing(fit: .bounds, padding: 0).frame(
            canvas: Size(width: 5, height: 5), inkBounds: nil, limits: limits)
        #expect(none.width == 1 && none.height == 1)
        let fixed = try Framing(fit: .bounds, fixedSize: FixedImageSize(width: 28, height: 40)).frame(
            canvas: .zero, inkBounds: nil, limits: limits)
        #expect(fixed.width == 28 && fixed.height == 40 && fixed.transform == .identity)
    }

    @Test func aFixedSizeFitsTheAreaCentredLessItsMargin() throws {
        let framing = Framing(fit: .bounds, fixedSize: FixedImageSize(width: 64, height: 64, margin: 2))
        let frame = try framing.frame(canvas: .zero, inkBounds: ink, limits: limits)
        // 30 units wide fill 60 pixels: 2 pixels a unit, the ink's centre on the image's.
        #expect(isClose(ink.center.applying(frame.transform), Point(x: 32, y: 32)))
        #expect(isClose(Point(x: ink.maxX, y: ink.minY).applying(frame.transform), Point(x: 62, y: 22)))
    }

    @Test(arguments: [1e6, 1e200])
    func hugeScalesAreRefusedOnTheArithmetic(scale: Double) {
        #expect {
            try Framing(scale: scale).frame(canvas: Size(width: 400, height: 300), inkBounds: nil, limits: limits)
        } throws: { error in
            guard let error = error as? FramingError, case .tooManyPixels = error.kind else { return false }
            return true
        }
        #expect {
            try Framing(scale: scale).frame(
                canvas: Size(width: 400, height: 300), inkBounds: nil, limits: FrameLimits(maximumSide: 14_400))
        } throws: { error in
            // Without a pixel limit a side is too long, unless even the count of pixels is beyond any.
            guard let error = error as? FramingError else { return false }
            switch error.kind {
            case .sideTooLong: return true
            case .tooManyPixels: return scale > 1e100
            default: return false
            }
        }
    }

    @Test(arguments: [
        Framing(scale: 0), Framing(scale: .nan), Framing(fit: .bounds, padding: -1),
        Framing(fixedSize: FixedImageSize(width: 0, height: 10)),
        Framing(fixedSize: FixedImageSize(width: 10, height: 10, margin: 5)),
    ])
    func optionsOutOfRangeAreRefusedNotCorrected(framing: Framing) {
        #expect {
            try framing.frame(canvas: Size(width: 10, height: 10), inkBounds: ink, limits: limits)
        } throws: { error in
            (error as? FramingError)?.kind == .invalidOptions
        }
    }
}
