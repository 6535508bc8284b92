#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, failing fast, on a fresh machine too: it installs the npm
# packages when they are missing or older than package-lock.json (they bring the Node the tools run on),
# and Chromium and nginx (scripts/ensure-test-tools.sh). Prints the runners' own summaries; a quiet step
# prints its output when it fails.
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

bash scripts/check.sh

step 'component tests (vitest, jsdom with the mock API)'
npx vitest run --project component --reporter=default --reporter=json --outputFile.json=test-results/vitest-component.json

step 'production build: no mock code, no heavy library in the first paint of sign-in and the lists'
quietly npx vite build
node scripts/check-production-build.mjs
node scripts/check-bundle-composition.mjs

step 'end-to-end tests (Playwright, Chromium)'
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json npx playwright test --reporter=list,json

step 'demo build (the one the end-to-end tests served): no faker or seed code at start-up'
node scripts/check-bundle-composition.mjs "${RETAGUARDA_DEMO_OUT_DIR:-dist-demo}" --demo

# The scaffold suite spends most of its time on one core (orval, then a one-worker walk): it runs beside
# the deployment suite, its output kept aside and printed once the deployment suite has passed.
step 'production deployment: the build behind nginx with its CSP, the mock API over HTTP (Playwright, Chromium); beside it, the scaffold suite starts'
scaffold_log="$(mktemp)"
# In a process group of its own, so a failing deployment suite stops it whole (its cleanup runs on TERM).
E2E_OUTPUT_DIR=test-results/scaffold-artifacts PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/scaffold.json \
  setsid bash scripts/scaffold-e2e.sh --reporter=list,json > "$scaffold_log" 2>&1 &
scaffold_pid=$!
trap 'kill -- -"$scaffold_pid" 2> /dev/null || true; wait "$scaffold_pid" 2> /dev/null || true; rm -f "$scaffold_log"; finish_step' EXIT
DEPLOY_SKIP_BUILD=1 E2E_OUTPUT_DIR=test-results/deploy-artifacts PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/deploy.json \
  bash scripts/deploy-e2e.sh --reporter=list,json

step 'a new resource from its contract: npm run scaffold, npm run generate, walked in Playwright (started beside the deployment suite)'
scaffold_status=0
wait "$scaffold_pid" || scaffold_status=$?
cat "$scaffold_log"
rm -f "$scaffold_log"
trap finish_step EXIT
if [ "$scaffold_status" -ne 0 ]; then exit "$scaffold_status"; fi

step 'npm audit of the production dependencies (high or critical fail)'
node scripts/audit-prod.mjs

node scripts/test-summary.mjs
