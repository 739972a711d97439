/// The name a user most likely meant by a misspelt one, for the "did you mean" of an error:
/// `itemspacing` -> `itemSpacing`, `widht` -> `width`, `columCount` -> `columnCount`, `mosiac` ->
/// `mosaic`, `centre` -> `center`.
public enum NameSuggestion {
    /// The candidate that `name` most likely misspells: one equal to it but for letter case, else
    /// the one nearest to it within `allowedEdits(forLength:)` edits (a character inserted,
    /// deleted or replaced, or two neighbours swapped; letter case ignored). Nil when none is that
    /// near, or when two candidates are equally near (a guess between them could mislead).
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let longest = candidates.map(\.unicodeScalars.count).max() ?? 0
        // Only as much of `name` as can be near a candidate: a spec's key may be megabytes long.
        let typed = folded(name.unicodeScalars.prefix(longest + 3)[...])
        guard typed.count <= longest + 2 else { return nil }
        let folds = candidates.map { folded($0.unicodeScalars[...]) }
        if let same = folds.firstIndex(of: typed) { return candidates[same] }
        let allowed = allowedEdits(forLength: typed.count)
        var best: (index: Int, edits: Int)?
        var tied = false
        for (index, other) in folds.enumerated() where abs(other.count - typed.count) <= allowed {
            let edits = distance(typed, other)
            if edits > allowed { continue }
            if let b = best, edits == b.edits {
                tied = tied || candidates[b.index] != candidates[index]
            } else if best.map({ edits < $0.edits }) ?? true {
                best = (index, edits)
                tied = false
            }
        }
        return tied ? nil : best.map { candidates[$0.index] }
    }

    /// How many edits a name of `length` characters may be away from what was meant: none below 4
    /// characters (`x` is not a misspelt `y`), 1 up to 6, 2 from 7 on.
    public static func allowedEdits(forLength length: Int) -> Int {
        length < 4 ? 0 : length < 7 ? 1 : 2
    }

    /// The scalars with ASCII capitals in lower case.
    private static func folded(_ scalars: Substring.UnicodeScalarView) -> [UInt32] {
        scalars.map { (0x41...0x5A).contains($0.value) ? $0.value + 0x20 : $0.value }
    }

    /// The optimal string alignment distance: insertions, deletions, replacements and swaps of two
    /// neighbours, each one edit.
    static func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var edits = min(previous[j] + 1, current[j - 1] + 1, replace)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    edits = min(edits, before[j - 2] + 1)
                }
                current[j] = edits
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
