/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Referencia } from './referencia';

/**
 * Cidade cadastrada (id e nome), para o campo cidadeId do endereço.
 */
export type ConsultaCepCidade = Referencia & { [key: string]: unknown } & Required<
    Pick<Referencia & { [key: string]: unknown }, 'nome'>
  >;
