// Whether the calling thread is the process's main thread: what a factory registered as
// `@MainActor` checks before it runs synchronously. Swift has no public non-trapping check.
#ifndef CLOOM_MAIN_THREAD_H
#define CLOOM_MAIN_THREAD_H

#if defined(__APPLE__)
#include <pthread.h>

static inline int loom_is_main_thread(void) {
    return pthread_main_np() != 0;
}
#elif defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>

/// On Linux the main thread's id is the process id.
static inline int loom_is_main_thread(void) {
    return (pid_t)syscall(SYS_gettid) == getpid();
}
#else
/// Elsewhere no thread is known to be the main one: `@MainActor` factories refuse synchronous
/// resolves (resolve them from the main actor with `MainActor.assumeIsolated` instead).
static inline int loom_is_main_thread(void) {
    return 0;
}
#endif

#if !defined(__APPLE__)
#include <stdbool.h>
#include <stdint.h>

/// The Swift concurrency runtime's check behind `MainActor.assumeIsolated` (exported by
/// libswift_Concurrency, Swift 6.2 and later): whether the executor — two words, its identity and
/// its implementation — is the current one. With flags 0 it answers instead of stopping.
extern bool swift_task_isCurrentExecutorWithFlags(const void *identity, uintptr_t implementation, uint64_t flags)
    __attribute__((swiftcall));

/// Whether `identity`/`implementation` (an `UnownedSerialExecutor`'s two words) is the current executor.
static inline bool loom_is_current_executor(const void *identity, uintptr_t implementation) {
    return swift_task_isCurrentExecutorWithFlags(identity, implementation, 0);
}
#endif

#endif
