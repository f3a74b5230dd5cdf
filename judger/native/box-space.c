/*
 * The writable space of a box: /w and /tmp are tmpfs mounts of the box's own mount namespace,
 * capped in size. Their pages are memory charged to whoever writes them (a program: its box's
 * memory cgroup), so nothing a program writes reaches the host's disk. A reset drops both mounts
 * whole and mounts fresh ones, so no walk through what a program left behind (trees deeper than
 * PATH_MAX, a hundred thousand files) can fail.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <stdio.h>
#include <sys/mount.h>

int box_space_mount(const char *dir, uid_t owner, long disk_mb) {
  char options[128];
  snprintf(options, sizeof options, "size=%ldm,mode=0755,uid=%u,gid=%u", disk_mb, (unsigned)owner,
           (unsigned)owner);
  return mount("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, options);
}

/* Runs in the box init, after pivot_root: every process of the box is gone by then. */
int box_space_reset(uid_t owner, long disk_mb) {
  static const char *dirs[] = {"/w", "/tmp"};
  for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
    if (umount2(dirs[i], MNT_DETACH) < 0) return -1;
    if (box_space_mount(dirs[i], owner, disk_mb) < 0) return -1;
  }
  return 0;
}
