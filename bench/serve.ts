import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * What the bench serves, the way the deployment suite does (scripts/deploy-e2e.sh): the production
 * build behind Debian's nginx on loopback with deploy/'s configuration, in front of the mock API over
 * real HTTP (mocks/http-server.ts); and the demo build (mock worker in the page) under `vite preview`.
 */

export const ROOT = resolve(import.meta.dirname, '..');
/**
 * Ports apart from the deployment suite's (4188, 8787) and the e2e suite's (4174). Not 4190: browsers
 * and fetch refuse it (a "bad port" of the Fetch standard, ERR_UNSAFE_PORT).
 */
export const PORTS = {
  nginx: Number(process.env.BENCH_PORT ?? 4192),
  mock: Number(process.env.BENCH_MOCK_PORT ?? 8788),
  demo: Number(process.env.BENCH_DEMO_PORT ?? 4193),
  /** The peer apps of the network group, one port each from this one (bench/serve-peers.ts). */
  peers: Number(process.env.BENCH_PEERS_PORT ?? 4194),
};
/** Builds and logs, outside the work tree. */
export const WORK = process.env.BENCH_WORK_DIR ?? join(tmpdir(), 'retaguarda-bench');
export const DIST = { production: join(WORK, 'dist'), demo: join(WORK, 'dist-demo') };

export interface Service {
  name: string;
  stop: () => Promise<void>;
}

const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

/** Runs a command to its end; rejects with the tail of its output when it fails. */
export function run(
  command: string,
  args: string[],
  log: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('error', reject);
    child.on('exit', (code) => {
      out.end(() => {
        if (code === 0) resolvePromise();
        else
          reject(
            new Error(
              `${command} ${args.join(' ')} exited ${code}:\n${readFileSync(log, 'utf8').slice(-2000)}`,
            ),
          );
      });
    });
  });
}

/** Builds production (no mock code) or demo (the mock API in a service worker) into DIST. */
export async function build(mode: 'production' | 'demo'): Promise<void> {
  mkdirSync(WORK, { recursive: true });
  const args = [
    VITE,
    'build',
    '--outDir',
    DIST[mode],
    '--emptyOutDir',
    ...(mode === 'demo' ? ['--mode', 'demo'] : []),
  ];
  await run(process.execPath, args, join(WORK, `build-${mode}.log`));
}

export function hasBuild(mode: 'production' | 'demo'): boolean {
  return existsSync(join(DIST[mode], 'index.html'));
}

/** Resolves once something answers HTTP at `url`; rejects when `child` exits first or after 60 s. */
async function answering(url: string, child: ChildProcess, what: string): Promise<void> {
  const end = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited (${child.exitCode}): is port ${new URL(url).port} taken?`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > end) throw new Error(`${what} did not answer at ${url}`);
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

/** Starts a long-running process logging to WORK/<name>.log; stopping it signals that process only. */
export async function startService(
  name: string,
  command: string,
  args: string[],
  url: string,
): Promise<Service> {
  mkdirSync(WORK, { recursive: true });
  const log = createWriteStream(join(WORK, `${name}.log`));
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await answering(url, child, name);
    // Something else may have answered on a port this one could not take.
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}): is port ${new URL(url).port} taken?`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, stop };
}

/**
 * The cloud calls' fixed authorization of the bench's deployment: nginx adds it (deploy/render.sh) and the
 * mock API expects it.
 */
const BENCH_CLOUD_AUTHORIZATION = 'Basic YmVuY2g6bnV2ZW0=';

/** The mock API over real HTTP (`npm run mock:server`), seeded afresh. */
export function startMockApi(): Promise<Service> {
  const args = [
    '--import',
    'tsx',
    'mocks/http-server.ts',
    '--port',
    String(PORTS.mock),
    '--cloud-authorization',
    BENCH_CLOUD_AUTHORIZATION,
  ];
  return startService('mock-api', process.execPath, args, `http://127.0.0.1:${PORTS.mock}/`);
}

/** nginx with deploy/'s configuration (deploy/render.sh) serving the production build. */
export const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export async function startNginx(): Promise<Service> {
  const nginx = NGINX;
  mkdirSync(WORK, { recursive: true });
  const dir = mkdtempSync(join(WORK, 'nginx-'));
  const env = {
    ...process.env,
    // Started as root, nginx would run its workers as nobody, who cannot read a checkout in a private
    // folder (a home of mode 0700): they run as this user instead, as in the deployment suite.
    ...(process.getuid?.() === 0 && !process.env.NGINX_USER ? { NGINX_USER: userInfo().username } : {}),
    APP_ROOT: DIST.production,
    LISTEN: `127.0.0.1:${PORTS.nginx}`,
    API_UPSTREAM: `http://127.0.0.1:${PORTS.mock}`,
    // The mock API's super-user.
    SUPER_USER_EMAIL: 'root@retaguarda.dev',
    CLOUD_AUTHORIZATION: BENCH_CLOUD_AUTHORIZATION,
    // The bench signs in for every page it opens, all from one address.
    LOGIN_RATE: '100r/s',
    RUN_DIR: join(dir, 'run'),
  };
  const base = ['-e', join(dir, 'run/error.log'), '-c', join(dir, 'conf/nginx.conf'), '-p', join(dir, 'run')];
  let service: Service;
  try {
    await run('bash', ['deploy/render.sh', join(dir, 'conf')], join(dir, 'render.log'), env);
    await run(nginx, ['-q', '-t', ...base], join(dir, 'check.log'));
    service = await startService(
      'nginx',
      nginx,
      ['-g', 'daemon off;', ...base],
      `http://127.0.0.1:${PORTS.nginx}/`,
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    name: service.name,
    stop: async () => {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `vite preview` of the demo build. */
export function startDemoPreview(): Promise<Service> {
  const args = [
    VITE,
    'preview',
    '--outDir',
    DIST.demo,
    '--host',
    '127.0.0.1',
    '--port',
    String(PORTS.demo),
    '--strictPort',
  ];
  return startService('demo-preview', process.execPath, args, `http://127.0.0.1:${PORTS.demo}/`);
}

/** A session of the admin demo account, from the mock API (its tokens are valid in the demo's mock too). */
export async function signInThroughApi(baseUrl: string): Promise<{ token: string; refreshToken: string }> {
  const response = await fetch(`${baseUrl}/dev/api/v1/authorization/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@retaguarda.dev', senha: 'retaguarda123' }),
  });
  if (!response.ok) throw new Error(`sign-in through ${baseUrl}: ${response.status}`);
  return (await response.json()) as { token: string; refreshToken: string };
}
