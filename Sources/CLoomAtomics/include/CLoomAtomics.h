// The few atomic operations Loom needs (and, from CLoomMainThread.h, the main-thread check), for every platform Loom supports: the Synchronization
// module's `Atomic` needs macOS 15 / iOS 18, and Loom supports older systems. Header-only; the
// compiler's atomic builtins, which the thread sanitizer understands.
#ifndef CLOOM_ATOMICS_H
#define CLOOM_ATOMICS_H

#include <stdint.h>

/// Reads `*word` with acquire ordering: what was written before the matching release store is visible.
static inline intptr_t loom_atomic_load_acquire(const intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Writes `value` to `*word` with release ordering.
static inline void loom_atomic_store_release(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

#include "CLoomMainThread.h"

#endif
