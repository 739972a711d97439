import Foundation

/// An independent JSON Schema validator for the tests of `render schema`: Python's `jsonschema`
/// (draft 2020-12), installed by scripts/setup.sh. Outside CI it may be missing; callers then skip.
public enum SchemaValidator {
    /// Validates `files` against the schema file `schema` in one process.
    /// - Returns: per file path, nil when the file is valid, else its first error; nil when the
    ///   validator is not installed.
    public static func validate(_ files: [URL], schema: URL) throws -> [String: String?]? {
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("MISSING"); sys.exit(0)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            v = jsonschema.Draft202012Validator(schema)
            out = {}
            for path in open(sys.argv[2]).read().split("\\n"):
                if not path: continue
                errors = sorted(v.iter_errors(json.load(open(path))), key=lambda e: list(e.absolute_path))
                out[path] = None if not errors else (
                    "/".join(str(p) for p in errors[0].absolute_path) + ": " + errors[0].message[:300])
            print(json.dumps(out))
            """
        // The file list goes through a file: thousands of paths overflow a command line.
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("schema-files-\(UUID().uuidString)")
        try files.map(\.path).joined(separator: "\n").write(to: list, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: list) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path, list.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the schema validator failed"])
        }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text == "MISSING" { return nil }
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        return object.mapValues { $0 as? String }
    }

    /// Whether the test should skip: the validator is missing outside CI (in CI, where
    /// scripts/setup.sh installed it, a missing validator is a failure the caller records).
    public static var missingIsAllowed: Bool { ProcessInfo.processInfo.environment["CI"] != "true" }
}
