#!/usr/bin/env bash
# One command from a fresh clone to a running Verdict in embedded mode (SQLite, in-process judge):
# installs, builds, starts it in the background, waits until it answers, and says where it is.
# Honours PORT, DATA_DIR and ROOT_PASSWORD.
set -euo pipefail
cd "$(dirname "$0")/.."
export PORT=${PORT:-3000}
export DATA_DIR=${DATA_DIR:-data}
bash scripts/install-deps.sh
bash scripts/stop.sh
mkdir -p -m 0700 "$DATA_DIR"
log="$DATA_DIR/verdict.log"
echo "Building…"
bash scripts/build.sh >"$DATA_DIR/build.log" 2>&1 || {
  tail -n 30 "$DATA_DIR/build.log" >&2
  exit 1
}
nohup node server/dist/main.js >"$log" 2>&1 &
echo $! >"$DATA_DIR/verdict.pid"
node scripts/wait-until-up.mjs "http://127.0.0.1:$PORT/api/health" "$!" || {
  tail -n 30 "$log" >&2
  exit 1
}

login=$(grep -m1 '^Super admin:' "$log" || true)
cat <<DONE

Verdict is running at http://localhost:$PORT
  ${login:-Super admin: root (password from ROOT_PASSWORD or set at first start)}
  Mails (registration codes, password resets) are written to $DATA_DIR/outbox/ unless SMTP_URL is set.
  Log: $log
  Stop it: bash scripts/stop.sh$([ "$DATA_DIR" = data ] || echo "  (with DATA_DIR=$DATA_DIR)")
DONE
