#ifndef C_HOST_SHIMS_H
#define C_HOST_SHIMS_H

#include <sys/types.h>

/// Opens a pidfd for `pid` (Linux 5.3+). Returns -1 and sets errno on failure.
int hostshims_pidfd_open(pid_t pid);

/// Creates a pipe whose two ends are close-on-exec, atomically. Returns 0 or -1 with errno.
int hostshims_pipe_cloexec(int fds[2]);

/// Flags for `hostshims_spawn`.
enum {
  /// The child starts with no capability (effective, permitted, inheritable, ambient; the bounding
  /// set too when the caller may drop it) and with PR_SET_NO_NEW_PRIVS, so no execve gives it one.
  HOSTSHIMS_SPAWN_UNPRIVILEGED = 1,
};

/// The step a failed `hostshims_spawn` was at.
enum {
  /// Checking the mapping or duplicating descriptors in the parent.
  HOSTSHIMS_SPAWN_STEP_SETUP = 0,
  /// Creating the child.
  HOSTSHIMS_SPAWN_STEP_CLONE = 1,
  /// Making the child the leader of a new process group.
  HOSTSHIMS_SPAWN_STEP_PROCESS_GROUP = 2,
  /// Placing the mapped descriptors in the child.
  HOSTSHIMS_SPAWN_STEP_DESCRIPTORS = 3,
  /// Dropping the child's privileges (HOSTSHIMS_SPAWN_UNPRIVILEGED).
  HOSTSHIMS_SPAWN_STEP_PRIVILEGES = 4,
  /// execve itself (no such file, not executable, a bad format, ...).
  HOSTSHIMS_SPAWN_STEP_EXEC = 5,
};

/// Spawns `path` in a new process group with default signal dispositions and an empty signal mask,
/// the way posix_spawn does (a CLONE_VM | CLONE_VFORK child that only makes system calls), with
/// one step posix_spawn cannot take: dropping privileges before execve (`flags`).
///
/// `fdmap` holds `fdmapCount` pairs (source, destination; destinations below 64): each source
/// descriptor appears in the child as its destination. Every other descriptor above 2 is closed in
/// the child. Returns 0 on success, or an errno value with `*failedStep` saying where it failed
/// (a child that failed before its program ran has been reaped).
int hostshims_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                    const int *fdmap, int fdmapCount, int flags, int *failedStep);

/// Sets the address-space and CPU-time limits of a running process; 0 leaves a limit unchanged.
/// Returns 0 or -1 with errno.
int hostshims_set_limits(pid_t pid, unsigned long long addressSpaceBytes, unsigned long long cpuSeconds);

/// Makes this process reap orphaned descendants (PR_SET_CHILD_SUBREAPER). Returns 0 or -1.
int hostshims_become_subreaper(void);

/// Whether this process is a child subreaper: 1, 0, or -1 with errno set.
int hostshims_is_subreaper(void);

/// A SOCK_SEQPACKET Unix socket pair, both ends close-on-exec. Returns 0, or -1 with errno set.
int hostshims_socketpair_cloexec(int fds[2]);

/// Accepts a connection on `listener`; the new descriptor is close-on-exec. Returns -1 with errno.
int hostshims_accept_cloexec(int listener);

/// Starts a fanotify group for permission decisions on opens (FAN_CLASS_CONTENT), close-on-exec.
/// Needs CAP_SYS_ADMIN. Returns the descriptor, or -1 with errno.
int hostshims_fanotify_start(void);

/// Asks for a decision on every open of a file directly in the folder `directory` (an inode mark
/// on the folder, FAN_OPEN_PERM | FAN_EVENT_ON_CHILD; the folder's own opens are not asked
/// about). Returns 0 or -1 with errno.
int hostshims_fanotify_mark_children(int group, const char *directory);

/// Stops asking about every file. Returns 0 or -1 with errno.
int hostshims_fanotify_clear(int group);

/// Waits up to `timeoutMilliseconds` for one open to decide. Returns 1 with the opener's process
/// id and the event's descriptor (which the caller passes to hostshims_fanotify_decide), 0 on
/// timeout, -1 with errno.
int hostshims_fanotify_next(int group, int timeoutMilliseconds, pid_t *pid, int *eventDescriptor);

/// Allows or refuses (the opener gets EPERM) the open behind `eventDescriptor`, and closes it.
int hostshims_fanotify_decide(int group, int eventDescriptor, int allow);

#endif
