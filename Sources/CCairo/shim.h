#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
// Cairo with its SVG surface and FreeType font support (fonts are loaded from their files, never
// through fontconfig, so that text renders the same on every machine).
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
#endif
