import Foundation

/// One tab of a `Browser`: evaluate scripts, move the mouse, set inputs, take screenshots, and read
/// the console errors the page produced.
public final class Page {
    let connection: DevToolsConnection
    /// The DevTools session of this tab.
    public let session: String

    init(connection: DevToolsConnection, session: String) {
        self.connection = connection
        self.session = session
    }

    /// Sends a DevTools command to this tab and returns its result.
    @discardableResult
    public func command(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        try connection.send(method, params, session: session)
    }

    /// Evaluates `expression` in the page and returns its value as JSON would decode it (`String`,
    /// `NSNumber`/`Int`/`Double`, `Bool`, `[Any]`, `[String: Any]`, or nil for null/undefined).
    /// Wrap multi-statement code in a function, `(() => { ...; return x })()`, so that the page's
    /// own `const` globals do not clash. Promises are awaited.
    /// - Throws: `BrowserError.scriptFailed` with the exception's text when the script throws.
    public func evaluate(_ expression: String) throws -> Any? {
        let reply = try command(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = reply["exceptionDetails"] as? [String: Any] {
            let detail = (exception["exception"] as? [String: Any])?["description"] as? String
            throw BrowserError.scriptFailed(detail ?? exception["text"] as? String ?? "the script threw")
        }
        let value = (reply["result"] as? [String: Any])?["value"]
        return value is NSNull ? nil : value
    }

    /// Moves the mouse to (`x`, `y`) in CSS pixels from the viewport's top left (hover effects,
    /// `mouseover`/`mouseenter` events follow).
    public func moveMouse(x: Double, y: Double) throws {
        try command("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
    }

    /// Clicks at (`x`, `y`) with the left button.
    public func click(x: Double, y: Double) throws {
        try moveMouse(x: x, y: y)
        for type in ["mousePressed", "mouseReleased"] {
            try command(
                "Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// The centre of the first element matching `selector`, scrolled into view first, in CSS
    /// pixels from the viewport's top left.
    public func center(of selector: String) throws -> (x: Double, y: Double) {
        let script = """
            (() => { const e = document.querySelector(\(Self.jsString(selector)));
              if (!e) throw new Error('no element matches ' + \(Self.jsString(selector)));
              e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();
              return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """
        guard let point = try evaluate(script) as? [Double], point.count == 2 else {
            throw BrowserError.scriptFailed("no position for \(selector)")
        }
        return (point[0], point[1])
    }

    /// Moves the mouse over the centre of the first element matching `selector`.
    public func hover(_ selector: String) throws {
        let (x, y) = try center(of: selector)
        try moveMouse(x: x, y: y)
    }

    /// Clicks the centre of the first element matching `selector`.
    public func click(_ selector: String) throws {
        let (x, y) = try center(of: selector)
        try click(x: x, y: y)
    }

    /// Sets the value of the input matching `selector` and fires `input` and `change` events, as
    /// typing or dragging a slider would.
    public func setValue(_ selector: String, to value: String) throws {
        _ = try evaluate(
            """
            (() => { const e = document.querySelector(\(Self.jsString(selector)));
              if (!e) throw new Error('no element matches ' + \(Self.jsString(selector)));
              e.value = \(Self.jsString(value));
              e.dispatchEvent(new Event('input', {bubbles: true}));
              e.dispatchEvent(new Event('change', {bubbles: true})); return true; })()
            """)
    }

    /// A PNG screenshot of the viewport, or of the whole page with `fullPage`.
    public func screenshot(fullPage: Bool = false) throws -> [UInt8] {
        var params: [String: Any] = ["format": "png"]
        if fullPage,
            let size = try evaluate(
                "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]") as? [Double]
        {
            params["captureBeyondViewport"] = true
            params["clip"] = ["x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1]
        }
        let reply = try command("Page.captureScreenshot", params)
        guard let base64 = reply["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw BrowserError.protocolError("Page.captureScreenshot returned no image")
        }
        return [UInt8](data)
    }

    /// Console errors (`console.error`, `console.assert` failures), uncaught exceptions and
    /// browser log errors (a missing image, a blocked script) of this tab so far, one line each.
    public var consoleErrors: [String] {
        connection.drain()
        var out: [String] = []
        for event in connection.events where event.session == session {
            switch event.method {
            case "Runtime.consoleAPICalled":
                guard let type = event.params["type"] as? String, type == "error" || type == "assert" else { continue }
                let args = event.params["args"] as? [[String: Any]] ?? []
                out.append(
                    "console.\(type): "
                        + args.map { "\($0["value"] ?? $0["description"] ?? "")" }.joined(separator: " "))
            case "Runtime.exceptionThrown":
                let details = event.params["exceptionDetails"] as? [String: Any] ?? [:]
                let text = (details["exception"] as? [String: Any])?["description"] as? String
                out.append("uncaught: " + (text ?? details["text"] as? String ?? "exception"))
            case "Log.entryAdded":
                let entry = event.params["entry"] as? [String: Any] ?? [:]
                guard entry["level"] as? String == "error" else { continue }
                out.append("log: \(entry["text"] as? String ?? "") \(entry["url"] as? String ?? "")")
            default: continue
            }
        }
        return out
    }

    /// `s` as a JavaScript string literal.
    static func jsString(_ s: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [s])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
