// The launch floor: posix_spawn one or two commands at once and time, per run, until every one
// has written its first byte to stdout (first-byte) or has exited (exit). Prints median, minimum
// and maximum milliseconds as JSON.
//   spawnbench first-byte|exit RUNS -- CMD [ARGS] [-- CMD2 [ARGS]]
// "%RUN%" in an argument becomes the run's number (0 and 1 are the warm-ups); in exit mode the
// first command's stdout is read to its end and, with SPAWNBENCH_OUTPUT_DIR set, kept in
// <dir>/<run>.out, so the caller can check that every measured run did its work.
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

/// `argv` with every "%RUN%" replaced by `run` (so each run can get a folder of its own).
static char **with_run(char **argv, int run) {
  int count = 0;
  while (argv[count]) count++;
  char **copy = calloc((size_t)count + 1, sizeof(char *));
  char number[16];
  snprintf(number, sizeof number, "%d", run);
  for (int i = 0; i < count; i++) {
    const char *marker = strstr(argv[i], "%RUN%");
    if (!marker) {
      copy[i] = strdup(argv[i]);
      continue;
    }
    size_t prefix = (size_t)(marker - argv[i]);
    size_t length = strlen(argv[i]) - 5 + strlen(number) + 1;
    copy[i] = malloc(length);
    snprintf(copy[i], length, "%.*s%s%s", (int)prefix, argv[i], number, marker + 5);
  }
  return copy;
}

static void free_run(char **argv) {
  for (int i = 0; argv[i]; i++) free(argv[i]);
  free(argv);
}

/// Reads the command's stdout to its end (so a chatty command never blocks on a full pipe),
/// keeping it in `<dir>/<run>.out` when SPAWNBENCH_OUTPUT_DIR names a folder.
static void keep_output(int descriptor, const char *dir, int run) {
  FILE *file = NULL;
  if (dir) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%d.out", dir, run);
    file = fopen(path, "w");
  }
  char buffer[65536];
  ssize_t count;
  while ((count = read(descriptor, buffer, sizeof buffer)) > 0) {
    if (file) fwrite(buffer, 1, (size_t)count, file);
  }
  if (file) fclose(file);
}

int main(int argc, char **argv) {
  if (argc < 5) return 2;
  const char *output_dir = getenv("SPAWNBENCH_OUTPUT_DIR");
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
    char **argv_runs[2] = {0};
    for (int c = 0; c < count; c++) argv_runs[c] = with_run(commands[c], run + 2);
    double start = now_ms();
    for (int c = 0; c < count; c++) {
      if (pipe(pipes[c])) return 1;
      posix_spawn_file_actions_t actions;
      posix_spawn_file_actions_init(&actions);
      posix_spawn_file_actions_adddup2(&actions, pipes[c][1], 1);
      posix_spawn_file_actions_addclose(&actions, pipes[c][0]);
      if (posix_spawn(&pids[c], argv_runs[c][0], &actions, NULL, argv_runs[c], environ)) return 1;
      posix_spawn_file_actions_destroy(&actions);
      close(pipes[c][1]);
    }
    for (int c = 0; c < count; c++) {
      if (first_byte) {
        char byte;
        if (read(pipes[c][0], &byte, 1) != 1) return 1;
      } else {
        keep_output(pipes[c][0], c == 0 ? output_dir : NULL, run + 2);
        waitpid(pids[c], NULL, 0);
      }
    }
    double elapsed = now_ms() - start;
    for (int c = 0; c < count; c++) {
      close(pipes[c][0]);
      if (first_byte) waitpid(pids[c], NULL, 0);
    }
    for (int c = 0; c < count; c++) free_run(argv_runs[c]);
    if (run >= 0) samples[run] = elapsed;
  }
  qsort(samples, (size_t)runs, sizeof(double), compare);
  printf("{\"median\": %.3f, \"min\": %.3f, \"max\": %.3f, \"count\": %d}\n", samples[runs / 2], samples[0],
         samples[runs - 1], runs);
  return 0;
}
