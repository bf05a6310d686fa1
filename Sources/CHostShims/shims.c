#define _GNU_SOURCE
#include "CHostShims.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif

int hostshims_pidfd_open(pid_t pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }

int hostshims_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

enum { kMaxMappings = 16, kScratchBase = 64 };

int hostshims_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                    const int *fdmap, int fdmapCount) {
  if (fdmapCount < 0 || fdmapCount > kMaxMappings) return EINVAL;

  // Move every source above all destinations first, so no dup2 clobbers another source.
  int scratch[kMaxMappings];
  int highestDestination = 2;
  for (int i = 0; i < fdmapCount; i++) {
    scratch[i] = fcntl(fdmap[2 * i], F_DUPFD_CLOEXEC, kScratchBase);
    if (scratch[i] < 0) {
      int saved = errno;
      for (int j = 0; j < i; j++) close(scratch[j]);
      return saved;
    }
    if (fdmap[2 * i + 1] > highestDestination) highestDestination = fdmap[2 * i + 1];
  }

  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_init(&attributes);

  for (int i = 0; i < fdmapCount; i++) posix_spawn_file_actions_adddup2(&actions, scratch[i], fdmap[2 * i + 1]);
  posix_spawn_file_actions_addclosefrom_np(&actions, highestDestination + 1);

  sigset_t none, all;
  sigemptyset(&none);
  sigfillset(&all);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &all);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);

  int result = posix_spawn(pid, path, &actions, &attributes, argv, envp);

  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
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

int hostshims_accept_cloexec(int listener) { return accept4(listener, NULL, NULL, SOCK_CLOEXEC); }
