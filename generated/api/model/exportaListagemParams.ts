/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { FiltrosParameter } from './filtrosParameter';
import type { Id } from './id';
import type { OrdenacaoParameter } from './ordenacaoParameter';
import type { SituacaoParameter } from './situacaoParameter';
import type { Uf } from './uf';

export type ExportaListagemParams = {
  /**
   * Quantidade máxima de registros no relatório; ausente = todos.
   * @minimum 1
   */
  limitePagina?: number;
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
   * Filtro avançado por UF (recursos que o têm, ex. cidades).
   */
  uf?: Uf;
  /**
   * Filtro avançado por cliente (filiais, unidades).
   */
  empresaId?: Id;
  /**
   * Filtro avançado por filial (unidades).
   */
  filialId?: Id;
  /**
   * Filtro avançado por perfil admin (permissoes, usuarios).
   */
  admin?: boolean;
};
