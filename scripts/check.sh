#!/usr/bin/env bash
# `npm run check`: the fast tier, a few minutes: the contract, generation drift, types, lint, formatting
# and the unit tests (node). `npm test` runs these first, then the component, end-to-end and deployment
# suites. Every step runs whatever failed before it; the failures are listed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh
node scripts/require-node.mjs
mkdir -p test-results

contract_lint() {
  npx redocly lint openapi/openapi.yaml --format=summary
  if [ -f ../shared/tools/contract-check.py ]; then python3 ../shared/tools/contract-check.py . | tail -n 1; fi
}
run_step 'contract: lint (and coverage of the specification'"'"'s calls, where the specification is beside the repository)' contract_lint

run_step 'generation is up to date (npm run generate changes nothing, and checks the manifest against the contract)' check_generation_is_current

types_and_lint() {
  # tsc and ESLint each keep one core busy: side by side on CI's two, ESLint's output printed after tsc's.
  local lint_log lint_pid types_status=0 lint_status=0
  lint_log="$(mktemp)"
  npx eslint . --max-warnings=0 > "$lint_log" 2>&1 &
  lint_pid=$!
  npx tsc --noEmit -p . || types_status=$?
  wait "$lint_pid" || lint_status=$?
  cat "$lint_log"
  rm -f "$lint_log"
  [ "$types_status" -eq 0 ] && [ "$lint_status" -eq 0 ]
}
run_step 'types and lint' types_and_lint

run_step 'formatting (prettier --check, .prettierrc.json)' npx prettier --check . --log-level warn

run_step 'unit tests (vitest, node)' \
  npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json

report_steps
