#ifndef MUSTER_CALL_ORDER_H
#define MUSTER_CALL_ORDER_H

/// The next number in the one order of calls across every mock, from 1: one atomic increment,
/// which Swift's own atomics offer only from macOS 15 and iOS 18.
unsigned long long muster_next_call_sequence(void);

#endif
