import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A headless Chromium driven over the DevTools protocol, for tests that open a page and look at it.
///
/// Chromium is started with `--headless=new --no-sandbox --disable-gpu --remote-debugging-pipe`:
/// it reads JSON commands from file descriptor 3 and writes replies and events to file descriptor
/// 4, each message ended by a NUL byte. No HTTP, no WebSocket, no network, no driver binary.
///
/// ```swift
/// let browser = try Browser.launch()
/// defer { browser.close() }
/// let page = try browser.open(URL(fileURLWithPath: "/tmp/report/index.html"))
/// let title = try page.evaluate("document.title") as? String
/// ```
///
/// The browser runs in its own process group; `close()` (also called on deinit) asks it to quit
/// and kills the group if it has not exited within two seconds, so no process outlives a test.
public final class Browser: @unchecked Sendable {
    /// The process id of the browser (the leader of its process group).
    public let processID: pid_t
    let connection: DevToolsConnection
    private let profileDirectory: String
    private var closed = false

    /// Where Chromium is: `$CHROMIUM` when set, else the first of `chromium`, `chromium-browser`,
    /// `google-chrome` found on `PATH`; nil when there is none.
    public static var executablePath: String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], !path.isEmpty { return path }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for dir in directories where access("\(dir)/\(name)", X_OK) == 0 { return "\(dir)/\(name)" }
        }
        return nil
    }

    /// Whether tests may skip for want of a browser: false on CI (`CI=true`), where a missing
    /// browser must fail the test instead.
    public static var skippingAllowed: Bool {
        let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
        return ci.isEmpty || ci == "0" || ci.lowercased() == "false"
    }

    /// The message a test shows when it skips for want of a browser.
    public static let unavailableMessage =
        "no Chromium found (set $CHROMIUM or install it: bash scripts/setup.sh, or apt-get install chromium); with CI=true this fails instead"

    /// Starts a headless browser.
    /// - Parameters:
    ///   - executable: the browser binary (`executablePath` by default).
    ///   - windowSize: the initial window size in CSS pixels.
    ///   - timeout: how long a command may take, in seconds.
    /// - Throws: `BrowserError.notFound` when no browser is installed, `.launchFailed` when it
    ///   cannot be started.
    public static func launch(
        executable: String? = nil, windowSize: (width: Int, height: Int) = (1280, 900), timeout: Double = 20
    ) throws -> Browser {
        guard let path = executable ?? executablePath else { throw BrowserError.notFound(unavailableMessage) }
        // Writing to a browser that has died must not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        var template = Array("\(NSTemporaryDirectory())/browser-testing-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw BrowserError.launchFailed("cannot create a profile directory: \(String(cString: strerror(errno)))")
        }
        let profile = String(cString: made)
        let arguments = [
            path, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--user-data-dir=\(profile)", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--hide-scrollbars", "--mute-audio", "--window-size=\(windowSize.width),\(windowSize.height)",
            "about:blank",
        ]
        let (pid, toBrowser, fromBrowser) = try spawn(arguments)
        let connection = DevToolsConnection(write: toBrowser, read: fromBrowser, timeout: timeout)
        let browser = Browser(processID: pid, connection: connection, profileDirectory: profile)
        do {
            _ = try connection.send("Browser.getVersion")
        } catch {
            browser.close()
            throw BrowserError.launchFailed("\(path) did not answer on the DevTools pipe: \(error)")
        }
        return browser
    }

    private init(processID: pid_t, connection: DevToolsConnection, profileDirectory: String) {
        self.processID = processID
        self.connection = connection
        self.profileDirectory = profileDirectory
    }

    deinit { close() }

    /// Opens `url` in a new tab of `width` x `height` CSS pixels and waits until it has loaded
    /// (the load event). Console errors and uncaught exceptions from the first moment on are
    /// collected in `Page.consoleErrors`.
    public func open(_ url: URL, width: Int = 1280, height: Int = 900, timeout: Double = 20) throws -> Page {
        let target = try connection.send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else {
            throw BrowserError.protocolError("Target.createTarget returned no targetId")
        }
        let attached = try connection.send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else {
            throw BrowserError.protocolError("Target.attachToTarget returned no sessionId")
        }
        let page = Page(connection: connection, session: session)
        try page.command("Page.enable")
        try page.command("Runtime.enable")
        try page.command("Log.enable")
        try page.command(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        connection.clearEvents(session: session, method: "Page.loadEventFired")
        let navigated = try page.command("Page.navigate", ["url": url.absoluteString])
        if let error = navigated["errorText"] as? String {
            throw BrowserError.navigationFailed("\(url.absoluteString): \(error)")
        }
        try connection.waitForEvent(session: session, method: "Page.loadEventFired", timeout: timeout)
        return page
    }

    /// Asks the browser to quit, then kills its process group if it is still running after two
    /// seconds, reaps it and removes its profile directory. Safe to call more than once.
    public func close() {
        if closed { return }
        closed = true
        connection.sendWithoutWaiting("Browser.close")
        var status: Int32 = 0
        var exited = false
        for _ in 0..<40 {
            if waitpid(processID, &status, WNOHANG) == processID {
                exited = true
                break
            }
            usleep(50_000)
        }
        // The group: the browser's own helper processes (renderer, GPU, zygote) too.
        kill(-processID, SIGKILL)
        if !exited {
            kill(processID, SIGKILL)
            waitpid(processID, &status, 0)
        }
        // Wait (up to two seconds) until the helpers have died and been reaped.
        for _ in 0..<40 where kill(-processID, 0) == 0 { usleep(50_000) }
        connection.closeDescriptors()
        try? FileManager.default.removeItem(atPath: profileDirectory)
    }

    /// Starts `arguments[0]` in a new process group with the two pipes on descriptors 3 and 4 and
    /// its standard output and error discarded.
    private static func spawn(_ arguments: [String]) throws -> (pid_t, Int32, Int32) {
        var commands: [Int32] = [0, 0] // browser reads [0] as fd 3; we write [1]
        var replies: [Int32] = [0, 0] // browser writes [1] as fd 4; we read [0]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else {
            throw BrowserError.launchFailed("pipe: \(String(cString: strerror(errno)))")
        }
        // Move every end above 10 (so that dup2 onto 3 and 4 cannot clobber one of them) and mark
        // them close-on-exec; dup2 clears the flag on the copies the browser gets.
        func high(_ fd: Int32) -> Int32 {
            let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
            Glibc.close(fd)
            return moved
        }
        let browserReads = high(commands[0])
        let weWrite = high(commands[1])
        let weRead = high(replies[0])
        let browserWrites = high(replies[1])
        defer {
            Glibc.close(browserReads)
            Glibc.close(browserWrites)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, browserReads, 3)
        posix_spawn_file_actions_adddup2(&actions, browserWrites, 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard status == 0 else {
            Glibc.close(weWrite)
            Glibc.close(weRead)
            throw BrowserError.launchFailed("cannot start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        return (pid, weWrite, weRead)
    }
}

/// What can go wrong while driving the browser.
public enum BrowserError: Error, CustomStringConvertible {
    /// No browser is installed (the message says how to get one).
    case notFound(String)
    /// The browser could not be started or did not answer.
    case launchFailed(String)
    /// The page could not be loaded.
    case navigationFailed(String)
    /// The browser answered with an error or did not answer in time.
    case protocolError(String)
    /// A script threw.
    case scriptFailed(String)

    /// The message.
    public var description: String {
        switch self {
        case .notFound(let m), .launchFailed(let m), .navigationFailed(let m), .protocolError(let m),
            .scriptFailed(let m):
            return m
        }
    }
}
