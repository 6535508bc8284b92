/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Tarifa da praça para uma categoria de veículo comercial, pelo número de eixos.
 */
export interface ValorPracaPedagio {
  /**
   * Número de eixos do veículo (2 a 9). Cada número de eixos aparece uma única vez por praça.
   * @minimum 2
   * @maximum 9
   */
  eixos: number;
  /**
   * Valor da tarifa em reais (R$), maior ou igual a zero, com 2 casas decimais.
   * @minimum 0
   */
  valor: number;
}
