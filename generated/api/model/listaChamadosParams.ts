/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ChamadoDataAberturaFimParameter } from './chamadoDataAberturaFimParameter';
import type { ChamadoDataAberturaInicioParameter } from './chamadoDataAberturaInicioParameter';
import type { ChamadoDataFechamentoFimParameter } from './chamadoDataFechamentoFimParameter';
import type { ChamadoDataFechamentoInicioParameter } from './chamadoDataFechamentoInicioParameter';
import type { ChamadoEmpresaIdParameter } from './chamadoEmpresaIdParameter';
import type { ChamadoResponsavelUsuarioIdParameter } from './chamadoResponsavelUsuarioIdParameter';
import type { ChamadoSetorParameter } from './chamadoSetorParameter';
import type { FiltrosParameter } from './filtrosParameter';
import type { LimitePaginaParameter } from './limitePaginaParameter';
import type { OrdenacaoParameter } from './ordenacaoParameter';
import type { PaginaParameter } from './paginaParameter';
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
  setor?: ChamadoSetorParameter;
  /**
   * Abertos a partir deste dia.
   */
  dataAberturaInicio?: ChamadoDataAberturaInicioParameter;
  /**
   * Abertos até este dia.
   */
  dataAberturaFim?: ChamadoDataAberturaFimParameter;
  /**
   * Fechados a partir deste dia.
   */
  dataFechamentoInicio?: ChamadoDataFechamentoInicioParameter;
  /**
   * Fechados até este dia.
   */
  dataFechamentoFim?: ChamadoDataFechamentoFimParameter;
  /**
   * Identificador numérico do registro.
   * @minimum 1
   */
  responsavelUsuarioId?: ChamadoResponsavelUsuarioIdParameter;
  /**
   * Identificador numérico do registro.
   * @minimum 1
   */
  empresaId?: ChamadoEmpresaIdParameter;
};
