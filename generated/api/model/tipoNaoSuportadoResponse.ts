/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Erro } from './erro';

/**
 * Corpo ou parte sem o tipo declarado (415): a parte `dados` de um corpo multipart vai como application/json.
 */
export type TipoNaoSuportadoResponse = Erro;
