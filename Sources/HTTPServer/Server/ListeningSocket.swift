#if canImport(Glibc)
import Glibc
#endif

/// Creates the non-blocking listening socket: IPv4 or IPv6 (dual-stack for "::"), SO_REUSEADDR,
/// listen(SOMAXCONN) so connection bursts are not refused by a tiny backlog.
enum ListeningSocket {
    static func open(host: String, port: Int) throws(HTTPServerError) -> (fd: Int32, port: Int) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw .addressResolutionFailed(host: host, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(list) }
        let info = first.pointee
        let fd = socket(info.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
                        | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .socketCreationFailed(errno: errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if info.ai_family == AF_INET6 {
            var zero: Int32 = 0
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &zero, socklen_t(MemoryLayout<Int32>.size))
        }
        guard bind(fd, info.ai_addr, info.ai_addrlen) == 0 else {
            let code = errno
            Glibc.close(fd)
            if code == EADDRINUSE { throw .addressInUse(host: host, port: port) }
            throw .bindFailed(host: host, port: port, errno: code)
        }
        guard listen(fd, SOMAXCONN) == 0 else {
            let code = errno
            Glibc.close(fd)
            throw .listenFailed(errno: code)
        }
        return (fd, boundPort(fd) ?? port)
    }

    static func boundPort(_ fd: Int32) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer -> Int? in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET:
                return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            case AF_INET6:
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            default:
                return nil
            }
        }
    }

    /// "1.2.3.4:5678" / "[::1]:5678" for logs and `HTTPServerRequest.remoteAddress`.
    static func describe(_ storage: inout sockaddr_storage, length: socklen_t) -> String {
        var hostBuffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var serviceBuffer = [CChar](repeating: 0, count: Int(NI_MAXSERV))
        let status = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getnameinfo($0, length, &hostBuffer, socklen_t(hostBuffer.count), &serviceBuffer,
                            socklen_t(serviceBuffer.count), NI_NUMERICHOST | NI_NUMERICSERV)
            }
        }
        guard status == 0 else { return "unknown" }
        let host = String(cString: hostBuffer), service = String(cString: serviceBuffer)
        return host.contains(":") ? "[\(host)]:\(service)" : "\(host):\(service)"
    }
}
