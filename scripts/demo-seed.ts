// The demo's pre-generated seed (mocks/demo-seed.ts): the 'demo' data set made in Node at the fixed
// anchor, as JSON. build/demo-seed-plugin.ts runs it for the demo build and the dev server, so the
// page never runs faker or the seed code.
// Usage: node --import tsx scripts/demo-seed.ts [out.json]   (stdout without a file)
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { snapshotDatabase } from '../mocks/db/database';
import { seedVersion } from '../build/seed-version';
import { seedDatabase } from '../mocks/db/seed';
import { DEMO_SEED_ANCHOR } from '../mocks/db/seed/seed-context';
import { serializeSeedAsset, type DemoSeedAsset } from '../mocks/demo-seed';

export function demoSeedAsset(): DemoSeedAsset {
  const snapshot = snapshotDatabase(seedDatabase('demo', new Date(DEMO_SEED_ANCHOR)));
  return { version: seedVersion(process.cwd()), profile: 'demo', anchor: DEMO_SEED_ANCHOR, snapshot };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const json = serializeSeedAsset(demoSeedAsset());
  const out = process.argv[2];
  if (out) writeFileSync(out, json);
  else process.stdout.write(json);
}
