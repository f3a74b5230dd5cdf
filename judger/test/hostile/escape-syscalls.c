#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <unistd.h>
/* Prints a+b only when namespaces, mounts, ptrace, chroot and setuid are all refused. */
int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    if (unshare(CLONE_NEWUSER) == 0) { puts("LEAK: unshare"); return 0; }
    if (mount("none", "/tmp", "tmpfs", 0, 0) == 0) { puts("LEAK: mount"); return 0; }
    if (ptrace(PTRACE_ATTACH, 1, 0, 0) == 0) { puts("LEAK: ptrace"); return 0; }
    if (chroot("/tmp") == 0) { puts("LEAK: chroot"); return 0; }
    if (setuid(0) == 0) { puts("LEAK: setuid"); return 0; }
    printf("%d\n", a + b);
    return 0;
}
