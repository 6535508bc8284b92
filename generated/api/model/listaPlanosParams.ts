/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { FiltrosParameter } from './filtrosParameter';
import type { Id } from './id';
import type { LimitePaginaParameter } from './limitePaginaParameter';
import type { OrdenacaoParameter } from './ordenacaoParameter';
import type { PaginaParameter } from './paginaParameter';
import type { SituacaoParameter } from './situacaoParameter';

export type ListaPlanosParams = {
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
   * Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.
   * @items.minLength 1
   */
  filtros?: FiltrosParameter;
  /**
   * Aba da listagem. ALL = todos; UNLOCK = ativos (ativo true); LOCK = inativos (ativo false).
   */
  situacao?: SituacaoParameter;
  /**
   * Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).
   * @pattern ^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$
   */
  ordenacao?: OrdenacaoParameter;
  /**
   * Valor mensal mínimo, em reais (inclusive).
   * @minimum 0
   */
  valorMinimo?: number;
  /**
   * Valor mensal máximo, em reais (inclusive).
   * @minimum 0
   */
  valorMaximo?: number;
  /**
   * Só planos que incluem este módulo.
   */
  moduloId?: Id;
};
