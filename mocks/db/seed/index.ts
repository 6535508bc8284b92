import { createEmptyDatabase, type MockDatabase } from '../database';
import { DEMO_ACCOUNTS, seedAccounts } from './accounts';
import { seedCustomers } from './customers';
import { seedInstances } from './instances';
import { seedNotifications } from './notifications';
import { seedReference } from './reference';
import { createSeedContext, type SeedProfile } from './seed-context';
import { seedTickets } from './tickets';

/**
 * The deterministic data set of the mock API. `demo` is what QA and the demo see; `large`
 * (50,000 cities, 10,000 customers) is for scale tests. `now` anchors every seeded date.
 */
export function seedDatabase(profile: SeedProfile = 'demo', now: Date = new Date()): MockDatabase {
  const db = createEmptyDatabase();
  const admin = {
    id: DEMO_ACCOUNTS.admin.id,
    nome: DEMO_ACCOUNTS.admin.nome,
    email: DEMO_ACCOUNTS.admin.email,
    avatarUrl: null,
  };
  const seed = createSeedContext(profile, now, admin);
  seedAccounts(db, seed);
  seedReference(db, seed);
  seedCustomers(db, seed);
  seedInstances(db, seed);
  seedTickets(db, seed);
  seedNotifications(db, seed);
  return db;
}
