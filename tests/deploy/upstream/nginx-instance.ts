import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface NginxInstance {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The folder deploy/render.sh wrote (config.json, the nginx configuration); removed by stop(). */
  confDir: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../../..');

/** A port free on 127.0.0.1 now (the kernel's pick), for a server started right after. */
export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function accepting(port: number, exited: () => boolean): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    if (exited()) throw new Error(`nginx on ${port} exited`);
    const open = await new Promise<boolean>((done) => {
      const socket = createConnection(port, '127.0.0.1', () => {
        socket.end();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * nginx with deploy/'s configuration rendered for `settings` (deploy/render.sh's names) on a free
 * loopback port, serving the suite's build: an instance of its own for a test that needs another API.
 * scripts/deploy-e2e.sh passes the binary (DEPLOY_NGINX) and, started as root, NGINX_USER.
 */
export async function startNginx(settings: Record<string, string>): Promise<NginxInstance> {
  const nginx = process.env.DEPLOY_NGINX ?? '/usr/sbin/nginx';
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-nginx-'));
  const port = await freePort();
  const env = {
    ...process.env,
    APP_ROOT: process.env.DEPLOY_DIST ?? 'dist',
    LISTEN: `127.0.0.1:${port}`,
    RUN_DIR: join(dir, 'run'),
    ...settings,
  };
  const rendered = spawnSync('bash', ['deploy/render.sh', join(dir, 'conf')], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`deploy/render.sh: ${rendered.stderr}`);
  const base = ['-e', join(dir, 'run/error.log'), '-c', join(dir, 'conf/nginx.conf'), '-p', join(dir, 'run')];
  const child = spawn(nginx, ['-g', 'daemon off;', ...base], {
    stdio: 'ignore',
    env: { ...process.env, NGINX: undefined },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'run/error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await accepting(port, () => child.exitCode !== null);
  } catch (error) {
    const log = errorLog();
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  return { url: `http://127.0.0.1:${port}`, port, confDir: join(dir, 'conf'), errorLog, stop };
}
