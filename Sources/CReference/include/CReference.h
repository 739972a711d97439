#ifndef CREFERENCE_H
#define CREFERENCE_H
#include <stddef.h>

/// Tight C versions of two layouts, to measure what this machine does per item right now (the
/// issue's C figures: waterfall 6.3 ns, flow 2.2 ns per item at 10^6 items). Benchmarks only.
/// Each writes `count` frames (x, y, width, height) into `frames` and returns the content height.
/// `widths` and `heights` are the items' sizes.

/// Shortest-column waterfall: 4 columns across 1024 pt, 10 pt gaps; each item is scaled to the
/// column width and goes under the shortest column (the leftmost on ties).
double creference_waterfall(const double *widths, const double *heights, size_t count, double *frames);

/// Left-aligned flow across 1024 pt with 10 pt gaps: items go along a line until the next one
/// does not fit, then a new line starts under the tallest item of the line.
double creference_flow(const double *widths, const double *heights, size_t count, double *frames);

/// A viewport query over the frames `creference_flow` made (origins non-decreasing along y): a
/// binary search for the first frame whose origin is past `top - maxLength` (`maxLength`: the
/// tallest item), then a scan while origins are before `bottom`, keeping the frames that reach
/// into [top, bottom). Writes their indices to `hits` and returns how many there are.
size_t creference_query(const double *frames, size_t count, double maxLength, double top, double bottom, size_t *hits);

#endif
