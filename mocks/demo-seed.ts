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
  /** `SEED_VERSION` of the code that made it. */
  version: number;
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

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
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

export function parseSeedAsset(json: string): DemoSeedAsset {
  return JSON.parse(json, (_key, value: unknown) =>
    isBytes(value) ? fromBase64(value[BYTES]) : value,
  ) as DemoSeedAsset;
}

/** The asset's database with every seeded date moved from its anchor to `now`. */
export function databaseFromSeedAsset(asset: DemoSeedAsset, now: Date): MockDatabase {
  return restoreDatabase(shiftTimes(asset.snapshot, timeShiftBetween(new Date(asset.anchor), now)));
}

/** Fetches the demo seed (a static asset, before the mock worker starts) and moves it to `now`. */
export async function loadDemoSeed(
  url: string,
  version: number,
  now: Date = new Date(),
): Promise<MockDatabase> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`demo seed: HTTP ${response.status} for ${url}`);
  const asset = parseSeedAsset(await response.text());
  if (asset.version !== version || asset.profile !== 'demo') {
    throw new Error(`demo seed: version ${asset.version} (${asset.profile}), expected ${version} (demo)`);
  }
  return databaseFromSeedAsset(asset, now);
}
