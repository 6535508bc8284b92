import type { Empresa, Filial } from '@generated/api/model';
import { cnpjCheckDigits } from '../data/documents';
import type { MockDatabase, Stored } from '../database';
import type { ContactFactory } from './contacts';
import { between, lock, seeded } from './helpers';
import type { SeedContext } from './seed-context';
import { filialResumo } from '../../resources/rules';
import { stateRegistrationFor } from '../data/state-registrations';

const UNIT_NAMES = [
  'SEDE ADMINISTRATIVA',
  'CENTRO DE DISTRIBUIÇÃO',
  'PÁTIO DE VEÍCULOS',
  'DEPÓSITO',
  'ESCRITÓRIO COMERCIAL',
  'OFICINA',
  'TERMINAL DE CARGAS',
  'ARMAZÉM',
];

const REGIMES: Array<Pick<Filial, 'regimeTributario' | 'crt'>> = [
  { regimeTributario: 'SIMPLES_NACIONAL', crt: 1 },
  { regimeTributario: 'PRESUMIDO', crt: 3 },
  { regimeTributario: 'REAL', crt: 3 },
  { regimeTributario: 'SIMPLES_NACIONAL', crt: 2 },
];

function seedUnits(db: MockDatabase, seed: SeedContext, filial: Stored<Filial>, cidade: string): void {
  const table = db.resources.unidades;
  const count = between(seed, 1, 3);
  const names = seed.faker.helpers.arrayElements(UNIT_NAMES, count);
  names.forEach((name, index) => {
    const unidade = table.insert(
      {
        codigo: index + 1,
        nome: index === 0 ? name : `${name} ${cidade.toUpperCase()}`,
        empresaId: filial.empresaId,
        empresa: filial.empresa,
        filialId: filial.id,
        filial: filialResumo(filial),
        ...seeded(seed, 2),
      },
      seed.admin,
      seed.now,
    );
    if (unidade.id % 17 === 5) lock(table, unidade.id, seed, 'UNIDADE FECHADA APÓS REESTRUTURAÇÃO');
  });
}

/**
 * The head office (código 1, the customer's own CNPJ and address) and 0 to 3 branches whose CNPJs
 * share the customer's root (orders 0002, 0003…), each with 1 to 3 units.
 */
export function seedBranches(
  db: MockDatabase,
  seed: SeedContext,
  contacts: ContactFactory,
  empresa: Stored<Empresa>,
  fantasia: string,
): void {
  const table = db.resources.filiais;
  const regime = REGIMES[empresa.id % REGIMES.length];
  const count = 1 + between(seed, 0, 3);
  const root = empresa.cpfcnpj.slice(0, 8);
  for (let codigo = 1; codigo <= count; codigo++) {
    const matriz = codigo === 1;
    const place = matriz ? undefined : contacts.endereco();
    const endereco = place?.endereco ?? { ...empresa.endereco, id: contacts.nextId() };
    const base = `${root}${String(codigo).padStart(4, '0')}`;
    const cidade = endereco.cidade?.nome ?? '';
    const filial = table.insert(
      {
        codigo,
        nome: empresa.nome,
        fantasia: matriz ? fantasia : `${fantasia} ${cidade.toUpperCase()}`.slice(0, 150),
        cpfcnpj: `${base}${cnpjCheckDigits(base)}`,
        ie:
          empresa.ie === 'ISENTO' || !place
            ? empresa.ie
            : stateRegistrationFor(place.uf, empresa.id + codigo),
        tipo: matriz ? 'MATRIZ' : 'FILIAL',
        tipoPessoa: 'JURIDICA',
        ...regime,
        empresaId: empresa.id,
        empresa: { id: empresa.id, nome: empresa.nome },
        endereco,
        telefones: place
          ? contacts.telefones(place.uf, 1)
          : (empresa.telefones ?? []).map((telefone) => ({ ...telefone, id: contacts.nextId() })),
        emails: place ? [] : (empresa.emails ?? []).map((email) => ({ ...email, id: contacts.nextId() })),
        ...seeded(seed, 3),
      },
      seed.admin,
      seed.now,
    );
    seedUnits(db, seed, filial, cidade);
    if (!matriz && filial.id % 9 === 4)
      lock(table, filial.id, seed, 'FILIAL ENCERRADA E BAIXADA NA RECEITA FEDERAL');
  }
}
