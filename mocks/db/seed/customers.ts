import type { Empresa } from '@generated/api/model';
import { makeCnpj } from '../data/documents';
import type { MockDatabase, Stored } from '../database';
import { fileUrl, storeSeedFile } from '../../kit/files';
import { seedBranches } from './branches';
import { contactFactory, slug } from './contacts';
import { seedCustomerUsers } from './customer-users';
import { seedFiscalSettings } from './fiscal';
import { between, lock, seeded, SURNAMES } from './helpers';
import { stateRegistrationFor } from '../data/state-registrations';
import type { SeedContext } from './seed-context';

export const CUSTOMER_COUNT = { demo: 40, large: 10_000 } as const;

const SUFFIXES = [
  'TRANSPORTES LTDA',
  'LOGÍSTICA EIRELI',
  'TRANSPORTADORA LTDA',
  'CARGAS E ENCOMENDAS LTDA',
  'TRANSPORTES RODOVIÁRIOS S.A.',
  'EXPRESS LOGÍSTICA LTDA',
  'DISTRIBUIDORA E TRANSPORTES LTDA',
  'AGROTRANSPORTES LTDA',
  'COMÉRCIO E TRANSPORTES LTDA',
  'MUDANÇAS E CARGAS LTDA',
];
const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0f766e', '#4338ca', '#a16207'];
const LOCK_REASONS = [
  'CONTRATO ENCERRADO A PEDIDO DO CLIENTE',
  'INADIMPLÊNCIA SUPERIOR A 90 DIAS',
  'EMPRESA BAIXADA NA RECEITA FEDERAL',
];

function companyName(seed: SeedContext): { nome: string; fantasia: string } {
  const { faker } = seed;
  const surname = () => faker.helpers.arrayElement(SURNAMES);
  const family = faker.datatype.boolean(0.3) ? `${surname()} & ${surname()}` : surname();
  const suffix = faker.helpers.arrayElement(SUFFIXES);
  return {
    nome: `${family} ${suffix}`.toUpperCase(),
    fantasia: `${family} ${suffix.split(' ')[0]}`.toUpperCase(),
  };
}

/** A simple SVG logo with the company's initials (stored in db.files like an upload). */
function logoOf(db: MockDatabase, nome: string, index: number): string {
  const initials = nome
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" rx="24" fill="${PALETTE[index % PALETTE.length]}"/><text x="64" y="80" font-family="Arial, sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return fileUrl(storeSeedFile(db, `logo-${slug(nome, '-')}.svg`, 'image/svg+xml', svg).id);
}

/**
 * Customers with their branches, units, users (and links), fiscal configurations and certificates:
 * 40 in the demo, 10,000 in the 'large' profile. About one in five has an alphanumeric CNPJ.
 */
export function seedCustomers(db: MockDatabase, seed: SeedContext): void {
  const { faker, admin, now } = seed;
  const table = db.resources.empresas;
  const contacts = contactFactory(db, seed);
  const plans = db.resources.planos.all().filter((plano) => plano.ativo);
  const servers = db.resources.servidores.all().filter((servidor) => servidor.ativo);
  const documents = new Set<string>();
  const total = CUSTOMER_COUNT[seed.profile];
  for (let index = 0; index < total; index++) {
    const { nome, fantasia } = companyName(seed);
    let cpfcnpj: string;
    do {
      cpfcnpj = makeCnpj(seed.random, { alphanumeric: index % 5 === 3 });
    } while (documents.has(cpfcnpj));
    documents.add(cpfcnpj);
    const plano = faker.helpers.arrayElement(plans);
    const servidor = servers[index % servers.length];
    const { endereco, uf } = contacts.endereco();
    const domain = `${slug(fantasia)}.com.br`;
    const empresa: Stored<Empresa> = table.insert(
      {
        nome,
        cpfcnpj,
        ie: index % 10 === 6 ? 'ISENTO' : stateRegistrationFor(uf, index),
        acessoLimitado: index % 9 === 4,
        planoId: plano.id,
        plano: { id: plano.id, descricao: plano.descricao },
        servidorId: servidor.id,
        servidor: { id: servidor.id, nome: servidor.nome },
        logoUrl: index % 4 === 0 && index < 400 ? logoOf(db, nome, index) : null,
        endereco,
        telefones: contacts.telefones(uf, between(seed, 1, 2)),
        emails: contacts.emails(domain, between(seed, 1, 3)),
        ...seeded(seed),
      },
      admin,
      now,
    );
    seedBranches(db, seed, contacts, empresa, fantasia);
    seedCustomerUsers(db, seed, empresa, domain, servers);
    if (index % 12 === 7) {
      const history =
        index % 24 === 7
          ? {
              lock: 'BLOQUEIO TEMPORÁRIO POR ATRASO NO PAGAMENTO',
              unlock: 'PAGAMENTO REGULARIZADO PELO CLIENTE',
            }
          : undefined;
      lock(table, empresa.id, seed, LOCK_REASONS[index % LOCK_REASONS.length], history);
    }
  }
  seedFiscalSettings(db, seed);
}
