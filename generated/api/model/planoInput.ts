/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Dados de plano de assinatura enviados na criação e na alteração.
 */
export interface PlanoInput {
  /**
   * Descrição do plano (gravada em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  descricao: string;
  /**
   * Valor mensal do plano em reais (R$), maior ou igual a zero, com 2 casas decimais. A seleção de módulos mostra a soma dos valores dos módulos escolhidos como referência.
   * @minimum 0
   */
  valor: number;
  /**
   * Ids dos módulos incluídos no plano, sem repetição. Deve incluir o módulo de código BASICO; sem ele a API responde 400 com 'O módulo básico deve ser selecionado'.
   * @minItems 1
   */
  moduloIds: Id[];
}
