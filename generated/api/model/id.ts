/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
 * @minimum 1
 * @maximum 9007199254740991
 */
export type Id = number;
