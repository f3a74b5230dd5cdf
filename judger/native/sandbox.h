/*
 * verdict-sandbox: a persistent per-worker-slot sandbox helper.
 *
 * The outer process (host namespaces, root) builds one "box" per requested index: a cgroup set,
 * a private uid, and an init process living in fresh pid/mount/net/ipc/uts namespaces with a
 * read-only system view and a writable /w. Each run request is a fork+exec inside an already
 * built box, so the expensive set-up happens once per slot instead of once per test case.
 */
#ifndef VERDICT_SANDBOX_H
#define VERDICT_SANDBOX_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define MAX_BOXES 2
#define MAX_RO_MOUNTS 32
#define MAX_ARGS 256
#define MAX_ENVS 64
#define MSG_MAX (256 * 1024)
#define REPLY_MAX 1024
/*
 * First line of a single program's request: its init writes the reply line to the judger itself
 * (a descriptor on the outer helper's stdout it keeps) and answers the outer helper with "=".
 */
#define DIRECT_REPLY "direct\n"
#define DIRECT_REPLY_LEN 7

enum cgroup_mode { CGROUP_NONE = 0, CGROUP_V1 = 1, CGROUP_V2 = 2 };

struct helper_config {
  const char *slot_dir;
  int boxes;
  uid_t uid_base;
  enum cgroup_mode cgroup_mode;
  const char *cgroup_root;
  const char *cgroup_name;
  const char *ro_mounts[MAX_RO_MOUNTS];
  int ro_count;
  const char *etc_dir; /* the curated /etc boxes see (never the host's) */
  long disk_mb;        /* size of each box's writable /w and /tmp (tmpfs, charged to the writer) */
  int seccomp;
  int unprivileged;
};

/* Open descriptors on the box's cgroup files, kept by init after it leaves the host mount view. */
struct box_cgroup {
  enum cgroup_mode mode;
  int mem_limit;     /* v1 memory.limit_in_bytes / v2 memory.max */
  int memsw_limit;   /* v1 memory.memsw.limit_in_bytes / v2 memory.swap.max (optional) */
  int mem_peak;      /* v1 memory.max_usage_in_bytes / v2 memory.peak (optional) */
  int oom_events;    /* v1 memory.oom_control / v2 memory.events */
  int pids_max;
  int cpu_usage;     /* v1 cpuacct.usage (ns) / v2 cpu.stat (usage_usec) */
  int join[3];       /* where a program writes itself in: v1 tasks of memory, pids, cpuacct / v2 cgroup.procs */
  long last_mem_kb;  /* limits written for the previous run: unchanged ones are not rewritten */
  long last_procs;
};

struct box {
  int index;
  uid_t uid;
  pid_t init_pid;
  int sock; /* outer end of the SOCK_SEQPACKET pair */
  char dir[4096];
};

/* One program to run, as parsed by init from a request section. */
struct run_spec {
  char *argv[MAX_ARGS + 1];
  char *envp[MAX_ENVS + 1];
  long cpu_ms, wall_ms, mem_kb, as_kb, stack_kb, procs, fsize, nofile;
};

/* cgroup.c */
int cgroup_create(const struct helper_config *cfg, int box, char *err, size_t errlen);
void cgroup_remove(const struct helper_config *cfg, int box);
int cgroup_open(const struct helper_config *cfg, int box, struct box_cgroup *cg);
int cgroup_join_self(const struct box_cgroup *cg);
int cgroup_prepare_run(struct box_cgroup *cg, long mem_kb, long procs);
long long cgroup_cpu_ns(struct box_cgroup *cg);
long long cgroup_oom_kills(struct box_cgroup *cg);
long long cgroup_peak_kb(struct box_cgroup *cg);

/* box-init.c */
int box_init_main(void *arg);

/* box-space.c */
int box_space_mount(const char *dir, uid_t owner, long disk_mb);
int box_space_reset(uid_t owner, long disk_mb);

/* seccomp-policy.c */
void *seccomp_policy_build(void);
int seccomp_policy_apply(void *ctx);

/* util */
int write_all(int fd, const char *buf, size_t len);
int write_file(const char *path, const char *text);
int pwrite_text(int fd, const char *text);
long long pread_ll(int fd);

#endif
