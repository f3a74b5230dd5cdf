#!/usr/bin/env bash
# Installs what Verdict needs on Debian 12 with Node 20: system packages for the judge sandbox,
# compilers and browser tests (when run as root), pnpm, and the workspace's npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(bubblewrap libseccomp-dev gcc g++ make python3 default-jdk-headless golang-go)
[ "${WITH_BROWSER:-0}" = 1 ] && APT_PACKAGES+=(chromium fonts-noto-cjk)
missing=()
for pkg in "${APT_PACKAGES[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  else
    echo "Please install: ${missing[*]} (sudo apt-get install ${missing[*]})" >&2
  fi
fi

command -v pnpm >/dev/null || npm install -g pnpm >/dev/null
# Native addons build from source against the system's Node headers (no downloads).
export npm_config_nodedir=${npm_config_nodedir:-/usr}
pnpm install --frozen-lockfile
