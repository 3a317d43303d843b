#ifndef MUSTER_TRAP_CATCHER_H
#define MUSTER_TRAP_CATCHER_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a body run in a child process ended.
typedef enum {
    /// The body returned (or threw: the caller's body catches its errors).
    muster_child_returned = 0,
    /// A signal ended it: `code` is the signal number.
    muster_child_signalled = 1,
    /// It called `exit` or the like: `code` is the status.
    muster_child_exited = 2,
    /// It was still running at the deadline and was killed.
    muster_child_timed_out = 3,
    /// No child could be made: `code` is the `errno` of the failed call.
    muster_child_not_started = 4,
} muster_child_end;

/// What a body run in a child process did.
typedef struct {
    muster_child_end end;
    int code;
    /// What the child wrote to its standard output and error, its last 64 KiB; NUL-terminated,
    /// owned by the caller (release with `muster_child_outcome_release`). May be NULL.
    char *_Nullable output;
    size_t output_length;
} muster_child_outcome;

/// Runs `body(context)` in a child process forked from this one, and waits for it at most
/// `timeout_milliseconds`. The child has a copy of this process's memory, so nothing the body
/// does, traps included, reaches this process; it writes to a pipe instead of this process's
/// standard output and error.
muster_child_outcome muster_run_in_child(
    void (*_Nonnull body)(void *_Nullable), void *_Nullable context, int timeout_milliseconds);

/// Frees the output of an outcome.
void muster_child_outcome_release(muster_child_outcome *_Nonnull outcome);

#ifdef __cplusplus
}
#endif

#endif
