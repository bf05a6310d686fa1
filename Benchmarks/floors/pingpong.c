// The round-trip floor: two processes ping-pong a Content-Length framed message of about 200
// bytes over a pair of pipes, with buffered reads, as the host and an extension do. Prints the
// median, minimum and maximum round trip in microseconds as JSON.
//
//   pingpong ITERATIONS            one thread a side: the physical floor
//   pingpong ITERATIONS threaded   the same bytes with the host's and the runtime's thread hand-offs:
//                                  on each side a reader thread hands each message to another thread
//                                  through a semaphore (host: poll loop -> waiting task; extension:
//                                  reader -> main queue), so four thread wake-ups per round trip
//   pingpong ITERATIONS polled     the same bytes, each side waiting in poll(2) before each read on
//                                  as many descriptors as ours waits on (host: the answer pipe, the
//                                  pidfd, stdout, stderr and a wake-up; extension: the request pipe,
//                                  a hand-back and the main queue), the others idle eventfds: the
//                                  floor of a design that must watch more than the one pipe
#define _GNU_SOURCE
#include <poll.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

// Reads one framed message into buf (header parsed byte-wise from a buffered reader).
typedef struct { int fd; char data[65536]; size_t start, end; } reader;

// The polled variant: idle descriptors polled beside the pipe before every read.
static int idle[4], idle_count;

static void watch_idle(int count) {
  idle_count = count;
  for (int i = 0; i < count; i++) idle[i] = eventfd(0, 0);
}

static int fill(reader *r) {
  if (r->start == r->end) { r->start = r->end = 0; }
  if (idle_count > 0) {
    struct pollfd fds[5] = {{.fd = r->fd, .events = POLLIN}};
    for (int i = 0; i < idle_count; i++) fds[i + 1] = (struct pollfd){.fd = idle[i], .events = POLLIN};
    if (poll(fds, (nfds_t)idle_count + 1, -1) < 0) return -1;
  }
  ssize_t n = read(r->fd, r->data + r->end, sizeof r->data - r->end);
  if (n <= 0) return -1;
  r->end += (size_t)n;
  return 0;
}

static int read_frame(reader *r, char *body, size_t cap) {
  for (;;) {
    char *sep = memmem(r->data + r->start, r->end - r->start, "\r\n\r\n", 4);
    if (sep) {
      long length = strtol(r->data + r->start + 16, NULL, 10);  // "Content-Length: "
      size_t header = (size_t)(sep - (r->data + r->start)) + 4;
      while (r->end - r->start < header + (size_t)length) if (fill(r)) return -1;
      if ((size_t)length > cap) return -1;
      memcpy(body, r->data + r->start + header, (size_t)length);
      r->start += header + (size_t)length;
      return (int)length;
    }
    if (fill(r)) return -1;
  }
}

static void write_frame(int fd, const char *body, size_t length) {
  char frame[4096];
  int header = snprintf(frame, sizeof frame, "Content-Length: %zu\r\n\r\n", length);
  memcpy(frame + header, body, length);
  if (write(fd, frame, (size_t)header + length) < 0) exit(1);
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

// The threaded variant's hand-offs: a reader thread fills `body` and posts `ready`.
typedef struct {
  reader *from;
  sem_t ready, taken;
  char body[4096];
  int length;
} handoff;

static void *read_loop(void *argument) {
  handoff *h = argument;
  for (;;) {
    sem_wait(&h->taken);
    h->length = read_frame(h->from, h->body, sizeof h->body);
    sem_post(&h->ready);
    if (h->length < 0) return NULL;
  }
}

static void start_reader(handoff *h, reader *from) {
  h->from = from;
  sem_init(&h->ready, 0, 0);
  sem_init(&h->taken, 0, 1);
  pthread_t thread;
  pthread_create(&thread, NULL, read_loop, h);
  pthread_detach(thread);
}

/// The next body through the hand-off, or -1 at end of file.
static int next_body(handoff *h, char *body) {
  sem_wait(&h->ready);
  int length = h->length;
  if (length >= 0) memcpy(body, h->body, (size_t)length);
  sem_post(&h->taken);
  return length;
}

int main(int argc, char **argv) {
  int iterations = argc > 1 ? atoi(argv[1]) : 20000;
  int threaded = argc > 2 && strcmp(argv[2], "threaded") == 0;
  int polled = argc > 2 && strcmp(argv[2], "polled") == 0;
  const char *message =
      "{\"jsonrpc\":\"2.0\",\"id\":12345,\"method\":\"shield/handleAction\",\"params\":{\"action\":"
      "\"primaryButtonPressed\",\"padding\":\"0123456789abcdef0123456789\",\"target\":{\"webDomain\":{\"_0\":{\"data\":\"AAECAwQFBgcICQoLDA0ODw==\"}}}}}";
  int down[2], up[2];
  if (pipe(down) || pipe(up)) return 1;
  pid_t child = fork();
  if (child == 0) {
    close(down[1]);
    close(up[0]);
    static reader r;
    r.fd = down[0];
    if (polled) watch_idle(2);
    char body[4096];
    int n;
    if (threaded) {
      static handoff h;
      start_reader(&h, &r);
      while ((n = next_body(&h, body)) >= 0) write_frame(up[1], body, (size_t)n);
    } else {
      while ((n = read_frame(&r, body, sizeof body)) >= 0) write_frame(up[1], body, (size_t)n);
    }
    _exit(0);
  }
  close(down[0]);
  close(up[1]);
  static reader r;
  r.fd = up[0];
  if (polled) watch_idle(4);
  static handoff h;
  if (threaded) start_reader(&h, &r);
  char body[4096];
  double *samples = malloc(sizeof(double) * (size_t)iterations);
  for (int i = 0; i < iterations + iterations / 10; i++) {
    double start = now_us();
    write_frame(down[1], message, strlen(message));
    if ((threaded ? next_body(&h, body) : read_frame(&r, body, sizeof body)) < 0) return 1;
    if (i >= iterations / 10) samples[i - iterations / 10] = now_us() - start;
  }
  close(down[1]);
  waitpid(child, NULL, 0);
  qsort(samples, (size_t)iterations, sizeof(double), compare);
  printf("{\"median\": %.3f, \"min\": %.3f, \"max\": %.3f, \"count\": %d, \"bytes\": %zu}\n",
         samples[iterations / 2], samples[0], samples[iterations - 1], iterations, strlen(message));
  return 0;
}
