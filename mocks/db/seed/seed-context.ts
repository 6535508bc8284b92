import { Faker, base, pt_BR } from '@faker-js/faker';
import type { Actor } from '../collection';

export type SeedProfile = 'demo' | 'large';

/** What every seed module gets: one seeded faker (pt-BR), the clock and the profile. */
export interface SeedContext {
  faker: Faker;
  now: Date;
  profile: SeedProfile;
  /** The seeded administrator, author of the seeded records. */
  admin: Actor;
  /** A deterministic number in [0, 1). */
  random: () => number;
}

export const SEED = 20261121;

/**
 * The clock of the demo's pre-generated seed (`scripts/demo-seed.ts`): fixed, so the build output is
 * deterministic; the page moves every seeded date from it to its own clock (mocks/db/time-shift.ts).
 * Noon in Brasília, far from midnight in either time zone.
 */
export const DEMO_SEED_ANCHOR = '2026-11-16T15:00:00.000Z';

export function createSeedContext(profile: SeedProfile, now: Date, admin: Actor): SeedContext {
  const faker = new Faker({ locale: [pt_BR, base] });
  faker.seed(SEED);
  return {
    faker,
    now,
    profile,
    admin,
    random: () => faker.number.float({ min: 0, max: 1, fractionDigits: 8 }) % 1,
  };
}
