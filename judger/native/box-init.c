/*
 * The init (pid 1) of one box. It builds the box's file-system view once, then serves run
 * requests from the outer helper: fork, move the child into the box cgroups, drop to the box uid
 * with limits and seccomp, exec, watch CPU and wall time every few milliseconds, kill everything
 * left when the program ends, report.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct init_args {
  const struct helper_config *cfg;
  const struct box *box;
  int sock;
};

static const char *SYSTEM_DIRS[] = {"/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"};
static const char *DEVICES[] = {"null", "zero", "full", "random", "urandom"};

static void fail_setup(int sock, const char *what) {
  char msg[512];
  snprintf(msg, sizeof msg, "error %s: %s", what, strerror(errno));
  send(sock, msg, strlen(msg), 0);
  _exit(1);
}

static int mkdirs(const char *path, mode_t mode) {
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s", path);
  for (char *p = tmp + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    if (mkdir(tmp, mode) < 0 && errno != EEXIST) return -1;
    *p = '/';
  }
  return (mkdir(tmp, mode) < 0 && errno != EEXIST) ? -1 : 0;
}

/* Bind a host path read-only at target (symlinks are copied as symlinks). */
static int bind_readonly_at(const char *host, const char *target) {
  char link[4096], parent[4096];
  struct stat st;
  if (lstat(host, &st) < 0) return 0; /* absent on this host: nothing to show */
  snprintf(parent, sizeof parent, "%s", target);
  *strrchr(parent, '/') = 0;
  if (mkdirs(parent, 0755) < 0) return -1;
  if (S_ISLNK(st.st_mode)) {
    ssize_t n = readlink(host, link, sizeof link - 1);
    if (n < 0) return -1;
    link[n] = 0;
    return (symlink(link, target) < 0 && errno != EEXIST) ? -1 : 0;
  }
  if (S_ISDIR(st.st_mode)) {
    if (mkdirs(target, 0755) < 0) return -1;
  } else {
    int fd = open(target, O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
    if (fd < 0) return -1;
    close(fd);
  }
  if (mount(host, target, NULL, MS_BIND | MS_REC, NULL) < 0) return -1;
  return mount(NULL, target, NULL, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL);
}

/* Bind a host path at the same place under the new root, read-only. */
static int bind_readonly(const char *root, const char *host) {
  char target[4096];
  snprintf(target, sizeof target, "%s%s", root, host);
  return bind_readonly_at(host, target);
}

/* The uid that owns the box's writable space: the box user, or the caller in a user namespace. */
static uid_t space_owner(const struct init_args *a) {
  return a->cfg->unprivileged ? geteuid() : a->box->uid;
}

static void build_root(const struct init_args *a) {
  char root[4096], path[4200], host[4200];
  snprintf(root, sizeof root, "%s/root", a->box->dir);
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) fail_setup(a->sock, "make mounts private");
  if (mount("tmpfs", root, "tmpfs", MS_NOSUID, "size=4m,mode=755") < 0) fail_setup(a->sock, "mount root tmpfs");
  for (size_t i = 0; i < sizeof SYSTEM_DIRS / sizeof *SYSTEM_DIRS; i++)
    if (bind_readonly(root, SYSTEM_DIRS[i]) < 0) fail_setup(a->sock, SYSTEM_DIRS[i]);
  for (int i = 0; i < a->cfg->ro_count; i++)
    if (bind_readonly(root, a->cfg->ro_mounts[i]) < 0) fail_setup(a->sock, a->cfg->ro_mounts[i]);
  snprintf(path, sizeof path, "%s/etc", root);
  if (a->cfg->etc_dir ? bind_readonly_at(a->cfg->etc_dir, path) < 0 : mkdirs(path, 0755) < 0)
    fail_setup(a->sock, "bind /etc");
  for (size_t i = 0; i < 2; i++) {
    snprintf(path, sizeof path, "%s/%s", root, i == 0 ? "w" : "tmp");
    if (mkdirs(path, 0755) < 0 || box_space_mount(path, space_owner(a), a->cfg->disk_mb) < 0)
      fail_setup(a->sock, i == 0 ? "mount /w" : "mount /tmp");
  }
  for (size_t i = 0; i < sizeof DEVICES / sizeof *DEVICES; i++) {
    snprintf(host, sizeof host, "/dev/%s", DEVICES[i]);
    if (bind_readonly(root, host) < 0) fail_setup(a->sock, host);
    /* devices must stay usable: re-mount them without nodev (still nosuid, still read-only fs) */
    snprintf(path, sizeof path, "%s/dev/%s", root, DEVICES[i]);
    mount(NULL, path, NULL, MS_BIND | MS_REMOUNT | MS_NOSUID | MS_RDONLY, NULL);
  }
  const char *links[][2] = {{"/proc/self/fd", "fd"}, {"/proc/self/fd/0", "stdin"},
                            {"/proc/self/fd/1", "stdout"}, {"/proc/self/fd/2", "stderr"}};
  for (size_t i = 0; i < 4; i++) {
    snprintf(path, sizeof path, "%s/dev/%s", root, links[i][1]);
    symlink(links[i][0], path);
  }
  snprintf(path, sizeof path, "%s/proc", root);
  if (mkdirs(path, 0755) < 0) fail_setup(a->sock, "mkdir /proc");
  if (mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") < 0 &&
      mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
    fail_setup(a->sock, "mount /proc");
  if (chdir(root) < 0) fail_setup(a->sock, "chdir root");
  if (syscall(SYS_pivot_root, ".", ".") < 0) fail_setup(a->sock, "pivot_root");
  if (umount2(".", MNT_DETACH) < 0) fail_setup(a->sock, "detach old root");
  if (chdir("/") < 0) fail_setup(a->sock, "chdir /");
  if (mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID, NULL) < 0)
    fail_setup(a->sock, "remount root read-only");
}

static long field_long(const char *line, const char *key) {
  size_t n = strlen(key);
  return strncmp(line, key, n) == 0 && line[n] == ' ' ? atol(line + n + 1) : -1;
}

/* Parse "key value" lines; argv/env values are the rest of the line. */
static int parse_spec(char *msg, struct run_spec *spec) {
  int argc = 0, envc = 0;
  memset(spec, 0, sizeof *spec);
  spec->stack_kb = 131072;
  spec->procs = 64;
  spec->nofile = 64;
  for (char *line = strtok(msg, "\n"); line; line = strtok(NULL, "\n")) {
    long v;
    if (strncmp(line, "arg ", 4) == 0 && argc < MAX_ARGS) spec->argv[argc++] = line + 4;
    else if (strncmp(line, "env ", 4) == 0 && envc < MAX_ENVS) spec->envp[envc++] = line + 4;
    else if ((v = field_long(line, "cpu_ms")) >= 0) spec->cpu_ms = v;
    else if ((v = field_long(line, "wall_ms")) >= 0) spec->wall_ms = v;
    else if ((v = field_long(line, "mem_kb")) >= 0) spec->mem_kb = v;
    else if ((v = field_long(line, "as_kb")) >= 0) spec->as_kb = v;
    else if ((v = field_long(line, "stack_kb")) >= 0) spec->stack_kb = v;
    else if ((v = field_long(line, "procs")) >= 0) spec->procs = v;
    else if ((v = field_long(line, "fsize")) >= 0) spec->fsize = v;
    else if ((v = field_long(line, "nofile")) >= 0) spec->nofile = v;
  }
  spec->argv[argc] = NULL;
  spec->envp[envc] = NULL;
  return argc > 0 ? 0 : -1;
}

static void write_oom_score_adj(const char *value) {
  int fd = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
  if (fd < 0) return;
  if (write(fd, value, strlen(value)) < 0) {
    /* best effort */
  }
  close(fd);
}

static void set_limit(int resource, long long value) {
  struct rlimit rl = {(rlim_t)value, (rlim_t)value};
  setrlimit(resource, &rl);
}

/*
 * Signals whose disposition the init does not hold at the default (the outer helper ignores
 * SIGPIPE): a program gets them back at the default. The others already are, in a vfork child, so
 * resetting only these saves a system call per signal on every run.
 */
static sigset_t inherited_dispositions;

static void note_inherited_dispositions(void) {
  sigemptyset(&inherited_dispositions);
  for (int s = 1; s < NSIG; s++) {
    struct sigaction current;
    if (sigaction(s, NULL, &current) == 0 && current.sa_handler != SIG_DFL) sigaddset(&inherited_dispositions, s);
  }
}

/* Runs in the forked child: become the box's unprivileged user under limits, then exec. */
static void exec_program(const struct init_args *a, const struct box_cgroup *cg, const struct run_spec *spec,
                         int fds[3], int errpipe, void *policy, const sigset_t *original_mask) {
  if (cgroup_join_self(cg) < 0) goto fail;
  /* System V IPC and POSIX message queues of this run die with it: nothing one program leaves
   * there is seen by the next, nor kept charged to the box. */
  if (unshare(CLONE_NEWIPC) < 0) goto fail;
  for (int i = 0; i < 3; i++)
    if (dup2(fds[i], i) < 0) goto fail;
  close_range(3, ~0U, CLOSE_RANGE_CLOEXEC);
  fcntl(errpipe, F_SETFD, FD_CLOEXEC);
  for (int s = 1; s < NSIG; s++)
    if (sigismember(&inherited_dispositions, s) == 1) signal(s, SIG_DFL);
  sigprocmask(SIG_SETMASK, original_mask, NULL);
  set_limit(RLIMIT_STACK, spec->stack_kb > 0 ? spec->stack_kb * 1024LL : (long long)RLIM_INFINITY);
  set_limit(RLIMIT_CPU, spec->cpu_ms > 0 ? spec->cpu_ms / 1000 + 2 : (long long)RLIM_INFINITY);
  set_limit(RLIMIT_FSIZE, spec->fsize > 0 ? spec->fsize : (long long)RLIM_INFINITY);
  set_limit(RLIMIT_NOFILE, spec->nofile > 0 ? spec->nofile : 64);
  set_limit(RLIMIT_CORE, 0);
  set_limit(RLIMIT_MSGQUEUE, 0);
  if (spec->as_kb > 0) set_limit(RLIMIT_AS, spec->as_kb * 1024LL);
  if (chdir("/w") < 0) goto fail;
  if (!a->cfg->unprivileged) {
    write_oom_score_adj("0"); /* the program, not the box init, is what the OOM killer should pick */
    /* NPROC counts per uid; each box has its own uid, so this is a per-box process cap. */
    set_limit(RLIMIT_NPROC, spec->procs > 0 ? spec->procs : 64);
    if (setgroups(0, NULL) < 0 || setgid(a->box->uid) < 0 || setuid(a->box->uid) < 0) goto fail;
  }
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) goto fail;
  if (seccomp_policy_apply(policy) < 0) goto fail;
  execve(spec->argv[0], spec->argv, spec->envp);
fail : {
  int err = errno;
  if (write(errpipe, &err, sizeof err) < 0) _exit(127);
  _exit(127);
}
}

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

/* CPU of a process from /proc when no cgroup is available (clock ticks → ns). */
static long long proc_cpu_ns(pid_t pid) {
  char path[64], buf[1024];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return -1;
  buf[n] = 0;
  char *p = strrchr(buf, ')');
  if (!p) return -1;
  unsigned long long ut = 0, st = 0;
  if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &ut, &st) != 2) return -1;
  return (long long)(ut + st) * (1000000000LL / sysconf(_SC_CLK_TCK));
}

/* The outer helper's stdout (the judger reads replies there), for requests of a single program. */
static int reply_fd = -1;

/* Sends the report to the judger when the request asked for it, else to the outer helper. */
static void send_report(const struct init_args *a, const char *report, int direct) {
  static char line[REPLY_MAX + 32];
  if (direct && reply_fd >= 0) {
    int n = snprintf(line, sizeof line, "{\"results\":[%s]}\n", report);
    if (n > 0 && (size_t)n < sizeof line && write_all(reply_fd, line, (size_t)n) == 0) {
      send(a->sock, "=", 1, 0);
      return;
    }
  }
  send(a->sock, report, strlen(report), 0);
}

static void serve_one(const struct init_args *a, struct box_cgroup *cg, void *policy, const sigset_t *orig,
                      char *msg, int fds[3], int direct) {
  struct run_spec spec;
  char reply[REPLY_MAX];
  if (parse_spec(msg, &spec) < 0) {
    snprintf(reply, sizeof reply, "{\"error\":\"no program\"}");
    send(a->sock, reply, strlen(reply), 0);
    return;
  }
  if (cgroup_prepare_run(cg, spec.mem_kb, spec.procs) < 0) {
    snprintf(reply, sizeof reply, "{\"error\":\"cgroup limits: %s\"}", strerror(errno));
    send(a->sock, reply, strlen(reply), 0);
    return;
  }
  long long oom_before = cgroup_oom_kills(cg);
  long long cpu_before = cgroup_cpu_ns(cg);
  int errpipe[2];
  if (pipe2(errpipe, O_CLOEXEC) < 0) return;
  long long start = now_us();
  /* vfork: no page-table copy; the child only makes system calls until execve or _exit. */
  pid_t pid = vfork();
  if (pid == 0) {
    close(errpipe[0]);
    exec_program(a, cg, &spec, fds, errpipe[1], policy, orig);
  }
  close(errpipe[1]);
  for (int i = 0; i < 3; i++) close(fds[i]);
  int exec_errno = 0;
  if (pid < 0) exec_errno = errno;
  else if (read(errpipe[0], &exec_errno, sizeof exec_errno) != sizeof exec_errno) exec_errno = 0;
  close(errpipe[0]);

  int status = 0, have_status = 0;
  struct rusage usage = {0};
  const char *killed = "none";
  long long cpu_limit_ns = spec.cpu_ms > 0 ? spec.cpu_ms * 1000000LL : -1;
  long long wall_limit_us = spec.wall_ms > 0 ? spec.wall_ms * 1000LL : -1;
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  while (pid > 0 && !have_status) {
    pid_t got;
    int st;
    struct rusage ru;
    while ((got = wait4(-1, &st, WNOHANG | __WALL, &ru)) > 0)
      if (got == pid) {
        status = st;
        usage = ru;
        have_status = 1;
      }
    if (have_status) break;
    long long cpu = cg->mode != CGROUP_NONE ? cgroup_cpu_ns(cg) - cpu_before : proc_cpu_ns(pid);
    if (cpu_limit_ns > 0 && cpu > cpu_limit_ns) {
      killed = "cpu";
      kill(-1, SIGKILL);
    } else if (wall_limit_us > 0 && now_us() - start > wall_limit_us) {
      killed = "wall";
      kill(-1, SIGKILL);
    }
    struct timespec tick = {0, 5 * 1000000L};
    sigtimedwait(&chld, NULL, &tick);
  }
  long long end = now_us();
  long long wall = end - start;
  /* Whatever the program left behind dies with it; init is the subreaper of the whole box. */
  do
    kill(-1, SIGKILL);
  while (wait4(-1, NULL, __WALL, NULL) > 0 || errno == EINTR);
  long long cg_cpu = cg->mode != CGROUP_NONE ? cgroup_cpu_ns(cg) - cpu_before : -1;
  long long oom = cgroup_oom_kills(cg) - oom_before;
  long long cpu_us = usage.ru_utime.tv_sec * 1000000LL + usage.ru_utime.tv_usec + usage.ru_stime.tv_sec * 1000000LL +
                     usage.ru_stime.tv_usec;
  snprintf(reply, sizeof reply,
           "{\"exitCode\":%d,\"signal\":%d,\"cpuUs\":%lld,\"cgroupCpuUs\":%lld,\"wallUs\":%lld,"
           "\"endUs\":%lld,\"maxRssKb\":%ld,\"cgroupPeakKb\":%lld,\"oomKilled\":%s,\"killedFor\":\"%s\",\"execErrno\":%d}",
           WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0, cpu_us,
           cg_cpu >= 0 ? cg_cpu / 1000 : -1, wall, end, usage.ru_maxrss, cgroup_peak_kb(cg), oom > 0 ? "true" : "false",
           killed, exec_errno);
  send_report(a, reply, direct);
}

/* A fresh, empty /w and /tmp for the next task. */
static void reply_reset(const struct init_args *a) {
  char reply[300] = "ok";
  if (box_space_reset(space_owner(a), a->cfg->disk_mb) < 0)
    snprintf(reply, sizeof reply, "error %s", strerror(errno));
  send(a->sock, reply, strlen(reply), 0);
}

int box_init_main(void *arg) {
  struct init_args *a = arg;
  struct box_cgroup cg;
  char go;
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (recv(a->sock, &go, 1, 0) != 1) _exit(1); /* wait until the outer helper created the box cgroups */
  /* Drop the outer helper's stdio (Node's pipes) so only the outer helper holds them. */
  reply_fd = fcntl(1, F_DUPFD_CLOEXEC, 3);
  int devnull = open("/dev/null", O_RDWR);
  for (int i = 0; i < 3; i++) dup2(devnull, i);
  if (devnull > 2) close(devnull);
  if (cgroup_open(a->cfg, a->box->index, &cg) < 0 && a->cfg->cgroup_mode != CGROUP_NONE)
    fail_setup(a->sock, "open cgroup files");
  build_root(a);
  sethostname("box", 3);
  if (!a->cfg->unprivileged) write_oom_score_adj("-1000"); /* a box without its init is a dead slot */
  void *policy = a->cfg->seccomp ? seccomp_policy_build() : NULL;
  sigset_t block, orig;
  sigemptyset(&block);
  sigaddset(&block, SIGCHLD);
  sigprocmask(SIG_BLOCK, &block, &orig);
  note_inherited_dispositions();
  send(a->sock, "ready", 5, 0);

  static char msg[MSG_MAX + 1];
  char control[CMSG_SPACE(3 * sizeof(int))];
  for (;;) {
    struct iovec iov = {msg, MSG_MAX};
    struct msghdr mh = {0};
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    mh.msg_control = control;
    mh.msg_controllen = sizeof control;
    ssize_t n = recvmsg(a->sock, &mh, MSG_CMSG_CLOEXEC);
    if (n <= 0) _exit(0);
    msg[n] = 0;
    if (!strcmp(msg, "reset\n")) {
      reply_reset(a);
      continue;
    }
    int fds[3] = {-1, -1, -1};
    struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
    if (c && c->cmsg_type == SCM_RIGHTS) memcpy(fds, CMSG_DATA(c), sizeof fds);
    int direct = (size_t)n >= DIRECT_REPLY_LEN && !strncmp(msg, DIRECT_REPLY, DIRECT_REPLY_LEN);
    serve_one(a, &cg, policy, &orig, msg + (direct ? DIRECT_REPLY_LEN : 0), fds, direct);
  }
}
