/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { SentidoPracaPedagio } from './sentidoPracaPedagio';

export type ExportaSentidoParameter = SentidoPracaPedagio;
