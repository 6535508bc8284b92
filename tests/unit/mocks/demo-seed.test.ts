import { afterEach, describe, expect, it, vi } from 'vitest';
import { snapshotDatabase } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed';
import { DEMO_SEED_ANCHOR } from '@mocks/db/seed/seed-context';
import { databaseFromSeedAsset, loadDemoSeed, parseSeedAsset, serializeSeedAsset } from '@mocks/demo-seed';
import { generateDemoSeed } from '../../../build/demo-seed-plugin';
import { seedVersion } from '../../../build/seed-version';
import { demoSeedAsset } from '../../../scripts/demo-seed';

const DAY = 86_400_000;
const anchor = new Date(DEMO_SEED_ANCHOR);
/** The version of the data as the build derives it (a hash of the seed's sources). */
const SEED_VERSION = seedVersion(process.cwd());

describe('the pre-generated demo seed (mocks/demo-seed.ts, scripts/demo-seed.ts)', () => {
  const json = serializeSeedAsset(demoSeedAsset());

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the demo seed made at the fixed anchor, files included, through JSON', () => {
    const asset = parseSeedAsset(json);
    expect(asset).toMatchObject({ version: SEED_VERSION, profile: 'demo', anchor: DEMO_SEED_ANCHOR });
    const files = Object.values(asset.snapshot.stores.files);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.bytes instanceof Uint8Array)).toBe(true);
    expect(asset.snapshot).toEqual(snapshotDatabase(seedDatabase('demo', anchor)));
  });

  it('is what the build runs: the script in Node prints the same JSON every time', async () => {
    expect(await generateDemoSeed(process.cwd())).toBe(json);
  });

  it.each([1, 47, 400])(
    'moved by %i days, it is the seed made on that day (every instant, date and display date in texts and files)',
    (days) => {
      const now = new Date(anchor.getTime() + days * DAY);
      const fresh = snapshotDatabase(seedDatabase('demo', now));
      // The seed depends on its clock: unmoved, the data differ.
      expect(parseSeedAsset(json).snapshot).not.toEqual(fresh);
      expect(snapshotDatabase(databaseFromSeedAsset(parseSeedAsset(json), now))).toEqual(fresh);
    },
  );

  it('is fetched and moved to the clock given', async () => {
    const fetchSeed = vi.fn(
      async () => new Response(json, { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchSeed);
    const now = new Date(anchor.getTime() + 2 * DAY);
    const db = await loadDemoSeed('/assets/demo-seed-x.json', SEED_VERSION, now);
    expect(fetchSeed).toHaveBeenCalledWith('/assets/demo-seed-x.json');
    expect(snapshotDatabase(db).collections.chamados).toEqual(
      snapshotDatabase(seedDatabase('demo', now)).collections.chamados,
    );
  });

  it('reads the response the start of the page already asked for, without fetching again', async () => {
    const fetchSeed = vi.fn();
    vi.stubGlobal('fetch', fetchSeed);
    const now = new Date(anchor.getTime() + DAY);
    const response = Promise.resolve(new Response(json));
    const db = await loadDemoSeed('/assets/demo-seed-x.json', SEED_VERSION, now, response);
    expect(fetchSeed).not.toHaveBeenCalled();
    expect(snapshotDatabase(db)).toEqual(snapshotDatabase(seedDatabase('demo', now)));
  });

  it('refuses a seed of another version, and an answer that is not the seed', async () => {
    vi.stubGlobal('fetch', async () => new Response(json));
    await expect(loadDemoSeed('/seed.json', 'outra-versao')).rejects.toThrow(
      `demo seed: version ${SEED_VERSION} (demo), expected outra-versao (demo)`,
    );
    vi.stubGlobal('fetch', async () => new Response('não encontrado', { status: 404 }));
    await expect(loadDemoSeed('/seed.json', SEED_VERSION)).rejects.toThrow(
      'demo seed: HTTP 404 for /seed.json',
    );
  });
});
