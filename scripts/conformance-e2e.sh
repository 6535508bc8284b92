#!/usr/bin/env bash
# The conformance run (issue 37, npm run test:conformance): the production build behind nginx, the API
# behind the validating proxy (conformance/proxy.ts), the walk of tests/conformance in Chromium; fails on
# any request or answer off the contract (docs/contract.md, "Conformance"). A backend team points it at
# its own API: API_UPSTREAM=https://api.example.com API_UPSTREAM_PATH=/api npm run test:conformance.
# Builds first unless DEPLOY_SKIP_BUILD=1; the other settings are scripts/deploy-e2e.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."
CONFORMANCE=1 exec bash scripts/deploy-e2e.sh "$@"
