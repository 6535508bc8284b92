import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { seedDatabase } from '../../mocks/db/seed';

/**
 * Helpers of the conformance walk's journeys (tests/conformance/*-walk.spec.ts). Nothing here calls the
 * API: every call the walk makes is the app's own, made through its screens (so the proxy's report says
 * what the UI sends and receives). Facts about the data are read from the seed itself, which the mock API
 * gives every test attempt afresh (./fixtures.ts).
 */

const TILES = /tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png/;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers the map's tile requests (the runtime configuration's OpenStreetMap) with a tiny image. */
export async function serveTiles(context: BrowserContext): Promise<void> {
  await context.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
}

/** The level-1 heading of a page, once shown. */
export async function expectHeading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({ timeout: 30_000 });
}

/** The first body row of the page's table, once the list has loaded. */
export async function firstListRow(page: Page): Promise<Locator> {
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row).toBeVisible();
  return row;
}

/** What the users dialog walk needs of the seed: a customer, two of its users and another server. */
export interface CustomerUsersFacts {
  customer: string;
  /** An active link using the customer's server: its alternative server is set, then removed. */
  serverUser: string;
  /** The alternative server given to `serverUser`. */
  server: string;
  /** An active link whose e-mail is not confirmed: the confirmation e-mail is sent to it. */
  unconfirmedUser: { nome: string; email: string };
}

/** The first active customer (full access) with a user on its own server and one with the e-mail unconfirmed. */
export function customerUsersFacts(): CustomerUsersFacts {
  const db = seedDatabase('demo');
  const links = db.usuariosEmpresa.all();
  const servers = db.resources.servidores.all().filter((server) => server.ativo);
  for (const empresa of db.resources.empresas.all()) {
    if (!empresa.ativo || empresa.acessoLimitado) continue;
    const own = links.filter((link) => link.empresaId === empresa.id && link.ativo);
    const plain = own.find((link) => link.servidor === null);
    const unconfirmed = own.find((link) => !link.emailConfirmado && link !== plain);
    const server = servers.find((candidate) => candidate.id !== empresa.servidorId);
    if (plain && unconfirmed && server)
      return {
        customer: empresa.nome,
        serverUser: plain.usuario.nome,
        server: server.nome,
        unconfirmedUser: { nome: unconfirmed.usuario.nome, email: unconfirmed.usuario.email ?? '' },
      };
  }
  throw new Error('the seed has no customer for the users dialog walk');
}

/** The name of the first seeded server whose cloud instance is stopped and idle (the one 'Ligar' starts). */
export function stoppedServer(): string {
  const db = seedDatabase('demo');
  const server = db.resources.servidores
    .all()
    .filter((candidate) => candidate.magaluId)
    .find((candidate) => {
      const instance = db.instancias[candidate.magaluId!];
      return instance?.state === 'stopped' && instance.status === 'completed';
    });
  if (!server) throw new Error('the seed has no server on a stopped instance');
  return server.nome;
}
