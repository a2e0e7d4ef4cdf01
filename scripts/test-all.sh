#!/usr/bin/env bash
# The whole suite (README command two): typecheck, lint and format, unit tests, API tests on SQLite and
# on a private PostgreSQL cluster, production build, end-to-end tests in Debian's Chromium.
# Every stage runs even when an earlier one fails, so one run shows everything; the exit code is
# non-zero when any stage failed, and the last line counts the tests.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/results-*.json

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

stage "typecheck" npx tsc -p tsconfig.json
stage "lint and format" npx biome ci .
stage "unit tests" npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/results-unit.json
stage "API tests on SQLite" env -u DATABASE_URL npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.tmp/results-api-sqlite.json
stage "API tests on PostgreSQL" scripts/with-postgres.sh npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.tmp/results-api-postgres.json
stage "build" npm run build
stage "Chromium" bash scripts/ensure-chromium.sh
stage "end-to-end tests" npx playwright test

echo
node scripts/test-summary.mjs .tmp/results-*.json
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "Failed stages: ${failed_stages[*]}"
  exit 1
fi
