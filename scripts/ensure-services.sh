#!/usr/bin/env bash
# Makes sure the local MariaDB (127.0.0.1:3306) and Redis (127.0.0.1:6379) used by the
# production-mode tests are running; starts them the way this machine kind starts them.
set -u
for binary in /usr/sbin/mariadbd /usr/bin/redis-server; do
  if [ ! -x "$binary" ]; then
    echo "$binary is missing: run bash scripts/install-deps.sh --for-tests as root" >&2
    exit 1
  fi
done
if ! mariadb -h127.0.0.1 -uroot -e "SELECT 1" >/dev/null 2>&1; then
  echo "Starting MariaDB…"
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  for _ in $(seq 1 60); do mariadb -h127.0.0.1 -uroot -e "SELECT 1" >/dev/null 2>&1 && break; sleep 0.5; done
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Starting Redis…"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  for _ in $(seq 1 40); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 0.25; done
fi
mariadb -h127.0.0.1 -uroot -e "SELECT 1" >/dev/null || { echo "MariaDB does not answer on 127.0.0.1:3306" >&2; exit 1; }
redis-cli -h 127.0.0.1 ping >/dev/null || { echo "Redis does not answer on 127.0.0.1:6379" >&2; exit 1; }
