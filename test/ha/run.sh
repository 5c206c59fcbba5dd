#!/usr/bin/env bash
# `npm run test:ha`: the database failover test (test/ha/failover.ha.ts, docs/deployment.md "High
# availability"). Installs Patroni, etcd and HAProxy from Debian's packages when missing (PostgreSQL 15
# must be there: HA_PG_BIN, default /usr/lib/postgresql/15/bin), runs the test with its cluster under a
# temporary directory, and makes sure nothing it started outlives it. Ends with "N passed, M failed".
#   HA_CONTRACTS=20000  contracts of the bill run that is in progress at the kill (the default; a faster machine may need more)
#   HA_KILL=postgres    SIGKILL the primary's PostgreSQL; HA_KILL=node kills its Patroni too
#   HA_PORT_OFFSET=0    shifts every port (etcd 22379/22380, HAProxy 25000, PostgreSQL 25432/25433, Patroni 28008/28009)
#   HA_KEEP=1           keeps the cluster's directory (logs, data) for a look afterwards
set -uo pipefail
cd "$(dirname "$0")/../.."

pg_bin=${HA_PG_BIN:-/usr/lib/postgresql/15/bin}
missing=()
command -v patroni >/dev/null 2>&1 || missing+=(patroni)
command -v etcd >/dev/null 2>&1 || missing+=(etcd-server)
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
[ -x "$pg_bin/postgres" ] || missing+=(postgresql-15)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  # Debian starts a service on installation where it can; the test starts its own, on ports of its own.
  if ! { $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    echo "could not install ${missing[*]}"
    echo "0 passed, 1 failed"
    exit 1
  fi
fi

HA_DIR=$(mktemp -d "${TMPDIR:-/tmp}/billing-ha-XXXXXX")
export HA_DIR
cleanup() {
  # Whatever the test started and left running (it stops everything itself unless it was killed).
  if [ -f "$HA_DIR/pids" ]; then
    while read -r pid; do kill -9 "$pid" 2>/dev/null; done <"$HA_DIR/pids"
  fi
  for pidfile in "$HA_DIR"/node*/data/postmaster.pid; do
    [ -f "$pidfile" ] && kill -9 "$(head -1 "$pidfile")" 2>/dev/null
  done
  if [ "${HA_KEEP:-}" = "1" ]; then echo "cluster directory kept: $HA_DIR"; else rm -rf "$HA_DIR"; fi
}
trap cleanup EXIT

TZ=UTC npx vitest run --config test/ha/vitest.config.ts
