/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Carga do evento; a forma depende de tipo_evento.
 */
export type EventoAoVivoDados = { [key: string]: unknown };
