/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Uf } from './uf';

export type ExportaUfOrigemParameter = Uf;
