/* cgroup v1 / v2 plumbing for one box: create, move init in, set per-run limits, read usage. */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *V1_CONTROLLERS[] = {"memory", "pids", "cpuacct"};

static void box_path(const struct helper_config *cfg, const char *controller, int box, char *out, size_t len) {
  if (cfg->cgroup_mode == CGROUP_V1)
    snprintf(out, len, "%s/%s/%s/box-%d", cfg->cgroup_root, controller, cfg->cgroup_name, box);
  else
    snprintf(out, len, "%s/%s/box-%d", cfg->cgroup_root, cfg->cgroup_name, box);
}

static int mkdir_p(const char *path) {
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s", path);
  for (char *p = tmp + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    if (mkdir(tmp, 0755) < 0 && errno != EEXIST) return -1;
    *p = '/';
  }
  if (mkdir(tmp, 0755) < 0 && errno != EEXIST) return -1;
  return 0;
}

/* cgroup v2 only hands controllers to children that every ancestor has enabled. */
static void v2_enable_controllers(const struct helper_config *cfg) {
  char path[4096];
  char rel[4096];
  snprintf(rel, sizeof rel, "%s", cfg->cgroup_name);
  snprintf(path, sizeof path, "%s/cgroup.subtree_control", cfg->cgroup_root);
  write_file(path, "+memory +pids +cpu");
  for (char *p = rel; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    snprintf(path, sizeof path, "%s/%s/cgroup.subtree_control", cfg->cgroup_root, rel);
    write_file(path, "+memory +pids +cpu");
    *p = '/';
  }
  snprintf(path, sizeof path, "%s/%s/cgroup.subtree_control", cfg->cgroup_root, rel);
  write_file(path, "+memory +pids +cpu");
}

/*
 * Creates the box's cgroups. Only the programs join them (see cgroup_join_self): the box init stays
 * in the helper's cgroup, so a program that fills its memory limit can never make the OOM killer
 * pick the init, and the init's own CPU and memory are never charged to a program.
 */
int cgroup_create(const struct helper_config *cfg, int box, char *err, size_t errlen) {
  char dir[4096];
  if (cfg->cgroup_mode == CGROUP_NONE) return 0;
  if (cfg->cgroup_mode == CGROUP_V2) {
    box_path(cfg, NULL, box, dir, sizeof dir);
    if (mkdir_p(dir) < 0) {
      snprintf(err, errlen, "mkdir %s: %s", dir, strerror(errno));
      return -1;
    }
    v2_enable_controllers(cfg);
    return 0;
  }
  for (size_t i = 0; i < sizeof V1_CONTROLLERS / sizeof *V1_CONTROLLERS; i++) {
    box_path(cfg, V1_CONTROLLERS[i], box, dir, sizeof dir);
    if (mkdir_p(dir) < 0) {
      snprintf(err, errlen, "mkdir %s: %s", dir, strerror(errno));
      return -1;
    }
  }
  return 0;
}

void cgroup_remove(const struct helper_config *cfg, int box) {
  char dir[4096];
  if (cfg->cgroup_mode == CGROUP_NONE) return;
  if (cfg->cgroup_mode == CGROUP_V2) {
    box_path(cfg, NULL, box, dir, sizeof dir);
    rmdir(dir);
    *strrchr(dir, '/') = 0; /* the slot's own directory goes once its last box is gone */
    rmdir(dir);
    return;
  }
  for (size_t i = 0; i < sizeof V1_CONTROLLERS / sizeof *V1_CONTROLLERS; i++) {
    box_path(cfg, V1_CONTROLLERS[i], box, dir, sizeof dir);
    rmdir(dir);
    *strrchr(dir, '/') = 0;
    rmdir(dir);
  }
}

static int open_in(const char *dir, const char *file, int flags) {
  char path[4300];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  return open(path, flags | O_CLOEXEC);
}

int cgroup_open(const struct helper_config *cfg, int box, struct box_cgroup *cg) {
  char dir[4096];
  memset(cg, 0, sizeof *cg);
  cg->mode = cfg->cgroup_mode;
  cg->mem_limit = cg->memsw_limit = cg->mem_peak = cg->oom_events = cg->pids_max = cg->cpu_usage = -1;
  cg->last_mem_kb = cg->last_procs = -2;
  for (size_t i = 0; i < sizeof cg->join / sizeof *cg->join; i++) cg->join[i] = -1;
  if (cg->mode == CGROUP_NONE) return 0;
  if (cg->mode == CGROUP_V1) {
    box_path(cfg, "memory", box, dir, sizeof dir);
    cg->mem_limit = open_in(dir, "memory.limit_in_bytes", O_RDWR);
    cg->memsw_limit = open_in(dir, "memory.memsw.limit_in_bytes", O_RDWR);
    cg->mem_peak = open_in(dir, "memory.max_usage_in_bytes", O_RDWR);
    cg->oom_events = open_in(dir, "memory.oom_control", O_RDONLY);
    /* v1 "tasks" moves one thread without the global threadgroup lock cgroup.procs takes (~10 ms) */
    cg->join[0] = open_in(dir, "tasks", O_WRONLY);
    box_path(cfg, "pids", box, dir, sizeof dir);
    cg->pids_max = open_in(dir, "pids.max", O_RDWR);
    cg->join[1] = open_in(dir, "tasks", O_WRONLY);
    box_path(cfg, "cpuacct", box, dir, sizeof dir);
    cg->cpu_usage = open_in(dir, "cpuacct.usage", O_RDWR);
    cg->join[2] = open_in(dir, "tasks", O_WRONLY);
  } else {
    box_path(cfg, NULL, box, dir, sizeof dir);
    cg->mem_limit = open_in(dir, "memory.max", O_RDWR);
    cg->memsw_limit = open_in(dir, "memory.swap.max", O_RDWR);
    cg->mem_peak = open_in(dir, "memory.peak", O_RDWR);
    cg->oom_events = open_in(dir, "memory.events", O_RDONLY);
    cg->pids_max = open_in(dir, "pids.max", O_RDWR);
    cg->cpu_usage = open_in(dir, "cpu.stat", O_RDONLY);
    cg->join[0] = open_in(dir, "cgroup.procs", O_WRONLY);
  }
  for (size_t i = 0; i < (cg->mode == CGROUP_V1 ? 3 : 1); i++)
    if (cg->join[i] < 0) return -1;
  return (cg->mem_limit >= 0 && cg->oom_events >= 0 && cg->pids_max >= 0 && cg->cpu_usage >= 0) ? 0 : -1;
}

/* Moves the calling process (a program about to exec, still single-threaded) into the box. */
int cgroup_join_self(const struct box_cgroup *cg) {
  for (size_t i = 0; i < sizeof cg->join / sizeof *cg->join; i++)
    if (cg->join[i] >= 0 && write(cg->join[i], "0", 1) < 0) return -1;
  return 0;
}

/*
 * A memory limit below what the cgroup still holds is refused with EBUSY. What a finished program
 * left charged (its IPC namespace, freed by the kernel a moment after it ends) drains within
 * milliseconds, so wait for it briefly rather than fail the run.
 */
static int write_memory_limit(int fd, const char *text) {
  for (int tries = 0; tries < 100; tries++) {
    if (pwrite_text(fd, text) == 0) return 0;
    if (errno != EBUSY) return -1;
    usleep(10000);
  }
  return -1;
}

/*
 * Per-run limits. Writing cgroup files is the costly part of a run, so only changed limits are
 * written; usage is never reset (callers take deltas), only the v1 peak, which the report shows.
 */
int cgroup_prepare_run(struct box_cgroup *cg, long mem_kb, long procs) {
  char text[64];
  if (cg->mode == CGROUP_NONE) return 0;
  if (mem_kb != cg->last_mem_kb) {
    if (mem_kb > 0)
      snprintf(text, sizeof text, "%lld", (long long)mem_kb * 1024LL);
    else
      snprintf(text, sizeof text, cg->mode == CGROUP_V1 ? "-1" : "max");
    if (cg->mode == CGROUP_V1) {
      /* memsw must stay >= memory: raise it first, set memory, then pin memsw to memory (no swap). */
      if (cg->memsw_limit >= 0) pwrite_text(cg->memsw_limit, "-1");
      if (write_memory_limit(cg->mem_limit, text) < 0) return -1;
      if (cg->memsw_limit >= 0) pwrite_text(cg->memsw_limit, text);
    } else {
      if (write_memory_limit(cg->mem_limit, text) < 0) return -1;
      if (cg->memsw_limit >= 0) pwrite_text(cg->memsw_limit, "0");
    }
    cg->last_mem_kb = mem_kb;
  }
  if (cg->mem_peak >= 0) pwrite_text(cg->mem_peak, cg->mode == CGROUP_V1 ? "0" : "reset");
  if (procs != cg->last_procs) {
    snprintf(text, sizeof text, "%ld", procs > 0 ? procs : 64);
    if (pwrite_text(cg->pids_max, text) < 0) return -1;
    cg->last_procs = procs;
  }
  return 0;
}

static long long read_key(int fd, const char *key) {
  char buf[4096];
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return -1;
  buf[n] = 0;
  size_t klen = strlen(key);
  for (char *line = buf; line && *line;) {
    if (strncmp(line, key, klen) == 0 && line[klen] == ' ') return atoll(line + klen + 1);
    line = strchr(line, '\n');
    if (line) line++;
  }
  return -1;
}

long long cgroup_cpu_ns(struct box_cgroup *cg) {
  if (cg->mode == CGROUP_V1) return pread_ll(cg->cpu_usage);
  if (cg->mode == CGROUP_V2) {
    long long usec = read_key(cg->cpu_usage, "usage_usec");
    return usec < 0 ? -1 : usec * 1000LL;
  }
  return -1;
}

long long cgroup_oom_kills(struct box_cgroup *cg) {
  if (cg->mode == CGROUP_NONE) return 0;
  return read_key(cg->oom_events, "oom_kill");
}

long long cgroup_peak_kb(struct box_cgroup *cg) {
  if (cg->mode == CGROUP_NONE || cg->mem_peak < 0) return -1;
  long long bytes = pread_ll(cg->mem_peak);
  return bytes < 0 ? -1 : bytes / 1024;
}
