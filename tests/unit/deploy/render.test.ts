import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * deploy/render.sh's output for the settings that change its shape (the deployment suite runs the
 * rendered configuration in nginx; these check what each setting writes, without nginx).
 */
const RENDER = resolve(import.meta.dirname, '../../../deploy/render.sh');
let dir: string;
let count = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/index.html'), '<!doctype html>');
  // Debian's njs module alone (the cloud calls' check needs it; brotli is optional).
  mkdirSync(join(dir, 'njs-only'));
  writeFileSync(join(dir, 'njs-only/ngx_http_js_module.so'), '');
  mkdirSync(join(dir, 'no-modules'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The settings a deployment must give (no defaults). */
const REQUIRED = {
  API_UPSTREAM: 'http://127.0.0.1:8787',
  SUPER_USER_EMAIL: 'root@retaguarda.dev',
  CLOUD_AUTHORIZATION: 'Basic dGVzdGU6bnV2ZW0=',
};

/**
 * Renders with `settings` over the required ones (NGINX_MODULES_DIR defaults to a folder with njs only; a
 * setting given as undefined is left out); the files written, or the error.
 */
function render(settings: Record<string, string | undefined> = {}) {
  const out = join(dir, `out-${++count}`);
  const given = {
    PATH: process.env.PATH,
    APP_ROOT: join(dir, 'dist'),
    NGINX_MODULES_DIR: join(dir, 'njs-only'),
    ...REQUIRED,
    ...settings,
  };
  const env = Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const result = spawnSync('bash', [RENDER, out], { env, encoding: 'utf8' });
  const read = (name: string) => readFileSync(join(out, name), 'utf8');
  return {
    status: result.status,
    stderr: result.stderr,
    server: () => read('retaguarda.conf'),
    apiProxy: () => read('api-proxy.conf'),
    main: () => read('nginx.conf'),
    headers: () => read('security-headers.conf'),
    cloudProxy: () => read('cloud-proxy.conf'),
    proxyHeaders: () => read('proxy-headers.conf'),
    /** Every configuration file written, by name. */
    all: () =>
      Object.fromEntries(
        readdirSync(out)
          .filter((name) => /\.(conf|json)$/.test(name))
          .map((name) => [name, read(name)]),
      ),
    mode: (name: string) => statSync(join(out, name)).mode & 0o777,
    out,
  };
}

// Each case runs the shell script (and nginx's config test where present): seconds on a busy machine.
describe('deploy/render.sh', { timeout: 60_000 }, () => {
  it("requires the API's address and the super-user's e-mail: the mock API's and the demo's are not a deployment's", () => {
    const withoutApi = render({ API_UPSTREAM: undefined });
    expect(withoutApi.status).not.toBe(0);
    expect(withoutApi.stderr).toMatch(/API_UPSTREAM/);
    const withoutSuperUser = render({ SUPER_USER_EMAIL: undefined });
    expect(withoutSuperUser.status).not.toBe(0);
    expect(withoutSuperUser.stderr).toMatch(/SUPER_USER_EMAIL/);
  });

  it("writes the cloud calls' fixed authorization only where nginx adds it after the check, readable by its owner only", () => {
    const rendered = render({ CLOUD_AUTHORIZATION: 'Basic c2VncmVkbzpkYS1udXZlbQ==' });
    const files = rendered.all();
    expect(Object.keys(files)).toContain('config.json');
    for (const [name, text] of Object.entries(files))
      expect(text.includes('c2VncmVkbzpkYS1udXZlbQ=='), name).toBe(name === 'cloud-proxy.conf');
    expect(rendered.cloudProxy()).toContain(
      'proxy_set_header Authorization "Basic c2VncmVkbzpkYS1udXZlbQ==";',
    );
    expect(rendered.mode('cloud-proxy.conf')).toBe(0o600);
    const server = rendered.server();
    // Each call exactly: its path and id pattern, its method, its check (the action code is the check's).
    for (const [call, method, check] of [
      ['status-servidor', 'GET|HEAD', 'status'],
      ['liga-servidor', 'PUT', 'start'],
    ]) {
      const start = server.indexOf(
        `location ~ "^/dev/api/v1/public/usuario/${call}/[A-Za-z0-9_-]{1,100}$" {`,
      );
      expect(start, call).toBeGreaterThan(0);
      const location = server.slice(start, server.indexOf('\n        }', start));
      expect(location).toContain(`auth_request /_retaguarda_cloud_check/${check};`);
      expect(location).toContain(`include ${rendered.out}/cloud-proxy.conf;`);
      expect(location).toContain(
        method === 'PUT' ? 'if ($request_method != PUT)' : 'if ($request_method !~ ^(GET|HEAD)$)',
      );
      expect(server).toContain(
        method === 'PUT' ? 'if ($request_method != PUT)' : 'if ($request_method !~ ^(GET|HEAD)$)',
      );
    }
    expect(server).toMatch(/js_import retaguarda_cloud from .*\/cloud-check\.js;/);
    expect(readFileSync(join(rendered.out, 'cloud-check.js'), 'utf8')).toContain(
      "status: 'CON_SERVIDOR', start: 'ALT_SERVIDOR'",
    );
    expect(server).toMatch(
      /location = \/_retaguarda_profile \{\s+internal;\s+rewrite \^ \/dev\/api\/v1\/eu\/perfil break;/,
    );
    expect(server).toMatch(
      /location = \/_retaguarda_permissions \{\s+internal;\s+rewrite \^ \/dev\/api\/v1\/eu\/permissoes break;/,
    );
  });

  it("needs nginx's njs module for the cloud calls' check, and loads it in the standalone nginx.conf", () => {
    const without = render({ NGINX_MODULES_DIR: join(dir, 'no-modules') });
    expect(without.status).not.toBe(0);
    expect(without.stderr).toContain('apt-get install libnginx-mod-http-js');
    expect(render().main()).toContain(`load_module ${join(dir, 'njs-only')}/ngx_http_js_module.so;`);
  });

  it("requires CLOUD_AUTHORIZATION as one scheme and one token: nothing that could end nginx's quoted string", () => {
    const missing = render({ CLOUD_AUTHORIZATION: undefined });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/CLOUD_AUTHORIZATION/);
    for (const value of ['dGVzdGU6bnV2ZW0=', 'Basic a"; return 200 "x', 'Basic a;b', 'Basic a b', 'Basic ']) {
      const refused = render({ CLOUD_AUTHORIZATION: value });
      expect(refused.status, value).not.toBe(0);
      expect(refused.stderr).toMatch(/CLOUD_AUTHORIZATION must be/);
      // An operator's log must not show the value (its token part: the scheme alone is no secret).
      if (value.length > 'Basic '.length) expect(refused.stderr).not.toContain(value);
    }
  });

  it('asks for HTTPS (HSTS) for a year unless HSTS_MAX_AGE says otherwise; holds sign-in to LOGIN_RATE and LOGIN_BURST', () => {
    expect(render().headers()).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
    expect(render({ HSTS_MAX_AGE: '600' }).headers()).toContain('"max-age=600; includeSubDomains"');
    expect(render({ HSTS_MAX_AGE: '' }).headers()).not.toContain('Strict-Transport-Security "');
    expect(render({ HSTS_MAX_AGE: '1y' }).status).not.toBe(0);
    const server = render({ LOGIN_RATE: '5r/m', LOGIN_BURST: '3' }).server();
    expect(server).toContain('limit_req_zone $retaguarda_sign_in_key zone=retaguarda_sign_in:10m rate=5r/m;');
    // Every spelling of the session calls counts but the exact renewal.
    expect(server).toContain('"~*^/dev/api/.*authorization" $binary_remote_addr;');
    expect(server).toContain('"/dev/api/v1/authorization/refresh" "";');
    expect(server).toMatch(/^\s*limit_req zone=retaguarda_sign_in burst=3 nodelay;$/m);
    expect(render({ LOGIN_RATE: 'fast' }).status).not.toBe(0);
  });

  it('tells the API who called as nginx saw them (never the X-Forwarded-* a client sent) and keeps its answers out of every cache', () => {
    const proxy = render().proxyHeaders();
    expect(render().apiProxy()).toMatch(/^include .*\/proxy-headers\.conf;$/m);
    expect(proxy).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(proxy).not.toContain('$proxy_add_x_forwarded_for');
    expect(proxy).toContain('proxy_set_header Forwarded "";');
    expect(render().apiProxy()).toContain('add_header Cache-Control "no-store" always;');
    for (const header of ['X-Original-URL', 'X-Rewrite-URL'])
      expect(proxy).toContain(`proxy_set_header ${header} "";`);
    expect(proxy).toContain('proxy_set_header X-Retaguarda-Usuario $retaguarda_cloud_user;');
    expect(render().server()).not.toContain('$proxy_add_x_forwarded_for');
  });

  it("refuses a space inside an address: 'wss://x *' would become a CSP source allowing any host", () => {
    for (const settings of [
      { SOCKET_URL: 'wss://x.example *' },
      { TILE_URL: 'https://t.example/{z}/{x}/{y}.png data:' },
      { SUPER_USER_EMAIL: 'root@x.example extra' },
    ]) {
      const result = render(settings);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/spaces are not allowed/);
    }
    expect(render({ SOCKET_URL: 'wss://socket.example.com/v1/ws' }).status).toBe(0);
  });

  it('refuses wildcard CSP sources: a * anywhere, or a {s} template that would be a whole host', () => {
    for (const settings of [
      { SOCKET_URL: 'wss://*' },
      { SOCKET_URL: 'wss://*.example.com/v1/ws' },
      { TILE_URL: 'https://{s}/{z}/{x}/{y}.png' },
      { TILE_URL: 'https://{s}.com/{z}/{x}/{y}.png' },
      { TILE_URL: 'https://*.tile.example.com/{z}/{x}/{y}.png' },
      { CSP_CONNECT_EXTRA: '*' },
      { CSP_CONNECT_EXTRA: 'https://api.example.com https://*' },
      { CSP_CONNECT_EXTRA: 'https:' },
      { CSP_IMG_EXTRA: '*' },
      { CSP_IMG_EXTRA: 'http://cdn.example.com' },
      { CSP_IMG_EXTRA: 'https://cdn.example.com/avatars' },
      { SOCKET_URL: 'javascript:alert(1)' },
    ]) {
      const result = render(settings);
      expect(result.status, JSON.stringify(settings)).not.toBe(0);
    }
    const accepted = render({
      TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png',
      CSP_CONNECT_EXTRA: 'https://api.example.com wss://live.example.com:8443',
      CSP_IMG_EXTRA: 'https://cdn.example.com https://fotos.example.com:8443',
    });
    expect(accepted.status).toBe(0);
    expect(accepted.headers()).toContain(
      "img-src 'self' data: blob: https://*.tile.example.com https://cdn.example.com https://fotos.example.com:8443;",
    );
    expect(accepted.headers()).toContain(
      "connect-src 'self' https://api.example.com wss://live.example.com:8443;",
    );
  });

  it('refuses a malformed LISTEN or SERVER_NAME (anything but an address and port, and host names)', () => {
    for (const LISTEN of ['8080; include /etc/passwd', '80 default_server', 'localhost:80', 'abc', '']) {
      expect(render({ LISTEN: LISTEN || ' ' }).status, LISTEN).not.toBe(0);
    }
    for (const LISTEN of ['8080', '127.0.0.1:8080', '[::1]:8080'])
      expect(render({ LISTEN }).status, LISTEN).toBe(0);
    for (const SERVER_NAME of [
      '*.example.com',
      '~^(.*)$',
      'a.example.com;',
      'retaguarda.example.com _',
      '-x.example.com',
    ]) {
      expect(render({ SERVER_NAME }).status, SERVER_NAME).not.toBe(0);
    }
  });

  it('with SERVER_NAME: any other Host closed unanswered (444) but the probe, and the first name as X-Forwarded-Host', () => {
    const named = render({
      SERVER_NAME: 'retaguarda.example.com www.retaguarda.example.com',
      LISTEN: '127.0.0.1:8080',
    });
    const server = named.server();
    expect(server).toMatch(/server \{\s+listen 127\.0\.0\.1:8080 default_server;\s+server_name _;/);
    expect(server).toMatch(/location \/ \{\s+return 444;\s+\}/);
    expect(server).toContain('server_name retaguarda.example.com www.retaguarda.example.com;');
    expect(named.proxyHeaders()).toContain('proxy_set_header X-Forwarded-Host "retaguarda.example.com";');
    // Without a name there is no default server, and no host nginx could vouch for is sent.
    const anyHost = render();
    expect(anyHost.server()).not.toContain('default_server');
    expect(anyHost.proxyHeaders()).toContain('proxy_set_header X-Forwarded-Host "";');
    expect(anyHost.proxyHeaders()).not.toContain('$host');
  });

  it('reads the person behind a trusted balancer (REAL_IP_FROM) from X-Forwarded-For, and never trusts everyone', () => {
    const server = render({ REAL_IP_FROM: '10.0.0.0/8 192.0.2.10 2001:db8::/32' }).server();
    for (const source of ['10.0.0.0/8', '192.0.2.10', '2001:db8::/32'])
      expect(server).toContain(`set_real_ip_from ${source};`);
    expect(server).toContain('real_ip_header X-Forwarded-For;');
    expect(server).toContain('real_ip_recursive on;');
    expect(render().server()).not.toMatch(/^\s*set_real_ip_from/m);
    for (const REAL_IP_FROM of ['0.0.0.0/0', '::/0', 'balancer.example.com', '10.0.0.1;']) {
      expect(render({ REAL_IP_FROM }).status, REAL_IP_FROM).not.toBe(0);
    }
  });

  it('by default: workers as nginx decides (never a user directive), a plain http API by IP without TLS settings', () => {
    const { status, main, server } = render();
    expect(status).toBe(0);
    expect(main()).not.toMatch(/^\s*user\s/m);
    expect(main().match(/load_module .*/g)).toEqual([
      `load_module ${join(dir, 'njs-only')}/ngx_http_js_module.so;`,
    ]);
    expect(server()).toMatch(/^\s*set \$retaguarda_api http:\/\/127\.0\.0\.1:8787;$/m);
    expect(server()).not.toMatch(/^\s*proxy_ssl/m);
    expect(server()).not.toMatch(/^\s*brotli/m);
    expect(server()).toMatch(/^\s*gzip_static on;$/m);
  });

  it('runs the workers as NGINX_USER when asked (the deployment suite, started as root)', () => {
    expect(render({ NGINX_USER: 'deploy' }).main()).toMatch(/^user deploy;$/m);
    expect(render({ NGINX_USER: 'nobody nogroup' }).main()).toMatch(/^user nobody nogroup;$/m);
    expect(render({ NGINX_USER: 'bad;user' }).status).not.toBe(0);
  });

  it('proxies through a variable, so the API host is resolved at run time, with path and query carried by a rewrite', () => {
    const rendered = render({ API_PATH: '/api.v1', API_UPSTREAM_PATH: '/backend' });
    const server = rendered.server();
    expect(server).toMatch(/^\s*rewrite \^\/api\\\.v1\(\/\.\*\)\$ \/backend\$1 break;$/m);
    expect(server).toMatch(/^\s*rewrite \^ \/backend\/v1\/ws break;$/m);
    expect(rendered.apiProxy()).toContain('proxy_redirect http://127.0.0.1:8787/backend/ /api.v1/;');
    expect(server).toMatch(/^\s*rewrite \^ \/backend\/v1\/eu\/perfil break;$/m);
    expect(rendered.cloudProxy()).toMatch(/^rewrite \^\/api\\\.v1\(\/\.\*\)\$ \/backend\$1 break;$/m);
    // The socket's location proxies itself, the check's questions through session-question.conf; the API's
    // location includes api-proxy.conf, and so does cloud-proxy.conf.
    expect(server.match(/^\s*proxy_pass (.*);$/gm)?.map((line) => line.trim())).toEqual([
      'proxy_pass $retaguarda_api;',
    ]);
    expect(server.match(/include .*\/session-question\.conf;/g)).toHaveLength(2);
    expect(readFileSync(join(rendered.out, 'session-question.conf'), 'utf8')).toMatch(
      /^proxy_pass \$retaguarda_api;$/m,
    );
    expect(server.match(/include .*\/api-proxy\.conf;/g)).toHaveLength(1);
    expect(rendered.cloudProxy()).toMatch(/^include .*\/api-proxy\.conf;$/m);
    expect(rendered.apiProxy()).toMatch(/^proxy_pass \$retaguarda_api;$/m);
  });

  it('takes the resolver from /etc/resolv.conf by default, RESOLVER and RESOLVER_VALID when given', () => {
    const nameservers = readFileSync('/etc/resolv.conf', 'utf8')
      .split('\n')
      .map((line) => /^nameserver\s+(\S+)/.exec(line)?.[1])
      .filter((address): address is string => Boolean(address))
      .map((address) => (address.includes(':') ? `[${address}]` : address));
    expect(render().server()).toContain(`resolver ${nameservers.join(' ') || '127.0.0.1'} valid=30s;`);
    expect(render({ RESOLVER: '127.0.0.53 10.0.0.2:5353', RESOLVER_VALID: '5s' }).server()).toContain(
      'resolver 127.0.0.53 10.0.0.2:5353 valid=5s;',
    );
    expect(render({ RESOLVER: '1.1.1.1; evil' }).status).not.toBe(0);
  });

  it('verifies an https API with its name as SNI against API_CA_FILE', () => {
    const ca = join(dir, 'ca.pem');
    writeFileSync(ca, '');
    const server = render({ API_UPSTREAM: 'https://api.example.com:8443', API_CA_FILE: ca }).server();
    for (const directive of [
      'proxy_ssl_server_name on;',
      'proxy_ssl_name api.example.com;',
      'proxy_ssl_verify on;',
      `proxy_ssl_trusted_certificate ${ca};`,
    ]) {
      expect(server).toContain(directive);
    }
    expect(server).toMatch(/proxy_ssl_verify_depth \d;/);
    const missing = render({
      API_UPSTREAM: 'https://api.example.com',
      API_CA_FILE: join(dir, 'missing.pem'),
    });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/API_CA_FILE/);
  });

  it("turns brotli on only where Debian's brotli modules are installed", () => {
    const modules = join(dir, 'modules');
    mkdirSync(modules);
    writeFileSync(join(modules, 'ngx_http_brotli_static_module.so'), '');
    writeFileSync(join(modules, 'ngx_http_js_module.so'), '');
    const staticOnly = render({ NGINX_MODULES_DIR: modules });
    expect(staticOnly.main()).toContain(`load_module ${modules}/ngx_http_brotli_static_module.so;`);
    expect(staticOnly.server()).toMatch(/^\s*brotli_static on;$/m);
    expect(staticOnly.server()).not.toMatch(/^\s*brotli on;$/m);

    writeFileSync(join(modules, 'ngx_http_brotli_filter_module.so'), '');
    const both = render({ NGINX_MODULES_DIR: modules });
    expect(both.main()).toContain(`load_module ${modules}/ngx_http_brotli_filter_module.so;`);
    expect(both.server()).toMatch(/^\s*brotli on;$/m);
  });

  it('marks every answer noindex', () => {
    expect(render().headers()).toMatch(/^add_header X-Robots-Tag "noindex, nofollow" always;$/m);
  });
});
