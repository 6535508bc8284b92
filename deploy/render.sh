#!/usr/bin/env bash
# Renders the nginx configuration of a Retaguarda deployment into <output folder> (README, "Deployment"):
#   retaguarda.conf         the server (include it in nginx's http {} block, e.g. /etc/nginx/conf.d/)
#   security-headers.conf   Content-Security-Policy and the other security headers (included by it)
#   config.json             the app's runtime configuration, served at /config.json (mocks off)
#   nginx.conf              a complete main configuration for an unprivileged nginx (nginx -c … -p …)
#
#   APP_ROOT=/srv/retaguarda/dist API_UPSTREAM=https://api.example.com deploy/render.sh /etc/nginx/retaguarda
#
# Settings (environment; defaults in brackets):
#   APP_ROOT            the production build, `npm run build` → dist/   [required]
#   API_UPSTREAM        scheme://host[:port] of the product API          [http://127.0.0.1:8787]
#   API_UPSTREAM_PATH   where the API lives on that host ('' for /)      [/dev/api]
#   API_PATH            the API's path on this site (apiBaseUrl)         [/dev/api]
#   SOCKET_URL          the live socket (socketUrl); a path is proxied   [$API_PATH/v1/ws]
#   TILE_URL            map tile URL template (its host joins img-src)   [OpenStreetMap]
#   SUPER_USER_EMAIL    the platform's super-user (superUserEmail)       [root@retaguarda.dev]
#   LISTEN, SERVER_NAME nginx listen and server_name                     [8080, _]
#   API_MAX_BODY        largest upload (client_max_body_size)            [50m]
#   CSP_CONNECT_EXTRA   more connect-src sources, space separated        ['']
#   MIME_TYPES          nginx's mime.types (standalone nginx.conf)        [/etc/nginx/mime.types]
#   RUN_DIR             pid, logs and temp files (standalone nginx.conf) [<output folder>/run]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:?usage: deploy/render.sh <output folder>}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

fail() {
  echo "deploy/render.sh: $1" >&2
  exit 1
}

: "${APP_ROOT:?APP_ROOT: the folder of the production build (npm run build writes dist/)}"
[ -f "$APP_ROOT/index.html" ] || fail "no index.html in APP_ROOT=$APP_ROOT (run npm run build)"
APP_ROOT="$(cd "$APP_ROOT" && pwd)"
API_UPSTREAM="${API_UPSTREAM:-http://127.0.0.1:8787}"
API_UPSTREAM_PATH="${API_UPSTREAM_PATH-/dev/api}"
API_PATH="${API_PATH:-/dev/api}"
SOCKET_URL="${SOCKET_URL:-$API_PATH/v1/ws}"
osm_tiles='https://tile.openstreetmap.org/{z}/{x}/{y}.png'
TILE_URL="${TILE_URL:-$osm_tiles}"
SUPER_USER_EMAIL="${SUPER_USER_EMAIL:-root@retaguarda.dev}"
LISTEN="${LISTEN:-8080}"
SERVER_NAME="${SERVER_NAME:-_}"
API_MAX_BODY="${API_MAX_BODY:-50m}"
CSP_CONNECT_EXTRA="${CSP_CONNECT_EXTRA:-}"
MIME_TYPES="${MIME_TYPES:-/etc/nginx/mime.types}"
RUN_DIR="${RUN_DIR:-$out/run}"
CONF_DIR="$out"

[[ "$API_UPSTREAM" =~ ^https?://[^/[:space:]]+$ ]] || fail "API_UPSTREAM must be scheme://host[:port], got '$API_UPSTREAM'"
[[ -z "$API_UPSTREAM_PATH" || "$API_UPSTREAM_PATH" =~ ^/[^[:space:]\;]*[^/]$ ]] || fail "API_UPSTREAM_PATH must start with / and not end with /"
[[ "$API_PATH" =~ ^/[^[:space:]\;]*[^/]$ ]] || fail "API_PATH must start with / and not end with /, got '$API_PATH'"
for value in "$SOCKET_URL" "$TILE_URL" "$SUPER_USER_EMAIL" "$CSP_CONNECT_EXTRA"; do
  [[ "$value" != *[\"\\\;]* ]] || fail "quotes, backslashes and semicolons are not allowed: '$value'"
done

# The origin of an absolute URL ('' for a path): a {s} subdomain template becomes a wildcard.
origin_of() { printf '%s' "$1" | sed -nE 's#^((https?|wss?)://[^/]+).*#\1#p' | sed 's#{s}#*#'; }
TILE_ORIGIN="$(origin_of "$TILE_URL")"
# A socket on another host must be allowed to connect; a path goes through this site's proxy.
socket_origin="$(origin_of "$SOCKET_URL" | sed -E 's#^http#ws#')"
CSP_CONNECT_EXTRA="$(echo "$CSP_CONNECT_EXTRA $socket_origin" | xargs)"
CSP_CONNECT_EXTRA="${CSP_CONNECT_EXTRA:+ $CSP_CONNECT_EXTRA}"

export APP_ROOT API_UPSTREAM API_UPSTREAM_PATH API_PATH SOCKET_URL TILE_URL TILE_ORIGIN SUPER_USER_EMAIL LISTEN \
  SERVER_NAME API_MAX_BODY CSP_CONNECT_EXTRA MIME_TYPES RUN_DIR CONF_DIR
names='${APP_ROOT} ${API_UPSTREAM} ${API_UPSTREAM_PATH} ${API_PATH} ${SOCKET_URL} ${TILE_URL} ${TILE_ORIGIN}
  ${SUPER_USER_EMAIL} ${LISTEN} ${SERVER_NAME} ${API_MAX_BODY} ${CSP_CONNECT_EXTRA} ${MIME_TYPES}
  ${RUN_DIR} ${CONF_DIR}'
render() { envsubst "$names" < "$here/$1" > "$out/$2"; }
render nginx.conf.template retaguarda.conf
render security-headers.conf.template security-headers.conf
render config.json.template config.json
render nginx-main.conf.template nginx.conf
mkdir -p "$RUN_DIR"
echo "deploy/render.sh: wrote retaguarda.conf, security-headers.conf, config.json and nginx.conf to $out"
