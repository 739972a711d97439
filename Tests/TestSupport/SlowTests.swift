import Foundation
import Testing

extension Tag {
    /// Tests that take seconds each: a browser, a child process under limits, a package build,
    /// thousands of specs. `make test` runs them; `make test-quick` (SKIP_SLOW_TESTS=1) skips them.
    @Tag public static var slow: Self
    /// Tests that drive headless Chromium.
    @Tag public static var browser: Self
    /// Tests that run the `render` binary or another program as a child process.
    @Tag public static var process: Self
}

/// Whether this run skips slow tests: `SKIP_SLOW_TESTS=1` (`make test-quick`), for a contributor's
/// quick loop. CI and `make test` never set it.
public enum SlowTests {
    /// True when `SKIP_SLOW_TESTS` is set to anything but `0`.
    public static let skipped: Bool = {
        guard let value = ProcessInfo.processInfo.environment["SKIP_SLOW_TESTS"] else { return false }
        return value != "0" && !value.isEmpty
    }()
}

extension Trait where Self == ConditionTrait {
    /// Marks a slow suite or test (with `.tags(.slow, ...)`): skipped when `SKIP_SLOW_TESTS=1`.
    public static var skippedWhenQuick: Self {
        .disabled(if: SlowTests.skipped, "slow: skipped under SKIP_SLOW_TESTS=1 (make test-quick); make test runs it")
    }
}
