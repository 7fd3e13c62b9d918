import Foundation
import ScribbleJSON
import ScribbleKit
import ScribbleServer
import ScribbleSyntax
import Testing

/// The drawing page's zoom: the page asks for outlines at its device pixels per canvas unit (its
/// screen's ratio times its zoom), and the server outlines every stroke again for that resolution,
/// as `scribble render --scale` would.
@Suite struct CanvasResolutionTests {
    @Test func aResizeCarriesTheViewsResolutionWithinItsRange() throws {
        let canvas = Size(width: 800, height: 600)
        #expect(
            try CanvasMessage(decoding: ##"{"type": "resize", "canvas": {"width": 800, "height": 600}, "scale": 12}"##)
                == .resize(canvas: canvas, scale: 12))
        #expect(
            try CanvasMessage(
                decoding: ##"{"type": "resize", "canvas": {"width": 800, "height": 600}, "scale": 0.25}"##)
                == .resize(canvas: canvas, scale: 0.25))
        for scale in ["0.1", "16.5", "100"] {
            #expect(throws: FormatError.self, "scale \(scale)") {
                try CanvasMessage(
                    decoding: #"{"type": "resize", "canvas": {"width": 800, "height": 600}, "scale": \#(scale)}"#)
            }
        }
    }

    @Test func zoomingInOutlinesEveryStrokeAgainForTheNewResolution() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        let id = try #require(try socket.receiveJSON()["drawing"] as? String)
        socket.send(##"{"type": "hello", "canvas": {"width": 400, "height": 300}, "scale": 1}"##)
        _ = try socket.receiveJSON(type: "drawing")
        for message in CanvasInkSocketTests.penStroke(x: 50, y: 60, t: 100) { socket.send(message) }
        _ = try socket.receiveJSON(type: "saved")

        socket.send(##"{"type": "resize", "canvas": {"width": 400, "height": 300}, "scale": 12}"##)
        let state = try socket.receiveJSON(type: "drawing")
        let strokes = try #require(state["strokes"] as? [CanvasInkSocketTests.Message])
        try #require(strokes.count == 1)
        let file = server.recordings.appendingPathComponent(id + ".drawing.json")
        let drawing = try Drawing(decodingJSON: [UInt8](Data(contentsOf: file)))
        let fine = drawing.strokes[0].outline(options: .default, resolution: 12).polygons.filter { $0.count >= 3 }
        let coarse = drawing.strokes[0].outline(options: .default, resolution: 1).polygons.filter { $0.count >= 3 }
        let sent = CanvasInkSocketTests.polygons(strokes[0])
        #expect(sent.map(\.count) == fine.map { $0.count * 2 }, "the outline at 12 device pixels a unit")
        #expect(fine.map(\.count).reduce(0, +) > coarse.map(\.count).reduce(0, +), "a finer outline than at 1")
        for (flat, polygon) in zip(sent, fine) {
            let worst =
                zip(polygon, stride(from: 0, to: flat.count, by: 2)).map {
                    max(abs($0.x - flat[$1]), abs($0.y - flat[$1 + 1]))
                }.max() ?? 0
            #expect(worst <= 0.005 + 1e-9)
        }
    }
}
