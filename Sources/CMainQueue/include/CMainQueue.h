#ifndef C_MAIN_QUEUE_H
#define C_MAIN_QUEUE_H

// libdispatch's run-loop integration, which Foundation's RunLoop uses on Linux and which the
// Dispatch module does not expose to Swift: a thread that serves the main queue itself (instead
// of calling dispatchMain()) waits on the queue's descriptor and drains the queue when it is
// readable. Both functions are exported by libdispatch.so.

/// The main queue's wake-up descriptor (an eventfd on Linux); readable when work is queued.
/// Call it on the main thread.
int _dispatch_get_main_queue_handle_4CF(void);

/// Runs what the main queue holds, on the calling (main) thread. `message` is unused on Linux.
void _dispatch_main_queue_callback_4CF(void *message);

/// Whether the calling thread is the process's main thread (its thread id is the process id).
/// Both ids are read once, per thread and per process (a forked child reads them again), so
/// the answer costs no system call after the first: a request is posted to the main thread
/// at every turn.
int cmainqueue_is_main_thread(void);

#endif
