#if canImport(Glibc)
    import Glibc
#endif

/// The addresses a server can be opened at, by what it listens on: a loopback address is
/// opened as it is; a wildcard (`0.0.0.0`, every IPv4 address of the machine, or `::`, every
/// IPv6 one) is not an address a browser can open, so it stands for this machine's loopback
/// address and each of its own addresses of that family (from `getifaddrs`), which other machines
/// open. The server prints these and its `Host` check accepts them.
public enum HostAddresses {
    /// Whether `host` stands for every address of the machine.
    public static func isWildcard(_ host: String) -> Bool {
        host == "0.0.0.0" || host == "::"
    }

    /// The hosts a server listening on `host` is opened at, the one for this machine first.
    /// - Parameters:
    ///   - host: What the server listens on.
    ///   - interfaces: The machine's own addresses (``machineAddresses()``), used for a wildcard.
    public static func reachable(listeningOn host: String, interfaces: [String]) -> [String] {
        switch host {
        case "0.0.0.0": return unique(["127.0.0.1"] + interfaces.filter { !$0.contains(":") })
        case "::": return unique(["::1"] + interfaces.filter { $0.contains(":") })
        default: return [host]
        }
    }

    /// `host:port` as a `Host` header and an address carry it: an IPv6 address in brackets.
    public static func authority(_ host: String, port: Int) -> String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    /// The machine's own addresses on the interfaces that are up, loopback left out: IPv4
    /// addresses, and IPv6 addresses but link-local ones (`fe80::/10`, which need a zone a
    /// browser's address cannot carry). In the system's order.
    public static func machineAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(first) }
        var found: [String] = []
        var node: UnsafeMutablePointer<ifaddrs>? = first
        while let current = node {
            node = current.pointee.ifa_next
            let flags = current.pointee.ifa_flags
            guard let address = current.pointee.ifa_addr, flags & UInt32(IFF_UP) != 0,
                flags & UInt32(IFF_LOOPBACK) == 0, let text = numeric(address)
            else { continue }
            found.append(text)
        }
        return unique(found)
    }

    /// An IPv4 or IPv6 address as text; `nil` for other families and IPv6 link-local addresses.
    private static func numeric(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            var bytes = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            guard inet_ntop(AF_INET, &bytes, &buffer, socklen_t(buffer.count)) != nil else { return nil }
        case AF_INET6:
            var bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
            let isLinkLocal = withUnsafeBytes(of: &bytes) { $0[0] == 0xFE && ($0[1] & 0xC0) == 0x80 }
            guard !isLinkLocal, inet_ntop(AF_INET6, &bytes, &buffer, socklen_t(buffer.count)) != nil else { return nil }
        default:
            return nil
        }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func unique(_ hosts: [String]) -> [String] {
        var seen: Set<String> = []
        return hosts.filter { seen.insert($0).inserted }
    }
}
