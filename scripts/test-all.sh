#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, on a fresh machine too: it installs the npm packages when
# they are missing or older than package-lock.json (they bring the Node the tools run on), and Chromium
# and nginx (scripts/ensure-test-tools.sh). Prints the runners' own summaries; a quiet step prints its
# output when it fails. A failed step does not stop the run: every step runs (but the deployment suite,
# which needs the production build) and the failures are listed at the end, with a failing status.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh

if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step 'npm packages (npm install)'
  npm install --no-audit --no-fund
  finish_step
fi
bash scripts/ensure-test-tools.sh
rm -rf test-results && mkdir -p test-results

run_step 'the fast tier (npm run check: contract, generation, types, lint, unit tests)' bash scripts/check.sh

run_step 'component tests (vitest, jsdom with the mock API)' \
  npx vitest run --project component --reporter=default --reporter=json --outputFile.json=test-results/vitest-component.json

production_build() {
  quietly npx vite build
  node scripts/check-production-build.mjs
  node scripts/check-bundle-composition.mjs
}
build_title='production build: no mock code, no heavy library in the first paint of sign-in and the lists'
run_step "$build_title" production_build

run_step 'end-to-end tests (Playwright, Chromium)' \
  env PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json npx playwright test --reporter=list,json

run_step 'demo build (the one the end-to-end tests served): no faker or seed code at start-up' \
  node scripts/check-bundle-composition.mjs "${RETAGUARDA_DEMO_OUT_DIR:-dist-demo}" --demo

# The scaffold suite spends most of its time on one core (orval, then a one-worker walk): it runs beside
# the deployment suite, its output kept aside and printed once the deployment suite is done.
scaffold_log="$(mktemp)"
# In a process group of its own, so that an interrupted run stops it whole (its cleanup runs on TERM).
E2E_OUTPUT_DIR=test-results/scaffold-artifacts PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/scaffold.json \
  setsid bash scripts/scaffold-e2e.sh --reporter=list,json > "$scaffold_log" 2>&1 &
scaffold_pid=$!
trap 'kill -- -"$scaffold_pid" 2> /dev/null || true; wait "$scaffold_pid" 2> /dev/null || true; rm -f "$scaffold_log"; finish_step' EXIT

deployment_suite() {
  # It serves the production build above: without it there is nothing to deploy.
  if step_failed "$build_title"; then
    echo 'not run: the production build failed' >&2
    return 1
  fi
  DEPLOY_SKIP_BUILD=1 E2E_OUTPUT_DIR=test-results/deploy-artifacts PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/deploy.json \
    bash scripts/deploy-e2e.sh --reporter=list,json
}
run_step 'production deployment: the build behind nginx with its CSP, the mock API over HTTP (Playwright, Chromium); beside it, the scaffold suite starts' deployment_suite

conformance_run() {
  if step_failed "$build_title"; then
    echo 'not run: the production build failed' >&2
    return 1
  fi
  DEPLOY_SKIP_BUILD=1 E2E_OUTPUT_DIR=test-results/conformance-artifacts \
    PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/conformance.json bash scripts/conformance-e2e.sh --reporter=list,json
}
run_step 'conformance: a walk through the production build with every API call checked against the contract by a validating proxy, then its pages over random contract-valid data (Prism) (npm run test:conformance)' conformance_run

# Waited for here, not in a step's subshell: only the shell that started it can wait for it.
step 'a new resource from its contract: npm run scaffold, npm run generate, walked in Playwright (started beside the deployment suite)'
scaffold_status=0
wait "$scaffold_pid" || scaffold_status=$?
cat "$scaffold_log"
rm -f "$scaffold_log"
record_step "$scaffold_status"
trap finish_step EXIT

run_step 'npm audit of the production dependencies (high or critical fail)' node scripts/audit-prod.mjs

finish_step
summary_status=0
node scripts/test-summary.mjs || summary_status=$?
report_steps
exit "$summary_status"
