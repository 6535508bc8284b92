/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { FiltrosParameter } from './filtrosParameter';
import type { LimitePaginaParameter } from './limitePaginaParameter';
import type { OrdenacaoParameter } from './ordenacaoParameter';
import type { PaginaParameter } from './paginaParameter';
import type { SituacaoParameter } from './situacaoParameter';

export type ListaServidoresParams = {
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
   * Só servidores com (true) ou sem (false) instância na nuvem (magaluId preenchido). O spec não prevê filtros avançados de servidores: escolha de desenho, como os das outras listas.
   */
  comInstanciaNuvem?: boolean;
  /**
   * Só servidores cujo endereço contém o texto (sem diferenciar maiúsculas nem acentos): um host, um domínio, uma porta. Escolha de desenho, como comInstanciaNuvem.
   * @minLength 1
   * @maxLength 255
   */
  endereco?: string;
};
