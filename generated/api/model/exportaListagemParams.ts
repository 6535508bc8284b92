/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ExportaAcessoLimitadoParameter } from './exportaAcessoLimitadoParameter';
import type { ExportaAdminParameter } from './exportaAdminParameter';
import type { ExportaCidadeIdParameter } from './exportaCidadeIdParameter';
import type { ExportaCodigoInicialParameter } from './exportaCodigoInicialParameter';
import type { ExportaCodigoParameter } from './exportaCodigoParameter';
import type { ExportaConcessionariaParameter } from './exportaConcessionariaParameter';
import type { ExportaEmpresaIdParameter } from './exportaEmpresaIdParameter';
import type { ExportaFilialIdParameter } from './exportaFilialIdParameter';
import type { ExportaIdsParameter } from './exportaIdsParameter';
import type { ExportaModuloIdParameter } from './exportaModuloIdParameter';
import type { ExportaPlanoIdParameter } from './exportaPlanoIdParameter';
import type { ExportaPrefixoCodigoParameter } from './exportaPrefixoCodigoParameter';
import type { ExportaRodoviaParameter } from './exportaRodoviaParameter';
import type { ExportaRotinaIdParameter } from './exportaRotinaIdParameter';
import type { ExportaSentidoParameter } from './exportaSentidoParameter';
import type { ExportaServidorIdParameter } from './exportaServidorIdParameter';
import type { ExportaSiglaParameter } from './exportaSiglaParameter';
import type { ExportaTipoParameter } from './exportaTipoParameter';
import type { ExportaUfDestinoParameter } from './exportaUfDestinoParameter';
import type { ExportaUfOrigemParameter } from './exportaUfOrigemParameter';
import type { ExportaUfParameter } from './exportaUfParameter';
import type { ExportaValorMaximoParameter } from './exportaValorMaximoParameter';
import type { ExportaValorMinimoParameter } from './exportaValorMinimoParameter';
import type { FiltrosParameter } from './filtrosParameter';
import type { OrdenacaoParameter } from './ordenacaoParameter';
import type { SituacaoParameter } from './situacaoParameter';

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
   * Unidade federativa (27 UFs).
   */
  uf?: ExportaUfParameter;
  /**
   * Unidade federativa (27 UFs).
   */
  ufOrigem?: ExportaUfOrigemParameter;
  /**
   * Unidade federativa (27 UFs).
   */
  ufDestino?: ExportaUfDestinoParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  empresaId?: ExportaEmpresaIdParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  filialId?: ExportaFilialIdParameter;
  /**
   * Perfil admin (permissoes, usuarios).
   */
  admin?: ExportaAdminParameter;
  /**
   * Tipo, com os valores da listagem do recurso (cfops ENTRADA/SAIDA; aliquotas-seguros a modalidade).
   * @minLength 1
   */
  tipo?: ExportaTipoParameter;
  /**
   * Primeiro dígito do código (cfops).
   * @pattern ^[123567]$
   */
  codigoInicial?: ExportaCodigoInicialParameter;
  /**
   * Código exato, só dígitos (bancos).
   * @pattern ^[0-9]+$
   */
  codigo?: ExportaCodigoParameter;
  /**
   * Início do código, só dígitos (ncms).
   * @pattern ^[0-9]{2,8}$
   */
  prefixoCodigo?: ExportaPrefixoCodigoParameter;
  /**
   * Sigla ISO alfa-2 exata (paises).
   * @pattern ^[A-Z]{2}$
   */
  sigla?: ExportaSiglaParameter;
  /**
   * Valor mensal mínimo, em reais (modulos, planos).
   * @minimum 0
   */
  valorMinimo?: ExportaValorMinimoParameter;
  /**
   * Valor mensal máximo, em reais (modulos, planos).
   * @minimum 0
   */
  valorMaximo?: ExportaValorMaximoParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  moduloId?: ExportaModuloIdParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  rotinaId?: ExportaRotinaIdParameter;
  /**
   * Rodovia exata, ex. BR-116 (praca-pedagio).
   * @pattern ^[A-Z]{2,3}-[0-9]{3}$
   */
  rodovia?: ExportaRodoviaParameter;
  /**
   * Parte do nome da concessionária (praca-pedagio).
   * @minLength 1
   */
  concessionaria?: ExportaConcessionariaParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  cidadeId?: ExportaCidadeIdParameter;
  /**
   * Sentido de cobrança na rodovia. CRESCENTE = sentido de quilometragem crescente; DECRESCENTE = sentido de quilometragem decrescente; AMBOS = cobra nos dois sentidos.
   */
  sentido?: ExportaSentidoParameter;
  /**
   * Clientes com (true) ou sem (false) acesso limitado (empresas).
   */
  acessoLimitado?: ExportaAcessoLimitadoParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  planoId?: ExportaPlanoIdParameter;
  /**
   * Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).
   * @minimum 1
   * @maximum 9007199254740991
   */
  servidorId?: ExportaServidorIdParameter;
  /**
   * Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.
   * @minItems 1
   * @maxItems 100
   */
  ids?: ExportaIdsParameter;
};
