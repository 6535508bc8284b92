import { restoreDatabase, type DatabaseSnapshot, type MockDatabase } from './db/database';
import type { SeedProfile } from './db/seed/seed-context';
import { shiftTimes, timeShiftBetween } from './db/time-shift';

/**
 * The pre-generated demo seed: `scripts/demo-seed.ts` makes it in Node at a fixed instant (the anchor),
 * `build/demo-seed-plugin.ts` emits it as a hashed asset (and serves it in the dev server), and the page
 * fetches it when it has no saved database, moving every date to its own clock. So the demo ships
 * data, not faker and the seed code.
 */
export interface DemoSeedAsset {
  /** The version of the data it was made from (build/seed-version.ts). */
  version: string;
  profile: SeedProfile;
  /** The instant the seed was made at (its "now"), ISO. */
  anchor: string;
  snapshot: DatabaseSnapshot;
}

/** How a file's bytes travel in the JSON. */
const BYTES = '$bytes';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 8192)
    binary += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return btoa(binary);
}

/** `Uint8Array.fromBase64` where the engine has it (recent Chromium), a plain loop elsewhere. */
function fromBase64(text: string): Uint8Array {
  const native = (Uint8Array as { fromBase64?: (text: string) => Uint8Array }).fromBase64;
  if (native) return native(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const isBytes = (value: unknown): value is { [BYTES]: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)[BYTES] === 'string';

export function serializeSeedAsset(asset: DemoSeedAsset): string {
  return JSON.stringify(asset, (_key, value: unknown) =>
    value instanceof Uint8Array ? { [BYTES]: toBase64(value) } : value,
  );
}

/** Turns every `{ $bytes }` under `value` back into bytes, in place. */
function decodeBytes(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isBytes(value)) return fromBase64(value[BYTES]);
  const container = value as Record<string, unknown>;
  for (const key of Object.keys(container)) {
    const item = container[key];
    if (item !== null && typeof item === 'object') container[key] = decodeBytes(item);
  }
  return value;
}

/**
 * A plain JSON.parse and one pass for the files: a reviver is called for every value of the seed and
 * made this several times slower, on the demo's start.
 */
export function parseSeedAsset(json: string): DemoSeedAsset {
  return decodeBytes(JSON.parse(json)) as DemoSeedAsset;
}

/** The asset's database with every seeded date moved from its anchor to `now`. */
export function databaseFromSeedAsset(asset: DemoSeedAsset, now: Date): MockDatabase {
  return restoreDatabase(shiftTimes(asset.snapshot, timeShiftBetween(new Date(asset.anchor), now)));
}

/**
 * Fetches the demo seed (a static asset, before the mock worker starts) and moves it to `now`. The
 * demo's start passes the `response` it asked for early, while this module was still loading.
 */
export async function loadDemoSeed(
  url: string,
  version: string,
  now: Date = new Date(),
  pending: Promise<Response> = fetch(url),
): Promise<MockDatabase> {
  const response = await pending;
  if (!response.ok) throw new Error(`demo seed: HTTP ${response.status} for ${url}`);
  const asset = parseSeedAsset(await response.text());
  if (asset.version !== version || asset.profile !== 'demo') {
    throw new Error(`demo seed: version ${asset.version} (${asset.profile}), expected ${version} (demo)`);
  }
  return databaseFromSeedAsset(asset, now);
}
