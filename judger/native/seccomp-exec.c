/*
 * verdict-seccomp-exec PROGRAM [ARG...]: installs the sandbox's seccomp policy on itself, then
 * executes PROGRAM with the same arguments and environment.
 *
 * For backends that have no seccomp filter of their own (isolate): the box runs this launcher
 * first, so a judged program is refused the same system calls as in the namespace backend. The
 * policy is seccomp-policy.c's, not a copy of it. Without the filter the program is not started.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

/* The exit status isolate also uses when it cannot execute a program. */
#define CANNOT_START 127

int main(int argc, char **argv) {
  if (argc < 2) {
    fputs("usage: verdict-seccomp-exec PROGRAM [ARG...]\n", stderr);
    return CANNOT_START;
  }
  void *policy = seccomp_policy_build();
  /* An unprivileged process may only install a filter once it can never gain privileges. */
  if (!policy || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || seccomp_policy_apply(policy) != 0) {
    fprintf(stderr, "verdict-seccomp-exec: cannot install the seccomp policy: %s\n", strerror(errno));
    return CANNOT_START;
  }
  execv(argv[1], argv + 1);
  fprintf(stderr, "verdict-seccomp-exec: cannot execute %s: %s\n", argv[1], strerror(errno));
  return CANNOT_START;
}
