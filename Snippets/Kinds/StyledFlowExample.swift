// snippet.hide
import LayoutEngine

// snippet.show
let rightAligned = StyledFlowLayout.RowTransform.custom { row, width in
    let dx = row[0].frame.minX + width - row[row.count - 1].frame.maxX
    return row.map { $0.frame.offsetBy(dx: dx, dy: 0) }
}
let flow = StyledFlowLayout(sections: [
    .init(items: [.flow(100, 60), .flow(140, 60), .span(300, 40)], headerHeight: 30, rowTransform: rightAligned),
], defaultSectionInsets: EdgeInsets(all: 10))
let result = try flow.layout(in: LayoutContext(containerSize: Size(width: 600, height: 800)))
