#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, failing fast. Prints the runners' own summaries.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results && mkdir -p test-results

step() { printf '\n== %s\n' "$1"; }

step 'contract: lint and coverage of SPEC §7'
npx redocly lint openapi/openapi.yaml --format=summary
if [ -f ../shared/tools/contract-check.py ]; then python3 ../shared/tools/contract-check.py . | tail -n 1; fi

step 'generation is up to date (npm run generate changes nothing)'
npm run --silent generate > /dev/null
if [ -n "$(git status --porcelain -- generated/)" ]; then
  git status --porcelain -- generated/
  echo 'generated/ is out of date: run npm run generate and commit the result' >&2
  exit 1
fi

step 'types and lint'
npx tsc --noEmit -p .
npx eslint . --max-warnings=0

step 'unit and component tests (vitest)'
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json

step 'production build: no mock code, no heavy library in the first paint of sign-in and the lists'
npx vite build > /dev/null
node scripts/check-production-build.mjs
node scripts/check-bundle-composition.mjs

step 'end-to-end tests (Playwright, Chromium)'
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json npx playwright test --reporter=list,json

step 'demo build (the one the end-to-end tests served): no faker or seed code at start-up'
node scripts/check-bundle-composition.mjs "${RETAGUARDA_DEMO_OUT_DIR:-dist-demo}" --demo

step 'production deployment: the build behind nginx with its CSP, the mock API over HTTP (Playwright, Chromium)'
DEPLOY_SKIP_BUILD=1 E2E_OUTPUT_DIR=test-results/deploy-artifacts PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/deploy.json \
  bash scripts/deploy-e2e.sh --reporter=list,json

step 'npm audit of the production dependencies (high or critical fail)'
node scripts/audit-prod.mjs

node scripts/test-summary.mjs
