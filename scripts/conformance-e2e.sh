#!/usr/bin/env bash
# The conformance run (issue 37, npm run test:conformance), in two parts on the same production build:
#  1. the walk: the build behind nginx, the API behind the validating proxy (conformance/proxy.ts), the
#     specs of tests/conformance in Chromium; fails on any request or answer off the contract;
#  2. random data: the same build in front of Prism's mock mode (random contract-valid answers), the
#     pages of tests/random-data; fails on a crash, an uncaught exception or an error toast.
# (docs/contract.md, "Conformance".) A backend team points the walk at its own API:
# API_UPSTREAM=https://api.example.com API_UPSTREAM_PATH=/api npm run test:conformance (then only the
# walk runs). Arguments go to Playwright; a spec or filter among them runs that part of the walk alone.
# Builds first unless DEPLOY_SKIP_BUILD=1; the other settings are scripts/deploy-e2e.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."

only_walk="${API_UPSTREAM:-}"
for arg in "$@"; do
  case "$arg" in
    -*) ;;
    *)
      # A part of the walk (a spec, a -g filter) is held to its violations only, not to the whole breadth.
      only_walk=1
      export CONFORMANCE_MIN_CALLS="${CONFORMANCE_MIN_CALLS:-0}" CONFORMANCE_MIN_OPERATIONS="${CONFORMANCE_MIN_OPERATIONS:-0}"
      ;;
  esac
done

status=0
CONFORMANCE=1 bash scripts/deploy-e2e.sh "$@" || status=$?
if [ -z "$only_walk" ]; then
  json="${PLAYWRIGHT_JSON_OUTPUT_FILE:-}"
  # The walk built the app (or was told to skip it): the random-data run serves the same build.
  RANDOM_DATA=1 DEPLOY_SKIP_BUILD=1 E2E_OUTPUT_DIR="${E2E_OUTPUT_DIR:-test-results/conformance-artifacts}/random-data" \
    PLAYWRIGHT_JSON_OUTPUT_FILE="${json:+${json%.json}-random.json}" bash scripts/deploy-e2e.sh "$@" || status=$?
fi
exit "$status"
