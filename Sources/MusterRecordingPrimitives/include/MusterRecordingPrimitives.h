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

/// Whether any scope counts assertions: one relaxed load, which is all a passing assertion pays
/// while no test asks for its assertions to be counted.
static inline _Bool muster_assertions_are_counted(void) {
    return __atomic_load_n(&muster_open_assertion_counts, __ATOMIC_RELAXED) != 0;
}

void muster_open_assertion_count(void);
void muster_close_assertion_count(void);

#endif
