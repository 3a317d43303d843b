#include "MusterCallOrder.h"
#include <stdatomic.h>

static _Atomic unsigned long long last_call_sequence = 0;

unsigned long long muster_next_call_sequence(void) {
    // Relaxed: each recorder numbers its calls under its own lock, which orders them; this
    // only has to hand out distinct, increasing numbers.
    return atomic_fetch_add_explicit(&last_call_sequence, 1, memory_order_relaxed) + 1;
}
