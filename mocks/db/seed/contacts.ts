import type { EmailContato, Endereco, Telefone } from '@generated/api/model';
import { CEPS } from '../data/ceps';
import type { MockDatabase } from '../database';
import type { SeedContext } from './seed-context';

/** Area code (DDD) of each UF's capital region. */
const DDD: Record<string, string> = {
  AC: '68',
  AL: '82',
  AP: '96',
  AM: '92',
  BA: '71',
  CE: '85',
  DF: '61',
  ES: '27',
  GO: '62',
  MA: '98',
  MT: '65',
  MS: '67',
  MG: '31',
  PA: '91',
  PB: '83',
  PR: '41',
  PE: '81',
  PI: '86',
  RJ: '21',
  RN: '84',
  RS: '51',
  RO: '69',
  RR: '95',
  SC: '48',
  SP: '11',
  SE: '79',
  TO: '63',
};

const COMPLEMENTOS = ['GALPÃO 2', 'SALA 301', 'BLOCO B', 'LOJA 1', 'ARMAZÉM 4', 'FUNDOS', 'KM 12'];
const OPERADORAS = ['VIVO', 'CLARO', 'TIM', 'OI'];

/** Builds the addresses, phones and e-mails of seeded customers and branches. */
export function contactFactory(db: MockDatabase, seed: SeedContext) {
  const { faker } = seed;
  const cities = new Map(db.resources.cidades.all().map((cidade) => [cidade.codigoIbge, cidade]));
  const brasil = db.resources.paises.find((pais) => pais.sigla === 'BR')!;
  // Real CEPs (street, district and city as the Correios list them) whose city is seeded.
  const ceps = CEPS.filter((cep) => cities.has(cep.codigoIbge));
  let lastId = 0;
  const nextId = () => ++lastId;

  return {
    nextId,
    endereco(): { endereco: Endereco; uf: string } {
      const cep = faker.helpers.arrayElement(ceps);
      const cidade = cities.get(cep.codigoIbge)!;
      const endereco = {
        id: nextId(),
        logradouro: cep.logradouro.toUpperCase(),
        bairro: cep.bairro.toUpperCase(),
        numero: faker.datatype.boolean(0.05) ? 'S/N' : String(faker.number.int({ min: 1, max: 4999 })),
        complemento: faker.datatype.boolean(0.3) ? faker.helpers.arrayElement(COMPLEMENTOS) : null,
        cep: cep.cep,
        cidadeId: cidade.id,
        cidade: { id: cidade.id, nome: cidade.nome },
        paisId: brasil.id,
        pais: { id: brasil.id, nome: brasil.nome },
      };
      return { endereco, uf: cidade.uf };
    },
    telefones(uf: string, count: number): Telefone[] {
      return Array.from({ length: count }, (_, index) => {
        const celular = index > 0 || faker.datatype.boolean(0.3);
        const numero = celular
          ? `9${faker.string.numeric(8)}`
          : `${faker.helpers.arrayElement(['3', '2'])}${faker.string.numeric(7)}`;
        return {
          id: nextId(),
          tipo: celular ? ('CELULAR' as const) : ('FIXO' as const),
          numero: `${DDD[uf] ?? '11'}${numero}`,
          operadora: celular ? faker.helpers.arrayElement(OPERADORAS) : null,
          observacao: index === 0 ? null : 'WHATSAPP',
        };
      });
    },
    emails(domain: string, count: number): EmailContato[] {
      const boxes: Array<[string, string]> = [
        ['contato', 'CONTATO'],
        ['fiscal', 'FISCAL'],
        ['financeiro', 'FINANCEIRO'],
      ];
      return boxes
        .slice(0, count)
        .map(([box, nome]) => ({ id: nextId(), enderecoEmail: `${box}@${domain}`, nome }));
    },
  };
}

export type ContactFactory = ReturnType<typeof contactFactory>;

/** A lower-case ASCII slug (for e-mail domains and mailbox names). */
export function slug(text: string, separator = ''): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(separator);
}
