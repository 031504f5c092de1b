#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the service's tests: `start` prints `TEST_DATABASE_URL=postgres://…` (the
# cluster runs as the `postgres` user, which Postgres requires when we are root, on a free port with its socket
# in a temporary folder, fsync off); `stop <dir>` stops it and removes its folder. Debian's postgresql package
# provides the binaries (`apt-get install -y postgresql`).
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "pg-cluster: PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }

case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/bookla-pg.XXXXXX)
    chmod 755 "$dir"
    as_pg() { if [ "$(id -u)" = 0 ]; then chown -R postgres "$dir"; su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
    port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    as_pg "'$bin/initdb' -D '$dir/data' -U postgres -A trust --no-sync >'$dir/initdb.log' 2>&1"
    as_pg "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c listen_addresses=127.0.0.1 -p $port -k '$dir' -c max_connections=200\" start >/dev/null"
    as_pg "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres bookla_test"
    echo "PG_CLUSTER_DIR=$dir"
    echo "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/bookla_test"
    ;;
  stop)
    dir=${2:?usage: pg-cluster.sh stop <dir>}
    case "$dir" in /tmp/bookla-pg.*) ;; *) echo "pg-cluster: refusing to remove $dir" >&2; exit 1 ;; esac
    if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
    else "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *) echo "usage: pg-cluster.sh start | stop <dir>" >&2; exit 2 ;;
esac
