#include "CSafeIO.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
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

static void remove_tracked_files(int signal) {
    int saved = errno;
    for (struct node *node = atomic_load(&head); node != NULL; node = node->next) {
        if (atomic_load(&node->state) == LIVE) unlink(node->path);
    }
    // Deliver the signal again under the disposition it had before: the signal is blocked while
    // this handler runs, so it arrives as soon as the handler returns.
    for (int i = 0; i < 3; i++) {
        if (cleanup_signals[i] == signal) sigaction(signal, &previous[i], NULL);
    }
    raise(signal);
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
