// libedit's readline-compatible API. Always <editline/readline.h>: GNU readline's headers are
// also installed on Debian, and <readline/readline.h> would silently pick them.
#include <stdio.h>
#include <editline/readline.h>
