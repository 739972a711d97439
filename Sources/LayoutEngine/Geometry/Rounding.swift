/// Rounding down and up to whole numbers without libm.
///
/// On the default x86-64 target (SSE2, without SSE4.1's `roundsd`) `Double.rounded(.down)` and
/// `.rounded(.up)` compile to calls into libm's `floor` and `ceil`; on item loops the call also
/// makes the compiler save every vector register around it. These two give the same result, bit
/// for bit, for every input (tests compare them on special values and random bit patterns).

/// `x.rounded(.down)`, through `PixelGrid.floor`: waterfall and column floor every item's height
/// to the pixel grid.
///
/// For 0 < x < 2^52, `(x + 2^52) - 2^52` is exact: the sum lies in [2^52, 2^53), where the doubles
/// are the integers, so it is x rounded to the nearest integer n (|n - x| <= 1/2). If n > x, the
/// floor is n - 1; otherwise n <= x < n + 1 and the floor is n (for 0 < x < 1/2, n is +0, and
/// +0 - 0 is +0). Other values (zero, negative values, -0.0, NaN, infinities, and values from 2^52
/// on, which are integers already) take `rounded(.down)`, so the result equals it for every x.
@inline(__always)
func roundedDown(_ x: Double) -> Double {
    guard x > 0 && x < 0x1p52 else { return x.rounded(.down) }
    let nearest = (x + 0x1p52) - 0x1p52
    return nearest - (nearest > x ? 1 : 0)
}

/// `x.rounded(.up)`: mosaic rounds every item's length up to a grid multiple, and `PixelGrid.ceil`
/// snaps the frames of list and styled-flow rows.
///
/// For 0 < x < 2^52, `(x + 2^52) - 2^52` is exact: the sum lies in [2^52, 2^53), where the doubles
/// are the integers, so it is x rounded to the nearest integer n (|n - x| <= 1/2). If n < x, the
/// ceiling is n + 1; otherwise n - 1 < x <= n and the ceiling is n. Other values (zero, negative
/// values, -0.0, NaN, infinities, and values from 2^52 on, which are integers already) take
/// `rounded(.up)`, so the result equals it for every x.
@inline(__always)
func roundedUp(_ x: Double) -> Double {
    guard x > 0 && x < 0x1p52 else { return x.rounded(.up) }
    let nearest = (x + 0x1p52) - 0x1p52
    return nearest + (nearest < x ? 1 : 0) // nearest + 0 is nearest: x > 0, so nearest is not -0
}
