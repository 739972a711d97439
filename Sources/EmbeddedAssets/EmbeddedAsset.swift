/// Text files kept as real files in the repository and embedded in Swift by scripts/embed-assets.py:
/// the JavaScript and CSS of the HTML diagram and of the check report, and the kinds' built-in
/// example specs (Sources/LayoutSpec/Examples). One base64 literal per file, decoded once, the
/// first time it is used, so the libraries need no resource bundle (and no Foundation) at run time.
/// Base64 keeps the generated Swift from repeating the file's text line by line; the decoded string
/// is the file, byte for byte (WebAssetsTests, BuiltInExampleTests).
package enum EmbeddedAsset {
    /// The UTF-8 text whose bytes `base64` holds (standard alphabet, `=` padding); whitespace,
    /// such as the literal's line breaks and indentation, is skipped.
    /// - Precondition: `base64` is what the generator wrote: only the alphabet, padding and
    ///   whitespace.
    package static func text(base64: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(base64.utf8.count / 4 * 3)
        var group: UInt32 = 0
        var count = 0
        for c in base64.utf8 {
            let value: UInt8
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = c - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = c - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = c - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "="): continue
            default:
                preconditionFailure("not base64: \(Unicode.Scalar(c)); regenerate with scripts/embed-assets.py")
            }
            group = group << 6 | UInt32(value)
            count += 1
            if count == 4 {
                bytes += [
                    UInt8(truncatingIfNeeded: group >> 16), UInt8(truncatingIfNeeded: group >> 8),
                    UInt8(truncatingIfNeeded: group),
                ]
                group = 0
                count = 0
            }
        }
        // A last group of 2 or 3 characters holds 1 or 2 bytes.
        if count == 2 { bytes.append(UInt8(truncatingIfNeeded: group >> 4)) }
        if count == 3 { bytes += [UInt8(truncatingIfNeeded: group >> 10), UInt8(truncatingIfNeeded: group >> 2)] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
