import Foundation
import LayoutCheck
@_spi(Internals) import SnapshotTesting

#if canImport(Testing)
    import Testing
#endif

extension SnapshotFile {
    /// Which baselines the assertions of this library may write, found as swift-snapshot-testing's
    /// `assertSnapshot` finds its record mode: `record` when given; else the mode of the enclosing
    /// `withSnapshotTesting(record:)`; else the `.snapshots(record:)` trait's; else
    /// `SNAPSHOT_TESTING_RECORD` (`all`, `failed`, `missing`, `never`); else `missing`.
    /// `RECORD_SNAPSHOTS=1` (this project's older switch) counts as `all` when neither
    /// `withSnapshotTesting` nor `SNAPSHOT_TESTING_RECORD` says otherwise.
    ///
    /// A run that writes a baseline still fails, so a missing baseline is recorded and the test
    /// fails once, then passes (swift-snapshot-testing's `missing`); on CI, set
    /// `SNAPSHOT_TESTING_RECORD=never` to write nothing at all.
    /// - Returns: `.all`, `.changed` (for `failed`) or `.missing`; nil for `never`.
    public static func updateMode(_ record: SnapshotTestingConfiguration.Record? = nil) -> UpdateMode? {
        let environment = ProcessInfo.processInfo.environment
        let mode: SnapshotTestingConfiguration.Record
        if let record {
            mode = record
        } else if let current = SnapshotTestingConfiguration.current?.record {
            mode = current
        } else if environment["SNAPSHOT_TESTING_RECORD"] == nil, let legacy = environment["RECORD_SNAPSHOTS"],
            !legacy.isEmpty, legacy != "0"
        {
            mode = .all
        } else {
            mode = _record
        }
        if mode == .all { return .all }
        if mode == .failed { return .changed }
        if mode == .missing { return .missing }
        return nil
    }

    /// The record mode in force (`updateMode()`): `missing` unless `withSnapshotTesting(record:)`,
    /// a `.snapshots(record:)` trait, `SNAPSHOT_TESTING_RECORD` or `RECORD_SNAPSHOTS` says otherwise.
    public static var recordMode: UpdateMode? { updateMode() }

    /// `$SNAPSHOT_ARTIFACTS`, else `snapshot-artifacts` in the temporary folder.
    public static var defaultArtifacts: URL {
        artifactsDirectory(
            fallback: FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts"))
    }
}

/// Where a test's snapshots and artifacts go by default, as swift-snapshot-testing puts them:
/// `__Snapshots__/FILE/` beside the test file, `TEST.N` named after the test, and
/// `$SNAPSHOT_ARTIFACTS/FILE/` (else the temporary folder's `snapshot-artifacts/FILE/`).
enum SnapshotLocation {
    /// `__Snapshots__/FILE/` beside `filePath`.
    static func directory(filePath: StaticString) -> URL { directory(filePath: "\(filePath)") }

    /// `__Snapshots__/FILE/` beside `filePath`.
    static func directory(filePath: String) -> URL {
        let file = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
        return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    }

    /// The artifacts folder of the test file `filePath`: `defaultArtifacts/FILE`.
    static func artifacts(filePath: StaticString) -> URL {
        SnapshotFile.defaultArtifacts.appendingPathComponent(
            URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent)
    }

    /// `grid()` -> `grid` (swift-snapshot-testing's `sanitizePathComponent`).
    static func sanitized(_ testName: String) -> String {
        testName.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    private static let counts = Locked<[String: Int]>([:])

    /// The next number for `key` in this process: 1, 2, ... (swift-snapshot-testing counts the
    /// snapshots of a test the same way).
    static func next(_ key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}

/// Where an assertion was called (for issues and attachments).
struct SnapshotSourceLocation {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
    /// `filePath` for XCTest's `XCTFail`.
    var staticFilePath: StaticString

    init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.staticFilePath = ""
    }

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.init(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        staticFilePath = filePath
    }
}

/// A value behind a lock (the Synchronization module's `Mutex` needs macOS 15; this works everywhere).
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// The files of a failure recorded as Swift Testing attachments, so that
/// `swift test --attachments-path DIR` collects them (nothing outside a Swift Testing test).
enum SnapshotAttachments {
    /// Attaches each file's bytes under its file name.
    static func record(_ files: [URL], at location: SnapshotSourceLocation) {
        record(
            files.compactMap { url in FileManager.default.contents(atPath: url.path).map { (url.lastPathComponent, $0) }
            }, at: location)
    }

    /// Attaches each `(name, bytes)`.
    static func record(_ attachments: [(name: String, data: Data)], at location: SnapshotSourceLocation) {
        #if canImport(Testing)
            guard Test.current != nil else { return }
            for (name, data) in attachments {
                Attachment.record(
                    [UInt8](data), named: name,
                    sourceLocation: SourceLocation(
                        fileID: location.fileID, filePath: location.filePath, line: location.line,
                        column: location.column))
            }
        #endif
    }

    /// True while `SnapshotFile.verify` compares: it writes and attaches the artifacts itself, so
    /// the strategies' diffing (`Diffing.reportingArtifacts`) leaves them alone.
    @TaskLocal static var handledByCaller = false
}

extension Diffing {
    /// This diffing, and on a failure under swift-snapshot-testing's `assertSnapshot` (which on
    /// Linux writes only the actual snapshot and drops the attachments), the attachments (the
    /// PNG strategies' `diff.png`) written to the artifacts folder beside the actual snapshot
    /// (`$SNAPSHOT_ARTIFACTS/FILE/TEST.N.diff.png`) with their paths added to the message, and
    /// the actual snapshot and those files recorded as Swift Testing attachments.
    /// - Parameters:
    ///   - pathExtension: the snapshot's extension (`png`).
    ///   - filePath: the test file (`#filePath` where the strategy is made); nil: the running
    ///     Swift Testing test's.
    ///   - testName: the test (`#function` where the strategy is made); nil: the running Swift
    ///     Testing test's.
    func reportingArtifacts(pathExtension: String, filePath: String? = nil, testName: String? = nil) -> Diffing {
        var diffing = self
        let diff = diffV2
        let toData = self.toData
        diffing.diffV2 = { reference, actual in
            guard case (var message, let attachments)? = diff(reference, actual) else { return nil }
            guard !SnapshotAttachments.handledByCaller else { return (message, attachments) }
            var filePath = filePath
            var testName = testName
            #if canImport(Testing)
                filePath = filePath ?? Test.current?.sourceLocation.filePath
                testName = testName ?? Test.current?.name
            #endif
            guard let filePath, let testName else { return (message, attachments) }
            let stem = Self.stem(
                of: toData(reference), pathExtension: pathExtension, filePath: filePath, testName: testName)
            // swift-snapshot-testing's artifacts folder, where it writes the actual snapshot as STEM.EXT.
            let folder = URL(
                fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                isDirectory: true
            ).appendingPathComponent(URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent)
            var files: [(name: String, data: Data)] = [("\(stem).\(pathExtension)", toData(actual))]
            for case .data(let data, let name) in attachments {
                let url = folder.appendingPathComponent("\(stem).\(name)")
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try data.write(to: url, options: .atomic)
                    message += "\n\(name.split(separator: ".").first.map(String.init) ?? name): \(url.path)"
                } catch {
                    message += "\n(could not write \(url.path): \(error.localizedDescription))"
                }
                files.append((url.lastPathComponent, data))
            }
            #if canImport(Testing)
                if let location = Test.current?.sourceLocation {
                    SnapshotAttachments.record(
                        files,
                        at: SnapshotSourceLocation(
                            fileID: location.fileID, filePath: location.filePath, line: location.line,
                            column: location.column))
                }
            #endif
            return (message, attachments)
        }
        return diffing
    }

    /// `TEST.N`, the name of the reference swift-snapshot-testing compared with: the file of
    /// `__Snapshots__/FILE/` named `TEST.*.EXT` whose bytes are `reference`; `TEST` when there
    /// is none (a `snapshotDirectory` elsewhere).
    static func stem(of reference: Data, pathExtension: String, filePath: String, testName: String) -> String {
        let test = SnapshotLocation.sanitized(testName)
        let directory = SnapshotLocation.directory(filePath: filePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasPrefix(test + ".") && name.hasSuffix("." + pathExtension) {
            if FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) == reference {
                return String(name.dropLast(pathExtension.count + 1))
            }
        }
        return test
    }
}
