// libedit's readline-compatible API. Always <editline/readline.h>: GNU readline's headers are
// also installed on Debian, and <readline/readline.h> would silently pick them.
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <editline/readline.h>

// Swift 6 refuses to assign libedit's mutable globals directly (they are shared mutable state
// to its concurrency checking); these small accessors do it on the C side. They are called only
// from the REPL's one thread.

static inline void referee_set_completer(rl_completion_func_t *function) {
    rl_attempted_completion_function = function;
}

/// Inside the completer: 1 stops libedit from falling back to completing file names.
static inline void referee_set_completion_over(int over) {
    rl_attempted_completion_over = over;
}

/// The character added after a word completed to a single match (0: none, as after "dir/").
static inline void referee_set_completion_append_character(int c) {
    rl_completion_append_character = c;
}

/// The whole line being edited, and the cursor's offset in it.
static inline const char *referee_line_buffer(void) {
    return rl_line_buffer;
}

static inline int referee_point(void) {
    return rl_point;
}

static inline void referee_set_readline_name(const char *name) {
    rl_readline_name = name;
}

/// How many matches libedit lists without asking first.
static inline void referee_set_completion_query_items(int n) {
    rl_completion_query_items = n;
}

/// Set by Ctrl-C; read and cleared by the REPL, which stops a computer player that is thinking.
static volatile sig_atomic_t referee_sigint_seen = 0;

static void referee_sigint_handler(int signo) {
    (void)signo;
    referee_sigint_seen = 1;
}

/// Whether Ctrl-C was pressed since the last call to referee_clear_interrupt().
static inline int referee_interrupt_pending(void) {
    return referee_sigint_seen;
}

static inline void referee_clear_interrupt(void) {
    referee_sigint_seen = 0;
}

/// Catches SIGINT (Ctrl-C) without SA_RESTART: the read inside readline() fails with EINTR,
/// readline() returns NULL with errno EINTR, and the REPL clears the line instead of dying.
/// Also unblocks the signals a terminal program relies on, which a parent may have left blocked
/// (a process spawned from a multithreaded program can inherit a blocked signal mask).
static inline int referee_catch_sigint(void) {
    sigset_t wanted;
    sigemptyset(&wanted);
    sigaddset(&wanted, SIGINT);
    sigaddset(&wanted, SIGTERM);
    sigaddset(&wanted, SIGHUP);
    sigaddset(&wanted, SIGQUIT);
    sigaddset(&wanted, SIGTSTP);
    sigaddset(&wanted, SIGCONT);
    sigaddset(&wanted, SIGWINCH);
    sigprocmask(SIG_UNBLOCK, &wanted, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = referee_sigint_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGINT, &action, NULL);
}

