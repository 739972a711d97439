/// A parsed JSON value. Objects keep their keys in document order (error messages and key checks
/// read them in the order the user wrote them). Pure Swift: no Foundation.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in document order (duplicate keys are refused when parsing).
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
    public func hash(into h: inout Hasher) {
        switch self {
        case .null: h.combine(0)
        case .bool(let b): h.combine(b)
        case .number(let n): h.combine(n)
        case .string(let s): h.combine(s)
        case .array(let a): h.combine(a)
        case .object(let o):
            for (k, v) in o {
                h.combine(k)
                h.combine(v)
            }
        }
    }

    /// The JSON type's name as used in error messages.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The value of `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// The most levels of arrays and objects a document may nest (a spec needs a few); deeper is
    /// refused as `tooDeep`. YAML specs have the same limit.
    public static let maximumDepth = 200
    /// The error of a document nested deeper than `maximumDepth`.
    public static let tooDeep = "nesting deeper than \(maximumDepth) levels"

    /// Parses a complete JSON text (RFC 8259). Duplicate keys in an object are an error; a
    /// byte-order mark at the start is skipped.
    public static func parse(_ text: String) throws(SpecError) -> JSONValue {
        var parser = JSONParser(Array(text.utf8))
        return try parser.parseDocument()
    }

    /// Parses a complete JSON text given as bytes (a file's contents): as `parse(_:)`, after
    /// checking that the bytes are UTF-8 (an error names the line, column and byte offset of the
    /// first invalid byte).
    public static func parse(utf8 bytes: [UInt8]) throws(SpecError) -> JSONValue {
        var parser = JSONParser(bytes)
        if String(validating: bytes, as: UTF8.self) == nil, let bad = JSONParser.firstInvalidUTF8(bytes) {
            throw parser.fail(
                "invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16)) at offset \(bad)); save the spec as UTF-8",
                at: bad)
        }
        return try parser.parseDocument()
    }
}

struct JSONParser {
    let bytes: [UInt8]
    var i = 0
    var depth = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws(SpecError) -> JSONValue {
        // A UTF-8 byte-order mark, as some editors write (RFC 8259 section 8.1 allows ignoring it).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        skipSpace()
        if i == bytes.count {
            throw fail("the file is empty; a spec is a JSON object such as {\"layout\": \"aligned\", ...}")
        }
        let v = try parseValue()
        skipSpace()
        if i < bytes.count { throw fail("unexpected \(describe(bytes[i])) after the end of the JSON value") }
        return v
    }

    func position(_ at: Int) -> (line: Int, column: Int) {
        var line = 1
        var col = 1
        for b in bytes[0..<min(at, bytes.count)] {
            if b == 10 {
                line += 1
                col = 1
            } else {
                col += 1
            }
        }
        return (line, col)
    }
    func fail(_ message: String, at: Int? = nil) -> SpecError {
        let p = position(at ?? i)
        return SpecError(path: "", "malformed JSON at line \(p.line), column \(p.column): \(message)")
    }
    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (overlong
    /// forms, surrogates and values over U+10FFFF included), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let (length, minimum, bits): (Int, UInt32, UInt8)
            switch lead {
            case 0xC2...0xDF: (length, minimum, bits) = (2, 0x80, 0x1F)
            case 0xE0...0xEF: (length, minimum, bits) = (3, 0x800, 0x0F)
            case 0xF0...0xF4: (length, minimum, bits) = (4, 0x10000, 0x07)
            default: return i
            }
            var value = UInt32(lead & bits)
            for k in 1..<length {
                guard i + k < bytes.count, bytes[i + k] & 0xC0 == 0x80 else { return i }
                value = value << 6 | UInt32(bytes[i + k] & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return i }
            i += length
        }
        return nil
    }

    func describe(_ b: UInt8) -> String {
        b >= 32 && b < 127 ? "'\(Character(UnicodeScalar(b)))'" : "byte 0x\(String(b, radix: 16))"
    }

    /// What a byte found where a key or value should be usually means, for the habits of other
    /// formats: comments (`//`, `/*`, `#`) and single quotes.
    func habit(_ b: UInt8) -> String {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "#"): " (JSON has no comments; a YAML spec, .yaml, may have # comments)"
        case UInt8(ascii: "'"): " (JSON strings are in double quotes)"
        default: ""
        }
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 || bytes[i] == 10 || bytes[i] == 13 { i += 1 }
    }

    mutating func parseValue() throws(SpecError) -> JSONValue {
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end of file; a value is missing") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            throw fail(
                "unexpected \(describe(bytes[i])); expected a value (object, array, string, number, true, false or null)"
                    + habit(bytes[i]))
        }
    }

    mutating func literal(_ word: String) throws(SpecError) {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
            throw fail("invalid literal; expected '\(word)' (JSON has no NaN, Infinity or unquoted words)")
        }
        i += w.count
    }

    mutating func nest() throws(SpecError) {
        depth += 1
        if depth > JSONValue.maximumDepth { throw fail(JSONValue.tooDeep) }
    }

    /// Enters the object or array whose opening bracket is at `i`, one level deeper (`nest`; the
    /// caller leaves it): true when `closer` follows at once, an empty one, and is consumed.
    @inline(__always)
    mutating func enter(closingWith closer: UInt8) throws(SpecError) -> Bool {
        try nest()
        i += 1
        skipSpace()
        guard i < bytes.count, bytes[i] == closer else { return false }
        i += 1
        return true
    }

    /// After a value of an object or array (`container`, for the messages): true at its `closer`,
    /// false at a ',' (another value follows); both are consumed. Anything else is an error:
    /// "expected ',' or CLOSER" and `after`.
    @inline(__always)
    mutating func endsAfterValue(
        closingWith closer: UInt8, in container: String, _ after: @autoclosure () -> String
    ) throws(SpecError) -> Bool {
        let c = Character(Unicode.Scalar(closer))
        skipSpace()
        guard i < bytes.count else { throw fail("unexpected end of file inside \(container); a '\(c)' is missing") }
        if bytes[i] == UInt8(ascii: ",") {
            i += 1
            return false
        }
        if bytes[i] == closer {
            i += 1
            return true
        }
        throw fail("expected ',' or '\(c)' \(after()), found \(describe(bytes[i]))" + habit(bytes[i]))
    }

    mutating func parseObject() throws(SpecError) -> JSONValue {
        let empty = try enter(closingWith: UInt8(ascii: "}"))
        defer { depth -= 1 }
        var fields: [(key: String, value: JSONValue)] = []
        if empty { return .object(fields) }
        var seen = Set<String>()
        while true {
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of file inside an object; a '}' is missing") }
            guard bytes[i] == UInt8(ascii: "\"") else {
                throw fail(
                    "expected a key in double quotes, found \(describe(bytes[i]))"
                        + (bytes[i] == UInt8(ascii: "}") ? " (trailing commas are not allowed)" : habit(bytes[i])))
            }
            let keyStart = i
            let key = try parseString()
            if !seen.insert(key).inserted { throw fail("duplicate key \(SpecError.quoted(key))", at: keyStart) }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key \(SpecError.quoted(key))")
            }
            i += 1
            let value = try parseValue()
            fields.append((key, value))
            if try endsAfterValue(
                closingWith: UInt8(ascii: "}"), in: "an object", "after the value of \(SpecError.quoted(key))")
            {
                return .object(fields)
            }
        }
    }

    mutating func parseArray() throws(SpecError) -> JSONValue {
        let empty = try enter(closingWith: UInt8(ascii: "]"))
        defer { depth -= 1 }
        var items: [JSONValue] = []
        if empty { return .array(items) }
        while true {
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { throw fail("trailing commas are not allowed") }
            items.append(try parseValue())
            if try endsAfterValue(closingWith: UInt8(ascii: "]"), in: "an array", "in an array") {
                return .array(items)
            }
        }
    }

    mutating func parseString() throws(SpecError) -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw fail("unexpected end of file inside a string; a '\"' is missing") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                break
            }
            if b < 32 { throw fail("control character in a string (escape it, e.g. \\n)") }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                i += 1
                continue
            }
            i += 1
            guard i < bytes.count else { throw fail("unexpected end of file in an escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(34)
            case UInt8(ascii: "\\"): out.append(92)
            case UInt8(ascii: "/"): out.append(47)
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if code >= 0xD800 && code < 0xDC00 {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("unpaired UTF-16 surrogate in \\u escape")
                    }
                    i += 2
                    let low = try hex4()
                    guard low >= 0xDC00 && low < 0xE000 else { throw fail("invalid UTF-16 surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: throw fail("invalid escape '\\\(Character(UnicodeScalar(e)))'")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func hex4() throws(SpecError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("incomplete \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            i += 1
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - 55)
            default: throw fail("invalid hex digit in \\u escape")
            }
            v = v * 16 + d
        }
        return v
    }

    mutating func parseNumber() throws(SpecError) -> Double {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        guard digits() > 0 else { throw fail("invalid number: a digit must follow '-'") }
        if bytes[intStart] == UInt8(ascii: "0") && i - intStart > 1 {
            throw fail("invalid number: leading zeros are not allowed", at: start)
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw fail("invalid number: a digit must follow '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw fail("invalid number: a digit must follow the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text) else { throw fail("invalid number '\(text)'", at: start) }
        return v
    }
}
