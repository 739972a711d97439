import Foundation
import LayoutCheck
import LayoutDiagrams
import LayoutEngine
import LayoutScene
import LayoutSpec
import SnapshotTesting
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Asserts that `value`, snapshotted with `strategy`, matches the file `reference`, and records a
/// test failure itself (in Swift Testing or XCTest, whichever runs the test) when it does not.
///
/// ```swift
/// @Test func grid() {
///     assertSnapshotFile(of: result, as: .diagramPNG(), reference: snapshots.appendingPathComponent("grid.png"))
/// }
/// ```
///
/// Record modes are swift-snapshot-testing's (`SnapshotFile.updateMode(_:)`): by default
/// (`missing`) a missing baseline is written and the test fails on that run; `never` writes
/// nothing. On a mismatch the actual snapshot and the diff image are written to `artifacts`
/// (`NAME.actual.png`, `NAME.diff.png`; by default `$SNAPSHOT_ARTIFACTS/FILE/`), the message
/// gives their paths, and a Swift Testing test gets them as attachments.
public func assertSnapshotFile<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, reference: URL,
    record: SnapshotTestingConfiguration.Record? = nil, artifacts: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let message: String?
    do {
        let verified = SnapshotFile.verifyWritingArtifacts(
            try value(), as: strategy, reference: reference, mode: SnapshotFile.updateMode(record),
            artifacts: artifacts ?? SnapshotLocation.artifacts(filePath: filePath))
        message = verified.message
        SnapshotAttachments.record(verified.artifacts, at: location)
    } catch {
        message = "Could not make the snapshot: \(error)"
    }
    if let message { recordSnapshotFailure(message, at: location) }
}

/// Asserts that a layout matches its two baselines, `NAME.attributes.json` (the geometry, compared
/// element by element) and `NAME.png` (the diagram, compared pixel by pixel), exactly as
/// `render check` compares a spec, and records a test failure itself when it does not.
///
/// ```swift
/// @Test func grid() throws {
///     let result = try GridLayout(itemCounts: [8], lineItemCount: 4)
///         .layout(in: LayoutContext(containerSize: Size(width: 320, height: 480), scale: 2))
///     assertLayoutSnapshot(of: result)   // __Snapshots__/<File>/grid.layout.1.png + .attributes.json
/// }
/// ```
///
/// Defaults follow swift-snapshot-testing: the baselines are `TEST.layout.N` (the test's name and
/// the assertion's number in it; `layout` keeps them apart from `assertSnapshot`'s `TEST.N.png`)
/// in `__Snapshots__/FILE/` beside the test file; the diagram is drawn
/// at the layout's own scale and titled with its kind (`LayoutResult.scale`, `.kindName`); the
/// record mode is the one in force (`SnapshotFile.updateMode(_:)`: by default a missing baseline
/// is written and the test fails on that run).
///
/// On a failure the actual image, the diff image and the element change list
/// (`NAME.actual.png`, `NAME.diff.png`, `NAME.changes.txt`) go to `artifacts` (by default
/// `$SNAPSHOT_ARTIFACTS/FILE/`), the message lists the changes (`cell 0.5: moved (+0, +8)`) and
/// the paths, and a Swift Testing test gets the three files as attachments.
///
/// Every argument but `result` may be left out: `name` (nil: `TEST.layout.N`), `directory` (nil:
/// `__Snapshots__/FILE/` beside the test file), `layout` (the name in the attributes JSON and the
/// title; nil: the result's `kindName`), `viewport`, `options` (nil: the default diagram at the
/// result's scale), `comparison`, `record` (nil: the mode in force) and `artifacts`.
public func assertLayoutSnapshot(
    of result: LayoutResult, named name: String? = nil, in directory: URL? = nil, layout: String? = nil,
    viewport: Rect? = nil, options: DiagramOptions? = nil, comparison: PixelComparison = .strict,
    record: SnapshotTestingConfiguration.Record? = nil, artifacts: URL? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let directory = directory ?? SnapshotLocation.directory(filePath: filePath)
    let name =
        name
        ?? {
            let test = SnapshotLocation.sanitized(testName)
            return "\(test).layout.\(SnapshotLocation.next(directory.path + "/" + test))"
        }()
    let kind = layout ?? result.kindName ?? "layout"
    var options = options ?? DiagramOptions(scale: result.scale)
    if options.layoutName == nil { options.layoutName = kind }
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let mode = SnapshotFile.updateMode(record)
    let outcome = LayoutSnapshot.check(
        name: name, source: name, directory: directory.path, comparison: comparison, record: mode,
        artifacts: (artifacts ?? SnapshotLocation.artifacts(filePath: filePath)).path
    ) { () throws(CheckError) in
        try SpecCheck.render(
            result: result, layout: kind,
            viewport: viewport ?? Rect(origin: .zero, size: options.container ?? result.contentSize), options: options,
            source: name)
    }
    LayoutSnapshot.report(outcome, mode: mode, at: location)
}

/// Asserts that the spec at `spec` matches its baselines in `baselines` (`NAME.png` and
/// `NAME.attributes.json`, NAME being the spec's file name without `.json`): the check of
/// `render check SPEC --baselines DIR`, one implementation for both. Records a test failure itself,
/// with the artifacts (`$SNAPSHOT_ARTIFACTS/FILE/` by default) as attachments in Swift Testing.
/// `diagram` draws as `render check`'s diagram options do (`--theme dark` is `DiagramSettings(theme: .dark)`).
/// `baselines` nil is `__Snapshots__/FILE/` beside the test file; `record` nil is the mode in force
/// (`SnapshotFile.updateMode(_:)`).
public func assertSpecSnapshot(
    spec: URL, baselines: URL? = nil, comparison: PixelComparison = .strict,
    diagram: DiagramSettings = DiagramSettings(), record: SnapshotTestingConfiguration.Record? = nil,
    artifacts: URL? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    let name = spec.deletingPathExtension().lastPathComponent
    let mode = SnapshotFile.updateMode(record)
    let result = FolderCheck.check(
        SpecFile(name: name, path: spec.path),
        FolderCheck.Options(
            baselines: (baselines ?? SnapshotLocation.directory(filePath: filePath)).path, comparison: comparison,
            diagram: diagram, update: mode, jobs: 1,
            artifactsDirectory: (artifacts ?? SnapshotLocation.artifacts(filePath: filePath)).path))
    LayoutSnapshot.report(
        result, mode: mode, at: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The failure messages of the layout assertions.
enum LayoutSnapshot {
    static func check(
        name: String, source: String, directory: String, comparison: PixelComparison, record: UpdateMode?,
        artifacts: String, render: () throws(CheckError) -> SpecCheck.Rendered
    ) -> SpecResult {
        let rendered: SpecCheck.Rendered
        do { rendered = try render() } catch {
            return SpecResult(name: name, specPath: source, status: .failed, error: "\(name): \(error)")
        }
        let imagePath = directory + "/" + BaselineName.image(name)
        let attributesPath = directory + "/" + BaselineName.attributes(name)
        return FolderCheck.check(
            rendered: rendered, name: name, specPath: source,
            options: FolderCheck.Options(
                baselines: directory, comparison: comparison, update: record, jobs: 1, artifactsDirectory: artifacts),
            imagePath: imagePath, attributesPath: attributesPath)
    }

    /// Records the failure of `result`, if any, with its artifacts as attachments. With record mode
    /// `all` a run always fails, as swift-snapshot-testing's does, even when nothing had to be written.
    static func report(_ result: SpecResult, mode: UpdateMode?, at location: SnapshotSourceLocation) {
        var text = message(result)
        if text == nil && mode == .all {
            text =
                "Record mode is all: \(result.name) matches its baselines, left as they are. "
                + "Run the tests again without it to assert against them."
        }
        guard let message = text else { return }
        let files = [result.artifacts.actual, result.artifacts.diff, result.artifacts.changes].compactMap { $0 }
        SnapshotAttachments.record(files.map { URL(fileURLWithPath: $0) }, at: location)
        recordSnapshotFailure(message, at: location)
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
                + "Look at the baselines, then run the tests again: they pass when nothing changed."
        }
        switch r.status {
        case .passed: return nil
        case .failed: return r.error ?? "failed"
        case .missing:
            return "No baseline for \(r.name): \(r.missingBaselines.joined(separator: ", ")) missing, and the record "
                + "mode is never. Record with SNAPSHOT_TESTING_RECORD=missing swift test, look at the files, and commit them."
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
func recordSnapshotFailure(_ message: String, at location: SnapshotSourceLocation) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column))
            return
        }
    #endif
    XCTFail(message, file: location.staticFilePath, line: UInt(location.line))
}
