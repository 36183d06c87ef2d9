// Imported without concurrency checking: the C library's `stdout` and `stderr` are read here,
// for their error flags, only at exit.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

extension StandardStream {
    /// Readies the standard streams, before anything is written or opened.
    ///
    /// A closed standard output or error is held by `/dev/null` opened for reading, so writes to
    /// it still fail (and are reported) as they would on the closed descriptor, and no file the
    /// program opens later takes its number and receives its output.
    ///
    /// SIGPIPE gets its default action back, and is unblocked: a parent that ignores or blocks it
    /// passes that on, which would make a reader that leaves early (`referee … | head`) a failed
    /// write. With the default action the process ends quietly then, as other tools do.
    ///
    /// Text written through the C library (the argument parser's help and errors) is flushed at
    /// exit and checked like any other write.
    public static func prepare() {
        for stream in [StandardStream.output, .error] where fcntl(stream.descriptor, F_GETFD) == -1 && errno == EBADF {
            let held = open("/dev/null", O_RDONLY)
            if held >= 0, held != stream.descriptor {
                dup2(held, stream.descriptor)
                close(held)
            }
        }
        signal(SIGPIPE, SIG_DFL)
        var pipe = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &pipe, nil)
        atexit {
            if fflush(nil) != 0 { StandardStream.output.fail(errno) }
            if ferror(stdout) != 0 { StandardStream.output.fail(EIO) }
            if ferror(stderr) != 0 { StandardStream.error.fail(EIO) }
        }
    }
}
