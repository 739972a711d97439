#ifndef CSAFEIO_H
#define CSAFEIO_H
#include <signal.h>
// The part of SafeIO that runs inside signal handlers, in C: only lock-free atomics, unlink(2),
// nanosleep(2), sigaction(2) and raise(3) there (all async-signal-safe). Swift code calls it through
// `AtomicFile` (Sources/SafeIO/AtomicFile.swift).

/// Registers `path`, a temporary file, for removal when the process is ended by SIGINT, SIGTERM or
/// SIGHUP (once `csafeio_install_signal_cleanup` has run). Returns a token for `csafeio_untrack`,
/// or NULL when the path is too long (PATH_MAX) or memory is short: the file is then not tracked.
void *csafeio_track(const char *path);

/// Stops tracking the file registered under `token` (NULL is allowed and does nothing).
void csafeio_untrack(void *token);

/// Installs handlers for SIGINT, SIGTERM and SIGHUP (except those that are ignored, e.g. SIGHUP
/// under nohup) that remove every tracked file, then deliver the signal again under its previous
/// disposition (by default the process ends by that signal: the shell reports 128 + n). SIGXFSZ (a
/// file-size limit, `ulimit -f`) is ignored unless a handler is set, so that a write past the limit
/// fails with EFBIG, which the writer reports, instead of ending the process. Calling it again does
/// nothing. Returns 0, or the errno of a failed sigaction.
int csafeio_install_signal_cleanup(void);

/// Begins a section that the signal cleanup waits for and never cuts: the calling thread blocks
/// SIGINT, SIGTERM and SIGHUP (its mask is saved in `saved`) and, once the cleanup has begun,
/// waits for the process to end instead of starting. Keep sections short (a few system calls).
void csafeio_section_begin(sigset_t *saved);

/// Ends the section begun with `saved`, restoring the thread's signal mask.
void csafeio_section_end(const sigset_t *saved);

/// The number of files tracked now (for tests).
int csafeio_tracked_count(void);

#endif
