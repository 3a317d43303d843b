#ifndef MUSTER_RECORDING_PRIMITIVES_H
#define MUSTER_RECORDING_PRIMITIVES_H

/// The next number in the one order of calls across every mock, from 1: one atomic increment,
/// which Swift's own atomics offer only from macOS 15 and iOS 18.
unsigned long long muster_next_call_sequence(void);

/// A mutual-exclusion lock that a recorder takes for each call it records.
typedef struct muster_mutex muster_mutex;

/// A new, unlocked mutex; it never fails (allocation failure stops the process).
muster_mutex *_Nonnull muster_mutex_create(void);
/// Frees a mutex that no thread holds.
void muster_mutex_destroy(muster_mutex *_Nonnull mutex);
void muster_mutex_lock(muster_mutex *_Nonnull mutex);
void muster_mutex_unlock(muster_mutex *_Nonnull mutex);

/// How many scopes that count assertions (`.requiresAssertions`, `withAssertionsRequired`) are
/// open in the process. Read by every assertion; not for use but through the functions below.
extern long muster_open_assertion_counts;

// The counting call saves every register it uses, so that an assertion in a loop keeps its
// values in registers across the call it makes only while a count is open.
#if defined(__x86_64__) || defined(__aarch64__)
#define MUSTER_COLD_CALL __attribute__((preserve_most, cold))
#else
#define MUSTER_COLD_CALL __attribute__((cold))
#endif

/// Counts one assertion in the scopes of the current task, through the function given to
/// `muster_open_assertion_count`.
void muster_note_assertion(void) MUSTER_COLD_CALL;

/// Counts an assertion if any scope counts assertions: one relaxed load and a branch, which is
/// all a passing assertion pays while no test asks for its assertions to be counted.
static inline void muster_count_assertion(void) {
    if (__builtin_expect(
            __atomic_load_n(&muster_open_assertion_counts, __ATOMIC_RELAXED) != 0, 0)) {
        muster_note_assertion();
    }
}

/// Opens a count; `note` counts one assertion in the current task's scopes.
void muster_open_assertion_count(void (*_Nonnull note)(void));
void muster_close_assertion_count(void);

/// A flag set once by one thread and read by others: whether a test has ended, read on each
/// call of a spy made in it.
static inline void muster_flag_set(long *_Nonnull flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
}
static inline int muster_flag_is_set(const long *_Nonnull flag) {
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE) != 0;
}

/// A pointer set by one thread and read by others: a mock's real object, read on each call of
/// a mock that can forward, and changed by a test that points the mock at another.
static inline void muster_pointer_store(void *_Nullable *_Nonnull slot, void *_Nullable value) {
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}
static inline void *_Nullable muster_pointer_load(void *_Nullable *_Nonnull slot) {
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

#endif
