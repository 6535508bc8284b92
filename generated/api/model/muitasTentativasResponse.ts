/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Erro } from './erro';

/**
 * Tentativas demais do mesmo endereço (429): o limite de entradas do servidor (deploy/nginx); aguarde antes de tentar de novo.
 */
export type MuitasTentativasResponse = Erro;
