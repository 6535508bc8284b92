/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Erro } from './erro';

/**
 * O registro (ou o arquivo, ou o recurso) do caminho não existe (404).
 */
export type NaoEncontradoResponse = Erro;
