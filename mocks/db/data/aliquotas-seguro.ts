import type { AliquotaSeguroInput } from '@generated/api/model';

/**
 * Cargo insurance rates used to price road freight (percent of the declared
 * cargo value, as charged by insurers and passed on in the CT-e's
 * "seguro"/"ad valorem" component).
 *
 * - RCTR-C: Responsabilidade Civil do Transportador Rodoviário de Carga, mandatory
 *   (Lei 11.442/2007, alterada pela Lei 14.599/2023) — accidents with the vehicle
 *   (collision, overturning, fire, explosion).
 * - RC-DC: Responsabilidade Civil por Desaparecimento de Carga, mandatory since the
 *   2023 reform — theft, robbery, disappearance of the cargo together with the vehicle.
 * - RC-V: Responsabilidade Civil Facultativa de Veículos (RCF-V) of the fleet, here
 *   expressed over the cargo value for pricing.
 * - OUTROS: other coverages (ambiental, riscos de transbordo/armazenagem).
 *
 * Rates vary with the insurer, the carrier's loss history and risk management; these
 * are typical market values for the mock. The kinds are the contract's (TipoSeguroCarga).
 */

/**
 * A seeded insurance rate: the contract's body (`percentual` in percent of the cargo value, e.g. 0.05
 * for 0,05%; the description in sentence case, the seed upper-cases it), with a code of the mock's own
 * that tells the rates apart (not a field of the contract).
 */
export interface AliquotaSeguroSemente extends Readonly<AliquotaSeguroInput> {
  readonly codigo: string;
}

export const ALIQUOTAS_SEGURO: readonly AliquotaSeguroSemente[] = [
  { codigo: 'RCTRC-GERAL', descricao: 'RCTR-C — carga geral', tipo: 'RCTR_C', percentual: 0.05 },
  {
    codigo: 'RCTRC-GRANEL',
    descricao: 'RCTR-C — granéis sólidos agrícolas (soja, milho, farelo)',
    tipo: 'RCTR_C',
    percentual: 0.03,
  },
  {
    codigo: 'RCTRC-PERIGOSOS',
    descricao: 'RCTR-C — produtos perigosos e combustíveis',
    tipo: 'RCTR_C',
    percentual: 0.12,
  },
  {
    codigo: 'RCTRC-FRAGEIS',
    descricao: 'RCTR-C — cargas frágeis (vidros, cerâmicas)',
    tipo: 'RCTR_C',
    percentual: 0.15,
  },
  { codigo: 'RCDC-GERAL', descricao: 'RC-DC — carga geral', tipo: 'RC_DC', percentual: 0.08 },
  { codigo: 'RCDC-ALIMENTOS', descricao: 'RC-DC — alimentos e bebidas', tipo: 'RC_DC', percentual: 0.2 },
  {
    codigo: 'RCDC-MEDICAMENTOS',
    descricao: 'RC-DC — medicamentos e cosméticos',
    tipo: 'RC_DC',
    percentual: 0.35,
  },
  {
    codigo: 'RCDC-ELETRONICOS',
    descricao: 'RC-DC — eletroeletrônicos, celulares e informática',
    tipo: 'RC_DC',
    percentual: 0.5,
  },
  {
    codigo: 'RCV-FROTA',
    descricao: 'RCF-V — responsabilidade civil facultativa de veículos da frota',
    tipo: 'RC_V',
    percentual: 0.04,
  },
  {
    codigo: 'AMBIENTAL',
    descricao: 'RC ambiental no transporte rodoviário de produtos perigosos',
    tipo: 'OUTROS',
    percentual: 0.06,
  },
  {
    codigo: 'ARMAZENAGEM',
    descricao: 'Riscos de armazenagem e transbordo em terminal',
    tipo: 'OUTROS',
    percentual: 0.1,
  },
];
