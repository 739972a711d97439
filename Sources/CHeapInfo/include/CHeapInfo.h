#ifndef CHEAPINFO_H
#define CHEAPINFO_H
#include <stddef.h>
/// Bytes currently allocated through malloc (glibc mallinfo2().uordblks); benchmarks only.
size_t cheapinfo_heap_in_use(void);
#endif
