#!/usr/bin/env bash
# Renders the nginx configuration of a Retaguarda deployment into <output folder> (docs/deployment.md):
#   retaguarda.conf         the server (include it in nginx's http {} block, e.g. /etc/nginx/conf.d/)
#   security-headers.conf   Content-Security-Policy and the other security headers (included by it)
#   api-proxy.conf          the proxy to the API, included by its locations
#   proxy-headers.conf      what the API is told of the caller, included by every proxying location
#   cloud-proxy.conf        the cloud-instance calls' fixed authorization, after the check (mode 600)
#   cloud-check.js          the cloud calls' check (njs): a staff user with the servers' action code
#   session-question.conf   the check's questions to the API (profile, permissions)
#   config.json             the app's runtime configuration, served at /config.json (mocks off)
#   nginx.conf              a complete main configuration for a standalone nginx (nginx -c … -p …)
#
#   APP_ROOT=/srv/retaguarda/dist API_UPSTREAM=https://api.example.com deploy/render.sh /etc/nginx/retaguarda
#
# Settings (environment; defaults in brackets):
#   APP_ROOT            the production build, `npm run build` → dist/   [required]
#   API_UPSTREAM        scheme://host[:port] of the product API          [required]
#   API_UPSTREAM_PATH   where the API lives on that host ('' for /)      [/dev/api]
#   API_PATH            the API's path on this site (apiBaseUrl)         [/dev/api]
#   API_CA_FILE         CAs trusted for an https API_UPSTREAM            [/etc/ssl/certs/ca-certificates.crt]
#   RESOLVER            DNS servers for the API host's name (host[:port], space separated)
#                                                                        [the nameservers of /etc/resolv.conf]
#   RESOLVER_VALID      how long a resolved address is kept              [30s]
#   SOCKET_URL          the live socket (socketUrl); a path is proxied   [$API_PATH/v1/ws]
#   TILE_URL            map tile URL template (its host joins img-src)   [OpenStreetMap]
#   SUPER_USER_EMAIL    the platform's super-user (superUserEmail)       [required]
#   CLOUD_AUTHORIZATION the Authorization the API takes on the cloud-instance calls ('Basic …'),
#                       added by nginx after checking the caller's session; never sent to browsers [required]
#   LISTEN              nginx listen: [address:]port                     [8080]
#   SERVER_NAME         the site's host names, space separated; with one, any other Host is closed
#                       unanswered (444) and X-Forwarded-Host is the first name  [_: any Host, none sent]
#   REAL_IP_FROM        addresses or CIDRs of trusted load balancers, space separated: the person's
#                       address is then read from their X-Forwarded-For  ['': the connection's address]
#   API_MAX_BODY        largest upload (client_max_body_size)            [50m]
#   CSP_CONNECT_EXTRA   more connect-src sources, space separated        ['']
#   CSP_IMG_EXTRA       more img-src sources (https://host[:port]), space separated: where the API's
#                       absolute avatar and logo URLs live (a CDN)                    ['']
#   HSTS_MAX_AGE        Strict-Transport-Security max-age, '' for none   [31536000]
#   LOGIN_RATE          sign-in attempts per client address (nginx rate) [10r/m]
#   LOGIN_BURST         attempts allowed at once beyond the rate         [10]
#   IDLE_TIMEOUT_MINUTES  the session ends after this long without activity (idleTimeoutMinutes) [0: never]
#   NGINX_MODULES_DIR   where Debian's njs and brotli modules are        [/usr/lib/nginx/modules]
#   NGINX_USER          the workers' 'user [group]' (standalone nginx.conf, nginx started as root)
#                                                                        [nginx's own: nobody]
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
# No defaults for these two: the mock API's port and the demo's super-user are not a deployment's.
: "${API_UPSTREAM:?API_UPSTREAM: scheme://host[:port] of the product API (the mock API: http://127.0.0.1:8787)}"
: "${SUPER_USER_EMAIL:?SUPER_USER_EMAIL: the e-mail of the platform super-user (never offered as a ticket assignee)}"
: "${CLOUD_AUTHORIZATION:?CLOUD_AUTHORIZATION: the Authorization value the API takes on the cloud-instance calls, e.g. Basic <base64 of user:password>}"
API_UPSTREAM_PATH="${API_UPSTREAM_PATH-/dev/api}"
API_PATH="${API_PATH:-/dev/api}"
API_CA_FILE="${API_CA_FILE:-/etc/ssl/certs/ca-certificates.crt}"
RESOLVER_VALID="${RESOLVER_VALID:-30s}"
SOCKET_URL="${SOCKET_URL:-$API_PATH/v1/ws}"
osm_tiles='https://tile.openstreetmap.org/{z}/{x}/{y}.png'
TILE_URL="${TILE_URL:-$osm_tiles}"
LISTEN="${LISTEN:-8080}"
SERVER_NAME="${SERVER_NAME:-_}"
REAL_IP_FROM="${REAL_IP_FROM:-}"
API_MAX_BODY="${API_MAX_BODY:-50m}"
CSP_CONNECT_EXTRA="${CSP_CONNECT_EXTRA:-}"
CSP_IMG_EXTRA="${CSP_IMG_EXTRA:-}"
HSTS_MAX_AGE="${HSTS_MAX_AGE-31536000}"
LOGIN_RATE="${LOGIN_RATE:-10r/m}"
LOGIN_BURST="${LOGIN_BURST:-10}"
IDLE_TIMEOUT_MINUTES="${IDLE_TIMEOUT_MINUTES:-0}"
NGINX_MODULES_DIR="${NGINX_MODULES_DIR:-/usr/lib/nginx/modules}"
NGINX_USER="${NGINX_USER:-}"
MIME_TYPES="${MIME_TYPES:-/etc/nginx/mime.types}"
RUN_DIR="${RUN_DIR:-$out/run}"
CONF_DIR="$out"

[[ "$API_UPSTREAM" =~ ^https?://[A-Za-z0-9.-]+(:[0-9]+)?$ ]] || fail "API_UPSTREAM must be scheme://host[:port], got '$API_UPSTREAM'"
# Paths become part of a rewrite's regular expression: plain path characters only.
path_pattern='^(/[A-Za-z0-9._~-]+)+$'
[[ -z "$API_UPSTREAM_PATH" || "$API_UPSTREAM_PATH" =~ $path_pattern ]] || fail "API_UPSTREAM_PATH must start with / and not end with /, got '$API_UPSTREAM_PATH'"
[[ "$API_PATH" =~ $path_pattern ]] || fail "API_PATH must start with / and not end with /, got '$API_PATH'"
[[ "$RESOLVER_VALID" =~ ^[0-9]+[smh]?$ ]] || fail "RESOLVER_VALID must be an nginx time such as 30s, got '$RESOLVER_VALID'"
[[ "$NGINX_USER" =~ ^([A-Za-z0-9._-]+( [A-Za-z0-9._-]+)?)?$ ]] || fail "NGINX_USER must be 'user' or 'user group', got '$NGINX_USER'"
for value in "$SOCKET_URL" "$TILE_URL" "$SUPER_USER_EMAIL" "$CSP_CONNECT_EXTRA" "$CSP_IMG_EXTRA" "$API_CA_FILE"; do
  [[ "$value" != *[\"\\\;]* ]] || fail "quotes, backslashes and semicolons are not allowed: '$value'"
done
# One address each: a space would split it into two sources of the CSP ('wss://x *' would allow any host).
for value in "$SOCKET_URL" "$TILE_URL" "$SUPER_USER_EMAIL" "$API_CA_FILE"; do
  [[ "$value" != *[[:space:]]* ]] || fail "spaces are not allowed in SOCKET_URL, TILE_URL, SUPER_USER_EMAIL or API_CA_FILE: '$value'"
done
# No wildcard in anything that becomes a CSP source: '*' (or a whole host made of {s}) allows any host.
for value in "$SOCKET_URL" "$TILE_URL" "$CSP_CONNECT_EXTRA" "$CSP_IMG_EXTRA"; do
  [[ "$value" != *\** ]] || fail "wildcards are not allowed in SOCKET_URL, TILE_URL, CSP_CONNECT_EXTRA or CSP_IMG_EXTRA: '$value'"
done
[[ "$SOCKET_URL" =~ ^(/[A-Za-z0-9._~/-]*|wss?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~/-]*)?)$ ]] || fail "SOCKET_URL must be a path or ws(s)://host[:port]/path, got '$SOCKET_URL'"
[[ "$TILE_URL" =~ ^https?://((\{s\}\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+|[A-Za-z0-9-]+)(:[0-9]+)?/ ]] || fail "TILE_URL must be http(s)://host/…, with {s}. only before a host of two or more labels, got '$TILE_URL'"
read -ra connect_sources <<< "$CSP_CONNECT_EXTRA"
for source in "${connect_sources[@]}"; do
  [[ "$source" =~ ^(https?|wss?)://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]+)?$ ]] || fail "CSP_CONNECT_EXTRA must be scheme://host[:port] sources separated by spaces, got '$source'"
done
# Pictures only over https: the contract's absolute avatar and logo URLs are https ones.
read -ra img_sources <<< "$CSP_IMG_EXTRA"
for source in "${img_sources[@]}"; do
  [[ "$source" =~ ^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]+)?$ ]] || fail "CSP_IMG_EXTRA must be https://host[:port] sources separated by spaces, got '$source'"
done
[[ "$HSTS_MAX_AGE" =~ ^[0-9]*$ ]] || fail "HSTS_MAX_AGE must be a number of seconds (or '' for none), got '$HSTS_MAX_AGE'"
[[ "$LOGIN_RATE" =~ ^[0-9]+r/[sm]$ ]] || fail "LOGIN_RATE must be an nginx rate such as 10r/m, got '$LOGIN_RATE'"
[[ "$LOGIN_BURST" =~ ^[0-9]+$ ]] || fail "LOGIN_BURST must be a number, got '$LOGIN_BURST'"
[[ "$LISTEN" =~ ^(([0-9]{1,3}\.){3}[0-9]{1,3}:|\[[0-9A-Fa-f:]+\]:)?[0-9]{1,5}$ ]] || fail "LISTEN must be [address:]port, e.g. 8080 or 127.0.0.1:8080, got '$LISTEN'"
[[ "$SERVER_NAME" == _ || "$SERVER_NAME" =~ ^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?( [A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?)*$ ]] || fail "SERVER_NAME must be host names separated by spaces (no wildcards or patterns), or _ for any, got '$SERVER_NAME'"
# Trusted balancers: plain addresses or networks, never everyone (a client could then pick its address).
read -ra real_ip_sources <<< "$REAL_IP_FROM"
for source in "${real_ip_sources[@]}"; do
  [[ "$source" =~ ^[0-9A-Fa-f.:]+(/[0-9]{1,3})?$ ]] || fail "REAL_IP_FROM must be addresses or CIDRs separated by spaces, got '$source'"
  [[ ! "$source" =~ ^(0\.0\.0\.0|::)/0$ ]] || fail "REAL_IP_FROM=$source would trust every client's X-Forwarded-For"
done
# One scheme and one token (RFC 9110's token68): nothing that could end nginx's quoted string.
[[ "$CLOUD_AUTHORIZATION" =~ ^[A-Za-z][A-Za-z0-9._-]*\ [A-Za-z0-9._~+/-]+=*$ ]] || fail "CLOUD_AUTHORIZATION must be '<scheme> <token>', e.g. 'Basic dXNlcjpzZW5oYQ==' (its value is not shown)"
[[ "$IDLE_TIMEOUT_MINUTES" =~ ^[0-9]+$ ]] || fail "IDLE_TIMEOUT_MINUTES must be a number of minutes (0: never), got '$IDLE_TIMEOUT_MINUTES'"
API_PATH_PATTERN="${API_PATH//./\\.}"

# The API host's name is resolved while nginx runs (proxy_pass takes it from a variable), so a new
# address of the API is followed. nginx does not read /etc/resolv.conf itself: its servers are the default.
if [ -z "${RESOLVER:-}" ]; then
  RESOLVER="$(awk '$1 == "nameserver" { print ($2 ~ /:/ ? "[" $2 "]" : $2) }' /etc/resolv.conf 2> /dev/null | xargs)"
  RESOLVER="${RESOLVER:-127.0.0.1}"
fi
[[ "$RESOLVER" =~ ^[][A-Za-z0-9.:\ -]+$ ]] || fail "RESOLVER must be DNS server addresses, got '$RESOLVER'"

# TLS to an https API: SNI with its host name and verification of its certificate. A plain http API
# gets none of it (nginx would otherwise insist on reading API_CA_FILE).
API_TLS='    # (a plain http API: no TLS settings)'
if [[ "$API_UPSTREAM" == https://* ]]; then
  [ -r "$API_CA_FILE" ] || fail "API_CA_FILE=$API_CA_FILE cannot be read (the CAs that sign the API's certificate)"
  api_host="$(printf '%s' "$API_UPSTREAM" | sed -E 's#^https://##; s#:[0-9]+$##')"
  API_TLS="    # TLS to the API (https): its name as SNI, its certificate verified against API_CA_FILE.
    proxy_ssl_server_name on;
    proxy_ssl_name $api_host;
    proxy_ssl_verify on;
    proxy_ssl_trusted_certificate $API_CA_FILE;
    proxy_ssl_verify_depth 3;
    proxy_ssl_protocols TLSv1.2 TLSv1.3;"
fi

# Brotli only where Debian's modules are installed (libnginx-mod-http-brotli-static, -filter): the
# build's .br files as they are, and the rest compressed on the fly. Without them, gzip only.
BROTLI_MODULES=''
BROTLI=''
if [ -f "$NGINX_MODULES_DIR/ngx_http_brotli_static_module.so" ]; then
  BROTLI_MODULES="load_module $NGINX_MODULES_DIR/ngx_http_brotli_static_module.so;"
  BROTLI="    brotli_static on;"
fi
if [ -f "$NGINX_MODULES_DIR/ngx_http_brotli_filter_module.so" ]; then
  BROTLI_MODULES="${BROTLI_MODULES:+$BROTLI_MODULES
}load_module $NGINX_MODULES_DIR/ngx_http_brotli_filter_module.so;"
  BROTLI="${BROTLI:+$BROTLI
}    brotli on;
    brotli_comp_level 5;
    brotli_min_length 512;
    brotli_types text/plain text/css text/javascript application/javascript application/json
                 image/svg+xml application/vnd.ms-fontobject font/ttf application/xml;"
fi
if [ -z "$BROTLI" ]; then
  BROTLI="    # (no brotli: libnginx-mod-http-brotli-static and -filter are not installed)"
  BROTLI_MODULES="# (no brotli modules: libnginx-mod-http-brotli-static and -filter are not installed)"
fi

# The cloud calls' check runs in njs (cloud-check.js): no njs, no deployment (the cloud calls would
# otherwise go unchecked or not at all). Debian's nginx.conf loads it from modules-enabled/ once the
# package is installed; the standalone nginx.conf loads it here.
[ -f "$NGINX_MODULES_DIR/ngx_http_js_module.so" ] || fail "the cloud calls' check needs nginx's njs module, not found in NGINX_MODULES_DIR=$NGINX_MODULES_DIR: apt-get install libnginx-mod-http-js"
NJS_MODULE="load_module $NGINX_MODULES_DIR/ngx_http_js_module.so;"

# A named site answers only its names: any other Host (a crafted one, a scan by address) gets its
# connection closed with no answer (444), but for /healthz, which a load balancer's probe by address
# still reaches. The API hears the site's first name as X-Forwarded-Host, never a client's Host.
DEFAULT_SERVER='# (no default server: SERVER_NAME is _, this server answers any Host)'
FORWARDED_HOST=''
if [ "$SERVER_NAME" != _ ]; then
  FORWARDED_HOST="${SERVER_NAME%% *}"
  DEFAULT_SERVER="# Any Host but SERVER_NAME's: closed unanswered (444), but the load balancer's probe.
server {
    listen $LISTEN default_server;
    server_name _;
    server_tokens off;
    location = /healthz {
        access_log off;
        default_type text/plain;
        add_header Cache-Control \"no-store\" always;
        return 200 \"ok\\n\";
    }
    location / {
        return 444;
    }
}"
fi

# Behind a load balancer: nginx reads X-Forwarded-For from the right, past the trusted balancers, and
# the first address none of them is is the person's (what a client wrote in front of it is ignored).
REAL_IP='    # (no trusted load balancer: REAL_IP_FROM is empty, the address of the connection is the client)'
if [ ${#real_ip_sources[@]} -gt 0 ]; then
  REAL_IP="    # Trusted load balancers (REAL_IP_FROM): the client's address is the one they report."
  for source in "${real_ip_sources[@]}"; do REAL_IP="$REAL_IP
    set_real_ip_from $source;"; done
  REAL_IP="$REAL_IP
    real_ip_header X-Forwarded-For;
    real_ip_recursive on;"
fi

# Workers run as nginx's default user (nobody) unless asked: never as root by default.
if [ -n "$NGINX_USER" ]; then
  NGINX_USER_DIRECTIVE="user $NGINX_USER;"
else
  NGINX_USER_DIRECTIVE="# user: nginx's default (nobody) when started as root; NGINX_USER sets another"
fi

# The origin of an absolute URL ('' for a path): a {s} subdomain template becomes a wildcard.
origin_of() { printf '%s' "$1" | sed -nE 's#^((https?|wss?)://[^/]+).*#\1#p' | sed 's#{s}#*#'; }
TILE_ORIGIN="$(origin_of "$TILE_URL")"
# A socket on another host must be allowed to connect; a path goes through this site's proxy.
socket_origin="$(origin_of "$SOCKET_URL" | sed -E 's#^http#ws#')"
CSP_CONNECT_EXTRA="$(echo "$CSP_CONNECT_EXTRA $socket_origin" | xargs)"
CSP_CONNECT_EXTRA="${CSP_CONNECT_EXTRA:+ $CSP_CONNECT_EXTRA}"
CSP_IMG_EXTRA="$(echo "$CSP_IMG_EXTRA" | xargs)"
CSP_IMG_EXTRA="${CSP_IMG_EXTRA:+ $CSP_IMG_EXTRA}"

if [ -n "$HSTS_MAX_AGE" ]; then
  HSTS_HEADER="add_header Strict-Transport-Security \"max-age=$HSTS_MAX_AGE; includeSubDomains\" always;"
else
  HSTS_HEADER='# (no Strict-Transport-Security: HSTS_MAX_AGE is empty)'
fi

export APP_ROOT API_UPSTREAM API_UPSTREAM_PATH API_PATH API_PATH_PATTERN API_TLS RESOLVER RESOLVER_VALID SOCKET_URL \
  TILE_URL TILE_ORIGIN SUPER_USER_EMAIL LISTEN SERVER_NAME API_MAX_BODY CSP_CONNECT_EXTRA CSP_IMG_EXTRA BROTLI BROTLI_MODULES \
  NGINX_USER_DIRECTIVE MIME_TYPES RUN_DIR CONF_DIR HSTS_HEADER LOGIN_RATE LOGIN_BURST IDLE_TIMEOUT_MINUTES \
  CLOUD_AUTHORIZATION NJS_MODULE DEFAULT_SERVER FORWARDED_HOST REAL_IP
names='${APP_ROOT} ${API_UPSTREAM} ${API_UPSTREAM_PATH} ${API_PATH} ${API_PATH_PATTERN} ${API_TLS} ${RESOLVER}
  ${RESOLVER_VALID} ${SOCKET_URL} ${TILE_URL} ${TILE_ORIGIN} ${SUPER_USER_EMAIL} ${LISTEN} ${SERVER_NAME}
  ${API_MAX_BODY} ${CSP_CONNECT_EXTRA} ${CSP_IMG_EXTRA} ${BROTLI} ${BROTLI_MODULES} ${NGINX_USER_DIRECTIVE} ${MIME_TYPES}
  ${RUN_DIR} ${CONF_DIR} ${HSTS_HEADER} ${LOGIN_RATE} ${LOGIN_BURST} ${IDLE_TIMEOUT_MINUTES}
  ${NJS_MODULE} ${DEFAULT_SERVER} ${FORWARDED_HOST} ${REAL_IP}'
# Only cloud-proxy.conf receives the cloud authorization (no other template can name it by mistake).
secret_names="$names \${CLOUD_AUTHORIZATION}"
render() { envsubst "$names" < "$here/$1" > "$out/$2"; }
render nginx.conf.template retaguarda.conf
render security-headers.conf.template security-headers.conf
render api-proxy.conf.template api-proxy.conf
render proxy-headers.conf.template proxy-headers.conf
render session-question.conf.template session-question.conf
cp "$here/cloud-check.js" "$out/cloud-check.js"
(umask 077 && rm -f "$out/cloud-proxy.conf" && envsubst "$secret_names" < "$here/cloud-proxy.conf.template" > "$out/cloud-proxy.conf")
render config.json.template config.json
render nginx-main.conf.template nginx.conf
mkdir -p "$RUN_DIR"
echo "deploy/render.sh: wrote retaguarda.conf, security-headers.conf, api-proxy.conf, proxy-headers.conf, cloud-proxy.conf, cloud-check.js, session-question.conf, config.json and nginx.conf to $out"
