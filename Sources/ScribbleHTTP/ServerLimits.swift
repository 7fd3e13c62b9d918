/// The sizes and counts a server accepts from its clients; each is named in the error that
/// refuses a client for going over it.
public struct ServerLimits: Hashable, Sendable {
    /// A limit by the name errors give it.
    public enum Limit: String, CaseIterable, Hashable, Sendable {
        case maximumBodyBytes, maximumMessageBytes, maximumConnections
    }

    /// The largest request body, in bytes: 1 MiB.
    public var maximumBodyBytes = 1 << 20
    /// The largest WebSocket message, in bytes: 1 MiB (a second of 240 Hz pen samples with all
    /// their coalesced events is a few tens of kilobytes).
    public var maximumMessageBytes = 1 << 20
    /// How many requests and WebSocket connections may be open at once: 64.
    public var maximumConnections = 64

    /// The limits a server has unless told otherwise.
    public static let `default` = ServerLimits()

    /// Creates the default limits; change the properties for others.
    public init() {}

    /// The value of a limit.
    public subscript(limit: Limit) -> Int {
        switch limit {
        case .maximumBodyBytes: maximumBodyBytes
        case .maximumMessageBytes: maximumMessageBytes
        case .maximumConnections: maximumConnections
        }
    }
}
