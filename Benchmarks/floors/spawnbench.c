// The launch floor: posix_spawn one or two commands at once and time, per run, until every one
// has written its first byte to stdout (first-byte) or has exited (exit). Prints median, minimum
// and maximum milliseconds as JSON.
//   spawnbench first-byte|exit RUNS -- CMD [ARGS] [-- CMD2 [ARGS]]
#define _GNU_SOURCE
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 5) return 2;
  int first_byte = strcmp(argv[1], "first-byte") == 0;
  int runs = atoi(argv[2]);
  char **commands[2] = {0};
  int count = 0;
  for (int i = 3; i < argc && count < 2; i++) {
    if (strcmp(argv[i], "--") == 0 && i + 1 < argc) {
      commands[count++] = &argv[i + 1];
      argv[i] = NULL;
    }
  }
  for (int i = 3; i < argc; i++) if (argv[i] && strcmp(argv[i], "--") == 0) argv[i] = NULL;
  double *samples = malloc(sizeof(double) * (size_t)runs);
  for (int run = -2; run < runs; run++) {  // two warm-up runs
    int pipes[2][2];
    pid_t pids[2];
    double start = now_ms();
    for (int c = 0; c < count; c++) {
      if (pipe(pipes[c])) return 1;
      posix_spawn_file_actions_t actions;
      posix_spawn_file_actions_init(&actions);
      posix_spawn_file_actions_adddup2(&actions, pipes[c][1], 1);
      posix_spawn_file_actions_addclose(&actions, pipes[c][0]);
      if (posix_spawn(&pids[c], commands[c][0], &actions, NULL, commands[c], environ)) return 1;
      posix_spawn_file_actions_destroy(&actions);
      close(pipes[c][1]);
    }
    for (int c = 0; c < count; c++) {
      if (first_byte) {
        char byte;
        if (read(pipes[c][0], &byte, 1) != 1) return 1;
      } else {
        waitpid(pids[c], NULL, 0);
      }
    }
    double elapsed = now_ms() - start;
    for (int c = 0; c < count; c++) {
      close(pipes[c][0]);
      if (first_byte) waitpid(pids[c], NULL, 0);
    }
    if (run >= 0) samples[run] = elapsed;
  }
  qsort(samples, (size_t)runs, sizeof(double), compare);
  printf("{\"median\": %.3f, \"min\": %.3f, \"max\": %.3f, \"count\": %d}\n", samples[runs / 2], samples[0],
         samples[runs - 1], runs);
  return 0;
}
