#!/usr/bin/env bash
# What `npm test` needs besides node_modules: Debian's Chromium (Playwright cannot download its own
# browsers here), nginx with its njs module and openssl (the deployment suite serves the build with nginx
# and makes a test CA with openssl). Installs them as root where apt-get exists; otherwise stops with one line saying what to
# install. There, it also adds Debian's brotli modules for nginx, so the suite checks the .br path too
# (without them it checks gzip only and still passes).
set -euo pipefail

missing=()
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then missing+=(chromium); fi
if ! command -v nginx > /dev/null && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
if ! command -v openssl > /dev/null; then missing+=(openssl); fi
# The cloud calls' check runs in nginx's njs module (deploy/cloud-check.js): required like nginx itself.
if [ ! -f /usr/lib/nginx/modules/ngx_http_js_module.so ]; then missing+=(libnginx-mod-http-js); fi
can_install=''
if [ "$(id -u)" -eq 0 ] && command -v apt-get > /dev/null; then can_install=1; fi

if [ ${#missing[@]} -gt 0 ] && [ -z "$can_install" ]; then
  echo "npm test needs ${missing[*]}: sudo apt-get install ${missing[*]} (Debian packages), or CHROMIUM_PATH for another Chromium" >&2
  exit 1
fi
if [ -n "$can_install" ] && [ ! -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  missing+=(libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)
fi
# The Playwright suites prefer Chromium's headless shell (tests/chromium-use.ts): the same engine for
# far less CPU. Optional like the brotli modules: without it they run in the full Chromium.
if [ -n "$can_install" ] && [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
  missing+=(chromium-headless-shell)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

echo "Installing Debian ${missing[*]} (once; about a minute)"
export DEBIAN_FRONTEND=noninteractive
log="$(mktemp)"
if ! { apt-get update -qq && apt-get install -y -qq "${missing[@]}"; } > "$log" 2>&1; then
  cat "$log" >&2
  echo "could not install ${missing[*]} with apt-get" >&2
  exit 1
fi
rm -f "$log"
