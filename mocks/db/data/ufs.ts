import type { Uf } from '@generated/api/model';

/**
 * The 27 federative units (26 states + Distrito Federal).
 *
 * `aliquotaInterna` is the general ("modal") internal ICMS rate in percent in
 * force in 2025/2026, without state poverty funds (FECP/FECOP/FUNCEP…): RJ
 * charges 20% + 2% FECP, for instance. Specific goods and services have their
 * own rates in each state's RICMS; this is the default rate for everything else.
 * Changes in 2025: MA 22→23 (Lei 12.426/2024), PI 21→22.5 (Lei 8.558/2024),
 * RN 18→20 (Lei 11.999/2024).
 */

export type Regiao = 'Norte' | 'Nordeste' | 'Centro-Oeste' | 'Sudeste' | 'Sul';

/** A federative unit with what the seed needs of it (not a record of the contract; its sigla is the contract's Uf). */
export interface UnidadeFederativa {
  readonly sigla: Uf;
  readonly nome: string;
  /** 2-digit IBGE code of the UF (first two digits of its municipalities' codes). */
  readonly codigoIbge: string;
  readonly regiao: Regiao;
  /** General internal ICMS rate, in percent (e.g. 18 for 18%). */
  readonly aliquotaInterna: number;
  /** Name of the capital (present in `CIDADES`). */
  readonly capital: string;
}

export const REGIOES: readonly Regiao[] = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'];

export const UFS: readonly UnidadeFederativa[] = [
  {
    sigla: 'RO',
    nome: 'Rondônia',
    codigoIbge: '11',
    regiao: 'Norte',
    aliquotaInterna: 19.5,
    capital: 'Porto Velho',
  },
  {
    sigla: 'AC',
    nome: 'Acre',
    codigoIbge: '12',
    regiao: 'Norte',
    aliquotaInterna: 19,
    capital: 'Rio Branco',
  },
  {
    sigla: 'AM',
    nome: 'Amazonas',
    codigoIbge: '13',
    regiao: 'Norte',
    aliquotaInterna: 20,
    capital: 'Manaus',
  },
  {
    sigla: 'RR',
    nome: 'Roraima',
    codigoIbge: '14',
    regiao: 'Norte',
    aliquotaInterna: 20,
    capital: 'Boa Vista',
  },
  { sigla: 'PA', nome: 'Pará', codigoIbge: '15', regiao: 'Norte', aliquotaInterna: 19, capital: 'Belém' },
  { sigla: 'AP', nome: 'Amapá', codigoIbge: '16', regiao: 'Norte', aliquotaInterna: 18, capital: 'Macapá' },
  {
    sigla: 'TO',
    nome: 'Tocantins',
    codigoIbge: '17',
    regiao: 'Norte',
    aliquotaInterna: 20,
    capital: 'Palmas',
  },
  {
    sigla: 'MA',
    nome: 'Maranhão',
    codigoIbge: '21',
    regiao: 'Nordeste',
    aliquotaInterna: 23,
    capital: 'São Luís',
  },
  {
    sigla: 'PI',
    nome: 'Piauí',
    codigoIbge: '22',
    regiao: 'Nordeste',
    aliquotaInterna: 22.5,
    capital: 'Teresina',
  },
  {
    sigla: 'CE',
    nome: 'Ceará',
    codigoIbge: '23',
    regiao: 'Nordeste',
    aliquotaInterna: 20,
    capital: 'Fortaleza',
  },
  {
    sigla: 'RN',
    nome: 'Rio Grande do Norte',
    codigoIbge: '24',
    regiao: 'Nordeste',
    aliquotaInterna: 20,
    capital: 'Natal',
  },
  {
    sigla: 'PB',
    nome: 'Paraíba',
    codigoIbge: '25',
    regiao: 'Nordeste',
    aliquotaInterna: 20,
    capital: 'João Pessoa',
  },
  {
    sigla: 'PE',
    nome: 'Pernambuco',
    codigoIbge: '26',
    regiao: 'Nordeste',
    aliquotaInterna: 20.5,
    capital: 'Recife',
  },
  {
    sigla: 'AL',
    nome: 'Alagoas',
    codigoIbge: '27',
    regiao: 'Nordeste',
    aliquotaInterna: 19,
    capital: 'Maceió',
  },
  {
    sigla: 'SE',
    nome: 'Sergipe',
    codigoIbge: '28',
    regiao: 'Nordeste',
    aliquotaInterna: 19,
    capital: 'Aracaju',
  },
  {
    sigla: 'BA',
    nome: 'Bahia',
    codigoIbge: '29',
    regiao: 'Nordeste',
    aliquotaInterna: 20.5,
    capital: 'Salvador',
  },
  {
    sigla: 'MG',
    nome: 'Minas Gerais',
    codigoIbge: '31',
    regiao: 'Sudeste',
    aliquotaInterna: 18,
    capital: 'Belo Horizonte',
  },
  {
    sigla: 'ES',
    nome: 'Espírito Santo',
    codigoIbge: '32',
    regiao: 'Sudeste',
    aliquotaInterna: 17,
    capital: 'Vitória',
  },
  {
    sigla: 'RJ',
    nome: 'Rio de Janeiro',
    codigoIbge: '33',
    regiao: 'Sudeste',
    aliquotaInterna: 20,
    capital: 'Rio de Janeiro',
  },
  {
    sigla: 'SP',
    nome: 'São Paulo',
    codigoIbge: '35',
    regiao: 'Sudeste',
    aliquotaInterna: 18,
    capital: 'São Paulo',
  },
  {
    sigla: 'PR',
    nome: 'Paraná',
    codigoIbge: '41',
    regiao: 'Sul',
    aliquotaInterna: 19.5,
    capital: 'Curitiba',
  },
  {
    sigla: 'SC',
    nome: 'Santa Catarina',
    codigoIbge: '42',
    regiao: 'Sul',
    aliquotaInterna: 17,
    capital: 'Florianópolis',
  },
  {
    sigla: 'RS',
    nome: 'Rio Grande do Sul',
    codigoIbge: '43',
    regiao: 'Sul',
    aliquotaInterna: 17,
    capital: 'Porto Alegre',
  },
  {
    sigla: 'MS',
    nome: 'Mato Grosso do Sul',
    codigoIbge: '50',
    regiao: 'Centro-Oeste',
    aliquotaInterna: 17,
    capital: 'Campo Grande',
  },
  {
    sigla: 'MT',
    nome: 'Mato Grosso',
    codigoIbge: '51',
    regiao: 'Centro-Oeste',
    aliquotaInterna: 17,
    capital: 'Cuiabá',
  },
  {
    sigla: 'GO',
    nome: 'Goiás',
    codigoIbge: '52',
    regiao: 'Centro-Oeste',
    aliquotaInterna: 19,
    capital: 'Goiânia',
  },
  {
    sigla: 'DF',
    nome: 'Distrito Federal',
    codigoIbge: '53',
    regiao: 'Centro-Oeste',
    aliquotaInterna: 20,
    capital: 'Brasília',
  },
];

/** Looks a UF up by its sigla (case-insensitive). */
export function findUf(sigla: string): UnidadeFederativa | undefined {
  const upper = sigla.toUpperCase();
  return UFS.find((uf) => uf.sigla === upper);
}
