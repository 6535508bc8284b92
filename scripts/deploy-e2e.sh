#!/usr/bin/env bash
# The production deployment suite (issue 8): the production build (no mock code) served by Debian's
# nginx on loopback with the configuration of deploy/, in front of the mock API over real HTTP
# (mocks/http-server.ts), then the Playwright specs of tests/deploy in Chromium (api-upstream.spec.ts
# starts its own nginx instances in front of an HTTPS stand-in API). Stops everything at the end.
#
#   bash scripts/deploy-e2e.sh [playwright args]      (npm run test:deploy)
#
# With CONFORMANCE=1 (scripts/conformance-e2e.sh, npm run test:conformance) the API calls cross the
# validating proxy (conformance/proxy.ts, on CONFORMANCE_PORT, 8789) between nginx and the API, the specs
# are the conformance walk's (tests/conformance), and the proxy's report decides the run: any exchange off
# the contract, or fewer calls or operations than CONFORMANCE_MIN_CALLS / CONFORMANCE_MIN_OPERATIONS,
# fails it. There, API_UPSTREAM=scheme://host[:port] (with API_UPSTREAM_PATH) walks a real API instead of
# the mock API (docs/contract.md, "Conformance"). With RANDOM_DATA=1 the API is Stoplight Prism's mock
# mode (random data the contract allows, on PRISM_PORT, 4010) behind conformance/random-data-api.ts
# (RANDOM_DATA_PORT, 8790), and the specs are tests/random-data's.
#
# Environment: DEPLOY_PORT (nginx, 4188), MOCK_PORT (mock API, 8787), DEPLOY_DIST (the build, dist),
# DEPLOY_SKIP_BUILD=1 (serve DEPLOY_DIST as it is), E2E_OUTPUT_DIR (Playwright artifacts), NGINX (binary),
# and deploy/render.sh's settings (NGINX_MODULES_DIR, for instance).
set -euo pipefail
cd "$(dirname "$0")/.."

port="${DEPLOY_PORT:-4188}"
mock_port="${MOCK_PORT:-8787}"
dist="${DEPLOY_DIST:-dist}"
nginx_bin="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ ! -x "$nginx_bin" ]; then
  echo "nginx not found: apt-get install nginx (bash .ci/run installs it)" >&2
  exit 1
fi

# api-upstream.spec.ts makes its test CA and certificates with openssl.
command -v openssl > /dev/null || { echo "openssl not found: apt-get install openssl" >&2; exit 1; }

# Started as root, nginx would run its workers as nobody, who cannot read a clone in a private folder
# (a home of mode 0700, mktemp -d): they run as the user running this suite instead.
if [ "$(id -u)" -eq 0 ]; then export NGINX_USER="${NGINX_USER:-$(id -un)}"; fi
# nginx itself reads NGINX (the sockets a binary upgrade hands over) and complains about a path there.
unset NGINX
export DEPLOY_NGINX="$nginx_bin"
# The mock API's super-user: render.sh asks for it (a deployment names its own), here and in the suite's
# own nginx instances.
export SUPER_USER_EMAIL="${SUPER_USER_EMAIL:-root@retaguarda.dev}"
# The cloud calls' fixed authorization, made up for this run: nginx adds it (render.sh) and the mock API
# expects it, so a call that works proves nginx sent this value, which the build never holds.
export CLOUD_AUTHORIZATION="${CLOUD_AUTHORIZATION:-Basic $(head -c 24 /dev/urandom | base64)}"
# The suite signs in many times from one address; the test of the sign-in limit renders its own nginx.
export LOGIN_RATE="${LOGIN_RATE:-100r/s}"

work="$(mktemp -d "${TMPDIR:-/tmp}/retaguarda-deploy.XXXXXX")"
mock_pid=''
nginx_pid=''
proxy_pid=''
prism_pid=''
random_pid=''
cleanup() {
  local status=$?
  for pid in $nginx_pid $proxy_pid $random_pid $prism_pid $mock_pid; do kill "$pid" 2> /dev/null || true; done
  for pid in $nginx_pid $proxy_pid $random_pid $prism_pid $mock_pid; do wait "$pid" 2> /dev/null || true; done
  if [ "$status" -ne 0 ]; then
    for log in mock.log proxy.log prism.log random.log run/error.log; do
      if [ -s "$work/$log" ]; then echo "--- $log (last lines)" >&2 && tail -n 20 "$work/$log" >&2; fi
    done
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# Waits until something answers HTTP at $1 (any status).
wait_for() {
  node -e '
    const [url, what] = process.argv.slice(1);
    const end = Date.now() + 60_000;
    (async () => {
      for (;;) {
        try { await fetch(url); process.exit(0); } catch {}
        if (Date.now() > end) { console.error(`${what} did not answer at ${url}`); process.exit(1); }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();' "$1" "$2"
}

if [ -z "${DEPLOY_SKIP_BUILD:-}" ]; then
  echo "production build → $dist"
  npx vite build --outDir "$dist" --emptyOutDir > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
fi
node scripts/check-production-build.mjs "$dist"

# Only the conformance run walks another API: the deployment suite's specs expect the mock's behaviour.
api=''
if [ -n "${CONFORMANCE:-}" ]; then api="${API_UPSTREAM:-}"; fi
api_path="${API_UPSTREAM_PATH-/dev/api}"
config=tests/deploy/playwright.config.ts
if [ -n "${RANDOM_DATA:-}" ]; then
  prism_port="${PRISM_PORT:-4010}"
  node_modules/.bin/prism mock -d -h 127.0.0.1 -p "$prism_port" generated/openapi.yaml > "$work/prism.log" 2>&1 &
  prism_pid=$!
  random_port="${RANDOM_DATA_PORT:-8790}"
  node --import tsx conformance/random-data-api.ts --port "$random_port" --prism "http://127.0.0.1:$prism_port" \
    --base "$api_path" > "$work/random.log" 2>&1 &
  random_pid=$!
  # Prism reads the contract before it listens (a few seconds).
  wait_for "http://127.0.0.1:$prism_port/v1/eu/perfil" 'Prism'
  api="http://127.0.0.1:$random_port"
  config=tests/random-data/playwright.config.ts
  echo "random data: nginx → $api$api_path → Prism's mock mode (http://127.0.0.1:$prism_port)"
fi
if [ -z "$api" ]; then
  node --import tsx mocks/http-server.ts --port "$mock_port" --cloud-authorization "$CLOUD_AUTHORIZATION" > "$work/mock.log" 2>&1 &
  mock_pid=$!
  api="http://127.0.0.1:$mock_port"
fi
nginx_api="$api"
if [ -n "${CONFORMANCE:-}" ]; then
  proxy_port="${CONFORMANCE_PORT:-8789}"
  report="${CONFORMANCE_REPORT:-test-results/conformance.jsonl}"
  mkdir -p "$(dirname "$report")"
  node --import tsx conformance/proxy.ts --port "$proxy_port" --upstream "$api$api_path" --base "$api_path" \
    --report "$report" > "$work/proxy.log" 2>&1 &
  proxy_pid=$!
  nginx_api="http://127.0.0.1:$proxy_port"
  config=tests/conformance/playwright.config.ts
  echo "conformance: nginx → validating proxy ($nginx_api) → $api$api_path"
fi

APP_ROOT="$dist" LISTEN="127.0.0.1:$port" API_UPSTREAM="$nginx_api" API_UPSTREAM_PATH="$api_path" RUN_DIR="$work/run" \
  bash deploy/render.sh "$work/conf" > /dev/null
"$nginx_bin" -q -t -e "$work/run/error.log" -c "$work/conf/nginx.conf" -p "$work/run"
# In the foreground, as a job of this script: stopped and reaped by the cleanup.
"$nginx_bin" -g 'daemon off;' -e "$work/run/error.log" -c "$work/conf/nginx.conf" -p "$work/run" &
nginx_pid=$!
brotli="$(grep -q '^ *brotli_static on;' "$work/conf/retaguarda.conf" && echo 'gzip and brotli' || echo 'gzip; no brotli module')"
echo "nginx $("$nginx_bin" -v 2>&1 | sed 's/.*nginx\///') ($brotli) on http://127.0.0.1:$port, mock API on http://127.0.0.1:$mock_port"

wait_for "$nginx_api/" 'the API'
wait_for "http://127.0.0.1:$port/" 'nginx'
# Still running: not something else answering on a port these could not take.
for job in "$mock_pid:the mock API ($mock_port)" "$proxy_pid:the validating proxy" "$nginx_pid:nginx ($port)"; do
  [ "${job%%:*}" = '' ] && continue
  kill -0 "${job%%:*}" 2> /dev/null || { echo "${job#*:} exited: is the port taken?" >&2; exit 1; }
done

# The specs read what was rendered (DEPLOY_CONF) and reach the mock API (DEPLOY_API_UPSTREAM) with
# nginx instances of their own; api-upstream.spec.ts renders and starts nginx
# instances of its own in front of TLS upstreams (DEPLOY_NGINX, NGINX_USER).
status=0
DEPLOY_PORT="$port" DEPLOY_DIST="$dist" DEPLOY_CONF="$work/conf" DEPLOY_API_UPSTREAM="$api" \
  npx playwright test -c "$config" "$@" || status=$?
if [ -n "${CONFORMANCE:-}" ]; then
  # The whole walk must reach its breadth (scripts/conformance-e2e.sh lowers it for a part of the walk).
  node --import tsx conformance/report.ts "$report" --min-calls "${CONFORMANCE_MIN_CALLS:-400}" \
    --min-operations "${CONFORMANCE_MIN_OPERATIONS:-110}" || status=1
fi
exit "$status"
