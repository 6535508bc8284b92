/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Inscrição estadual sem máscara (2 a 14 dígitos) ou ISENTO; validada pela UF do endereço ("IE inválida").
 * @nullable
 * @pattern ^(ISENTO|[0-9]{2,14})$
 */
export type InscricaoEstadual = string | null;
