#!/usr/bin/env bash
# Installs what Verdict needs on Debian 12 with Node 20: system packages for the judge sandbox and
# the compilers (as root; otherwise it names what is missing and stops), pnpm, and the workspace's
# npm packages. With --for-tests it also installs what the test suite needs: Chromium and its
# fonts (Chinese, and colour emoji so emoji do not draw as empty boxes) for the browser tests,
# MariaDB and Redis for the production-mode tests.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(bubblewrap libseccomp-dev gcc g++ make python3 default-jdk-headless golang-go)
if [ "${1:-}" = --for-tests ]; then APT_PACKAGES+=(chromium fonts-noto-cjk fonts-noto-color-emoji mariadb-server redis-server); fi
missing=()
for pkg in "${APT_PACKAGES[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing system packages: ${missing[*]}. Run this as root, or: sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
  echo "Installing missing system packages: ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# --loglevel=error: this machine kind's ~/.npmrc sets nodedir (for pnpm's native builds below),
# which npm itself does not know and would warn about.
command -v pnpm >/dev/null || npm install --global --loglevel=error pnpm >/dev/null
# Native addons build from source against the system's Node headers (no downloads).
export npm_config_nodedir=${npm_config_nodedir:-/usr}
pnpm install --frozen-lockfile --reporter=silent
