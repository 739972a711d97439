#include "CReference.h"

double creference_waterfall(const double *widths, const double *heights, size_t count, double *frames) {
    const double width = 1024, gap = 10;
    const double column = (width - 3 * gap) / 4;
    double ends[4] = {0, 0, 0, 0};
    for (size_t i = 0; i < count; i++) {
        int c = 0;
        for (int k = 1; k < 4; k++) if (ends[k] < ends[c]) c = k;
        double h = heights[i] * column / widths[i];
        double *f = frames + 4 * i;
        f[0] = c * (column + gap); f[1] = ends[c]; f[2] = column; f[3] = h;
        ends[c] += h + gap;
    }
    double end = 0;
    for (int k = 0; k < 4; k++) if (ends[k] > end) end = ends[k];
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
