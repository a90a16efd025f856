#!/usr/bin/env bash
# Starts the server as `npm start` does, on the `node` first in PATH, with a fresh DATA_DIR (embedded PGlite); checks
# that it is live and ready and runs on that Node.js, which must be 24 (`npm run start:check` puts npm's node@24 first
# in PATH); then stops it with SIGTERM, which must exit 0.
set -euo pipefail
cd "$(dirname "$0")/.."
case "$(node --version)" in v24.*) ;; *) echo "start check: node is $(node --version), not 24" >&2; exit 1 ;; esac
work="$(mktemp -d)"
log="$work/server.log"
token="start-check-$RANDOM-$RANDOM-$RANDOM"
server=""
finish() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -KILL "$server"; fi
  rm -rf "$work"
}
trap finish EXIT
fail() {
  echo "start check: $1" >&2
  cat "$log" >&2
  exit 1
}

DATA_DIR="$work/data" DATABASE_URL='' PORT=0 HOST=127.0.0.1 SEED_DEMO=false METRICS_TOKEN="$token" \
  node --import tsx server/main.ts >"$log" 2>&1 &
server=$!
port=""
for _ in $(seq 1 120); do
  port="$(sed -n 's|.*is running at http://localhost:\([0-9]*\).*|\1|p' "$log")"
  [ -n "$port" ] && break
  kill -0 "$server" 2>/dev/null || fail "the server exited before it started"
  sleep 0.5
done
[ -n "$port" ] || fail "not started in 60 s"

base="http://127.0.0.1:$port"
curl -fsS "$base/health/live" | grep -q '"status":"ok"' || fail "/health/live did not answer ok"
curl -fsS "$base/health/ready" | grep -q '"status":"ok"' || fail "/health/ready did not answer ok"
# Read whole first: grep -q would stop reading early, and curl would fail on the closed pipe.
metrics="$(curl -fsS -H "Authorization: Bearer $token" "$base/metrics")" || fail "/metrics did not answer"
grep -qF "nodejs_version_info{version=\"$(node --version)\"" <<<"$metrics" ||
  fail "the server does not run on $(node --version)"

kill -TERM "$server"
status=0
wait "$server" || status=$?
server=""
[ "$status" -eq 0 ] || fail "SIGTERM: exited $status instead of 0"
echo "started, answered /health/live and /health/ready, and stopped cleanly on Node.js $(node --version)"
