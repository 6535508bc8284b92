/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ExportaIdsParameter } from './exportaIdsParameter';
import type { FiltrosParameter } from './filtrosParameter';
import type { LimiteExportacaoParameter } from './limiteExportacaoParameter';
import type { OrdenacaoParameter } from './ordenacaoParameter';
import type { SituacaoParameter } from './situacaoParameter';

export type ExportaExcelServidoresParams = {
  /**
   * Quantidade máxima de registros exportados; ausente = todos os que atendem aos filtros.
   * @minimum 1
   */
  limitePagina?: LimiteExportacaoParameter;
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
   * Só servidores com (true) ou sem (false) instância na nuvem (magaluId preenchido). Como na listagem.
   */
  comInstanciaNuvem?: boolean;
  /**
   * Só servidores cujo endereço contém o texto (sem diferenciar maiúsculas nem acentos): como na listagem.
   * @minLength 1
   * @maxLength 255
   */
  endereco?: string;
  /**
   * Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.
   * @minItems 1
   * @maxItems 100
   */
  ids?: ExportaIdsParameter;
};
