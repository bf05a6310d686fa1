#define _GNU_SOURCE
#include "CForkServer.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static int sendMessage(int socket, int32_t tag, int32_t value) {
  struct ForkServerMessage message = {tag, value};
  ssize_t sent;
  do {
    sent = send(socket, &message, sizeof message, MSG_NOSIGNAL);
  } while (sent < 0 && errno == EINTR);
  return sent == (ssize_t)sizeof message ? 0 : -1;
}

/// Reads one message, blocking; `descriptors` (room for FORKSERVER_DESCRIPTORS) gets any it
/// carried, close-on-exec, and `*count` how many. Returns 1, 0 at end of file, -1 on error.
static int receiveMessage(int socket, struct ForkServerMessage *message, int *descriptors, int *count) {
  union {
    char buffer[CMSG_SPACE(sizeof(int) * FORKSERVER_DESCRIPTORS)];
    struct cmsghdr align;
  } control;
  struct iovec body = {message, sizeof *message};
  struct msghdr header = {.msg_iov = &body, .msg_iovlen = 1, .msg_control = control.buffer,
                          .msg_controllen = sizeof control.buffer};
  ssize_t received;
  do {
    received = recvmsg(socket, &header, MSG_CMSG_CLOEXEC);
  } while (received < 0 && errno == EINTR);
  *count = 0;
  if (received <= 0) return (int)received;
  for (struct cmsghdr *part = CMSG_FIRSTHDR(&header); part; part = CMSG_NXTHDR(&header, part)) {
    if (part->cmsg_level != SOL_SOCKET || part->cmsg_type != SCM_RIGHTS) continue;
    int carried = (int)((part->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    for (int i = 0; i < carried; i++) {
      int descriptor;
      memcpy(&descriptor, CMSG_DATA(part) + i * sizeof(int), sizeof descriptor);
      if (*count < FORKSERVER_DESCRIPTORS) {
        descriptors[(*count)++] = descriptor;
      } else {
        close(descriptor);
      }
    }
  }
  if (received != (ssize_t)sizeof *message || (header.msg_flags & MSG_CTRUNC)) {
    errno = EPROTO;
    return -1;
  }
  return 1;
}

/// The threads of this process, from /proc/self/status; -1 when it cannot be read.
static int threadCount(void) {
  FILE *status = fopen("/proc/self/status", "re");
  if (!status) return -1;
  char line[256];
  int threads = -1;
  while (fgets(line, sizeof line, status)) {
    if (strncmp(line, "Threads:", 8) == 0) {
      threads = atoi(line + 8);
      break;
    }
  }
  fclose(status);
  return threads;
}

/// In the copy: takes the descriptors its FORK carried as fds 1 to 4 and leaves the server behind.
static void becomeCopy(int socket, const int *descriptors) {
  setpgid(0, 0);
  static const int targets[FORKSERVER_DESCRIPTORS] = {1, 2, 3, 4};
  for (int i = 0; i < FORKSERVER_DESCRIPTORS; i++) {
    if (dup2(descriptors[i], targets[i]) < 0) _exit(127);
  }
  for (int i = 0; i < FORKSERVER_DESCRIPTORS; i++) {
    if (descriptors[i] > 4) close(descriptors[i]);
  }
  close(socket);
  unsetenv(FORKSERVER_VARIABLE);
  if (getenv(FORKSERVER_BOUND_VARIABLE)) {
    unsetenv("LD_BIND_NOW");
    unsetenv(FORKSERVER_BOUND_VARIABLE);
  }
}

/// In the intermediate: forks the copy, names it to the host, and exits after GO. Returns only
/// in the copy.
static void forkCopy(int socket, const int *descriptors) {
  pid_t copy = fork();
  if (copy == 0) {
    becomeCopy(socket, descriptors);
    return;
  }
  if (copy < 0) {
    sendMessage(socket, FORKSERVER_FAILED, errno);
    _exit(1);
  }
  struct ForkServerMessage go;
  int spare[FORKSERVER_DESCRIPTORS], count = 0;
  if (sendMessage(socket, FORKSERVER_COPY, copy) != 0 || receiveMessage(socket, &go, spare, &count) != 1 ||
      go.tag != FORKSERVER_GO) {
    kill(copy, SIGKILL);  // the host is gone or confused: the copy would run unwatched
    _exit(1);
  }
  _exit(0);
}

__attribute__((constructor)) void forkserver_serve_if_asked(void) {
  const char *variable = getenv(FORKSERVER_VARIABLE);
  if (!variable) return;
  int socket = atoi(variable);
  if (threadCount() != 1) {  // fork copies only the calling thread: a copy would be broken
    sendMessage(socket, FORKSERVER_DECLINED, 0);
    _exit(0);
  }
  if (sendMessage(socket, FORKSERVER_READY, 0) != 0) _exit(0);
  for (;;) {
    struct ForkServerMessage request;
    int descriptors[FORKSERVER_DESCRIPTORS], count = 0;
    int received = receiveMessage(socket, &request, descriptors, &count);
    if (received == 0) _exit(0);  // the host closed the socket: nothing more to fork
    if (received < 0 || request.tag != FORKSERVER_FORK || count != FORKSERVER_DESCRIPTORS) {
      for (int i = 0; i < count; i++) close(descriptors[i]);
      if (received < 0 && errno != EPROTO) _exit(1);
      sendMessage(socket, FORKSERVER_FAILED, EPROTO);
      continue;
    }
    // vfork: the intermediate only forks, talks on the socket and exits, so it needs no address
    // space of its own; it never returns from this frame except as the copy, which has its own.
    pid_t intermediate = vfork();
    if (intermediate == 0) {
      forkCopy(socket, descriptors);
      return;  // the copy
    }
    int forkErrno = errno;
    for (int i = 0; i < count; i++) close(descriptors[i]);
    if (intermediate < 0) {
      sendMessage(socket, FORKSERVER_FAILED, forkErrno);
      continue;
    }
    int status = 0;
    while (waitpid(intermediate, &status, 0) < 0 && errno == EINTR) {}
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) sendMessage(socket, FORKSERVER_ADOPTED, 0);
  }
}

int forkserver_request(int socket, const int descriptors[FORKSERVER_DESCRIPTORS]) {
  struct ForkServerMessage message = {FORKSERVER_FORK, 0};
  union {
    char buffer[CMSG_SPACE(sizeof(int) * FORKSERVER_DESCRIPTORS)];
    struct cmsghdr align;
  } control;
  memset(&control, 0, sizeof control);
  struct iovec body = {&message, sizeof message};
  struct msghdr header = {.msg_iov = &body, .msg_iovlen = 1, .msg_control = control.buffer,
                          .msg_controllen = sizeof control.buffer};
  struct cmsghdr *part = CMSG_FIRSTHDR(&header);
  part->cmsg_level = SOL_SOCKET;
  part->cmsg_type = SCM_RIGHTS;
  part->cmsg_len = CMSG_LEN(sizeof(int) * FORKSERVER_DESCRIPTORS);
  memcpy(CMSG_DATA(part), descriptors, sizeof(int) * FORKSERVER_DESCRIPTORS);
  ssize_t sent;
  do {
    sent = sendmsg(socket, &header, MSG_NOSIGNAL);
  } while (sent < 0 && errno == EINTR);
  return sent == (ssize_t)sizeof message ? 0 : -1;
}

int forkserver_send(int socket, int32_t tag) { return sendMessage(socket, tag, 0); }

int forkserver_receive(int socket, int timeoutMilliseconds, struct ForkServerMessage *message) {
  struct pollfd wait = {.fd = socket, .events = POLLIN};
  int ready;
  do {
    ready = poll(&wait, 1, timeoutMilliseconds);
  } while (ready < 0 && errno == EINTR);
  if (ready <= 0) return ready;
  int spare[FORKSERVER_DESCRIPTORS], count = 0;
  int received = receiveMessage(socket, message, spare, &count);
  for (int i = 0; i < count; i++) close(spare[i]);  // the server never sends descriptors
  if (received == 0) errno = 0;
  return received == 1 ? 1 : -1;
}
