#include "CReference.h"

double creference_waterfall(const double *widths, const double *heights, size_t count, double *frames) {
    const double width = 1024, gap = 10;
    const double column = (width - 3 * gap) / 4;
    /* The four column ends in registers; the shortest (the leftmost on ties) found by selects, so
       that the chain from one item to the next is compares, selects and one add (an array of ends
       indexed by the chosen column puts a store and a dependent load on that chain). */
    double e0 = 0, e1 = 0, e2 = 0, e3 = 0;
    for (size_t i = 0; i < count; i++) {
        int low1 = e1 < e0, low3 = e3 < e2;
        double m01 = low1 ? e1 : e0, m23 = low3 ? e3 : e2;
        int right = m23 < m01;
        int c = right ? 2 + low3 : low1;
        double y = right ? m23 : m01;
        double h = heights[i] * column / widths[i];
        double *f = frames + 4 * i;
        f[0] = c * (column + gap); f[1] = y; f[2] = column; f[3] = h;
        double end = y + (h + gap);
        e0 = c == 0 ? end : e0; e1 = c == 1 ? end : e1; e2 = c == 2 ? end : e2; e3 = c == 3 ? end : e3;
    }
    double end = e0;
    if (e1 > end) end = e1;
    if (e2 > end) end = e2;
    if (e3 > end) end = e3;
    return end;
}

double creference_flow(const double *widths, const double *heights, size_t count, double *frames) {
    const double width = 1024, gap = 10;
    double x = 0, y = 0, line = 0;
    for (size_t i = 0; i < count; i++) {
        double w = widths[i], h = heights[i];
        if (x > 0 && x + w > width) { x = 0; y += line + gap; line = 0; }
        double *f = frames + 4 * i;
        f[0] = x; f[1] = y; f[2] = w; f[3] = h;
        x += w + gap;
        if (h > line) line = h;
    }
    return y + line;
}

size_t creference_query(const double *frames, size_t count, double maxLength, double top, double bottom, size_t *hits) {
    /* The first frame whose origin is past top - maxLength: no frame before it reaches top. */
    size_t lo = 0, hi = count;
    double from = top - maxLength;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (frames[4 * mid + 1] > from) hi = mid; else lo = mid + 1;
    }
    size_t found = 0;
    for (size_t i = lo; i < count && frames[4 * i + 1] < bottom; i++) {
        if (frames[4 * i + 1] + frames[4 * i + 3] > top) hits[found++] = i;
    }
    return found;
}
