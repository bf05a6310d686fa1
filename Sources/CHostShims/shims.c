#define _GNU_SOURCE
#include "CHostShims.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <linux/capability.h>
#include <sched.h>
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif

int hostshims_pidfd_open(pid_t pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }

int hostshims_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

enum { kMaxMappings = 16, kScratchBase = 64, kChildStackBytes = 64 << 10 };

/// What the spawned child is to do, and, when it fails before its program runs, why. It lives in
/// the parent's memory, which the child shares (CLONE_VM) until its execve.
struct SpawnPlan {
  const char *path;
  char *const *argv;
  char *const *envp;
  const int *scratch;       // the sources, moved above every destination
  const int *destinations;  // where each appears in the child
  int count;
  int closeFrom;            // every descriptor from here up is closed
  unsigned int closeLimit;  // the end of the fallback closing loop (kernels without close_range)
  int flags;
  int failedStep;  // a HOSTSHIMS_SPAWN_STEP_*, written by the child only when it fails
  int failedErrno;
};

static void fail(struct SpawnPlan *plan, int step, int code) {
  plan->failedStep = step;
  plan->failedErrno = code;
  _exit(127);
}

/// Leaves the calling process with no capability and no way to gain one: every capability out of
/// its bounding set (when it holds CAP_SETPCAP, the one that allows it), the no_new_privs bit, then
/// empty effective, permitted and inheritable sets (which empties the ambient set too: a capability
/// is ambient only while it is permitted and inheritable). With no_new_privs and an empty permitted
/// set, execve grants nothing, not even to uid 0, nor through a setuid bit or file capabilities.
/// Returns 0 or an errno value. Only system calls: the caller may be a vfork child.
static int dropPrivileges(void) {
  for (int capability = 0; capability < 64; capability++) {
    int held = prctl(PR_CAPBSET_READ, capability, 0, 0, 0);
    if (held < 0) break;  // EINVAL: past the kernel's last capability
    if (held == 1 && prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0) {
      if (errno != EPERM) return errno;
      break;  // without CAP_SETPCAP the bounding set stays; no_new_privs still holds every exec
    }
  }
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errno;
  struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct none[_LINUX_CAPABILITY_U32S_3];
  memset(none, 0, sizeof none);
  if (syscall(SYS_capset, &header, none) != 0) return errno;
  return 0;
}

/// The child, between clone and execve: only system calls, no allocation, no locks (it shares the
/// parent's memory, and the parent's other threads may hold any lock).
static int spawnChild(void *argument) {
  struct SpawnPlan *plan = argument;
  if (setpgid(0, 0) != 0) fail(plan, HOSTSHIMS_SPAWN_STEP_PROCESS_GROUP, errno);
  for (int i = 0; i < plan->count; i++) {
    if (dup2(plan->scratch[i], plan->destinations[i]) < 0) fail(plan, HOSTSHIMS_SPAWN_STEP_DESCRIPTORS, errno);
  }
  if (syscall(SYS_close_range, plan->closeFrom, ~0U, 0) != 0) {
    for (unsigned int fd = (unsigned int)plan->closeFrom; fd < plan->closeLimit; fd++) close((int)fd);
  }
  if (plan->flags & HOSTSHIMS_SPAWN_UNPRIVILEGED) {
    int code = dropPrivileges();
    if (code != 0) fail(plan, HOSTSHIMS_SPAWN_STEP_PRIVILEGES, code);
  }
  // Default dispositions for every signal before any is unblocked: a handler of the host's must
  // never run in this child, which shares the host's memory until execve.
  struct sigaction defaults;
  memset(&defaults, 0, sizeof defaults);
  defaults.sa_handler = SIG_DFL;
  for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &defaults, NULL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  execve(plan->path, plan->argv, plan->envp);
  fail(plan, HOSTSHIMS_SPAWN_STEP_EXEC, errno);
  return 127;
}

int hostshims_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                    const int *fdmap, int fdmapCount, int flags, int *failedStep) {
  *failedStep = HOSTSHIMS_SPAWN_STEP_SETUP;
  if (fdmapCount < 0 || fdmapCount > kMaxMappings) return EINVAL;

  for (int i = 0; i < fdmapCount; i++) {
    if (fdmap[2 * i + 1] < 0 || fdmap[2 * i + 1] >= kScratchBase) return EINVAL;
  }
  // Move every source above all destinations first, so no dup2 clobbers another source.
  int scratch[kMaxMappings];
  int destinations[kMaxMappings];
  int highestDestination = 2;
  for (int i = 0; i < fdmapCount; i++) {
    destinations[i] = fdmap[2 * i + 1];
    scratch[i] = fcntl(fdmap[2 * i], F_DUPFD_CLOEXEC, kScratchBase);
    if (scratch[i] < 0) {
      int saved = errno;
      for (int j = 0; j < i; j++) close(scratch[j]);
      return saved;
    }
    if (destinations[i] > highestDestination) highestDestination = destinations[i];
  }

  struct rlimit files = {1024, 1024};
  getrlimit(RLIMIT_NOFILE, &files);
  struct SpawnPlan plan = {
      .path = path, .argv = argv, .envp = envp, .scratch = scratch, .destinations = destinations,
      .count = fdmapCount, .closeFrom = highestDestination + 1,
      .closeLimit = files.rlim_cur > 65536 ? 65536 : (unsigned int)files.rlim_cur, .flags = flags,
      .failedStep = -1, .failedErrno = 0};

  int result = 0;
  void *stack = mmap(NULL, kChildStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
  if (stack == MAP_FAILED) {
    result = errno;
  } else {
    // Every signal blocked across the clone, so none reaches the child before it resets them.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    // CLONE_VFORK: this thread waits until the child has called execve or exited, as posix_spawn does.
    pid_t child = clone(spawnChild, (char *)stack + kChildStackBytes, CLONE_VM | CLONE_VFORK | SIGCHLD, &plan);
    int cloneErrno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    munmap(stack, kChildStackBytes);
    if (child < 0) {
      *failedStep = HOSTSHIMS_SPAWN_STEP_CLONE;
      result = cloneErrno;
    } else if (plan.failedStep >= 0) {
      int status;
      while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
      *failedStep = plan.failedStep;
      result = plan.failedErrno;
    } else {
      *pid = child;
    }
  }
  for (int i = 0; i < fdmapCount; i++) close(scratch[i]);
  return result;
}

int hostshims_set_limits(pid_t pid, unsigned long long addressSpaceBytes, unsigned long long cpuSeconds) {
  if (addressSpaceBytes > 0) {
    struct rlimit limit = {addressSpaceBytes, addressSpaceBytes};
    if (prlimit(pid, RLIMIT_AS, &limit, NULL) != 0) return -1;
  }
  if (cpuSeconds > 0) {
    struct rlimit limit = {cpuSeconds, cpuSeconds + 1};
    if (prlimit(pid, RLIMIT_CPU, &limit, NULL) != 0) return -1;
  }
  return 0;
}

int hostshims_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

int hostshims_is_subreaper(void) {
  int value = 0;
  return prctl(PR_GET_CHILD_SUBREAPER, &value, 0, 0, 0) == 0 ? (value != 0) : -1;
}

int hostshims_socketpair_cloexec(int fds[2]) { return socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds); }

int hostshims_accept_cloexec(int listener) { return accept4(listener, NULL, NULL, SOCK_CLOEXEC); }

// MARK: fanotify (the host refuses opens of protected files while the device is locked)

#include <poll.h>
#include <sys/fanotify.h>

int hostshims_fanotify_start(void) {
  return fanotify_init(FAN_CLASS_CONTENT | FAN_CLOEXEC, O_RDONLY | O_LARGEFILE | O_CLOEXEC);
}

int hostshims_fanotify_mark_children(int group, const char *directory) {
  return fanotify_mark(group, FAN_MARK_ADD | FAN_MARK_ONLYDIR, FAN_OPEN_PERM | FAN_EVENT_ON_CHILD, AT_FDCWD, directory);
}

int hostshims_fanotify_clear(int group) {
  return fanotify_mark(group, FAN_MARK_FLUSH, 0, AT_FDCWD, NULL);
}

int hostshims_fanotify_next(int group, int timeoutMilliseconds, pid_t *pid, int *eventDescriptor) {
  struct pollfd wait = {.fd = group, .events = POLLIN};
  int ready = poll(&wait, 1, timeoutMilliseconds);
  if (ready <= 0) return ready;
  // One event at a time: a read returns whole events, and the buffer holds exactly one.
  struct fanotify_event_metadata event;
  ssize_t count = read(group, &event, sizeof event);
  if (count < 0) return errno == EAGAIN || errno == EINTR ? 0 : -1;
  if (count < (ssize_t)sizeof event || event.vers != FANOTIFY_METADATA_VERSION) {
    errno = EPROTO;
    return -1;
  }
  *pid = event.pid;
  *eventDescriptor = event.fd;
  return 1;
}

int hostshims_fanotify_decide(int group, int eventDescriptor, int allow) {
  struct fanotify_response response = {.fd = eventDescriptor, .response = allow ? FAN_ALLOW : FAN_DENY};
  ssize_t written = write(group, &response, sizeof response);
  close(eventDescriptor);
  return written == (ssize_t)sizeof response ? 0 : -1;
}
