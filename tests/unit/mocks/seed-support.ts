import { createEmptyDatabase, type MockDatabase } from '@mocks/db/database';
import { seedAccounts } from '@mocks/db/seed/accounts';
import { seedCustomers } from '@mocks/db/seed/customers';
import { seedReference } from '@mocks/db/seed/reference';
import { createSeedContext, type SeedProfile } from '@mocks/db/seed/seed-context';

export const SEED_NOW = new Date('2026-11-21T12:00:00Z');

/** A database with the accounts, reference tables and customers of a profile (no tickets). */
export function seededDatabase(profile: SeedProfile = 'demo'): MockDatabase {
  const db = createEmptyDatabase();
  const seed = createSeedContext(profile, SEED_NOW, { id: 1, nome: 'ANA CAROLINA MENDES' });
  seedAccounts(db, seed);
  seedReference(db, seed);
  seedCustomers(db, seed);
  return db;
}
