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

#endif
