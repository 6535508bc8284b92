import type { PracaPedagioInput, ValorPracaPedagio } from '@generated/api/model';

/**
 * Real toll plazas on the main freight corridors (federal concessions regulated by
 * the ANTT and São Paulo state concessions regulated by the ARTESP).
 *
 * `tarifaBasica` is the category-1 tariff (automóvel, caminhonete e furgão, 2 eixos,
 * rodagem simples) in force in late 2025. Commercial vehicles (caminhões, ônibus,
 * rodagem dupla) pay the basic tariff times the number of axles, which is what
 * `valores` holds for 2 to 9 axles.
 *
 * `km` is the plaza's kilometre on the highway's own numbering in that state;
 * `sentido` tells which direction is charged (CRESCENTE = towards increasing km).
 * Coordinates are approximate (a few hundred metres) positions on the highway.
 */

/**
 * A seeded toll plaza: the contract's body (highway code such as 'BR-116' or 'SP-330'), its municipality
 * by name instead of `cidadeId` (the seed finds the city), its category-1 tariff and its values by axles
 * always present.
 */
export interface PracaPedagioSemente extends Readonly<Omit<PracaPedagioInput, 'cidadeId' | 'valores'>> {
  /** Municipality of the plaza (present in `CIDADES`). */
  readonly cidade: string;
  /** Category-1 (passenger car) tariff in BRL; also the per-axle tariff of commercial vehicles. */
  readonly tarifaBasica: number;
  /** Commercial-vehicle tariffs in BRL by number of axles (2..9): `valoresPorEixo(tarifaBasica)`. */
  readonly valores: Readonly<NonNullable<PracaPedagioInput['valores']>>;
}

export const EIXOS_COMERCIAIS: readonly number[] = [2, 3, 4, 5, 6, 7, 8, 9];

/** Commercial-vehicle tariffs: the basic tariff times the number of axles, rounded to cents. */
export function valoresPorEixo(tarifaBasica: number): ValorPracaPedagio[] {
  return EIXOS_COMERCIAIS.map((eixos) => ({ eixos, valor: Math.round(tarifaBasica * eixos * 100) / 100 }));
}

/** A plaza as written below: everything but its values, which follow from its tariff. */
function praca(plaza: Omit<PracaPedagioSemente, 'valores'>): PracaPedagioSemente {
  return { ...plaza, valores: valoresPorEixo(plaza.tarifaBasica) };
}

const REGIS = 'Arteris Régis Bittencourt';
const FERNAO_DIAS = 'Arteris Fernão Dias';
const LITORAL_SUL = 'Arteris Litoral Sul';
const PLANALTO_SUL = 'Arteris Planalto Sul';
const RIOSP = 'CCR RioSP (Motiva)';
const ECOVIAS = 'Ecovias Imigrantes (EcoRodovias)';
const AUTOBAN = 'CCR AutoBAn (Motiva)';
const ROTA_OESTE = 'Nova Rota do Oeste';

export const PRACAS_PEDAGIO: readonly PracaPedagioSemente[] = [
  // BR-116 SP/PR — Rodovia Régis Bittencourt (São Paulo–Curitiba)
  praca({
    nome: 'Praça de Pedágio de São Lourenço da Serra',
    concessionaria: REGIS,
    rodovia: 'BR-116',
    km: 299,
    uf: 'SP',
    cidade: 'São Lourenço da Serra',
    sentido: 'AMBOS',
    latitude: -23.842,
    longitude: -46.933,
    tarifaBasica: 4.3,
  }),
  praca({
    nome: 'Praça de Pedágio de Miracatu',
    concessionaria: REGIS,
    rodovia: 'BR-116',
    km: 370,
    uf: 'SP',
    cidade: 'Miracatu',
    sentido: 'AMBOS',
    latitude: -24.248,
    longitude: -47.434,
    tarifaBasica: 4.3,
  }),
  praca({
    nome: 'Praça de Pedágio de Juquiá',
    concessionaria: REGIS,
    rodovia: 'BR-116',
    km: 426,
    uf: 'SP',
    cidade: 'Juquiá',
    sentido: 'AMBOS',
    latitude: -24.36,
    longitude: -47.7,
    tarifaBasica: 4.3,
  }),
  praca({
    nome: 'Praça de Pedágio de Cajati',
    concessionaria: REGIS,
    rodovia: 'BR-116',
    km: 485,
    uf: 'SP',
    cidade: 'Cajati',
    sentido: 'AMBOS',
    latitude: -24.71,
    longitude: -48.095,
    tarifaBasica: 4.3,
  }),
  praca({
    nome: 'Praça de Pedágio de Barra do Turvo',
    concessionaria: REGIS,
    rodovia: 'BR-116',
    km: 542,
    uf: 'SP',
    cidade: 'Barra do Turvo',
    sentido: 'AMBOS',
    latitude: -24.765,
    longitude: -48.46,
    tarifaBasica: 4.3,
  }),
  praca({
    nome: 'Praça de Pedágio de Campina Grande do Sul',
    concessionaria: REGIS,
    rodovia: 'BR-116',
    km: 57,
    uf: 'PR',
    cidade: 'Campina Grande do Sul',
    sentido: 'AMBOS',
    latitude: -25.16,
    longitude: -48.91,
    tarifaBasica: 4.3,
  }),

  // BR-381 SP/MG — Rodovia Fernão Dias (São Paulo–Belo Horizonte)
  praca({
    nome: 'Praça de Pedágio de Mairiporã',
    concessionaria: FERNAO_DIAS,
    rodovia: 'BR-381',
    km: 65.7,
    uf: 'SP',
    cidade: 'Mairiporã',
    sentido: 'AMBOS',
    latitude: -23.299,
    longitude: -46.602,
    tarifaBasica: 3.2,
  }),
  praca({
    nome: 'Praça de Pedágio de Vargem',
    concessionaria: FERNAO_DIAS,
    rodovia: 'BR-381',
    km: 7,
    uf: 'SP',
    cidade: 'Vargem',
    sentido: 'AMBOS',
    latitude: -22.875,
    longitude: -46.385,
    tarifaBasica: 3.2,
  }),
  praca({
    nome: 'Praça de Pedágio de Cambuí',
    concessionaria: FERNAO_DIAS,
    rodovia: 'BR-381',
    km: 900.9,
    uf: 'MG',
    cidade: 'Cambuí',
    sentido: 'AMBOS',
    latitude: -22.59,
    longitude: -46.04,
    tarifaBasica: 3.2,
  }),
  praca({
    nome: 'Praça de Pedágio de São Gonçalo do Sapucaí',
    concessionaria: FERNAO_DIAS,
    rodovia: 'BR-381',
    km: 805.2,
    uf: 'MG',
    cidade: 'São Gonçalo do Sapucaí',
    sentido: 'AMBOS',
    latitude: -21.95,
    longitude: -45.62,
    tarifaBasica: 3.2,
  }),
  praca({
    nome: 'Praça de Pedágio de Carmo da Cachoeira',
    concessionaria: FERNAO_DIAS,
    rodovia: 'BR-381',
    km: 735.5,
    uf: 'MG',
    cidade: 'Carmo da Cachoeira',
    sentido: 'AMBOS',
    latitude: -21.44,
    longitude: -45.2,
    tarifaBasica: 3.2,
  }),
  praca({
    nome: 'Praça de Pedágio de Santo Antônio do Amparo',
    concessionaria: FERNAO_DIAS,
    rodovia: 'BR-381',
    km: 658.3,
    uf: 'MG',
    cidade: 'Santo Antônio do Amparo',
    sentido: 'AMBOS',
    latitude: -20.915,
    longitude: -44.9,
    tarifaBasica: 3.2,
  }),
  praca({
    nome: 'Praça de Pedágio de Carmópolis de Minas',
    concessionaria: FERNAO_DIAS,
    rodovia: 'BR-381',
    km: 597,
    uf: 'MG',
    cidade: 'Carmópolis de Minas',
    sentido: 'AMBOS',
    latitude: -20.515,
    longitude: -44.615,
    tarifaBasica: 3.2,
  }),
  praca({
    nome: 'Praça de Pedágio de Itatiaiuçu',
    concessionaria: FERNAO_DIAS,
    rodovia: 'BR-381',
    km: 546,
    uf: 'MG',
    cidade: 'Itatiaiuçu',
    sentido: 'AMBOS',
    latitude: -20.175,
    longitude: -44.395,
    tarifaBasica: 3.2,
  }),

  // BR-116/376 PR e BR-101 SC — Corredor Curitiba–Florianópolis
  praca({
    nome: 'Praça de Pedágio de São José dos Pinhais',
    concessionaria: LITORAL_SUL,
    rodovia: 'BR-376',
    km: 637,
    uf: 'PR',
    cidade: 'São José dos Pinhais',
    sentido: 'AMBOS',
    latitude: -25.7,
    longitude: -49.135,
    tarifaBasica: 5.7,
  }),
  praca({
    nome: 'Praça de Pedágio de Garuva',
    concessionaria: LITORAL_SUL,
    rodovia: 'BR-101',
    km: 1.3,
    uf: 'SC',
    cidade: 'Garuva',
    sentido: 'AMBOS',
    latitude: -25.995,
    longitude: -48.87,
    tarifaBasica: 5.7,
  }),
  praca({
    nome: 'Praça de Pedágio de Araquari',
    concessionaria: LITORAL_SUL,
    rodovia: 'BR-101',
    km: 79.4,
    uf: 'SC',
    cidade: 'Araquari',
    sentido: 'AMBOS',
    latitude: -26.4,
    longitude: -48.735,
    tarifaBasica: 5.7,
  }),
  praca({
    nome: 'Praça de Pedágio de Porto Belo',
    concessionaria: LITORAL_SUL,
    rodovia: 'BR-101',
    km: 157.4,
    uf: 'SC',
    cidade: 'Porto Belo',
    sentido: 'AMBOS',
    latitude: -27.15,
    longitude: -48.585,
    tarifaBasica: 5.7,
  }),
  praca({
    nome: 'Praça de Pedágio de Palhoça',
    concessionaria: LITORAL_SUL,
    rodovia: 'BR-101',
    km: 243,
    uf: 'SC',
    cidade: 'Palhoça',
    sentido: 'AMBOS',
    latitude: -27.82,
    longitude: -48.64,
    tarifaBasica: 5.7,
  }),

  // BR-116 PR/SC — Curitiba–divisa SC/RS
  praca({
    nome: 'Praça de Pedágio de Fazenda Rio Grande',
    concessionaria: PLANALTO_SUL,
    rodovia: 'BR-116',
    km: 134,
    uf: 'PR',
    cidade: 'Fazenda Rio Grande',
    sentido: 'AMBOS',
    latitude: -25.72,
    longitude: -49.318,
    tarifaBasica: 8.7,
  }),
  praca({
    nome: 'Praça de Pedágio de Rio Negro',
    concessionaria: PLANALTO_SUL,
    rodovia: 'BR-116',
    km: 204,
    uf: 'PR',
    cidade: 'Rio Negro',
    sentido: 'AMBOS',
    latitude: -26.03,
    longitude: -49.73,
    tarifaBasica: 8.7,
  }),
  praca({
    nome: 'Praça de Pedágio de Monte Castelo',
    concessionaria: PLANALTO_SUL,
    rodovia: 'BR-116',
    km: 82,
    uf: 'SC',
    cidade: 'Monte Castelo',
    sentido: 'AMBOS',
    latitude: -26.49,
    longitude: -50.245,
    tarifaBasica: 8.7,
  }),
  praca({
    nome: 'Praça de Pedágio de Santa Cecília',
    concessionaria: PLANALTO_SUL,
    rodovia: 'BR-116',
    km: 152,
    uf: 'SC',
    cidade: 'Santa Cecília',
    sentido: 'AMBOS',
    latitude: -26.91,
    longitude: -50.4,
    tarifaBasica: 8.7,
  }),
  praca({
    nome: 'Praça de Pedágio de Correia Pinto',
    concessionaria: PLANALTO_SUL,
    rodovia: 'BR-116',
    km: 233,
    uf: 'SC',
    cidade: 'Correia Pinto',
    sentido: 'AMBOS',
    latitude: -27.55,
    longitude: -50.37,
    tarifaBasica: 8.7,
  }),

  // BR-116 SP/RJ — Rodovia Presidente Dutra (São Paulo–Rio de Janeiro)
  praca({
    nome: 'Praça de Pedágio de Arujá',
    concessionaria: RIOSP,
    rodovia: 'BR-116',
    km: 204,
    uf: 'SP',
    cidade: 'Arujá',
    sentido: 'AMBOS',
    latitude: -23.414,
    longitude: -46.326,
    tarifaBasica: 4.5,
  }),
  praca({
    nome: 'Praça de Pedágio de Jacareí',
    concessionaria: RIOSP,
    rodovia: 'BR-116',
    km: 165,
    uf: 'SP',
    cidade: 'Jacareí',
    sentido: 'AMBOS',
    latitude: -23.3,
    longitude: -46.005,
    tarifaBasica: 8.1,
  }),
  praca({
    nome: 'Praça de Pedágio de Moreira César',
    concessionaria: RIOSP,
    rodovia: 'BR-116',
    km: 88,
    uf: 'SP',
    cidade: 'Pindamonhangaba',
    sentido: 'AMBOS',
    latitude: -22.945,
    longitude: -45.37,
    tarifaBasica: 16.9,
  }),
  praca({
    nome: 'Praça de Pedágio de Itatiaia',
    concessionaria: RIOSP,
    rodovia: 'BR-116',
    km: 318,
    uf: 'RJ',
    cidade: 'Itatiaia',
    sentido: 'AMBOS',
    latitude: -22.496,
    longitude: -44.535,
    tarifaBasica: 14.5,
  }),

  // Sistema Anchieta–Imigrantes (cobrança só no sentido litoral)
  praca({
    nome: 'Praça de Pedágio Piratininga',
    concessionaria: ECOVIAS,
    rodovia: 'SP-160',
    km: 32,
    uf: 'SP',
    cidade: 'São Bernardo do Campo',
    sentido: 'CRESCENTE',
    latitude: -23.79,
    longitude: -46.58,
    tarifaBasica: 38.7,
  }),
  praca({
    nome: 'Praça de Pedágio Riacho Grande',
    concessionaria: ECOVIAS,
    rodovia: 'SP-150',
    km: 31,
    uf: 'SP',
    cidade: 'São Bernardo do Campo',
    sentido: 'CRESCENTE',
    latitude: -23.785,
    longitude: -46.533,
    tarifaBasica: 38.7,
  }),

  // SP-330 — Via Anhanguera
  praca({
    nome: 'Praça de Pedágio de Valinhos',
    concessionaria: AUTOBAN,
    rodovia: 'SP-330',
    km: 82,
    uf: 'SP',
    cidade: 'Valinhos',
    sentido: 'AMBOS',
    latitude: -23.005,
    longitude: -47.008,
    tarifaBasica: 13.6,
  }),

  // BR-163/364 MT — Rota do Oeste (divisa MS–Sinop)
  praca({
    nome: 'Praça de Pedágio de Itiquira',
    concessionaria: ROTA_OESTE,
    rodovia: 'BR-163',
    km: 33.6,
    uf: 'MT',
    cidade: 'Itiquira',
    sentido: 'AMBOS',
    latitude: -17.23,
    longitude: -54.71,
    tarifaBasica: 6.6,
  }),
  praca({
    nome: 'Praça de Pedágio de Rondonópolis',
    concessionaria: ROTA_OESTE,
    rodovia: 'BR-364',
    km: 214.4,
    uf: 'MT',
    cidade: 'Rondonópolis',
    sentido: 'AMBOS',
    latitude: -16.36,
    longitude: -54.72,
    tarifaBasica: 7.5,
  }),
  praca({
    nome: 'Praça de Pedágio de Jangada',
    concessionaria: ROTA_OESTE,
    rodovia: 'BR-364',
    km: 479.1,
    uf: 'MT',
    cidade: 'Jangada',
    sentido: 'AMBOS',
    latitude: -15.26,
    longitude: -56.47,
    tarifaBasica: 8.1,
  }),
  praca({
    nome: 'Praça de Pedágio de Nova Mutum',
    concessionaria: ROTA_OESTE,
    rodovia: 'BR-163',
    km: 586.9,
    uf: 'MT',
    cidade: 'Nova Mutum',
    sentido: 'AMBOS',
    latitude: -13.9,
    longitude: -56.07,
    tarifaBasica: 5.4,
  }),
  praca({
    nome: 'Praça de Pedágio de Lucas do Rio Verde',
    concessionaria: ROTA_OESTE,
    rodovia: 'BR-163',
    km: 664.45,
    uf: 'MT',
    cidade: 'Lucas do Rio Verde',
    sentido: 'AMBOS',
    latitude: -13.2,
    longitude: -55.93,
    tarifaBasica: 7.1,
  }),
  praca({
    nome: 'Praça de Pedágio de Sorriso',
    concessionaria: ROTA_OESTE,
    rodovia: 'BR-163',
    km: 766.7,
    uf: 'MT',
    cidade: 'Sorriso',
    sentido: 'AMBOS',
    latitude: -12.3,
    longitude: -55.64,
    tarifaBasica: 10.4,
  }),
];

/** The tariff a vehicle with `eixos` commercial axles pays at a plaza (undefined outside 2..9). */
export function tarifaPorEixos(praca: PracaPedagioSemente, eixos: number): number | undefined {
  return praca.valores.find((v) => v.eixos === eixos)?.valor;
}
