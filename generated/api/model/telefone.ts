/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { TelefoneTipo } from './telefoneTipo';

export interface Telefone {
  id?: Id;
  tipo: TelefoneTipo;
  /**
   * Somente dígitos, com DDD (10 ou 11 dígitos): um DDD em uso no Brasil (Anatel), seguido de 8 dígitos de um fixo (começando por 2 a 5) ou de 9 de um celular (começando por 9). Fora disso a API responde 400 com 'Telefone inválido'.
   * @pattern ^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$
   */
  numero: string;
  /** @nullable */
  operadora?: string | null;
  /** @nullable */
  observacao?: string | null;
}
