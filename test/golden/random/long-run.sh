#!/usr/bin/env bash
# The long run of the randomized billing invariants (test/golden/random/invariants.test.ts):
# INVARIANT_CHUNKS chunks of INVARIANT_RUNS scenarios (default 20 × 100 = 2,000), each chunk with its
# own seed (INVARIANT_SEED + chunk number) so a failure stops one chunk only. Needs DATABASE_URL (a
# PostgreSQL server the tests may create databases on). Prints each chunk's result, then the number of
# scenarios, contract-months and actions; logs and the per-scenario figures go to INVARIANT_OUT.
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres test/golden/random/long-run.sh
set -u
cd "$(dirname "$0")/../../.."
RUNS=${INVARIANT_RUNS:-100}
CHUNKS=${INVARIANT_CHUNKS:-20}
BASE=${INVARIANT_SEED:-1000}
OUT=${INVARIANT_OUT:-/tmp/billing-invariants-$(date +%Y%m%d%H%M%S)}
mkdir -p "$OUT"
: > "$OUT/stats.jsonl"
failed=0
for i in $(seq 0 $((CHUNKS - 1))); do
  seed=$((BASE + i))
  if TZ=UTC INVARIANT_SEED=$seed INVARIANT_RUNS=$RUNS INVARIANT_STATS_FILE="$OUT/stats.jsonl" \
    npx vitest run test/golden/random/invariants.test.ts > "$OUT/chunk-$seed.log" 2>&1; then
    echo "seed $seed: $RUNS scenarios ok"
  else
    echo "seed $seed: FAILED (see $OUT/chunk-$seed.log)"
    failed=$((failed + 1))
  fi
done
node -e '
const lines = require("fs").readFileSync(process.argv[1], "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const count = (pick) => { const out = {}; for (const l of lines) for (const k of pick(l)) out[k] = (out[k] ?? 0) + 1; return out; };
console.log(`scenarios checked: ${lines.length}; contract-months: ${lines.reduce((n, l) => n + l.months, 0)}; billings: ${lines.reduce((n, l) => n + l.billings, 0)}; lines: ${lines.reduce((n, l) => n + l.lines, 0)}`);
console.log("actions generated:", JSON.stringify(count((l) => l.actions)));
console.log("amendments applied:", JSON.stringify(count((l) => l.steps)));
console.log("api / bill-run hour:", JSON.stringify(count((l) => [l.api, `hour ${l.hour}`])));
' "$OUT/stats.jsonl"
echo "$failed of $CHUNKS chunk(s) failed"
exit $((failed > 0 ? 1 : 0))
