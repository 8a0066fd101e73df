import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the remote-configuration tests: real sockets, so
/// `URLSession` does everything it does against a web host. One request per connection
/// (`Connection: close`); each answer comes from `reply`. Bounded: requests over 64 KiB are dropped,
/// reads time out after 5 s, and ``stop()`` ends every thread within a tenth of a second.
final class LoopbackHTTPServer: @unchecked Sendable {
    /// What the server read.
    struct Request: Sendable {
        var path: String
        /// Header values by lowercased name.
        var headers: [String: String]
    }

    /// What the server answers.
    struct Reply: Sendable {
        var status: Int
        var headers: [String: String] = [:]
        var body: Data = Data()
        /// Seconds to wait before sending anything.
        var delay: TimeInterval = 0
        /// Declared `Content-Length` when it should differ from the body (a body cut short).
        var declaredLength: Int?

        static func json(_ text: String, etag: String? = nil, cacheControl: String? = nil) -> Reply {
            var headers = ["Content-Type": "application/json"]
            if let etag { headers["ETag"] = etag }
            if let cacheControl { headers["Cache-Control"] = cacheControl }
            return Reply(status: 200, headers: headers, body: Data(text.utf8))
        }
    }

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var handler: @Sendable (Request) -> Reply
    private var received: [Request] = []
    private var stopped = false
    private var held = false

    /// Starts listening on an ephemeral loopback port.
    init(reply: @escaping @Sendable (Request) -> Reply) throws {
        handler = reply
        #if canImport(Glibc)
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// `http://127.0.0.1:PORT/path`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Replaces the answer for later requests.
    func setReply(_ reply: @escaping @Sendable (Request) -> Reply) {
        lock.withLock { handler = reply }
    }

    /// Holds every answer (after reading its request) until ``release()`` or ``stop()``: a server
    /// that is slow for as long as a test needs, whatever the machine's load.
    func hold() { lock.withLock { held = true } }

    /// Lets held answers go.
    func release() { lock.withLock { held = false } }

    private var isHeld: Bool { lock.withLock { held } }

    /// Every request read so far, in order.
    var requests: [Request] { lock.withLock { received } }

    /// Stops accepting; connections in progress end at their next check.
    func stop() {
        let wasRunning = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if wasRunning { close(listener) }
    }

    deinit { stop() }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0, !isStopped else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard let request = readRequest(client) else { return }
        let reply = lock.withLock { () -> Reply in
            received.append(request)
            return handler(request)
        }
        var waited: TimeInterval = 0
        while waited < reply.delay || isHeld, !isStopped {
            usleep(20_000)
            waited += 0.02
        }
        guard !isStopped else { return }
        var head = "HTTP/1.1 \(reply.status) \(Self.reason(reply.status))\r\n"
        for (name, value) in reply.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(reply.declaredLength ?? reply.body.count)\r\nConnection: close\r\n\r\n"
        _ = sendAll(client, Data(head.utf8) + reply.body)
    }

    private func readRequest(_ client: Int32) -> Request? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        while data.range(of: end) == nil {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0, data.count + count <= 64 * 1024 else { return nil }
            data.append(contentsOf: buffer[0..<count])
        }
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(path: String(parts[1]), headers: headers)
    }

    private func sendAll(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            guard let base = bytes.baseAddress else { return true }
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                    let sent = send(client, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    let sent = send(client, base + offset, bytes.count - offset, 0)
                #endif
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 302: return "Found"
        case 304: return "Not Modified"
        case 404: return "Not Found"
        case 500: return "Internal Server Error"
        default: return "Status"
        }
    }
}
