import Foundation
import ScribbleServer
import Testing

/// The `auto` policy goes by whether a pen has touched down in the drawing's recording; the
/// `drawing` message says so, so that a page continuing a drawing shows pen mode from the start.
@Suite struct CanvasPenSeenTests {
    @Test func aDrawingContinuedAfterAPenSaysThePenWasSeen() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        let id = try #require(try socket.receiveJSON()["drawing"] as? String)
        socket.send(##"{"type": "hello", "canvas": {"width": 400, "height": 300}, "scale": 1}"##)
        #expect(try socket.receiveJSON(type: "drawing")["penSeen"] == nil, "a new drawing: no pen yet")
        for message in CanvasInkSocketTests.penStroke(x: 50, y: 60, t: 100) { socket.send(message) }
        _ = try socket.receiveJSON(type: "saved")
        socket.send(##"{"type": "resize", "canvas": {"width": 400, "height": 300}, "scale": 2}"##)
        #expect(try socket.receiveJSON(type: "drawing")["penSeen"] as? Bool == true)

        let again = try server.openSocket(query: "drawing=\(id)")
        _ = try again.receiveJSON()
        again.send(##"{"type": "hello", "canvas": {"width": 400, "height": 300}, "scale": 1}"##)
        #expect(try again.receiveJSON(type: "drawing")["penSeen"] as? Bool == true, "the drawing continued")
    }

    @Test func aFingerAloneIsNoPen() throws {
        let server = try TestServer()
        let socket = try server.openSocket()
        _ = try socket.receiveJSON()
        socket.send(##"{"type": "hello", "canvas": {"width": 400, "height": 300}, "scale": 1}"##)
        _ = try socket.receiveJSON(type: "drawing")
        for (index, phase) in ["down", "move", "up"].enumerated() {
            socket.send(
                CanvasSocketTests.pointer(
                    phase, [CanvasSocketTests.sample(3, "touch", 20 + Double(index) * 30, 40, t: Double(index) * 10)]))
        }
        _ = try socket.receiveJSON(type: "saved")
        socket.send(##"{"type": "resize", "canvas": {"width": 400, "height": 300}, "scale": 2}"##)
        #expect(try socket.receiveJSON(type: "drawing")["penSeen"] == nil)
    }
}
