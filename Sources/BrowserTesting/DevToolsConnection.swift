import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The DevTools protocol over two pipes: JSON messages ended by a NUL byte. Synchronous: `send`
/// writes a command and reads messages until its reply arrives, keeping the events it reads on the
/// way (console errors, load events) for later questions.
final class DevToolsConnection {
    private let writeFD: Int32
    private let readFD: Int32
    private let timeout: Double
    private var nextID = 1
    private var buffer: [UInt8] = []
    private var open = true
    /// Events read so far, oldest first: (sessionId, method, params).
    private(set) var events: [(session: String?, method: String, params: [String: Any])] = []

    init(write: Int32, read: Int32, timeout: Double) {
        writeFD = write
        readFD = read
        self.timeout = timeout
    }

    /// Sends a command and returns its `result`.
    /// - Throws: `BrowserError.protocolError` for an error reply, a closed pipe or no reply in time.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        let id = try write(method, params, session: session)
        let deadline = now() + timeout
        while true {
            let message = try readMessage(until: deadline, waitingFor: method)
            if let replyID = message["id"] as? Int, replyID == id {
                if let error = message["error"] as? [String: Any] {
                    throw BrowserError.protocolError("\(method): \(error["message"] as? String ?? "\(error)")")
                }
                return message["result"] as? [String: Any] ?? [:]
            }
            record(message)
        }
    }

    /// Sends a command and does not wait for its reply (`Browser.close`).
    func sendWithoutWaiting(_ method: String) {
        _ = try? write(method, [:], session: nil)
    }

    /// Forgets the events named `method` of `session` read so far.
    func clearEvents(session: String?, method: String) {
        events.removeAll { $0.session == session && $0.method == method }
    }

    /// Reads messages until an event named `method` for `session` has arrived (or already had).
    func waitForEvent(session: String?, method: String, timeout: Double) throws {
        let deadline = now() + timeout
        while !events.contains(where: { $0.session == session && $0.method == method }) {
            record(try readMessage(until: deadline, waitingFor: method))
        }
    }

    /// Reads whatever messages are already waiting, without blocking.
    func drain() {
        while let message = try? readMessage(until: now(), waitingFor: "") { record(message) }
    }

    func closeDescriptors() {
        guard open else { return }
        open = false
        Glibc.close(writeFD)
        Glibc.close(readFD)
    }

    private func record(_ message: [String: Any]) {
        guard let method = message["method"] as? String else { return }
        events.append((message["sessionId"] as? String, method, message["params"] as? [String: Any] ?? [:]))
    }

    private func write(_ method: String, _ params: [String: Any], session: String?) throws -> Int {
        guard open else { throw BrowserError.protocolError("\(method): the browser connection is closed") }
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(writeFD, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                throw BrowserError.protocolError(
                    "\(method): cannot write to the browser: \(String(cString: strerror(errno)))")
            }
            offset += n
        }
        return id
    }

    /// The next whole message, reading from the pipe as needed until `deadline`.
    private func readMessage(until deadline: Double, waitingFor method: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] { return object }
                continue
            }
            let remaining = deadline - now()
            var poller = pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(0, remaining * 1000)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                throw BrowserError.protocolError("\(method): no answer from the browser in \(timeout) s")
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(readFD, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw BrowserError.protocolError("\(method): the browser closed the connection") }
            buffer.append(contentsOf: chunk[..<n])
        }
    }

    private func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
