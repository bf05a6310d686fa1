#ifndef C_FORK_SERVER_H
#define C_FORK_SERVER_H

// The fork server: an extension executable started once, which forks a fresh copy of itself for
// each launch the host asks for. The server runs in a constructor of the executable
// (`forkserver_serve_if_asked`), after the dynamic loader and the libraries' own constructors and
// before `main`: a copy is forked before any of the extension's code has run, even top-level code
// in its main.swift, so it starts as a spawned process would, without paying exec and dynamic
// loading again. Both ends of the exchange live here, so they cannot disagree. Every target that
// depends on ManagedSettings (every extension) links it; without the variable it does nothing.
//
// The host lends the server one end of a SOCK_SEQPACKET socket pair as the descriptor named by
// FORKSERVER_VARIABLE. Every message is a `struct ForkServerMessage`:
//   server -> host   READY once at start (or DECLINED, and it exits: it cannot fork safely)
//   host -> server   FORK, carrying the copy's stdout, stderr, fd 3 and fd 4 (SCM_RIGHTS)
//   server -> host   COPY with the copy's pid (or FAILED with an errno value)
//   host -> server   GO, once the host has noted the pid
//   server -> host   ADOPTED: the copy's parent has exited, so the copy is now a child of the
//                    host (a child subreaper), which reaps it like any child it spawned
// The copy is the grandchild of the server, and the intermediate process exits after GO; that is
// how the copy's exit status reaches the host. The intermediate is made with vfork: it borrows
// the server's memory (the server waits until it exits), so only the copy's fork copies the
// address space, and only the copy's exit tears one down.

#include <stdint.h>
#include <sys/types.h>

/// The environment variable naming the server's end of the socket.
#define FORKSERVER_VARIABLE "EXTENSION_HOST_FORK_SERVER"

/// Set (to 1) when the host started the server with LD_BIND_NOW=1 of its own: the loader then
/// binds every symbol once, in the server, and no copy binds one again on its first call. A copy
/// removes both variables, so its environment is the one a spawn would have had.
#define FORKSERVER_BOUND_VARIABLE "EXTENSION_HOST_FORK_SERVER_BOUND"

enum ForkServerTag {
  FORKSERVER_READY = 'R',
  FORKSERVER_DECLINED = 'N',
  FORKSERVER_FORK = 'F',
  FORKSERVER_COPY = 'C',
  FORKSERVER_GO = 'G',
  FORKSERVER_ADOPTED = 'A',
  FORKSERVER_FAILED = 'E',
};

/// How many descriptors a FORK carries: the copy's stdout, stderr, fd 3 and fd 4, in that order.
enum { FORKSERVER_DESCRIPTORS = 4 };

struct ForkServerMessage {
  int32_t tag;    // a ForkServerTag
  int32_t value;  // COPY: the pid; FAILED: an errno value; otherwise 0
};

/// The server's side, a constructor (run before main): when FORKSERVER_VARIABLE is set,
/// serves fork requests until the host closes the socket, then exits. Returns in a forked copy
/// (its fds 1 to 4 replaced by those its FORK carried, the variable unset, in a process group of
/// its own), or at once when the variable is not set.
void forkserver_serve_if_asked(void);

/// The host's side: sends FORK with `descriptors`. Returns 0, or -1 with errno set.
int forkserver_request(int socket, const int descriptors[FORKSERVER_DESCRIPTORS]);

/// The host's side: sends a message with no descriptor. Returns 0, or -1 with errno set.
int forkserver_send(int socket, int32_t tag);

/// The host's side: waits up to `timeoutMilliseconds` for one message. Returns 1 (and fills
/// `message`), 0 on timeout, or -1 on end of file (errno 0) or error.
int forkserver_receive(int socket, int timeoutMilliseconds, struct ForkServerMessage *message);

#endif
