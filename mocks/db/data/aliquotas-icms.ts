import type { AliquotaIcmsInput } from '@generated/api/model';
import type { UnidadeFederativa } from './ufs';

/**
 * ICMS rate matrix (origin × destination) for the 27 UFs.
 *
 * - Internal operations (origin = destination) use the UF's general internal rate.
 * - Interstate operations follow Resolução do Senado Federal nº 22/1989: 7% when the
 *   origin is in the South or Southeast regions, except Espírito Santo (MG, RJ, SP, PR,
 *   SC, RS), and the destination is in the North, Northeast or Center-West regions or is
 *   Espírito Santo; 12% in every other interstate case.
 *
 * Not modelled: the 4% rate of Resolução do Senado nº 13/2012 for imported goods (or with
 * more than 40% imported content), and the 4% rate for interstate air transport.
 */

/** What this module needs of a UF (`ufs.ts`): its sigla, region and general internal rate (in percent). */
export type UfIcms = Pick<UnidadeFederativa, 'sigla' | 'regiao' | 'aliquotaInterna'>;

/** A seeded ICMS rate: the contract's body (`aliquota` in percent, e.g. 12 for 12%), and whether it is interstate. */
export interface AliquotaIcmsSemente extends Readonly<AliquotaIcmsInput> {
  /** True for interstate operations (origin ≠ destination); not a field of the contract. */
  readonly interestadual: boolean;
}

export const ALIQUOTA_INTERESTADUAL_REDUZIDA = 7;
export const ALIQUOTA_INTERESTADUAL_GERAL = 12;

function origemSulSudesteExcetoEs(uf: UfIcms): boolean {
  return (uf.regiao === 'Sul' || uf.regiao === 'Sudeste') && uf.sigla !== 'ES';
}

function destinoNorteNordesteCentroOesteOuEs(uf: UfIcms): boolean {
  return (
    uf.regiao === 'Norte' || uf.regiao === 'Nordeste' || uf.regiao === 'Centro-Oeste' || uf.sigla === 'ES'
  );
}

/** The interstate ICMS rate (7 or 12) between two different UFs, per Resolução do Senado 22/1989. */
export function aliquotaInterestadual(origem: UfIcms, destino: UfIcms): number {
  return origemSulSudesteExcetoEs(origem) && destinoNorteNordesteCentroOesteOuEs(destino)
    ? ALIQUOTA_INTERESTADUAL_REDUZIDA
    : ALIQUOTA_INTERESTADUAL_GERAL;
}

/** The ICMS rate of one operation: the internal rate when origin = destination, else the interstate rate. */
export function aliquotaIcms(origem: UfIcms, destino: UfIcms): number {
  return origem.sigla === destino.sigla ? origem.aliquotaInterna : aliquotaInterestadual(origem, destino);
}

/** The full matrix: one entry for every ordered pair (origin, destination) of the given UFs. */
export function buildAliquotasIcms(ufs: readonly UfIcms[]): AliquotaIcmsSemente[] {
  return ufs.flatMap((origem) =>
    ufs.map((destino) => ({
      ufOrigem: origem.sigla,
      ufDestino: destino.sigla,
      aliquota: aliquotaIcms(origem, destino),
      interestadual: origem.sigla !== destino.sigla,
    })),
  );
}
