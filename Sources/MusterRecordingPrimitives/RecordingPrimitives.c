#include "MusterRecordingPrimitives.h"
#include <stdatomic.h>
#include <stdlib.h>

static _Atomic unsigned long long last_call_sequence = 0;

unsigned long long muster_next_call_sequence(void) {
    // Relaxed: each recorder numbers its calls under its own lock, which orders them; this
    // only has to hand out distinct, increasing numbers.
    return atomic_fetch_add_explicit(&last_call_sequence, 1, memory_order_relaxed) + 1;
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
