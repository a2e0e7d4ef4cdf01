#!/usr/bin/env bash
# Runs a command against a private PostgreSQL cluster on loopback, started here and stopped after.
# Usage: scripts/with-postgres.sh <command...>   (the command sees DATABASE_URL=postgres://…)
set -euo pipefail

find_pg_bin() {
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
  done
  return 1
}

PG_BIN=$(find_pg_bin || true)
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL server binaries not found: installing Debian's postgresql package" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq postgresql >/dev/null
  PG_BIN=$(find_pg_bin)
fi

# initdb refuses to run as root: run the cluster as an unprivileged account.
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  PG_USER=$(id -u postgres >/dev/null 2>&1 && echo postgres || echo nobody)
  RUN_AS=(runuser -u "$PG_USER" --)
fi

DIR=$(mktemp -d /tmp/dc-pg.XXXXXX)
chmod 777 "$DIR"
# Below the machine's ephemeral range (32768–60999), where an outgoing connection could hold the port.
PORT=${PG_PORT:-$(( 20000 + RANDOM % 12000 ))}
cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U dc --auth=trust -E UTF8 --locale=C >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

export DATABASE_URL="postgres://dc@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
"$@"
