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

export type ContagemStatusChamadosParams = {
  /**
   * Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.
   * @items.minLength 1
   */
  filtros?: FiltrosParameter;
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
