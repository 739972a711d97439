import Foundation
import LayoutCheck
import LayoutEngine
import LayoutScene
import LayoutSpec
import SnapshotTesting
import XCTest

#if canImport(Testing)
    import Testing
#endif

extension SnapshotFile {
    /// The record mode of the environment: swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`
    /// (`all`, `failed`, `missing`, `never`), or `RECORD_SNAPSHOTS=1` (the same as `all`); nil when
    /// neither is set: nothing is written, and a missing baseline fails.
    ///
    /// Unlike swift-snapshot-testing, whose default is `missing`, a run without a record mode never
    /// writes a baseline: a CI run cannot pass by recording what it was meant to check.
    public static var recordMode: UpdateMode? { UpdateMode.fromEnvironment(ProcessInfo.processInfo.environment) }

    /// `$SNAPSHOT_ARTIFACTS`, else `snapshot-artifacts` in the temporary folder.
    public static var defaultArtifacts: URL {
        artifactsDirectory(
            fallback: FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts"))
    }
}

/// Asserts that `value`, snapshotted with `strategy`, matches the file `reference`, and records a
/// test failure itself (in Swift Testing or XCTest, whichever runs the test) when it does not.
///
/// ```swift
/// @Test func grid() {
///     assertSnapshotFile(of: result, as: .diagramPNG(), reference: snapshots.appendingPathComponent("grid.png"))
/// }
/// ```
///
/// A missing baseline is a failure. On a mismatch the actual snapshot and the diff image are written
/// to `artifacts` (`NAME.actual.png`, `NAME.diff.png`) and the message gives their paths. With a
/// record mode (`SNAPSHOT_TESTING_RECORD=all|failed|missing`, or `RECORD_SNAPSHOTS=1`) the baseline
/// is written and the test still fails, so that a recording run never passes by accident.
public func assertSnapshotFile<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, reference: URL,
    record: UpdateMode? = SnapshotFile.recordMode, artifacts: URL = SnapshotFile.defaultArtifacts,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let message: String?
    do {
        message = SnapshotFile.verify(
            try value(), as: strategy, reference: reference, mode: record, artifacts: artifacts)
    } catch {
        message = "Could not make the snapshot: \(error)"
    }
    if let message { recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column) }
}

/// Asserts that a layout matches its two baselines in `directory`, `NAME.attributes.json` (the
/// geometry, compared element by element) and `NAME.png` (the diagram, compared pixel by pixel),
/// exactly as `render check` compares a spec, and records a test failure itself when it does not.
///
/// On a failure the actual image, the diff image and the element change list
/// (`NAME.actual.png`, `NAME.diff.png`, `NAME.changes.txt`) go to `artifacts` and the message lists
/// the changes (`cell 0.5: moved (+0, +8)`) and the paths. Missing baselines fail; record modes
/// work as in `assertSnapshotFile`.
public func assertLayoutSnapshot(
    of result: LayoutResult, named name: String, in directory: URL, layout: String = "layout", viewport: Rect? = nil,
    options: DiagramOptions = DiagramOptions(), comparison: PixelComparison = .strict,
    record: UpdateMode? = SnapshotFile.recordMode, artifacts: URL = SnapshotFile.defaultArtifacts,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let outcome = LayoutSnapshot.check(
        name: name, source: name, directory: directory.path, comparison: comparison, record: record,
        artifacts: artifacts.path
    ) { () throws(CheckError) in
        try SpecCheck.render(
            result: result, layout: layout,
            viewport: viewport ?? Rect(origin: .zero, size: options.container ?? result.contentSize), options: options,
            source: name)
    }
    if let message = outcome {
        recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that the spec at `spec` matches its baselines in `baselines` (`NAME.png` and
/// `NAME.attributes.json`, NAME being the spec's file name without `.json`): the check of
/// `render check SPEC --baselines DIR`, one implementation for both. Records a test failure itself.
/// `diagram` draws as `render check`'s diagram options do (`--theme dark` is `DiagramSettings(theme: .dark)`).
public func assertSpecSnapshot(
    spec: URL, baselines: URL, comparison: PixelComparison = .strict, diagram: DiagramSettings = DiagramSettings(),
    record: UpdateMode? = SnapshotFile.recordMode, artifacts: URL = SnapshotFile.defaultArtifacts,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let name = spec.deletingPathExtension().lastPathComponent
    let result = FolderCheck.check(
        SpecFile(name: name, path: spec.path),
        FolderCheck.Options(
            baselines: baselines.path, comparison: comparison, diagram: diagram, update: record, jobs: 1,
            artifactsDirectory: artifacts.path))
    if let message = LayoutSnapshot.message(result) {
        recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The failure messages of the layout assertions.
enum LayoutSnapshot {
    static func check(
        name: String, source: String, directory: String, comparison: PixelComparison, record: UpdateMode?,
        artifacts: String, render: () throws(CheckError) -> SpecCheck.Rendered
    ) -> String? {
        let rendered: SpecCheck.Rendered
        do { rendered = try render() } catch { return "\(name): \(error)" }
        let imagePath = directory + "/" + BaselineName.image(name)
        let attributesPath = directory + "/" + BaselineName.attributes(name)
        let result = FolderCheck.check(
            rendered: rendered, name: name, specPath: source,
            options: FolderCheck.Options(
                baselines: directory, comparison: comparison, update: record, jobs: 1, artifactsDirectory: artifacts),
            imagePath: imagePath, attributesPath: attributesPath)
        return message(result)
    }

    /// nil when the layout passed and nothing was recorded; else what failed or was recorded, and
    /// each file that could not be written.
    static func message(_ r: SpecResult) -> String? {
        guard !r.writeErrors.isEmpty else { return outcome(r) }
        return (outcome(r).map { $0 + "\n" } ?? "") + r.writeErrors.joined(separator: "\n")
    }

    /// The comparison's outcome: nil when the layout passed and nothing was recorded.
    static func outcome(_ r: SpecResult) -> String? {
        if !r.written.isEmpty {
            return "Recorded \(r.written.joined(separator: ", ")) (\(r.status == .passed ? "unchanged" : r.summary)). "
                + "Look at the baselines, then run the tests again without SNAPSHOT_TESTING_RECORD / RECORD_SNAPSHOTS."
        }
        switch r.status {
        case .passed: return nil
        case .failed: return r.error ?? "failed"
        case .missing:
            return "No baseline for \(r.name): \(r.missingBaselines.joined(separator: ", ")) missing. "
                + "Record with SNAPSHOT_TESTING_RECORD=missing swift test, look at the files, and commit them."
                + artifactLines(r)
        case .changed:
            var lines = ["Snapshot \(r.name) does not match its baselines: \(r.summary)"]
            lines += r.geometry?.lines.prefix(20).map { "  " + $0 } ?? []
            if let count = r.geometry?.lines.count, count > 20 { lines.append("  ... \(count - 20) more") }
            return lines.joined(separator: "\n") + artifactLines(r)
                + "\nIf the change is intended, record it with SNAPSHOT_TESTING_RECORD=failed swift test."
        }
    }

    static func artifactLines(_ r: SpecResult) -> String {
        [("actual", r.artifacts.actual), ("diff", r.artifacts.diff), ("changes", r.artifacts.changes)]
            .compactMap { name, path in path.map { "\n\(name): \($0)" } }.joined()
    }
}

/// Records a test failure in Swift Testing when a Swift Testing test is running, else in XCTest.
func recordSnapshotFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID.description, filePath: filePath.description, line: Int(line), column: Int(column)))
            return
        }
    #endif
    XCTFail(message, file: filePath, line: line)
}
