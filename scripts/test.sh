#!/usr/bin/env bash
# Runs every check and test: the web app's first-load size budget, lint, types, unit tests, the
# judge queue drivers, the server e2e suite twice at once (MariaDB + Redis, and embedded SQLite), the
# judger's sandbox suites, then the fault suite and the web app's unit and browser tests side by side.
# It first installs what the tests need (Chromium, MariaDB, Redis, the compilers) or says in one line
# what is missing, and starts MariaDB and Redis.
set -euo pipefail
cd "$(dirname "$0")/.."
# Runs commands at once, each given as a name and a command line; prints each one's output once all
# are done, in the order given, and fails if any failed.
side_by_side() {
  local logs failed=0 i status
  logs=$(mktemp -d)
  local -a pids=() names=()
  while [ $# -gt 0 ]; do
    names+=("$1")
    bash -c "$2" >"$logs/${#pids[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then status=passed; else status=FAILED; failed=1; fi
    printf -- '\n-- %s: %s\n' "${names[$i]}" "$status"
    cat "$logs/$i.log"
  done
  rm -rf "$logs"
  return "$failed"
}

# Each step says how long the one before it took, so a slow step is easy to find in a CI log.
step() {
  [ -n "${step_name:-}" ] && printf '(%s took %d s)\n' "$step_name" $((SECONDS - step_started))
  step_name=$*; step_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

step "what the tests need"; bash scripts/install-deps.sh --for-tests && bash scripts/ensure-services.sh
step "README and CI agree"; node --test scripts/readme-commands.test.mjs

step build;            bash scripts/build.sh
step "web first-load budget (≤ 200 KB gzipped JS before the editor)"; pnpm --filter @verdict/web size
# The judge queue's tests mostly wait on Redis: they fit beside the two checks that fill the cores.
step "lint, typecheck and the judge queue (in-process and Redis drivers) side by side"
side_by_side lint "pnpm lint" typecheck "pnpm typecheck" "judge queue" "pnpm --filter @verdict/queue test"
step "common unit";    pnpm --filter @verdict/common test
step "server unit";    pnpm --filter @verdict/server test
# The e2e runs share nothing (each test makes its own database, Redis prefix and sandbox), so each
# database's run is split in two halves and all four run at once: with one lane per database the
# embedded run went on alone on one core for its last few minutes.
# Each run is bounded (about three times its usual length): Jest waits for ever on a handle a
# failed test left open, and the log of a run that was cut still shows which test it was.
e2e() { echo "TEST_DB=$1 timeout --kill-after=30 1500 pnpm --filter @verdict/server test:e2e $2"; }
step "server e2e, MariaDB + Redis and embedded, each in two halves, side by side"
side_by_side "MariaDB + Redis, first half"  "$(e2e mysql --shard=1/2)" \
             "MariaDB + Redis, second half" "$(e2e mysql --shard=2/2)" \
             "embedded, first half"         "$(e2e embedded --shard=1/2)" \
             "embedded, second half"        "$(e2e embedded --shard=2/2)"
# The judger's suites judge hostile programs whose verdicts hang on wall time (3× the CPU limit): on
# two cores shared with two APIs, two judge daemons and two browsers a 100 MB stack or a memory bomb
# went past it, so they run with the cores to themselves. Its daemons under faults wait out leases
# on the clock: beside the last step's suites a daemon finished its task before the lease it was
# killed in ran out, so they stay here too.
step "the judger (sandbox, fixtures, hostile programs, daemons under faults)"
pnpm --filter @verdict/judger test
# The fault suite and the browser tests spend most of their time waiting (for processes to die
# and come back, for pages and verdicts): they run side by side, each in two halves (each with
# clusters, or a server and a browser, of its own), with the web unit tests beside them.
faults() { echo "pnpm --filter @verdict/server test:faults $*"; }
killing='test/faults/(faults|admin-dashboard)\.'
step "faults (two APIs, two judge daemons, Redis and the database killed and restarted), web unit and browser tests side by side"
side_by_side "faults: processes killed and restarted" "$(faults "'$killing'")" \
             "faults: the rest (browsers, chat)"     "$(faults --testPathIgnorePatterns "'$killing'")" \
             "web unit"                               "pnpm --filter @verdict/web test" \
             "web browser e2e, first half"            "E2E_SHARD=1/2 pnpm --filter @verdict/web test:e2e" \
             "web browser e2e, second half"           "E2E_SHARD=2/2 pnpm --filter @verdict/web test:e2e"
step done
