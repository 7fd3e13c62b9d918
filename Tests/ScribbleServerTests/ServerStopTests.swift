import Foundation
import ScribbleHTTP
import ScribbleServer
import Testing

/// Stopping, from outside and from inside the server's own thread.
@Suite struct ServerStopTests {
    final class Holder: @unchecked Sendable {
        var server: LocalServer?
    }

    @Test func aHandlerCanStopTheServerItRunsOn() throws {
        let holder = Holder()
        var router = Router()
        router.add("POST", "/stop") { _ in
            holder.server?.stop()
            return .json(Array("{}".utf8))
        }
        let server = try LocalServer(router: router)
        holder.server = server
        try server.start()
        _ = try? RawHTTP.request(
            port: server.port, method: "POST", target: "/stop?token=\(server.token.text)", body: Array("{}".utf8))
        server.waitUntilStopped()
        #expect(throws: (any Error).self) { _ = try RawHTTP.request(port: server.port, target: "/") }
        holder.server = nil
    }

    @Test func stoppingTwiceOrBeforeStartingDoesNothing() throws {
        let idle = try LocalServer()
        idle.stop()
        let server = try LocalServer()
        try server.start()
        server.stop()
        server.stop()
        #expect(throws: ServerError.self) { try server.start() }
    }
}
