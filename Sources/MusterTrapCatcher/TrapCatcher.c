// Catches the trap a Swift runtime check raises, so a test can assert that code traps.
//
// Swift checks end in a trapping instruction: ud2 (SIGILL) on x86_64, brk (SIGTRAP) on arm64.
// A handler installed for both jumps back to the point saved by the thread that asked to catch
// traps. Threads that did not ask get the default action: the handler restores it and returns,
// so the instruction runs again and the process crashes as it would have without Muster.
// Caveat, inherent to the approach: the frames between the trap and the catch are abandoned, so
// anything they held (locks, memory) stays held.

#define _GNU_SOURCE
#include "MusterTrapCatcher.h"

#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

static _Thread_local sigjmp_buf *catch_point = NULL;
static _Thread_local bool has_alternate_stack = false;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
static const int caught_signals[] = {SIGILL, SIGTRAP};
#define CAUGHT_SIGNAL_COUNT (sizeof caught_signals / sizeof caught_signals[0])
static struct sigaction previous_actions[CAUGHT_SIGNAL_COUNT];

static void handle_trap(int signal_number) {
    sigjmp_buf *point = catch_point;
    if (point == NULL) {
        // Not ours: hand the signal back to whoever handled it before (the runtime's backtracer,
        // or the default crash), then let the instruction trap again.
        for (size_t i = 0; i < CAUGHT_SIGNAL_COUNT; i++) {
            if (caught_signals[i] == signal_number) sigaction(signal_number, &previous_actions[i], NULL);
        }
        return;
    }
    catch_point = NULL;
    siglongjmp(*point, 1);
}

/// The handler runs on an alternate stack so a trap caused by stack exhaustion is caught too;
/// alternate stacks belong to threads, so each catching thread gets one.
static void ensure_alternate_stack(void) {
    if (has_alternate_stack) return;
    stack_t alternate;
    alternate.ss_size = 64 * 1024;
    alternate.ss_sp = malloc(alternate.ss_size);
    alternate.ss_flags = 0;
    if (alternate.ss_sp != NULL && sigaltstack(&alternate, NULL) == 0) has_alternate_stack = true;
}

static void install_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle_trap;
    action.sa_flags = SA_ONSTACK | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < CAUGHT_SIGNAL_COUNT; i++) {
        sigaction(caught_signals[i], &action, &previous_actions[i]);
    }
}

bool muster_run_catching_traps(void (*body)(void *), void *context) {
    pthread_once(&install_once, install_handlers);
    ensure_alternate_stack();
    sigjmp_buf point;
    sigjmp_buf *outer = catch_point;
    if (sigsetjmp(point, 1) != 0) {
        catch_point = outer;
        return false;
    }
    catch_point = &point;
    body(context);
    catch_point = outer;
    return true;
}
