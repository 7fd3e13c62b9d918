/// The checks every request passes before anything is served: the `Host` it was sent to, the
/// `Origin` of the page that sent it, and the access token (from the query's `token`, else the
/// cookie the server set when the token came in the query).
///
/// `Host` is checked because a page of another site can have its own name resolve to
/// 127.0.0.1 (DNS rebinding) and would then be same-origin with the server; `Origin` because a
/// page of another site may open a WebSocket to any address.
struct RequestGuard: Sendable {
    let token: AccessToken
    /// The `Host` values accepted, lowercase: `127.0.0.1:8000`, and `localhost:8000` when the
    /// server is on a loopback address; each of the machine's addresses when it listens on all.
    let authorities: Set<String>
    /// The `Origin` values accepted: `http://` and each authority.
    let origins: Set<String>
    /// The cookie that carries the token; named after the port, as browsers share cookies
    /// between the ports of a host.
    let cookieName: String

    /// A guard for a server on `port` opened at `hosts` (IP addresses or `localhost`).
    init(token: AccessToken, hosts: [String], port: Int) {
        self.token = token
        let authorities = Set(hosts.map { HostAddresses.authority($0.lowercased(), port: port) })
        self.authorities = authorities
        origins = Set(authorities.map { "http://" + $0 })
        cookieName = "scribble-token-\(port)"
    }

    /// The hosts a server listening on `host` accepts requests to: those it is opened at
    /// (``HostAddresses/reachable(listeningOn:interfaces:)``), and `localhost` and 127.0.0.1 too
    /// when this machine reaches it by its loopback address.
    static func hosts(listeningOn host: String, interfaces: [String]) -> [String] {
        let reachable = HostAddresses.reachable(listeningOn: host, interfaces: interfaces)
        let isLoopback =
            host == "localhost" || host == "::1" || host.hasPrefix("127.") || HostAddresses.isWildcard(host)
        return reachable + (isLoopback ? ["localhost", "127.0.0.1"] : [])
    }

    /// What the checks made of a request.
    enum Verdict: Equatable {
        /// It may be served; `setCookie` says whether the token came in the query, so that the
        /// response should set the cookie for the page's later requests.
        case allowed(setCookie: Bool)
        /// It is refused with this status and message.
        case refused(status: Int, message: String)
        /// Its token is missing or wrong (403, with this message): a browser is shown how to
        /// open the printed address (``TokenPage``).
        case needsToken(message: String)
    }

    /// Checks a request.
    /// - Parameters:
    ///   - headers: Its headers, by lowercase name.
    ///   - query: Its query parameters.
    ///   - isUpgrade: Whether it asks for a WebSocket, which must come with an `Origin`.
    func check(headers: [String: String], query: [String: String], isUpgrade: Bool) -> Verdict {
        guard let host = headers["host"], authorities.contains(host.lowercased()) else {
            let given = headers["host"].map { "\"\($0)\"" } ?? "none"
            return .refused(status: 403, message: "the request's Host (\(given)) is not the address this server serves")
        }
        if let origin = headers["origin"] {
            guard origins.contains(origin.lowercased()) else {
                return .refused(
                    status: 403,
                    message: "requests from pages of \(origin) are refused; only this server's own pages may call it")
            }
        } else if isUpgrade {
            return .refused(
                status: 403, message: "a WebSocket must be opened by this server's page (the request has no Origin)")
        }
        if let given = query["token"] {
            return token.matches(given)
                ? .allowed(setCookie: true)
                : .needsToken(message: "the access token is wrong; open the address that `scribble serve` printed")
        }
        if token.matches(SoupQuery.cookies(headers["cookie"])[cookieName]) {
            return .allowed(setCookie: false)
        }
        return .needsToken(
            message: "this server needs its access token; open the address that `scribble serve` printed")
    }

    /// The `Set-Cookie` value that lets the page's later requests carry the token: sent only to
    /// this server's port, never readable by scripts, never sent from other sites.
    var cookie: String {
        "\(cookieName)=\(token.text); Path=/; HttpOnly; SameSite=Strict"
    }
}
