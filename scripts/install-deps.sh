#!/usr/bin/env bash
# Installs what Verdict needs on Debian 12 with Node 20: system packages for the judge sandbox and
# the compilers (as root; otherwise it names what is missing and stops), pnpm, and the workspace's
# npm packages. With --for-tests it also installs what the test suite needs: Chromium and its
# fonts (Chinese, and colour emoji so emoji do not draw as empty boxes) for the browser tests,
# MariaDB and Redis for the production-mode tests, and Prometheus's promtool, which checks the alert
# rules in deploy/.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(bubblewrap libseccomp-dev gcc g++ make python3 default-jdk-headless golang-go)
# The editor's language servers, and the judge's other languages (PyPy3, C#, PHP, Ruby, Kotlin,
# Scala, Haskell, OCaml, Common Lisp); without their recommends (pylsp's style checkers, clang's
# tools, Mono's and GHC's documentation and profiling libraries).
LEAN_PACKAGES=(clangd python3-pylsp python3-pyflakes pypy3 mono-mcs php-cli ruby kotlin scala ghc ocaml-nox sbcl)
if [ "${1:-}" = --for-tests ]; then
  APT_PACKAGES+=(chromium fonts-noto-cjk fonts-noto-color-emoji mariadb-server redis-server)
  LEAN_PACKAGES+=(prometheus)
fi
missing_of() { for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || echo "$pkg"; done; }
mapfile -t missing < <(missing_of "${APT_PACKAGES[@]}")
mapfile -t missing_lean < <(missing_of "${LEAN_PACKAGES[@]}")
if [ $((${#missing[@]} + ${#missing_lean[@]})) -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing system packages: ${missing[*]} ${missing_lean[*]}. Run this as root, or: sudo apt-get install ${missing[*]} ${missing_lean[*]}" >&2
    exit 1
  fi
  echo "Installing missing system packages: ${missing[*]} ${missing_lean[*]}"
  apt-get update -qq
  export DEBIAN_FRONTEND=noninteractive
  if [ ${#missing[@]} -gt 0 ]; then apt-get install -y -qq "${missing[@]}" >/dev/null; fi
  if [ ${#missing_lean[@]} -gt 0 ]; then apt-get install -y -qq --no-install-recommends "${missing_lean[@]}" >/dev/null; fi
fi

# --loglevel=error: this machine kind's ~/.npmrc sets nodedir (for pnpm's native builds below),
# which npm itself does not know and would warn about.
command -v pnpm >/dev/null || npm install --global --loglevel=error pnpm >/dev/null
# Native addons build from source against the system's Node headers (no downloads).
export npm_config_nodedir=${npm_config_nodedir:-/usr}
pnpm install --frozen-lockfile --reporter=silent
