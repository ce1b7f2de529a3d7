// Heap bytes in use, as the allocator counts them: glibc's mallinfo2, which Swift's Glibc module
// does not import. Header-only; elsewhere it answers -1 (unknown).
#ifndef CHEAP_BYTES_H
#define CHEAP_BYTES_H

#include <stddef.h>
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif

static inline long long benchmark_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    // Small blocks come from the arenas (uordblks), large ones are mapped one by one (hblkhd).
    return (long long)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}

#endif
