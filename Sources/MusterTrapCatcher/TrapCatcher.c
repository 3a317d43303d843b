// Runs code that may trap in a child process, so that a test can assert that it traps.
//
// A trap cannot be survived in the process it happens in: the frames it abandons may hold an
// exclusive access, a lock or a half-made allocation, and jumping past them leaves the process
// broken for every later test. A child made by fork() has a copy of the parent's memory; the
// body runs there, a trap ends only the child, and the parent reads how it ended. Limits, as for
// any fork without exec: only the forking thread exists in the child, so a lock another thread
// held at that moment stays held there (the deadline turns that into a failure, not a hang), and
// on macOS the child must not use services that refuse a forked process (XPC, run loops).
//
// tvOS and watchOS forbid making processes: their SDKs declare fork() and sigaltstack()
// unavailable, so there the file compiles to a function that makes no child and says so
// (`muster_child_not_started` with ENOTSUP), and Swift marks `traps()` unavailable on them.

#define _GNU_SOURCE
#include "MusterTrapCatcher.h"

#if defined(__APPLE__)
#include <TargetConditionals.h>
#endif
#if defined(__APPLE__) && (TARGET_OS_TV || TARGET_OS_WATCH)
#define MUSTER_CAN_FORK 0
#else
#define MUSTER_CAN_FORK 1
#endif

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#if MUSTER_CAN_FORK

// The child reports how its body ended on a pipe of its own, so that an `exit` in the body,
// which also ends the child, is not taken for a return.
static const unsigned char returned_report = 'R';
static const unsigned char signal_report = 'S';
static int child_report_fd = -1;

static const int crash_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
#define CRASH_SIGNAL_COUNT (sizeof crash_signals / sizeof crash_signals[0])

/// The child's handler for a trap or crash, on any of its threads: report the signal and end
/// at once, so that neither the runtime's backtracer nor a core dump slows the test.
static void report_signal_and_exit(int signal_number) {
    unsigned char report[2] = {signal_report, (unsigned char)signal_number};
    ssize_t written = write(child_report_fd, report, sizeof report);
    (void)written;
    _exit(125);
}

static void prepare_child(int output_fd) {
    dup2(output_fd, STDOUT_FILENO);
    dup2(output_fd, STDERR_FILENO);
    // A trap from stack exhaustion needs its handler on another stack.
    stack_t alternate;
    alternate.ss_size = 64 * 1024;
    alternate.ss_sp = malloc(alternate.ss_size);
    alternate.ss_flags = 0;
    if (alternate.ss_sp != NULL) sigaltstack(&alternate, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = report_signal_and_exit;
    action.sa_flags = SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (size_t i = 0; i < CRASH_SIGNAL_COUNT; i++) {
        sigaction(crash_signals[i], &action, NULL);
        sigaddset(&unblocked, crash_signals[i]);
    }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
}

static long long now_milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

/// Keeps the last `output_limit` bytes of what the child writes: a trap's message comes last.
enum { output_limit = 64 * 1024 };

typedef struct {
    char *bytes;
    size_t length;
} output_buffer;

static void append_output(output_buffer *buffer, const char *bytes, size_t count) {
    if (buffer->bytes == NULL) {
        buffer->bytes = malloc(2 * output_limit + 1);
        if (buffer->bytes == NULL) return;
    }
    if (count > output_limit) {
        bytes += count - output_limit;
        count = output_limit;
    }
    if (buffer->length + count > 2 * output_limit) {
        size_t keep = output_limit - count;
        if (keep > buffer->length) keep = buffer->length;
        memmove(buffer->bytes, buffer->bytes + buffer->length - keep, keep);
        buffer->length = keep;
    }
    memcpy(buffer->bytes + buffer->length, bytes, count);
    buffer->length += count;
}

/// The child's report: at most a kind and a signal number.
typedef struct {
    unsigned char bytes[2];
    size_t length;
} child_report;

/// Reads what is there without waiting, into `text` or `report`; false at end of file.
static bool drain(int fd, output_buffer *text, child_report *report) {
    char chunk[4096];
    for (;;) {
        ssize_t count = read(fd, chunk, sizeof chunk);
        if (count > 0) {
            if (text != NULL) append_output(text, chunk, (size_t)count);
            for (ssize_t i = 0; report != NULL && i < count && report->length < 2; i++) {
                report->bytes[report->length++] = (unsigned char)chunk[i];
            }
            continue;
        }
        if (count == 0) return false;
        return errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK;
    }
}

static bool make_pipe(int fds[2]) {
    if (pipe(fds) != 0) return false;
    for (int i = 0; i < 2; i++) fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    fcntl(fds[0], F_SETFL, O_NONBLOCK);
    return true;
}

muster_child_outcome muster_run_in_child(
    void (*body)(void *), void *context, int timeout_milliseconds) {
    muster_child_outcome outcome = {muster_child_not_started, 0, NULL, 0};
    int output[2], report[2];
    if (!make_pipe(output)) {
        outcome.code = errno;
        return outcome;
    }
    if (!make_pipe(report)) {
        outcome.code = errno;
        close(output[0]);
        close(output[1]);
        return outcome;
    }
    // What this process has buffered must not be written again by the child.
    fflush(NULL);
    pid_t child = fork();
    if (child == 0) {
        close(output[0]);
        close(report[0]);
        child_report_fd = report[1];
        prepare_child(output[1]);
        body(context);
        fflush(NULL);
        ssize_t written = write(child_report_fd, &returned_report, 1);
        (void)written;
        _exit(0);
    }
    close(output[1]);
    close(report[1]);
    if (child < 0) {
        outcome.code = errno;
        close(output[0]);
        close(report[0]);
        return outcome;
    }

    output_buffer text = {NULL, 0};
    child_report reported = {{0, 0}, 0};
    bool output_open = true, report_open = true, timed_out = false;
    long long deadline = now_milliseconds() + timeout_milliseconds;
    int status = 0;
    bool reaped = false;
    while (output_open || report_open) {
        long long left = deadline - now_milliseconds();
        if (left <= 0) {
            timed_out = true;
            break;
        }
        struct pollfd fds[2] = {{output_open ? output[0] : -1, POLLIN, 0},
                                {report_open ? report[0] : -1, POLLIN, 0}};
        // Short slices: a process the body started may hold the pipes open after the child ends.
        int ready = poll(fds, 2, left < 20 ? (int)left : 20);
        if (ready < 0 && errno != EINTR) break;
        if (output_open && fds[0].revents) output_open = drain(output[0], &text, NULL);
        if (report_open && fds[1].revents) report_open = drain(report[0], NULL, &reported);
        if (waitpid(child, &status, WNOHANG) == child) {
            reaped = true;
            if (output_open) drain(output[0], &text, NULL);
            if (report_open) drain(report[0], NULL, &reported);
            break;
        }
    }
    if (timed_out) {
        kill(child, SIGKILL);
        outcome.end = muster_child_timed_out;
        outcome.code = timeout_milliseconds;
    }
    if (!reaped) {
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    }
    close(output[0]);
    close(report[0]);

    if (!timed_out) {
        if (reported.length == 2 && reported.bytes[0] == signal_report) {
            outcome.end = muster_child_signalled;
            outcome.code = reported.bytes[1];
        } else if (reported.length >= 1 && reported.bytes[0] == returned_report) {
            outcome.end = muster_child_returned;
        } else if (WIFSIGNALED(status)) {
            outcome.end = muster_child_signalled;
            outcome.code = WTERMSIG(status);
        } else {
            outcome.end = muster_child_exited;
            outcome.code = WIFEXITED(status) ? WEXITSTATUS(status) : status;
        }
    }
    if (text.bytes != NULL) text.bytes[text.length] = '\0';
    outcome.output = text.bytes;
    outcome.output_length = text.length;
    return outcome;
}

#else

muster_child_outcome muster_run_in_child(
    void (*body)(void *), void *context, int timeout_milliseconds) {
    (void)body;
    (void)context;
    (void)timeout_milliseconds;
    muster_child_outcome outcome = {muster_child_not_started, ENOTSUP, NULL, 0};
    return outcome;
}

#endif

void muster_child_outcome_release(muster_child_outcome *outcome) {
    free(outcome->output);
    outcome->output = NULL;
    outcome->output_length = 0;
}
