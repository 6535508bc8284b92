#!/usr/bin/env bash
# `npm test`: every check CI runs, in order, failing fast. Prints the runners' own summaries.
set -euo pipefail
cd "$(dirname "$0")/.."

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
npx vitest run

step 'production build has no mock code'
npx vite build > /dev/null
node scripts/check-production-build.mjs

step 'end-to-end tests (Playwright, Chromium)'
npx playwright test
