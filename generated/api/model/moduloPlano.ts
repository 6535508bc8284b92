/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Módulo incluído num plano, como mostrado na seleção de módulos.
 */
export interface ModuloPlano {
  id: Id;
  /** @pattern ^[A-Z0-9_]{2,30}$ */
  codigo: string;
  descricao: string;
  /**
   * Valor mensal do módulo em reais (R$).
   * @minimum 0
   */
  valor: number;
}
