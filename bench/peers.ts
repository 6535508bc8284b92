import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PeerKey } from './figures';
import type { PeerFigures } from './report';
import { ROOT, WORK } from './serve';

/**
 * The peers: the team's comparison apps (the same minimal CRUD in react-admin and Refine), an optional
 * folder beside the clone (PEERS_DIR, by default shared/peers next to it) that a clone does not need.
 * They are measured side by side by their own measure.mjs once its setup.sh has built them (into
 * PEERS_ROOT, /tmp/peers); without the folder the report says why there are no peer figures.
 */
const PEERS_DIR = process.env.PEERS_DIR ?? resolve(ROOT, '../shared/peers');
export const PEERS_ROOT = process.env.PEERS_ROOT ?? '/tmp/peers';
/** The anchors of issue 8. */
export const PEER_APPS = ['react-admin', 'refine'];

const KEYS: readonly PeerKey[] = [
  'loginRouteJsGzKB',
  'listRouteJsGzKB',
  'median.loginFormVisibleMs',
  'median.coldLcpMs',
  'median.coldTenthRowMs',
  'median.submitToTenthRowMs',
];

/** The peer apps built and measurable, or why none is. */
export function builtPeers(): { apps: string[]; reason: string } {
  if (!existsSync(join(PEERS_DIR, 'measure.mjs'))) return { apps: [], reason: `not found (${PEERS_DIR})` };
  if (!existsSync(join(PEERS_ROOT, 'measure/node_modules/playwright-core'))) {
    return {
      apps: [],
      reason: `not built: run bash ${PEERS_DIR}/setup.sh ${PEER_APPS.join(' ')} (it builds into ${PEERS_ROOT})`,
    };
  }
  const apps = PEER_APPS.filter((app) =>
    existsSync(join(PEERS_ROOT, 'apps', app, 'dist/.vite/manifest.json')),
  );
  return {
    apps,
    reason: apps.length > 0 ? '' : `not built: run bash ${PEERS_DIR}/setup.sh ${PEER_APPS.join(' ')}`,
  };
}

/** The peer apps whose build can be served (the network group needs their dist folders only). */
export function servablePeers(): string[] {
  return PEER_APPS.filter((app) => existsSync(join(PEERS_ROOT, 'apps', app, 'dist/index.html')));
}

/** A value of measure.mjs's summary of an app ('median.coldLcpMs' → summary.median.coldLcpMs). */
export function peerValue(summary: unknown, key: PeerKey): number | null {
  let value: unknown = summary;
  for (const part of key.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'number' ? value : null;
}

/** Runs measure.mjs on the built peers (same runs and CPU throttling) and reads its summary. */
export async function measurePeers(
  runs: number,
  throttle: number,
  progress: (line: string) => void,
): Promise<PeerFigures> {
  const { apps, reason } = builtPeers();
  if (apps.length === 0) return { built: false, reason };
  const out = join(WORK, 'peers.json');
  const args = [
    join(PEERS_DIR, 'measure.mjs'),
    '--runs',
    String(runs),
    '--apps',
    apps.join(','),
    '--throttle',
    String(throttle),
    '--out',
    out,
  ];
  await new Promise<void>((done, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PEERS_ROOT },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line.startsWith('run ')) progress(line);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? done() : reject(new Error(`peers' measure.mjs exited ${code}:\n${errors.slice(-2000)}`)),
    );
  });
  const { summary } = JSON.parse(readFileSync(out, 'utf8')) as { summary: Record<string, unknown> };
  const values = Object.fromEntries(
    apps.map((app) => [app, Object.fromEntries(KEYS.map((key) => [key, peerValue(summary[app], key)]))]),
  );
  return { built: true, apps, values };
}
