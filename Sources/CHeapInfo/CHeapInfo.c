#include "CHeapInfo.h"
#include <malloc.h>

size_t cheapinfo_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd; /* small-chunk bytes in use + mmapped large blocks */
}
