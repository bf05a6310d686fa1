// The lint I/O floor: walk a folder tree and read every regular file into memory, one thread,
// with nothing else done. Prints the median, minimum and maximum files per second as JSON.
//   readtree RUNS DIR
#define _GNU_SOURCE
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static long files;
static char buffer[1 << 16];

static int visit(const char *path, const struct stat *info, int type, struct FTW *ftw) {
  (void)info;
  (void)ftw;
  if (type != FTW_F) return 0;
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  while (read(fd, buffer, sizeof buffer) > 0) {
  }
  close(fd);
  files++;
  return 0;
}

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  int runs = atoi(argv[1]);
  double *rates = malloc(sizeof(double) * (size_t)runs);
  for (int run = -1; run < runs; run++) {  // one warm-up run
    files = 0;
    double start = now_s();
    if (nftw(argv[2], visit, 64, FTW_PHYS) != 0) return 1;
    double rate = files / (now_s() - start);
    if (run >= 0) rates[run] = rate;
  }
  qsort(rates, (size_t)runs, sizeof(double), compare);
  printf("{\"median\": %.1f, \"min\": %.1f, \"max\": %.1f, \"count\": %d, \"files\": %ld}\n", rates[runs / 2], rates[0],
         rates[runs - 1], runs, files);
  return 0;
}
