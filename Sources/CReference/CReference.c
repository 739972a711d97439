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
