/*
 * Baseline for the sandbox benchmark: median wall time of a bare fork + execve + waitpid of a
 * program, stdin from /dev/null and stdout to /dev/null. Usage: bench-exec RUNS PROGRAM [ARGS...]
 * Prints the median in microseconds.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int compare(const void *a, const void *b) {
  long long x = *(const long long *)a, y = *(const long long *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  int runs = atoi(argv[1]);
  long long *samples = calloc((size_t)runs, sizeof *samples);
  int devnull = open("/dev/null", O_RDWR);
  for (int i = 0; i < runs; i++) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid == 0) {
      dup2(devnull, 0);
      dup2(devnull, 1);
      execv(argv[2], argv + 2);
      _exit(127);
    }
    waitpid(pid, NULL, 0);
    clock_gettime(CLOCK_MONOTONIC, &b);
    samples[i] = (b.tv_sec - a.tv_sec) * 1000000LL + (b.tv_nsec - a.tv_nsec) / 1000;
  }
  qsort(samples, (size_t)runs, sizeof *samples, compare);
  printf("%lld\n", samples[runs / 2]);
  return 0;
}
