#!/usr/bin/env bash
# The whole suite (README command two): typecheck, lint and format, unit tests, API tests on SQLite and
# on a private PostgreSQL cluster, production build, end-to-end tests in Debian's Chromium.
# Every stage runs even when an earlier one fails, so one run shows everything; the exit code is
# non-zero when any stage failed, and the last line counts the tests.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/results-*.json .tmp/stage-*.out .tmp/stage-*.result

failed_stages=()
stage() {
  local name=$1; shift
  echo
  echo "=== ${name} ==="
  local started=$SECONDS
  if "$@"; then
    echo "--- ${name}: ok ($((SECONDS - started)) s)"
  else
    echo "--- ${name}: FAILED ($((SECONDS - started)) s)"
    failed_stages+=("$name")
  fi
}

# A stage started in the background, its output kept in .tmp/stage-N.*; finish_background_stages waits for
# all of them and prints each one's output and result, in the order they were started, as `stage` would.
background_stages=()
background_stage() {
  local name=$1; shift
  local log=".tmp/stage-${#background_stages[@]}"
  background_stages+=("$name")
  (
    started=$SECONDS
    if "$@" >"${log}.out" 2>&1; then result=ok; else result=FAILED; fi
    echo "${result} $((SECONDS - started))" >"${log}.result"
  ) &
}
finish_background_stages() {
  wait
  local index name result seconds
  for index in "${!background_stages[@]}"; do
    name=${background_stages[$index]}
    echo
    echo "=== ${name} ==="
    cat ".tmp/stage-${index}.out"
    read -r result seconds <".tmp/stage-${index}.result"
    echo "--- ${name}: ${result} (${seconds} s)"
    [ "$result" = ok ] || failed_stages+=("$name")
  done
  background_stages=()
}

stage "typecheck" npx tsc -p tsconfig.json
stage "lint and format" npx biome ci .
stage "dependency rules" npm run --silent lint:deps
stage "file length" npm run --silent lint:length
stage "unused code (knip)" npx knip --no-progress
stage "unit tests" npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/results-unit.json
# The two API stages run side by side: each is one vitest worker, and the PostgreSQL one waits on its
# server about half the time, so together they fit two cores. Their output is printed in order afterwards.
background_stage "API tests on SQLite" env -u DATABASE_URL npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.tmp/results-api-sqlite.json
background_stage "API tests on PostgreSQL" scripts/with-postgres.sh npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.tmp/results-api-postgres.json
finish_background_stages
stage "build" npm run build
stage "Chromium" bash scripts/ensure-chromium.sh
stage "end-to-end tests" npx playwright test

echo
node scripts/test-summary.mjs .tmp/results-*.json
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "Failed stages: ${failed_stages[*]}"
  exit 1
fi
