#!/usr/bin/env bash
# Generates a migration for the entity changes since the last committed migration.
# usage: pnpm --filter @verdict/server migration:generate <Name>
# Uses a scratch database on the local MariaDB (MYSQL_ADMIN_URL, default root@127.0.0.1:3306).
set -euo pipefail
name=${1:?usage: migration:generate <Name>}
admin=${MYSQL_ADMIN_URL:-mariadb://root@127.0.0.1:3306}
db="verdict_migrate_$RANDOM$RANDOM"
cd "$(dirname "$0")/.."
mysql_cli() { mariadb -h127.0.0.1 -uroot -e "$1"; }
mysql_cli "CREATE DATABASE \`$db\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
trap 'mysql_cli "DROP DATABASE IF EXISTS \`$db\`"' EXIT
export DATABASE_URL="$admin/$db"
npx typeorm-ts-node-commonjs migration:run -d src/database/cli-data-source.ts >/dev/null
npx typeorm-ts-node-commonjs migration:generate -d src/database/cli-data-source.ts "src/database/migrations/$name"
npx prettier --write src/database/migrations >/dev/null
