/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Situacao } from './situacao';

export type SituacaoParameter = Situacao;
