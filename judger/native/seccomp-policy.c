/*
 * A deny-list seccomp policy: the sandboxed program may compute, read and write, create threads
 * and processes, but may not touch kernel facilities that could widen its view or attack the host
 * (namespaces, mounts, ptrace, keyrings, bpf, module loading...). Allow-by-default keeps every
 * language runtime working without per-language tuning.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <sched.h>
#include <sys/socket.h>
#include <seccomp.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

static const int DENIED[] = {
    SCMP_SYS(ptrace),          SCMP_SYS(mount),          SCMP_SYS(umount2),
    SCMP_SYS(pivot_root),      SCMP_SYS(chroot),         SCMP_SYS(unshare),
    SCMP_SYS(setns),           SCMP_SYS(bpf),            SCMP_SYS(perf_event_open),
    SCMP_SYS(userfaultfd),     SCMP_SYS(keyctl),         SCMP_SYS(add_key),
    SCMP_SYS(request_key),     SCMP_SYS(kexec_load),     SCMP_SYS(kexec_file_load),
    SCMP_SYS(init_module),     SCMP_SYS(finit_module),   SCMP_SYS(delete_module),
    SCMP_SYS(reboot),          SCMP_SYS(swapon),         SCMP_SYS(swapoff),
    SCMP_SYS(open_by_handle_at), SCMP_SYS(name_to_handle_at), SCMP_SYS(process_vm_readv),
    SCMP_SYS(process_vm_writev), SCMP_SYS(fsopen),       SCMP_SYS(fsmount),
    SCMP_SYS(move_mount),      SCMP_SYS(open_tree),      SCMP_SYS(quotactl),
    SCMP_SYS(acct),            SCMP_SYS(settimeofday),   SCMP_SYS(clock_settime),
    SCMP_SYS(syslog),          SCMP_SYS(vhangup),        SCMP_SYS(iopl),
    SCMP_SYS(ioperm),          SCMP_SYS(io_uring_setup), SCMP_SYS(io_uring_enter),
    SCMP_SYS(io_uring_register), SCMP_SYS(modify_ldt),   SCMP_SYS(memfd_secret),
    SCMP_SYS(fanotify_init),   SCMP_SYS(lookup_dcookie), SCMP_SYS(kcmp),
    SCMP_SYS(fsconfig),        SCMP_SYS(fspick),         SCMP_SYS(mount_setattr),
    SCMP_SYS(uselib),
};

/* Sockets a judged program may create: local ones and IP (whose network namespace has no route). */
static const int ALLOWED_FAMILIES[] = {AF_UNIX, AF_INET, AF_INET6};

/* Every family but the allowed ones (vsock, netlink, packet, alg...) answers EAFNOSUPPORT. */
static void deny_socket_families(scmp_filter_ctx ctx, int syscall) {
  const int count = sizeof ALLOWED_FAMILIES / sizeof *ALLOWED_FAMILIES;
  int highest = 0;
  for (int i = 0; i < count; i++)
    if (ALLOWED_FAMILIES[i] > highest) highest = ALLOWED_FAMILIES[i];
  for (int family = 0; family < highest; family++) {
    int allowed = 0;
    for (int i = 0; i < count; i++) allowed |= ALLOWED_FAMILIES[i] == family;
    if (!allowed) seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), syscall, 1, SCMP_A0(SCMP_CMP_EQ, family));
  }
  seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EAFNOSUPPORT), syscall, 1, SCMP_A0(SCMP_CMP_GT, highest));
}

static scmp_filter_ctx build_filter(void) {
  scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
  if (!ctx) return NULL;
  for (size_t i = 0; i < sizeof DENIED / sizeof *DENIED; i++)
    if (DENIED[i] >= 0) seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), DENIED[i], 0);
  /* clone3 passes its flags in memory that seccomp cannot inspect: make libc fall back to clone. */
  seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
  const unsigned long others[] = {CLONE_NEWUSER, CLONE_NEWNS,  CLONE_NEWPID,   CLONE_NEWNET,
                                  CLONE_NEWIPC,  CLONE_NEWUTS, CLONE_NEWCGROUP, CLONE_NEWTIME};
  for (size_t i = 0; i < sizeof others / sizeof *others; i++)
    seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1, SCMP_A0(SCMP_CMP_MASKED_EQ, others[i], others[i]));
  deny_socket_families(ctx, SCMP_SYS(socket));
  deny_socket_families(ctx, SCMP_SYS(socketpair));
  return ctx;
}

/*
 * Compile the filter to BPF once per box; each run then installs the ready program with one
 * prctl instead of letting libseccomp regenerate it in every forked child.
 */
void *seccomp_policy_build(void) {
  scmp_filter_ctx ctx = build_filter();
  if (!ctx) return NULL;
  int fd = memfd_create("seccomp-bpf", MFD_CLOEXEC);
  if (fd < 0 || seccomp_export_bpf(ctx, fd) < 0) return NULL;
  seccomp_release(ctx);
  off_t size = lseek(fd, 0, SEEK_END);
  struct sock_fprog *prog = malloc(sizeof *prog);
  struct sock_filter *code = malloc((size_t)size);
  if (!prog || !code || pread(fd, code, (size_t)size, 0) != size) return NULL;
  close(fd);
  prog->len = (unsigned short)(size / (off_t)sizeof(struct sock_filter));
  prog->filter = code;
  return prog;
}

int seccomp_policy_apply(void *policy) {
  return policy ? prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, (struct sock_fprog *)policy, 0, 0) : 0;
}
