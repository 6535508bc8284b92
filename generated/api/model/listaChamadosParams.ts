/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { FiltrosParameter } from './filtrosParameter';
import type { LimitePaginaParameter } from './limitePaginaParameter';
import type { OrdenacaoParameter } from './ordenacaoParameter';
import type { PaginaParameter } from './paginaParameter';
import type { SetorChamado } from './setorChamado';
import type { StatusChamadoFiltro } from './statusChamadoFiltro';

export type ListaChamadosParams = {
  /**
   * Itens por página (10, 25, 50 ou 100).
   */
  limitePagina?: LimitePaginaParameter;
  /**
   * Número da página, começando em 1.
   * @minimum 1
   */
  pagina?: PaginaParameter;
  /**
   * Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.
   * @items.minLength 1
   */
  filtros?: FiltrosParameter;
  /**
   * Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).
   * @pattern ^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$
   */
  ordenacao?: OrdenacaoParameter;
  /**
   * Situações aceitas (qualquer uma); TODOS ou ausente = todas.
   */
  status?: StatusChamadoFiltro[];
  /**
   * Setores aceitos (qualquer um); ausente = todos.
   */
  setor?: SetorChamado[];
  /**
   * Abertos a partir deste dia.
   */
  dataAberturaInicio?: string;
  /**
   * Abertos até este dia.
   */
  dataAberturaFim?: string;
  /**
   * Fechados a partir deste dia.
   */
  dataFechamentoInicio?: string;
  /**
   * Fechados até este dia.
   */
  dataFechamentoFim?: string;
};
