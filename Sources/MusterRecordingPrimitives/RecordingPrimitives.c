#include "MusterRecordingPrimitives.h"
#include <stdatomic.h>
#include <stdlib.h>

static _Atomic unsigned long long last_call_sequence = 0;

unsigned long long muster_next_call_sequence(void) {
    // Relaxed: each recorder numbers its calls under its own lock, which orders them; this
    // only has to hand out distinct, increasing numbers.
    return atomic_fetch_add_explicit(&last_call_sequence, 1, memory_order_relaxed) + 1;
}

long muster_open_assertion_counts = 0;
static void (*_Atomic note_assertion)(void) = NULL;

// Relaxed: a scope opens before its test's body runs and closes after it, in the same task,
// which orders them with the assertions the body makes.
void muster_open_assertion_count(void (*note)(void)) {
    atomic_store_explicit(&note_assertion, note, memory_order_relaxed);
    __atomic_fetch_add(&muster_open_assertion_counts, 1, __ATOMIC_RELAXED);
}

void muster_note_assertion(void) {
    void (*note)(void) = atomic_load_explicit(&note_assertion, memory_order_relaxed);
    if (note != NULL) note();
}

void muster_close_assertion_count(void) {
    __atomic_fetch_sub(&muster_open_assertion_counts, 1, __ATOMIC_RELAXED);
}

#if defined(__APPLE__)
#include <os/lock.h>

struct muster_mutex { os_unfair_lock lock; };

muster_mutex *muster_mutex_create(void) {
    muster_mutex *mutex = malloc(sizeof(muster_mutex));
    if (mutex == NULL) abort();
    mutex->lock = OS_UNFAIR_LOCK_INIT;
    return mutex;
}

void muster_mutex_destroy(muster_mutex *mutex) { free(mutex); }
void muster_mutex_lock(muster_mutex *mutex) { os_unfair_lock_lock(&mutex->lock); }
void muster_mutex_unlock(muster_mutex *mutex) { os_unfair_lock_unlock(&mutex->lock); }

#elif defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

// A futex lock, as os_unfair_lock is on Apple platforms: taking and releasing it uncontended is
// one atomic instruction each, where pthread_mutex_lock and _unlock run about 55 instructions
// between them, a tenth of recording a call. The state is 0 when unlocked, 1 when locked and 2
// when locked with a thread perhaps asleep on it, which unlocking must then wake.
struct muster_mutex { _Atomic int state; };

enum { unlocked = 0, locked = 1, contended = 2 };

muster_mutex *muster_mutex_create(void) {
    muster_mutex *mutex = malloc(sizeof(muster_mutex));
    if (mutex == NULL) abort();
    atomic_init(&mutex->state, unlocked);
    return mutex;
}

void muster_mutex_destroy(muster_mutex *mutex) { free(mutex); }

static void lock_contended(muster_mutex *mutex) {
    // Marked contended before sleeping, so that the holder's unlock wakes a sleeper; a thread
    // that takes the lock this way keeps it marked, since others may still sleep on it. No
    // spinning first: on two cores, with eight recording tasks, it measured no faster.
    while (atomic_exchange_explicit(&mutex->state, contended, memory_order_acquire) != unlocked)
        syscall(SYS_futex, &mutex->state, FUTEX_WAIT_PRIVATE, contended, NULL, NULL, 0);
}

void muster_mutex_lock(muster_mutex *mutex) {
    int expected = unlocked;
    if (!atomic_compare_exchange_strong_explicit(
            &mutex->state, &expected, locked, memory_order_acquire, memory_order_relaxed))
        lock_contended(mutex);
}

void muster_mutex_unlock(muster_mutex *mutex) {
    if (atomic_exchange_explicit(&mutex->state, unlocked, memory_order_release) == contended)
        syscall(SYS_futex, &mutex->state, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

#else
#include <pthread.h>

struct muster_mutex { pthread_mutex_t lock; };

muster_mutex *muster_mutex_create(void) {
    muster_mutex *mutex = malloc(sizeof(muster_mutex));
    if (mutex == NULL || pthread_mutex_init(&mutex->lock, NULL) != 0) abort();
    return mutex;
}

void muster_mutex_destroy(muster_mutex *mutex) {
    pthread_mutex_destroy(&mutex->lock);
    free(mutex);
}

void muster_mutex_lock(muster_mutex *mutex) { pthread_mutex_lock(&mutex->lock); }
void muster_mutex_unlock(muster_mutex *mutex) { pthread_mutex_unlock(&mutex->lock); }
#endif

// Muster's XCTest tracker sees a test case start only once it watches XCTest; without this it
// would first watch during the first test that uses it, and miss that test's start. Where the
// process links Muster, its watch starts before any test: a weak reference on ELF, a lookup
// elsewhere, so that a process without Muster (an app's mocks) links and runs as before.
#if defined(__ELF__)
extern void muster_watch_xctest(void) __attribute__((weak));
__attribute__((constructor)) static void muster_start_watching_xctest(void) {
    if (muster_watch_xctest) muster_watch_xctest();
}
#elif defined(__APPLE__)
#include <dlfcn.h>
__attribute__((constructor)) static void muster_start_watching_xctest(void) {
    void (*watch)(void) = (void (*)(void))dlsym(RTLD_DEFAULT, "muster_watch_xctest");
    if (watch) watch();
}
#endif
