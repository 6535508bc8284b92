#!/usr/bin/env bash
# What `npm test` needs besides node_modules: Debian's Chromium (Playwright cannot download its own
# browsers here) and nginx (the deployment suite). Installs them as root where apt-get exists; otherwise
# stops with one line saying what to install.
set -euo pipefail

missing=()
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then missing+=(chromium); fi
if ! command -v nginx > /dev/null && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get > /dev/null; then
  echo "Installing Debian ${missing[*]} (once; about a minute)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" > /dev/null
else
  echo "npm test needs ${missing[*]}: sudo apt-get install ${missing[*]} (Debian packages), or CHROMIUM_PATH for another Chromium" >&2
  exit 1
fi
