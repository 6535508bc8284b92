/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Relatório .pdf.
 */
export type RelatorioPdfResponse = Blob;
