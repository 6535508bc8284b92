import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { precompressFolder } from '../build/precompress-plugin';
import { NGINX, PORTS, run, startService, WORK, type Service } from './serve';

const MODULES_DIR = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
const COMPRESSED_TYPES =
  'text/plain text/css text/javascript application/javascript application/json image/svg+xml application/vnd.ms-fontobject font/ttf application/xml';

/**
 * nginx's configuration for the peer apps, one server per app: compression as deploy/'s (the build's
 * precompressed .gz and .br sent as they are, the rest gzipped, or brotli'd where Debian's modules are,
 * on the fly) so their bytes compare with ours; single-page apps, so an unknown path is index.html.
 * Without deploy/'s security headers: the peers were not written for its Content-Security-Policy.
 */
export function peersNginxConf(
  dir: string,
  sites: ReadonlyArray<{ root: string; port: number }>,
  brotli: boolean,
  user: string | null,
): string {
  const run = join(dir, 'run');
  const lines = [
    ...(user ? [`user ${user};`] : []),
    ...(brotli
      ? [
          `load_module ${MODULES_DIR}/ngx_http_brotli_static_module.so;`,
          `load_module ${MODULES_DIR}/ngx_http_brotli_filter_module.so;`,
        ]
      : []),
    'worker_processes 1;',
    `pid ${run}/nginx.pid;`,
    `error_log ${run}/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    `    include ${process.env.MIME_TYPES ?? '/etc/nginx/mime.types'};`,
    '    default_type application/octet-stream;',
    `    access_log ${run}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `    ${name}_temp_path ${run}/${name};`,
    ),
    '    sendfile on;',
    '    tcp_nopush on;',
    '    keepalive_timeout 65;',
    '    gzip_static on;',
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_comp_level 6;',
    '    gzip_min_length 512;',
    `    gzip_types ${COMPRESSED_TYPES};`,
    ...(brotli
      ? [
          '    brotli_static on;',
          '    brotli on;',
          '    brotli_comp_level 5;',
          '    brotli_min_length 512;',
          `    brotli_types ${COMPRESSED_TYPES};`,
        ]
      : []),
    ...sites.flatMap(({ root, port }) => [
      '    server {',
      `        listen 127.0.0.1:${port};`,
      `        root ${root};`,
      '        index index.html;',
      '        location / { try_files $uri $uri/ /index.html; }',
      '    }',
    ]),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Serves the peers' builds (`<peersRoot>/apps/<app>/dist`) from copies in the work folder, precompressed
 * as our build is (build/precompress-plugin.ts), app i on PORTS.peers + i. Their base URLs by app.
 */
export async function startPeersNginx(
  apps: readonly string[],
  peersRoot: string,
): Promise<{ service: Service; baseUrls: Record<string, string> }> {
  mkdirSync(WORK, { recursive: true });
  const dir = mkdtempSync(join(WORK, 'peers-nginx-'));
  try {
    const sites = await Promise.all(
      apps.map(async (app, index) => {
        const root = join(dir, 'sites', app);
        cpSync(join(peersRoot, 'apps', app, 'dist'), root, { recursive: true });
        await precompressFolder(root);
        return { app, root, port: PORTS.peers + index };
      }),
    );
    for (const name of ['run', 'run/client_body', 'run/proxy', 'run/fastcgi', 'run/uwsgi', 'run/scgi'])
      mkdirSync(join(dir, name), { recursive: true });
    const brotli = ['static', 'filter'].every((kind) =>
      existsSync(join(MODULES_DIR, `ngx_http_brotli_${kind}_module.so`)),
    );
    // Started as root, nginx would run its workers as nobody, who may not read the work folder.
    const user = process.getuid?.() === 0 ? userInfo().username : null;
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, peersNginxConf(dir, sites, brotli, user));
    const base = ['-e', join(dir, 'run/error.log'), '-c', conf, '-p', join(dir, 'run')];
    await run(NGINX, ['-q', '-t', ...base], join(dir, 'check.log'));
    const nginx = await startService(
      'peers-nginx',
      NGINX,
      ['-g', 'daemon off;', ...base],
      `http://127.0.0.1:${PORTS.peers}/`,
    );
    return {
      service: {
        name: nginx.name,
        stop: async () => {
          await nginx.stop();
          rmSync(dir, { recursive: true, force: true });
        },
      },
      baseUrls: Object.fromEntries(sites.map(({ app, port }) => [app, `http://127.0.0.1:${port}`])),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
