#ifndef C_HOST_SHIMS_H
#define C_HOST_SHIMS_H

#include <sys/types.h>

/// Opens a pidfd for `pid` (Linux 5.3+). Returns -1 and sets errno on failure.
int hostshims_pidfd_open(pid_t pid);

/// Creates a pipe whose two ends are close-on-exec, atomically. Returns 0 or -1 with errno.
int hostshims_pipe_cloexec(int fds[2]);

/// Spawns `path` in a new process group with default signal dispositions.
///
/// `fdmap` holds `fdmapCount` pairs (source, destination): each source descriptor appears in the
/// child as its destination. Every other descriptor above 2 is closed in the child.
/// Returns 0 on success or an errno value.
int hostshims_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                    const int *fdmap, int fdmapCount);

/// Sets the address-space and CPU-time limits of a running process; 0 leaves a limit unchanged.
/// Returns 0 or -1 with errno.
int hostshims_set_limits(pid_t pid, unsigned long long addressSpaceBytes, unsigned long long cpuSeconds);

/// Makes this process reap orphaned descendants (PR_SET_CHILD_SUBREAPER). Returns 0 or -1.
int hostshims_become_subreaper(void);

/// Accepts a connection on `listener`; the new descriptor is close-on-exec. Returns -1 with errno.
int hostshims_accept_cloexec(int listener);

#endif
