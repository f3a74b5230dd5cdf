#!/usr/bin/env bash
# Builds the namespace sandbox helper into native/build/ (git-ignored). Needs gcc and libseccomp-dev.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$here/build"
gcc -O2 -Wall -Wextra -Wno-unused-parameter -Wno-format-truncation -std=gnu11 -o "$here/build/verdict-sandbox.$$" \
  "$here"/main.c "$here"/box-init.c "$here"/box-space.c "$here"/cgroup.c "$here"/seccomp-policy.c -lseccomp
mv "$here/build/verdict-sandbox.$$" "$here/build/verdict-sandbox"
gcc -O2 -Wall -Wextra -std=gnu11 -o "$here/build/verdict-seccomp-exec.$$" "$here"/seccomp-exec.c "$here"/seccomp-policy.c -lseccomp && mv "$here/build/verdict-seccomp-exec.$$" "$here/build/verdict-seccomp-exec"
gcc -O2 -Wall -std=gnu11 -o "$here/build/bench-exec.$$" "$here/bench-exec.c"
mv "$here/build/bench-exec.$$" "$here/build/bench-exec"
