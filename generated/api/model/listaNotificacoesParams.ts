/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { LimitePaginaParameter } from './limitePaginaParameter';
import type { PaginaParameter } from './paginaParameter';

export type ListaNotificacoesParams = {
  /**
   * Itens por página (10, 25, 50 ou 100).
   */
  limitePagina?: LimitePaginaParameter;
  /**
   * Número da página, começando em 1. Uma página além da última responde items vazio, com os totais (relações em common.yaml#/Pagina).
   * @minimum 1
   */
  pagina?: PaginaParameter;
  /**
   * Filtra por lidas (true) ou não lidas (false); ausente = todas.
   */
  lido?: boolean;
};
