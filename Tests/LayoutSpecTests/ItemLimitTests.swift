import LayoutSpec
import TestSupport
import Testing

/// Issue 24: a spec over the item limit is refused before its items are read (a list of 10^7 + 1
/// items took 15 s and 2.1 GB before the refusal).
@Suite(.tags(.slow), .skippedWhenQuick) struct ItemLimitTests {
    static func spec(_ sections: [Int]) -> JSONValue {
        .object([
            ("layout", .string("list")),
            ("container", .object([("width", .number(100)), ("height", .number(100))])),
            (
                "sections",
                .array(sections.map { .object([("items", .array(Array(repeating: .object([]), count: $0)))]) })
            ),
        ])
    }

    @Test func aListOfMoreItemsThanTheLimitIsRefusedBeforeItsItemsAreRead() {
        let value = Self.spec([SpecDocument.maximumItemCount + 1])
        let clock = ContinuousClock()
        var failure: SpecError?
        let elapsed = clock.measure {
            do { _ = try SpecDocument(value: value) } catch { failure = error as? SpecError }
        }
        #expect(
            failure
                == SpecError(
                    path: "sections[0].items",
                    "the spec holds more than 10000000 items (10000001 here); split it or lower the counts"))
        #expect(elapsed < .seconds(2))
    }

    @Test func theItemsOfEarlierSectionsCountTowardsTheLimit() {
        let value = Self.spec([2, 6_000_000, 4_000_000])
        #expect(
            throws: SpecError(
                path: "sections[2].items",
                "the spec holds more than 10000000 items (4000000 here, 6000002 in the sections before); split it or lower the counts"
            )
        ) { try SpecDocument(value: value) }
    }
}
