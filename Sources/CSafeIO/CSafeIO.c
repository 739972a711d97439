#include "CSafeIO.h"

#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// Tracked files live in a list that only grows: a node is claimed (FREE -> CLAIMED), its path
// written, then published (LIVE); untracking makes it FREE for reuse. The signal handler walks the
// list and unlinks LIVE paths; nodes are never freed, so the handler never reads freed memory.
enum { FREE = 0, CLAIMED = 1, LIVE = 2 };

struct node {
    struct node *next;
    atomic_int state;
    char path[PATH_MAX];
};

static _Atomic(struct node *) head;

void *csafeio_track(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return NULL;
    struct node *node;
    for (node = atomic_load(&head); node != NULL; node = node->next) {
        int expected = FREE;
        if (atomic_compare_exchange_strong(&node->state, &expected, CLAIMED)) break;
    }
    if (node == NULL) {
        node = calloc(1, sizeof *node);
        if (node == NULL) return NULL;
        atomic_init(&node->state, CLAIMED);
        struct node *first = atomic_load(&head);
        do {
            node->next = first;
        } while (!atomic_compare_exchange_weak(&head, &first, node));
    }
    memcpy(node->path, path, length + 1);
    atomic_store(&node->state, LIVE);
    return node;
}

void csafeio_untrack(void *token) {
    if (token == NULL) return;
    atomic_store(&((struct node *)token)->state, FREE);
}

int csafeio_tracked_count(void) {
    int count = 0;
    for (struct node *node = atomic_load(&head); node != NULL; node = node->next) {
        if (atomic_load(&node->state) == LIVE) count++;
    }
    return count;
}

static const int cleanup_signals[3] = {SIGINT, SIGTERM, SIGHUP};
static struct sigaction previous[3];

// The steps that must not be cut by the cleanup (a temporary file tracked and then created; the
// renames of files written together) run as sections: `busy` counts the threads inside one, and
// `ending`, set by the handler, keeps new ones from starting. A thread inside a section blocks the
// cleanup signals, so the handler never runs in the middle of one on that thread; it runs on
// another thread (or on this one when the section ends), waits for the sections under way to end,
// and then removes the tracked files: a file created by another thread after the handler walked
// the list (it was left behind: the process ended before its writer could remove it), or half of
// a spec's outputs renamed into place, can no longer happen.
static atomic_int busy;
static atomic_int ending;

static void block_cleanup_signals(sigset_t *saved) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < 3; i++) sigaddset(&set, cleanup_signals[i]);
    pthread_sigmask(SIG_BLOCK, &set, saved);
}

static void pause_briefly(void) {
    struct timespec millisecond = {0, 1000000};
    nanosleep(&millisecond, NULL);
}

void csafeio_section_begin(sigset_t *saved) {
    block_cleanup_signals(saved);
    for (;;) {
        atomic_fetch_add(&busy, 1);
        if (!atomic_load(&ending)) return;
        // The process is ending: wait for the signal to end it (or, when an earlier handler keeps
        // it alive, for the cleanup to finish), starting nothing the cleanup would miss.
        atomic_fetch_sub(&busy, 1);
        pause_briefly();
    }
}

void csafeio_section_end(const sigset_t *saved) {
    atomic_fetch_sub(&busy, 1);
    pthread_sigmask(SIG_SETMASK, saved, NULL);
}

static void remove_tracked_files(int signal) {
    int saved = errno;
    atomic_store(&ending, 1);
    // Sections are a few system calls (open; renames and a folder's fsync): wait up to 5 s for
    // those under way, then clean up regardless (a stuck disk must not keep the process alive).
    for (int i = 0; i < 5000 && atomic_load(&busy) > 0; i++) pause_briefly();
    for (struct node *node = atomic_load(&head); node != NULL; node = node->next) {
        if (atomic_load(&node->state) == LIVE) unlink(node->path);
    }
    // Deliver the signal again under the disposition it had before: the signal is blocked while
    // this handler runs, so it arrives as soon as the handler returns. Under the default
    // disposition the process ends then, and `ending` stays set until it does; a handler
    // installed earlier may keep the process alive, and writing goes on afterwards.
    int ends = 0;
    for (int i = 0; i < 3; i++) {
        if (cleanup_signals[i] != signal) continue;
        ends = !(previous[i].sa_flags & SA_SIGINFO) && previous[i].sa_handler == SIG_DFL;
        sigaction(signal, &previous[i], NULL);
    }
    raise(signal);
    if (!ends) atomic_store(&ending, 0);
    errno = saved;
}

int csafeio_install_signal_cleanup(void) {
    static atomic_int installed;
    if (atomic_exchange(&installed, 1)) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = remove_tracked_files;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < 3; i++) sigaddset(&action.sa_mask, cleanup_signals[i]);
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < 3; i++) {
        if (sigaction(cleanup_signals[i], NULL, &previous[i]) != 0) return errno;
        if (!(previous[i].sa_flags & SA_SIGINFO) && previous[i].sa_handler == SIG_IGN) continue;
        if (sigaction(cleanup_signals[i], &action, NULL) != 0) return errno;
    }
    // A file-size limit (`ulimit -f`): ignored, so that write(2) past the limit fails with EFBIG
    // and the writer removes its temporary file and reports the limit, instead of the process
    // dying by SIGXFSZ with the temporary file left behind. A handler set earlier is kept.
    struct sigaction fileSize;
    if (sigaction(SIGXFSZ, NULL, &fileSize) != 0) return errno;
    if (!(fileSize.sa_flags & SA_SIGINFO) && fileSize.sa_handler == SIG_DFL) {
        memset(&fileSize, 0, sizeof fileSize);
        fileSize.sa_handler = SIG_IGN;
        sigemptyset(&fileSize.sa_mask);
        if (sigaction(SIGXFSZ, &fileSize, NULL) != 0) return errno;
    }
    return 0;
}
