#!/usr/bin/env bash
# One command from a fresh clone to a running Verdict in embedded mode (SQLite, in-process
# judge). Honours PORT, DATA_DIR and ROOT_PASSWORD.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
pnpm build
exec pnpm start
