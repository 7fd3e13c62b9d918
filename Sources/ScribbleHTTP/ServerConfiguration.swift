/// Where a server listens, what it serves and what it accepts.
public struct ServerConfiguration: Sendable {
    /// The address to listen on, an IP address or `localhost`: `127.0.0.1` unless told
    /// otherwise, so that only this machine can reach the server.
    public var host = "127.0.0.1"
    /// The port to listen on; 0 lets the system pick a free one, which ``LocalServer/port``
    /// then reports.
    public var port = 0
    /// The token every request must carry; `nil` makes a new random one at start.
    public var token: AccessToken?
    /// The folder of static files served at `/` (an app's pages); `nil` for none, so that a
    /// path no route takes is answered 404.
    public var pagesFolder: String?
    /// The sizes and counts accepted from clients.
    public var limits = ServerLimits.default
    /// Told of each request the server refuses (a status of 400 or above: no token, another
    /// `Host`, over a limit, a route's error), on the server's thread, so that it can be logged
    /// as the request comes; `nil` keeps them untold.
    public var onRefusal: (@Sendable (RefusedRequest) -> Void)?

    /// The configuration a server has unless told otherwise.
    public static let `default` = ServerConfiguration()

    /// Creates the default configuration; change the properties for another.
    public init() {}

    /// Whether ``host`` reaches only this machine (a wildcard, `0.0.0.0` or `::`, does not).
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
