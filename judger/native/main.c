/*
 * Outer helper: parses the slot configuration, builds the boxes, then answers requests read on
 * stdin, one JSON line per request on stdout.
 *
 * Request (text, one item per line, ends with a line "run"):
 *   prog <box>            starts a program section; the lines below it belong to that program
 *   stdin <host path>|pipe     stdout <host path>|pipe     stderr <host path>
 *   arg <value>  env <K=V>  cpu_ms / wall_ms / mem_kb / as_kb / stack_kb / procs / fsize / nofile <n>
 * With two programs whose stdin/stdout are "pipe", each one's stdout feeds the other's stdin
 * (interactive judging). Reply: {"results":[{...}, ...]} in section order, or {"error":"..."}.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

struct init_args {
  const struct helper_config *cfg;
  const struct box *box;
  int sock;
};

static struct helper_config cfg;
static struct box boxes[MAX_BOXES];

int write_all(int fd, const char *buf, size_t len) {
  while (len > 0) {
    ssize_t n = write(fd, buf, len);
    if (n < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    buf += n;
    len -= (size_t)n;
  }
  return 0;
}

int write_file(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  int r = write_all(fd, text, strlen(text));
  close(fd);
  return r;
}

int pwrite_text(int fd, const char *text) {
  if (fd < 0) return -1;
  return pwrite(fd, text, strlen(text), 0) < 0 ? -1 : 0;
}

long long pread_ll(int fd) {
  char buf[64];
  if (fd < 0) return -1;
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return -1;
  buf[n] = 0;
  return atoll(buf);
}

static void usage_exit(const char *why) {
  printf("{\"error\":\"bad arguments: %s\"}\n", why);
  exit(2);
}

static void parse_args(int argc, char **argv) {
  cfg.boxes = 1;
  cfg.seccomp = 1;
  cfg.disk_mb = 512;
  for (int i = 1; i < argc; i++) {
    const char *k = argv[i];
    const char *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(k, "--no-seccomp")) { cfg.seccomp = 0; continue; }
    if (!v) usage_exit(k);
    i++;
    if (!strcmp(k, "--slot-dir")) cfg.slot_dir = v;
    else if (!strcmp(k, "--boxes")) cfg.boxes = atoi(v);
    else if (!strcmp(k, "--uid-base")) cfg.uid_base = (uid_t)atol(v);
    else if (!strcmp(k, "--cgroup-v1")) { cfg.cgroup_mode = CGROUP_V1; cfg.cgroup_root = v; }
    else if (!strcmp(k, "--cgroup-v2")) { cfg.cgroup_mode = CGROUP_V2; cfg.cgroup_root = v; }
    else if (!strcmp(k, "--cgroup-name")) cfg.cgroup_name = v;
    else if (!strcmp(k, "--ro") && cfg.ro_count < MAX_RO_MOUNTS) cfg.ro_mounts[cfg.ro_count++] = v;
    else if (!strcmp(k, "--etc")) cfg.etc_dir = v;
    else if (!strcmp(k, "--disk-mb")) cfg.disk_mb = atol(v);
    else usage_exit(k);
  }
  if (!cfg.slot_dir || cfg.boxes < 1 || cfg.boxes > MAX_BOXES) usage_exit("--slot-dir/--boxes");
  if (cfg.disk_mb < 1) usage_exit("--disk-mb");
  if (cfg.cgroup_mode != CGROUP_NONE && !cfg.cgroup_name) usage_exit("--cgroup-name");
  cfg.unprivileged = geteuid() != 0;
  if (cfg.unprivileged) cfg.cgroup_mode = CGROUP_NONE;
}

static void write_id_map(pid_t pid, const char *file, unsigned id) {
  char path[64], text[64];
  snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, file);
  snprintf(text, sizeof text, "%u %u 1", id, id);
  write_file(path, text);
}

static int start_box(int index) {
  static char stacks[MAX_BOXES][256 * 1024];
  static struct init_args args[MAX_BOXES];
  struct box *b = &boxes[index];
  char path[4200], err[512] = "";
  int pair[2];
  b->index = index;
  b->uid = cfg.uid_base + (uid_t)index;
  mkdir(cfg.slot_dir, 0755);
  snprintf(b->dir, sizeof b->dir, "%s/box-%d", cfg.slot_dir, index);
  mkdir(b->dir, 0755);
  /* only a mount point: the box's root is a tmpfs of its own mount namespace */
  snprintf(path, sizeof path, "%s/root", b->dir);
  mkdir(path, 0755);
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) < 0) return -1;
  args[index] = (struct init_args){&cfg, b, pair[1]};
  int flags = CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | SIGCHLD;
  if (cfg.unprivileged) flags |= CLONE_NEWUSER;
  b->init_pid = clone(box_init_main, stacks[index] + sizeof stacks[index], flags, &args[index]);
  if (b->init_pid < 0) {
    printf("{\"error\":\"clone box %d: %s\"}\n", index, strerror(errno));
    return -1;
  }
  close(pair[1]);
  b->sock = pair[0];
  if (cfg.unprivileged) {
    char deny[64];
    snprintf(deny, sizeof deny, "/proc/%d/setgroups", (int)b->init_pid);
    write_file(deny, "deny");
    write_id_map(b->init_pid, "uid_map", geteuid());
    write_id_map(b->init_pid, "gid_map", getegid());
  }
  if (cgroup_create(&cfg, index, err, sizeof err) < 0) {
    printf("{\"error\":\"%s\"}\n", err);
    return -1;
  }
  if (send(b->sock, "g", 1, 0) != 1) return -1;
  char reply[600] = "";
  ssize_t n = recv(b->sock, reply, sizeof reply - 1, 0);
  if (n <= 0 || strncmp(reply, "ready", 5) != 0) {
    reply[n > 0 ? n : 0] = 0;
    printf("{\"error\":\"box %d set-up failed: %s\"}\n", index, n > 0 ? reply : "init died");
    return -1;
  }
  return 0;
}

static void shutdown_boxes(void) {
  for (int i = 0; i < cfg.boxes; i++) {
    if (boxes[i].init_pid <= 0) continue;
    kill(boxes[i].init_pid, SIGKILL);
    waitpid(boxes[i].init_pid, NULL, 0);
    cgroup_remove(&cfg, i);
  }
}

struct section {
  int box;
  char text[MSG_MAX];
  size_t len;
  char stdin_path[4096], stdout_path[4096], stderr_path[4096];
};

/*
 * A read-only descriptor on a copy of the file in anonymous memory: a program that reads where its
 * stdin comes from (/proc/self/fd/0) sees "memfd:stdin", not the test file's host path (problem,
 * test-data version, case name). The copy stays seekable and mappable, as the file was.
 */
static int anonymous_copy(const char *path) {
  int source = open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (source < 0 || fstat(source, &st) < 0 || !S_ISREG(st.st_mode)) return source; /* /dev/null */
  int copy = memfd_create("stdin", MFD_CLOEXEC);
  ssize_t n = copy < 0 ? -1 : 0;
  while (copy >= 0 && (n = sendfile(copy, source, NULL, 1 << 30)) > 0) {
  }
  close(source);
  if (n < 0) {
    if (copy >= 0) close(copy);
    return -1;
  }
  char self[64];
  snprintf(self, sizeof self, "/proc/self/fd/%d", copy);
  int readonly = open(self, O_RDONLY | O_CLOEXEC);
  close(copy);
  return readonly;
}

static int open_stdio(struct section *s, int n, int fds[][3], char *err, size_t errlen) {
  int pipes[2][2] = {{-1, -1}, {-1, -1}};
  if (n == 2 && (pipe2(pipes[0], O_CLOEXEC) < 0 || pipe2(pipes[1], O_CLOEXEC) < 0)) {
    snprintf(err, errlen, "pipe: %s", strerror(errno));
    return -1;
  }
  for (int i = 0; i < n; i++) {
    const char *in = s[i].stdin_path, *out = s[i].stdout_path, *er = s[i].stderr_path;
    /* pipes[i] carries program i's output to the other program */
    fds[i][0] = !strcmp(in, "pipe") ? dup(pipes[1 - i][0]) : *in ? anonymous_copy(in) : open("/dev/null", O_RDONLY | O_CLOEXEC);
    fds[i][1] = !strcmp(out, "pipe") ? dup(pipes[i][1])
                                     : open(*out ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    fds[i][2] = open(*er ? er : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    for (int k = 0; k < 3; k++)
      if (fds[i][k] < 0) {
        snprintf(err, errlen, "open stdio of program %d: %s", i, strerror(errno));
        return -1;
      }
  }
  for (int i = 0; i < 2; i++)
    for (int k = 0; k < 2; k++)
      if (pipes[i][k] >= 0) close(pipes[i][k]);
  return 0;
}

static void send_program(struct box *b, struct section *s, int fds[3], int direct) {
  char control[CMSG_SPACE(3 * sizeof(int))];
  struct iovec iov[2] = {{DIRECT_REPLY, direct ? DIRECT_REPLY_LEN : 0}, {s->text, s->len}};
  struct msghdr mh = {0};
  mh.msg_iov = iov;
  mh.msg_iovlen = 2;
  mh.msg_control = control;
  mh.msg_controllen = sizeof control;
  struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(3 * sizeof(int));
  memcpy(CMSG_DATA(c), fds, 3 * sizeof(int));
  sendmsg(b->sock, &mh, 0);
  for (int k = 0; k < 3; k++) close(fds[k]);
}

/* Why a box init stopped answering: its exit status, or the socket error. */
static void describe_init_end(struct box *b, int recv_errno, char *out, size_t len) {
  int status;
  pid_t got = 0;
  /* the socket closes while init exits, a moment before it can be reaped */
  for (int tries = 0; tries < 40 && got == 0; tries++) {
    got = waitpid(b->init_pid, &status, WNOHANG);
    if (got == 0) usleep(5000);
  }
  if (got == b->init_pid && WIFSIGNALED(status))
    snprintf(out, len, "signal %d", WTERMSIG(status));
  else if (got == b->init_pid && WIFEXITED(status))
    snprintf(out, len, "exit %d", WEXITSTATUS(status));
  else
    snprintf(out, len, "%s", recv_errno ? strerror(recv_errno) : "socket closed");
}

static void run_request(struct section *s, int n) {
  int fds[MAX_BOXES][3];
  char err[512] = "";
  static char out[2 * REPLY_MAX + 64];
  if (open_stdio(s, n, fds, err, sizeof err) < 0) {
    printf("{\"error\":\"%s\"}\n", err);
    fflush(stdout);
    return;
  }
  /* A single program's init replies to the judger directly: one process wake-up less per run. */
  for (int i = 0; i < n; i++) send_program(&boxes[s[i].box], &s[i], fds[i], n == 1);
  size_t len = (size_t)snprintf(out, sizeof out, "{\"results\":[");
  for (int i = 0; i < n; i++) {
    char reply[REPLY_MAX + 1];
    ssize_t r = recv(boxes[s[i].box].sock, reply, REPLY_MAX, 0);
    if (r <= 0) {
      char why[64];
      describe_init_end(&boxes[s[i].box], r < 0 ? errno : 0, why, sizeof why);
      /* "fatal": this helper exits now; its slot must be replaced */
      printf("{\"error\":\"box %d init died (%s)\",\"fatal\":true}\n", s[i].box, why);
      fflush(stdout);
      shutdown_boxes();
      exit(1);
    }
    reply[r] = 0;
    if (n == 1 && !strcmp(reply, "=")) return; /* already written by the init */
    len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", i ? "," : "", reply);
  }
  snprintf(out + len, sizeof out - len, "]}\n");
  if (write_all(1, out, strlen(out)) < 0) {
    shutdown_boxes();
    exit(0);
  }
}

/* Every box drops its writable space for a fresh one; a box that cannot is a dead slot. */
static void reset_boxes(void) {
  for (int i = 0; i < cfg.boxes; i++) {
    char reply[300] = "";
    ssize_t n = send(boxes[i].sock, "reset\n", 6, 0) == 6 ? recv(boxes[i].sock, reply, sizeof reply - 1, 0) : -1;
    if (n > 0) reply[n] = 0;
    if (n <= 0 || strcmp(reply, "ok") != 0) {
      printf("{\"error\":\"box %d reset failed: %s\",\"fatal\":true}\n", i, n > 0 ? reply : "init died");
      fflush(stdout);
      shutdown_boxes();
      exit(1);
    }
  }
  printf("{\"reset\":true}\n");
  fflush(stdout);
}

int main(int argc, char **argv) {
  static struct section sections[MAX_BOXES];
  char line[8192];
  int count = 0;
  signal(SIGPIPE, SIG_IGN);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  parse_args(argc, argv);
  for (int i = 0; i < cfg.boxes; i++)
    if (start_box(i) < 0) {
      fflush(stdout);
      shutdown_boxes();
      return 1;
    }
  /* The host reaches a box's /w through /proc/<init>/root/w: the box's mounts exist only in there. */
  printf("{\"ready\":true,\"boxes\":%d,\"cgroup\":%d,\"unprivileged\":%s,\"seccomp\":%s,\"inits\":[%d,%d]}\n",
         cfg.boxes, (int)cfg.cgroup_mode, cfg.unprivileged ? "true" : "false", cfg.seccomp ? "true" : "false",
         (int)boxes[0].init_pid, cfg.boxes > 1 ? (int)boxes[1].init_pid : 0);
  fflush(stdout);
  while (fgets(line, sizeof line, stdin)) {
    size_t l = strlen(line);
    if (!strcmp(line, "reset\n")) {
      reset_boxes();
      count = 0;
      continue;
    }
    if (!strcmp(line, "run\n")) {
      if (count > 0) run_request(sections, count);
      count = 0;
      continue;
    }
    if (!strncmp(line, "prog ", 5)) {
      int box = atoi(line + 5);
      if (count >= MAX_BOXES || box < 0 || box >= cfg.boxes) {
        printf("{\"error\":\"bad prog line\"}\n");
        fflush(stdout);
        count = 0;
        continue;
      }
      memset(&sections[count], 0, sizeof sections[count]);
      sections[count++].box = box;
      continue;
    }
    if (count == 0 || !strcmp(line, DIRECT_REPLY)) continue;
    struct section *s = &sections[count - 1];
    char *value = strchr(line, ' ');
    if (value && line[l - 1] == '\n') line[l - 1] = 0;
    if (!strncmp(line, "stdin ", 6)) snprintf(s->stdin_path, sizeof s->stdin_path, "%s", value + 1);
    else if (!strncmp(line, "stdout ", 7)) snprintf(s->stdout_path, sizeof s->stdout_path, "%s", value + 1);
    else if (!strncmp(line, "stderr ", 7)) snprintf(s->stderr_path, sizeof s->stderr_path, "%s", value + 1);
    else if (s->len + l + 1 < MSG_MAX) s->len += (size_t)snprintf(s->text + s->len, MSG_MAX - s->len, "%s\n", line);
  }
  shutdown_boxes();
  return 0;
}
