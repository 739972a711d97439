extension LayoutBuilder {
    /// Appends the open section's next `count` cells, in item order, in batches of `batch`:
    /// `write(items, &cells)` appends the final frames of the items `items` (`items.count` of
    /// them), and is called for `0..<batch`, `batch..<2 * batch`, ... up to `count`.
    ///
    /// The same as one `appendCells(upTo: count)`, except that the index takes each batch's frames
    /// right after they are written, while they are still in the cache: after a single batch of
    /// 10^6 cells it reads the 32 MB of frames back from memory (1.5-3 ns per cell for `column`).
    ///
    ///     try builder.appendCells(count: items.count) { (range, cells: inout OutputSpan<Rect>) throws(LayoutError) in
    ///         for i in range { cells.append(frame(of: items[i])) }
    ///     }
    public mutating func appendCells<E: Error>(count: Int, batch: Int = 4096,
                                               _ write: (_ items: Range<Int>, _ cells: inout OutputSpan<Rect>) throws(E) -> Void) throws(E) {
        precondition(batch > 0, "appendCells(count:batch:): batch must be at least 1")
        var start = 0
        while start < count {
            let end = start + Swift.min(batch, count - start)
            try appendCells(upTo: end - start) { (cells: inout OutputSpan<Rect>) throws(E) in try write(start..<end, &cells) }
            start = end
        }
    }
}
