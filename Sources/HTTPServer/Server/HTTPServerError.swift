/// Why the server could not start.
public enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
    case alreadyStarted
    case addressResolutionFailed(host: String, reason: String)
    case socketCreationFailed(errno: Int32)
    case addressInUse(host: String, port: Int)
    case bindFailed(host: String, port: Int, errno: Int32)
    case listenFailed(errno: Int32)

    public var description: String {
        switch self {
        case .alreadyStarted: return "The server has already been started."
        case .addressResolutionFailed(let host, let reason): return "Cannot resolve listen address \(host): \(reason)."
        case .socketCreationFailed(let code): return "Cannot create a socket (errno \(code))."
        case .addressInUse(let host, let port): return "Address \(host):\(port) is already in use."
        case .bindFailed(let host, let port, let code): return "Cannot bind \(host):\(port) (errno \(code))."
        case .listenFailed(let code): return "listen() failed (errno \(code))."
        }
    }
}
