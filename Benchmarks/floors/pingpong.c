// The round-trip floor: two processes ping-pong a Content-Length framed message of about 200
// bytes over a pair of pipes, with buffered reads, as the host and an extension do. Prints the
// median, minimum and maximum round trip in microseconds as JSON.
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

static int fill(reader *r) {
  if (r->start == r->end) { r->start = r->end = 0; }
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

int main(int argc, char **argv) {
  int iterations = argc > 1 ? atoi(argv[1]) : 20000;
  const char *message =
      "{\"jsonrpc\":\"2.0\",\"id\":12345,\"method\":\"shield/handleAction\",\"params\":{\"action\":"
      "\"primaryButtonPressed\",\"padding\":\"0123456789abcdef0123456789\",\"target\":{\"webDomain\":{\"_0\":{\"data\":\"AAECAwQFBgcICQoLDA0ODw==\"}}}}}";
  int down[2], up[2];
  if (pipe(down) || pipe(up)) return 1;
  pid_t child = fork();
  if (child == 0) {
    close(down[1]);
    close(up[0]);
    reader r = {.fd = down[0]};
    char body[4096];
    int n;
    while ((n = read_frame(&r, body, sizeof body)) >= 0) write_frame(up[1], body, (size_t)n);
    _exit(0);
  }
  close(down[0]);
  close(up[1]);
  reader r = {.fd = up[0]};
  char body[4096];
  double *samples = malloc(sizeof(double) * (size_t)iterations);
  for (int i = 0; i < iterations + iterations / 10; i++) {
    double start = now_us();
    write_frame(down[1], message, strlen(message));
    if (read_frame(&r, body, sizeof body) < 0) return 1;
    if (i >= iterations / 10) samples[i - iterations / 10] = now_us() - start;
  }
  close(down[1]);
  waitpid(child, NULL, 0);
  qsort(samples, (size_t)iterations, sizeof(double), compare);
  printf("{\"median\": %.3f, \"min\": %.3f, \"max\": %.3f, \"count\": %d, \"bytes\": %zu}\n",
         samples[iterations / 2], samples[0], samples[iterations - 1], iterations, strlen(message));
  return 0;
}
