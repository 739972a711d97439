import Testing

@testable import LayoutEngine

@Suite struct GeometryTests {
    @Test func rectsTouchingAlongAnEdgeDoNotIntersect() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 0, y: 10, width: 10, height: 10)))
        #expect(a.intersects(Rect(x: 9.5, y: 9.5, width: 1, height: 1)))
        #expect(a.intersects(Rect(x: 2, y: 5, width: 3, height: 0)))
    }

    @Test func insetAndOutsetAreInverses() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        let i = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(r.inset(by: i) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(r.inset(by: i).outset(by: i) == r)
    }

    @Test func axisHelpersSwapForHorizontal() {
        let r = Rect(main: 5, cross: 7, mainLength: 100, crossLength: 20, .horizontal)
        #expect(r == Rect(x: 5, y: 7, width: 100, height: 20))
        #expect(r.minMain(.horizontal) == 5 && r.maxCross(.horizontal) == 27)
        let v = Rect(main: 5, cross: 7, mainLength: 100, crossLength: 20, .vertical)
        #expect(v == Rect(x: 7, y: 5, width: 20, height: 100))
    }

    @Test func pixelGridRoundsAtTheScale() {
        let g = PixelGrid(scale: 2)
        #expect(g.floor(53.3) == 53)
        #expect(g.floor(53.6) == 53.5)
        #expect(g.round(10.26) == 10.5)
        #expect(g.ceil(10.01) == 10.5)
        #expect(PixelGrid(scale: 3).floor(33.5) == 100.0 / 3)
    }

    @Test func distributeGivesLeftoverToTheFirstParts() {
        #expect(PixelGrid.distribute(total: 320, into: 6) == [54, 54, 53, 53, 53, 53])
        #expect(PixelGrid.distribute(total: 640, into: 6) == [107, 107, 107, 107, 106, 106])
        #expect(PixelGrid.distribute(total: 0, into: 3) == [0, 0, 0])
    }

    @Test func numbersFormatWithoutTrailingZeros() {
        #expect(formatNumber(40) == "40")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(169.5) == "169.5")
        #expect(formatNumber(0.1 + 0.2) == "0.30000000000000004")
    }

    /// Diagrams round to 1/100 or 1/10000 pt by scaling: past 1.8e304 the product was `inf`, and
    /// an SVG read `height="inf"`, a title `content 320 x inf pt`, for a finite content size.
    @Test func numbersRoundedToPartsStayFiniteAndWhole() {
        #expect(formatNumber(12.345, roundedToParts: 100) == "12.35")
        #expect(formatNumber(-0.004, roundedToParts: 100) == "0")
        #expect(formatNumber(1.23456789, roundedToParts: 10000) == "1.2346")
        #expect(formatNumber(6.18e306, roundedToParts: 100) == "6.18e+306")
        #expect(formatNumber(-1.7976931348623157e308, roundedToParts: 10000) == "-1.7976931348623157e+308")
        // 2^52 and more have no fraction: written as they are, not rescaled (6.100000000000001e+40).
        #expect(formatNumber(6.1e40, roundedToParts: 100) == "6.1e+40")
        #expect(formatNumber(0x1p52 + 1, roundedToParts: 100) == "4503599627370497.0")
    }
}
