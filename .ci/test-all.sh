#!/usr/bin/env bash
# `npm run test:all`: the whole suite, in two lanes on the machine's cores, then the browser tests.
#   lane 1  type check, lint, libs, the document engine, the frontend's unit tests (no database)
#   lane 2  the backend on SQLite, then on PostgreSQL (its own throw-away databases and Redis queues)
#   then    the production build and the browser tests (the built product, one Chromium)
# A clean-clone run kept ~1.1 of 2 cores busy one step after the other: the lanes share the machine instead. Lane 2
# writes to a log printed when it ends, so the two lanes' outputs do not interleave.
set -uo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp -t pt-test-backend.XXXXXX)"
npm run test -w backend > "$log" 2>&1 &
backend=$!

npm run typecheck && npm run lint && npm run test -w libs && npm run test -w document && npm run test -w frontend
lane1=$?
if [ "$lane1" -ne 0 ]; then
  # pkill -P: the backend lane's npm and what it started; the log says how far it got.
  pkill -TERM -P "$backend" 2>/dev/null
  kill "$backend" 2>/dev/null
fi
wait "$backend"
lane2=$?
echo "── backend (SQLite, then PostgreSQL) ──"
cat "$log"
rm -f "$log"
[ "$lane1" -eq 0 ] && [ "$lane2" -eq 0 ] || exit 1

npm run test:browser
