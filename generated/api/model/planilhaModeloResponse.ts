/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Planilha modelo .xlsx.
 */
export type PlanilhaModeloResponse = Blob;
