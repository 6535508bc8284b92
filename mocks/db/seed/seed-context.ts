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

export function createSeedContext(profile: SeedProfile, now: Date, admin: Actor): SeedContext {
  const faker = new Faker({ locale: [pt_BR, base] });
  faker.seed(SEED);
  return { faker, now, profile, admin, random: () => faker.number.float({ min: 0, max: 1, fractionDigits: 8 }) % 1 };
}
