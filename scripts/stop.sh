#!/usr/bin/env bash
# Stops the Verdict that scripts/setup.sh started for DATA_DIR (default ./data), if it runs.
set -euo pipefail
cd "$(dirname "$0")/.."
pidfile="${DATA_DIR:-data}/verdict.pid"
[ -f "$pidfile" ] || exit 0
pid=$(cat "$pidfile")
if kill "$pid" 2>/dev/null; then
  # SIGTERM lets the in-process judge hand back running tasks; give it the time it asks for.
  for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  kill -9 "$pid" 2>/dev/null || true
  echo "Stopped Verdict (pid $pid)."
fi
rm -f "$pidfile"
