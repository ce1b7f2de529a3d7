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

/// Reads `*word` in the single total order of sequentially consistent operations: a lock-free reader
/// that announced itself (``loom_atomic_increment``) then loads a published pointer, and a writer that
/// published a replacement then reads the announcements, cannot both miss each other.
static inline intptr_t loom_atomic_load_seq_cst(const intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_SEQ_CST);
}

/// Writes `value` to `*word` in that single total order.
static inline void loom_atomic_store_seq_cst(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_SEQ_CST);
}

/// Adds 1 to `*word` in that single total order; returns the value before.
static inline intptr_t loom_atomic_increment(intptr_t *word) {
    return __atomic_fetch_add(word, 1, __ATOMIC_SEQ_CST);
}

/// Subtracts 1 from `*word` in that single total order (so also with release ordering: every read
/// before it happens before whoever sees the smaller count). Returns the value before.
static inline intptr_t loom_atomic_decrement(intptr_t *word) {
    return __atomic_fetch_sub(word, 1, __ATOMIC_SEQ_CST);
}

/// Sets `*word` to `desired` if it holds `expected`; whether it did. Acquire-release on success.
static inline _Bool loom_atomic_compare_exchange(intptr_t *word, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#include "CLoomMainThread.h"

#endif
