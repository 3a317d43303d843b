#ifndef MUSTER_TRAP_CATCHER_H
#define MUSTER_TRAP_CATCHER_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Runs `body(context)` on the calling thread. Returns true if it returned normally, false if it
/// trapped (a failed precondition, fatalError, an out-of-bounds index: SIGILL on x86_64, SIGTRAP
/// on arm64) and the trap was caught. A trap on any other thread still crashes the process.
bool muster_run_catching_traps(void (*_Nonnull body)(void *_Nullable), void *_Nullable context);

#ifdef __cplusplus
}
#endif

#endif
