import type { PaisInput } from '@generated/api/model';

/**
 * Countries with their code in the BACEN country table (Tabela de Países do
 * Banco Central / Siscomex, the `cPais` of NF-e and CT-e, 4 digits with leading
 * zeros) and their ISO 3166-1 alpha-2 code.
 */

/** A seeded country: the contract's body, its name in pt-BR proper case (the seed upper-cases it). */
export type PaisSemente = Readonly<PaisInput>;

export const PAISES: readonly PaisSemente[] = [
  { nome: 'Brasil', codigoBacen: '1058', sigla: 'BR' },
  { nome: 'África do Sul', codigoBacen: '7560', sigla: 'ZA' },
  { nome: 'Alemanha', codigoBacen: '0230', sigla: 'DE' },
  { nome: 'Angola', codigoBacen: '0400', sigla: 'AO' },
  { nome: 'Arábia Saudita', codigoBacen: '0531', sigla: 'SA' },
  { nome: 'Argentina', codigoBacen: '0639', sigla: 'AR' },
  { nome: 'Austrália', codigoBacen: '0698', sigla: 'AU' },
  { nome: 'Áustria', codigoBacen: '0728', sigla: 'AT' },
  { nome: 'Bélgica', codigoBacen: '0876', sigla: 'BE' },
  { nome: 'Bolívia', codigoBacen: '0973', sigla: 'BO' },
  { nome: 'Canadá', codigoBacen: '1490', sigla: 'CA' },
  { nome: 'Chile', codigoBacen: '1589', sigla: 'CL' },
  { nome: 'China', codigoBacen: '1600', sigla: 'CN' },
  { nome: 'Cingapura', codigoBacen: '7412', sigla: 'SG' },
  { nome: 'Colômbia', codigoBacen: '1694', sigla: 'CO' },
  { nome: 'Coreia do Sul', codigoBacen: '1902', sigla: 'KR' },
  { nome: 'Costa Rica', codigoBacen: '1961', sigla: 'CR' },
  { nome: 'Cuba', codigoBacen: '1996', sigla: 'CU' },
  { nome: 'Dinamarca', codigoBacen: '2321', sigla: 'DK' },
  { nome: 'Egito', codigoBacen: '2402', sigla: 'EG' },
  { nome: 'Emirados Árabes Unidos', codigoBacen: '2445', sigla: 'AE' },
  { nome: 'Equador', codigoBacen: '2399', sigla: 'EC' },
  { nome: 'Espanha', codigoBacen: '2453', sigla: 'ES' },
  { nome: 'Estados Unidos', codigoBacen: '2496', sigla: 'US' },
  { nome: 'Filipinas', codigoBacen: '2674', sigla: 'PH' },
  { nome: 'Finlândia', codigoBacen: '2712', sigla: 'FI' },
  { nome: 'França', codigoBacen: '2755', sigla: 'FR' },
  { nome: 'Grécia', codigoBacen: '3018', sigla: 'GR' },
  { nome: 'Guiana', codigoBacen: '3379', sigla: 'GY' },
  { nome: 'Guiana Francesa', codigoBacen: '3255', sigla: 'GF' },
  { nome: 'Hong Kong', codigoBacen: '3514', sigla: 'HK' },
  { nome: 'Índia', codigoBacen: '3611', sigla: 'IN' },
  { nome: 'Indonésia', codigoBacen: '3654', sigla: 'ID' },
  { nome: 'Irlanda', codigoBacen: '3751', sigla: 'IE' },
  { nome: 'Israel', codigoBacen: '3832', sigla: 'IL' },
  { nome: 'Itália', codigoBacen: '3867', sigla: 'IT' },
  { nome: 'Japão', codigoBacen: '3999', sigla: 'JP' },
  { nome: 'Malásia', codigoBacen: '4553', sigla: 'MY' },
  { nome: 'Marrocos', codigoBacen: '4740', sigla: 'MA' },
  { nome: 'México', codigoBacen: '4936', sigla: 'MX' },
  { nome: 'Moçambique', codigoBacen: '5053', sigla: 'MZ' },
  { nome: 'Nigéria', codigoBacen: '5282', sigla: 'NG' },
  { nome: 'Noruega', codigoBacen: '5380', sigla: 'NO' },
  { nome: 'Nova Zelândia', codigoBacen: '5487', sigla: 'NZ' },
  { nome: 'Países Baixos (Holanda)', codigoBacen: '5738', sigla: 'NL' },
  { nome: 'Panamá', codigoBacen: '5800', sigla: 'PA' },
  { nome: 'Paraguai', codigoBacen: '5860', sigla: 'PY' },
  { nome: 'Peru', codigoBacen: '5894', sigla: 'PE' },
  { nome: 'Polônia', codigoBacen: '6033', sigla: 'PL' },
  { nome: 'Portugal', codigoBacen: '6076', sigla: 'PT' },
  { nome: 'Reino Unido', codigoBacen: '6289', sigla: 'GB' },
  { nome: 'Rússia', codigoBacen: '6769', sigla: 'RU' },
  { nome: 'Suécia', codigoBacen: '7641', sigla: 'SE' },
  { nome: 'Suíça', codigoBacen: '7676', sigla: 'CH' },
  { nome: 'Suriname', codigoBacen: '7706', sigla: 'SR' },
  { nome: 'Tailândia', codigoBacen: '7765', sigla: 'TH' },
  { nome: 'Taiwan (Formosa)', codigoBacen: '1619', sigla: 'TW' },
  { nome: 'Turquia', codigoBacen: '8273', sigla: 'TR' },
  { nome: 'Uruguai', codigoBacen: '8451', sigla: 'UY' },
  { nome: 'Venezuela', codigoBacen: '8508', sigla: 'VE' },
  { nome: 'Vietnã', codigoBacen: '8583', sigla: 'VN' },
];

/** Finds a country by its BACEN code. */
export function findPaisByBacen(codigoBacen: string): PaisSemente | undefined {
  return PAISES.find((p) => p.codigoBacen === codigoBacen);
}
