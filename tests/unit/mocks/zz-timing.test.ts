import { it } from 'vitest';
import { createEmptyDatabase } from '@mocks/db/database';
import { seedAccounts } from '@mocks/db/seed/accounts';
import { seedCities } from '@mocks/db/seed/cities';
import { seedCustomers } from '@mocks/db/seed/customers';
import { seedReference } from '@mocks/db/seed/reference';
import { createSeedContext } from '@mocks/db/seed/seed-context';
it('times', () => {
  let t = performance.now();
  const lap = (label: string) => { const n = performance.now(); console.log(label, Math.round(n - t)); t = n; };
  const db = createEmptyDatabase();
  const seed = createSeedContext('large', new Date('2026-11-21T12:00:00Z'), { id: 1, nome: 'ANA' });
  seedAccounts(db, seed); lap('accounts');
  const db2 = createEmptyDatabase();
  seedCities(db2, seed, new Set()); lap('cities only');
  seedReference(db, seed); lap('reference');
  seedCustomers(db, seed); lap('customers');
  console.log(db.usuariosEmpresa.size, db.resources.usuarios.size, db.resources.filiais.size, db.resources.unidades.size);
}, 60000);
