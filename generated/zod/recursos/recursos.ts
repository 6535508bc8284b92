/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * Mesmos filtros da listagem do recurso (pesquisa, aba, ordenação e filtros avançados, com os mesmos nomes de parâmetro) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limitePagina, exporta todos os registros que atendem aos filtros. Com ids, só esses registros ("Exportar seleção" da listagem, que envia ids e ordenacao): a especificação não prevê exportar uma seleção, e repetir o parâmetro por id segue a forma dos demais filtros em lista.
 * @summary Exporta a listagem do recurso em planilha Excel
 */
export const ExportaExcelParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
});

export const exportaExcelQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelQueryEmpresaIdMax = 9007199254740991;

export const exportaExcelQueryFilialIdMax = 9007199254740991;

export const exportaExcelQueryCodigoInicialRegExp = new RegExp('^[123567]$');
export const exportaExcelQueryCodigoRegExp = new RegExp('^[0-9]+$');
export const exportaExcelQueryPrefixoCodigoRegExp = new RegExp('^[0-9]{2,8}$');
export const exportaExcelQuerySiglaRegExp = new RegExp('^[A-Z]{2}$');
export const exportaExcelQueryValorMinimoMin = 0;

export const exportaExcelQueryValorMaximoMin = 0;

export const exportaExcelQueryModuloIdMax = 9007199254740991;

export const exportaExcelQueryRotinaIdMax = 9007199254740991;

export const exportaExcelQueryRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');

export const exportaExcelQueryCidadeIdMax = 9007199254740991;

export const exportaExcelQueryPlanoIdMax = 9007199254740991;

export const exportaExcelQueryServidorIdMax = 9007199254740991;

export const exportaExcelQueryIdsItemMax = 9007199254740991;

export const exportaExcelQueryIdsMax = 100;

export const ExportaExcelQueryParams = zod.object({
  limitePagina: zod.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Quantidade máxima de registros exportados; ausente = todos.'),
  filtros: zod
    .array(zod.string().min(1))
    .optional()
    .describe(
      'Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.',
    ),
  situacao: zod
    .enum(['ALL', 'UNLOCK', 'LOCK'])
    .optional()
    .describe('Aba da listagem (ALL, UNLOCK = ativos, LOCK = inativos).'),
  ordenacao: zod
    .string()
    .regex(exportaExcelQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  uf: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional()
    .describe('UF (cidades, praca-pedagio).'),
  ufOrigem: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional()
    .describe('UF de origem (aliquotas-icms).'),
  ufDestino: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional()
    .describe('UF de destino (aliquotas-icms).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelQueryEmpresaIdMax)
    .optional()
    .describe('Cliente (filiais, unidades).'),
  filialId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelQueryFilialIdMax)
    .optional()
    .describe('Filial (unidades).'),
  admin: zod.boolean().optional().describe('Perfil admin (permissoes, usuarios).'),
  tipo: zod
    .string()
    .min(1)
    .optional()
    .describe(
      'Tipo, com os valores da listagem do recurso (cfops ENTRADA/SAIDA; aliquotas-seguros a modalidade).',
    ),
  codigoInicial: zod
    .string()
    .regex(exportaExcelQueryCodigoInicialRegExp)
    .optional()
    .describe('Primeiro dígito do código (cfops).'),
  codigo: zod
    .string()
    .regex(exportaExcelQueryCodigoRegExp)
    .optional()
    .describe('Código exato, só dígitos (bancos).'),
  prefixoCodigo: zod
    .string()
    .regex(exportaExcelQueryPrefixoCodigoRegExp)
    .optional()
    .describe('Início do código, só dígitos (ncms).'),
  sigla: zod
    .string()
    .regex(exportaExcelQuerySiglaRegExp)
    .optional()
    .describe('Sigla ISO alfa-2 exata (paises).'),
  valorMinimo: zod.coerce
    .number()
    .min(exportaExcelQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (modulos, planos).'),
  valorMaximo: zod.coerce
    .number()
    .min(exportaExcelQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (modulos, planos).'),
  moduloId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelQueryModuloIdMax)
    .optional()
    .describe('Módulo (planos, rotinas).'),
  rotinaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelQueryRotinaIdMax)
    .optional()
    .describe('Rotina do sistema vinculada (rotinas-front-end).'),
  rodovia: zod
    .string()
    .regex(exportaExcelQueryRodoviaRegExp)
    .optional()
    .describe('Rodovia exata, ex. BR-116 (praca-pedagio).'),
  concessionaria: zod.string().min(1).optional().describe('Parte do nome da concessionária (praca-pedagio).'),
  cidadeId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelQueryCidadeIdMax)
    .optional()
    .describe('Cidade (praca-pedagio).'),
  sentido: zod
    .enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS'])
    .optional()
    .describe('Sentido de cobrança (praca-pedagio).'),
  acessoLimitado: zod
    .boolean()
    .optional()
    .describe('Clientes com (true) ou sem (false) acesso limitado (empresas).'),
  planoId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelQueryPlanoIdMax)
    .optional()
    .describe('Plano (empresas).'),
  servidorId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelQueryServidorIdMax)
    .optional()
    .describe('Servidor (empresas).'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros da listagem do recurso e as colunas visíveis nas preferências do usuário. Sem limitePagina, inclui todos os registros que atendem aos filtros. Com ids, só esses registros ("Exportar seleção" da listagem, que envia ids e ordenacao), como na exportação em Excel.
 * @summary Exporta a listagem do recurso em PDF
 */
export const ExportaListagemParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
});

export const exportaListagemQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemQueryEmpresaIdMax = 9007199254740991;

export const exportaListagemQueryFilialIdMax = 9007199254740991;

export const exportaListagemQueryCodigoInicialRegExp = new RegExp('^[123567]$');
export const exportaListagemQueryCodigoRegExp = new RegExp('^[0-9]+$');
export const exportaListagemQueryPrefixoCodigoRegExp = new RegExp('^[0-9]{2,8}$');
export const exportaListagemQuerySiglaRegExp = new RegExp('^[A-Z]{2}$');
export const exportaListagemQueryValorMinimoMin = 0;

export const exportaListagemQueryValorMaximoMin = 0;

export const exportaListagemQueryModuloIdMax = 9007199254740991;

export const exportaListagemQueryRotinaIdMax = 9007199254740991;

export const exportaListagemQueryRodoviaRegExp = new RegExp('^[A-Z]{2,3}-[0-9]{3}$');

export const exportaListagemQueryCidadeIdMax = 9007199254740991;

export const exportaListagemQueryPlanoIdMax = 9007199254740991;

export const exportaListagemQueryServidorIdMax = 9007199254740991;

export const exportaListagemQueryIdsItemMax = 9007199254740991;

export const exportaListagemQueryIdsMax = 100;

export const ExportaListagemQueryParams = zod.object({
  limitePagina: zod.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Quantidade máxima de registros no relatório; ausente = todos.'),
  filtros: zod
    .array(zod.string().min(1))
    .optional()
    .describe(
      'Termos da pesquisa rápida. Um registro atende quando cada termo aparece (sem diferenciar maiúsculas nem acentos) em algum dos seus campos pesquisáveis.',
    ),
  situacao: zod
    .enum(['ALL', 'UNLOCK', 'LOCK'])
    .optional()
    .describe('Aba da listagem (ALL, UNLOCK = ativos, LOCK = inativos).'),
  ordenacao: zod
    .string()
    .regex(exportaListagemQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  uf: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional()
    .describe('UF (cidades, praca-pedagio).'),
  ufOrigem: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional()
    .describe('UF de origem (aliquotas-icms).'),
  ufDestino: zod
    .enum([
      'AC',
      'AL',
      'AP',
      'AM',
      'BA',
      'CE',
      'DF',
      'ES',
      'GO',
      'MA',
      'MT',
      'MS',
      'MG',
      'PA',
      'PB',
      'PR',
      'PE',
      'PI',
      'RJ',
      'RN',
      'RS',
      'RO',
      'RR',
      'SC',
      'SP',
      'SE',
      'TO',
    ])
    .optional()
    .describe('UF de destino (aliquotas-icms).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemQueryEmpresaIdMax)
    .optional()
    .describe('Cliente (filiais, unidades).'),
  filialId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemQueryFilialIdMax)
    .optional()
    .describe('Filial (unidades).'),
  admin: zod.boolean().optional().describe('Perfil admin (permissoes, usuarios).'),
  tipo: zod
    .string()
    .min(1)
    .optional()
    .describe(
      'Tipo, com os valores da listagem do recurso (cfops ENTRADA/SAIDA; aliquotas-seguros a modalidade).',
    ),
  codigoInicial: zod
    .string()
    .regex(exportaListagemQueryCodigoInicialRegExp)
    .optional()
    .describe('Primeiro dígito do código (cfops).'),
  codigo: zod
    .string()
    .regex(exportaListagemQueryCodigoRegExp)
    .optional()
    .describe('Código exato, só dígitos (bancos).'),
  prefixoCodigo: zod
    .string()
    .regex(exportaListagemQueryPrefixoCodigoRegExp)
    .optional()
    .describe('Início do código, só dígitos (ncms).'),
  sigla: zod
    .string()
    .regex(exportaListagemQuerySiglaRegExp)
    .optional()
    .describe('Sigla ISO alfa-2 exata (paises).'),
  valorMinimo: zod.coerce
    .number()
    .min(exportaListagemQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (modulos, planos).'),
  valorMaximo: zod.coerce
    .number()
    .min(exportaListagemQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (modulos, planos).'),
  moduloId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemQueryModuloIdMax)
    .optional()
    .describe('Módulo (planos, rotinas).'),
  rotinaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemQueryRotinaIdMax)
    .optional()
    .describe('Rotina do sistema vinculada (rotinas-front-end).'),
  rodovia: zod
    .string()
    .regex(exportaListagemQueryRodoviaRegExp)
    .optional()
    .describe('Rodovia exata, ex. BR-116 (praca-pedagio).'),
  concessionaria: zod.string().min(1).optional().describe('Parte do nome da concessionária (praca-pedagio).'),
  cidadeId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemQueryCidadeIdMax)
    .optional()
    .describe('Cidade (praca-pedagio).'),
  sentido: zod
    .enum(['CRESCENTE', 'DECRESCENTE', 'AMBOS'])
    .optional()
    .describe('Sentido de cobrança (praca-pedagio).'),
  acessoLimitado: zod
    .boolean()
    .optional()
    .describe('Clientes com (true) ou sem (false) acesso limitado (empresas).'),
  planoId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemQueryPlanoIdMax)
    .optional()
    .describe('Plano (empresas).'),
  servidorId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemQueryServidorIdMax)
    .optional()
    .describe('Servidor (empresas).'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemResponse = zod.unknown();

/**
 * Grava ativo false e acrescenta o motivo ao histórico. Registro já inativo responde 409. Com recurso usuarios e o cabeçalho empresaId, inativa o vínculo do usuário {id} com esse cliente (lista de usuários do cliente) em vez do próprio usuário.
 * @summary Inativa um registro do recurso
 */
export const inativaRegistroPathIdMax = 9007199254740991;

export const InativaRegistroParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
  id: zod.coerce.number().int().min(1).max(inativaRegistroPathIdMax),
});

export const inativaRegistroHeaderEmpresaIdMax = 9007199254740991;

export const InativaRegistroHeader = zod.object({
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(inativaRegistroHeaderEmpresaIdMax)
    .optional()
    .describe('Cliente do vínculo a inativar (só com recurso usuarios).'),
});

export const inativaRegistroBodyMotivoMin = 15;

export const InativaRegistroBody = zod
  .object({
    motivo: zod.string().min(inativaRegistroBodyMotivoMin),
  })
  .describe('Motivo de ativação/inativação (mínimo 15 caracteres após trim; gravado em maiúsculas).');

export const inativaRegistroResponseHistoricoItemIdMax = 9007199254740991;

export const inativaRegistroResponseHistoricoItemUsuarioOneIdMax = 9007199254740991;

export const InativaRegistroResponse = zod.object({
  ativo: zod.boolean(),
  historico: zod.array(
    zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(inativaRegistroResponseHistoricoItemIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        ativo: zod.boolean().describe('Situação após o evento.'),
        motivo: zod.string(),
        createdAt: zod.iso.datetime({ offset: true }),
        usuario: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(inativaRegistroResponseHistoricoItemUsuarioOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod.string().nullish(),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
            zod.null(),
          ])
          .optional(),
      })
      .describe('Um evento do histórico de ativação/inativação do registro.'),
  ),
});

/**
 * Grava ativo true e acrescenta o motivo ao histórico. Registro já ativo responde 409. Com recurso usuarios e o cabeçalho empresaId, ativa o vínculo do usuário {id} com esse cliente.
 * @summary Ativa um registro do recurso
 */
export const ativaRegistroPathIdMax = 9007199254740991;

export const AtivaRegistroParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
  id: zod.coerce.number().int().min(1).max(ativaRegistroPathIdMax),
});

export const ativaRegistroHeaderEmpresaIdMax = 9007199254740991;

export const AtivaRegistroHeader = zod.object({
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(ativaRegistroHeaderEmpresaIdMax)
    .optional()
    .describe('Cliente do vínculo a ativar (só com recurso usuarios).'),
});

export const ativaRegistroBodyMotivoMin = 15;

export const AtivaRegistroBody = zod
  .object({
    motivo: zod.string().min(ativaRegistroBodyMotivoMin),
  })
  .describe('Motivo de ativação/inativação (mínimo 15 caracteres após trim; gravado em maiúsculas).');

export const ativaRegistroResponseHistoricoItemIdMax = 9007199254740991;

export const ativaRegistroResponseHistoricoItemUsuarioOneIdMax = 9007199254740991;

export const AtivaRegistroResponse = zod.object({
  ativo: zod.boolean(),
  historico: zod.array(
    zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(ativaRegistroResponseHistoricoItemIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        ativo: zod.boolean().describe('Situação após o evento.'),
        motivo: zod.string(),
        createdAt: zod.iso.datetime({ offset: true }),
        usuario: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(ativaRegistroResponseHistoricoItemUsuarioOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod.string().nullish(),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
            zod.null(),
          ])
          .optional(),
      })
      .describe('Um evento do histórico de ativação/inativação do registro.'),
  ),
});

/**
 * @summary Busca a situação e o histórico de ativação/inativação do registro
 */
export const buscaStatusCadastroPathIdMax = 9007199254740991;

export const BuscaStatusCadastroParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
  id: zod.coerce.number().int().min(1).max(buscaStatusCadastroPathIdMax),
});

export const buscaStatusCadastroResponseHistoricoItemIdMax = 9007199254740991;

export const buscaStatusCadastroResponseHistoricoItemUsuarioOneIdMax = 9007199254740991;

export const BuscaStatusCadastroResponse = zod.object({
  ativo: zod.boolean(),
  historico: zod.array(
    zod
      .object({
        id: zod
          .int()
          .min(1)
          .max(buscaStatusCadastroResponseHistoricoItemIdMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
        ativo: zod.boolean().describe('Situação após o evento.'),
        motivo: zod.string(),
        createdAt: zod.iso.datetime({ offset: true }),
        usuario: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaStatusCadastroResponseHistoricoItemUsuarioOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod.string().nullish(),
              })
              .describe('Usuário resumido, usado em auditoria e referências.'),
            zod.null(),
          ])
          .optional(),
      })
      .describe('Um evento do histórico de ativação/inativação do registro.'),
  ),
});

/**
 * Preferências do usuário da sessão para a listagem do recurso. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem do recurso
 */
export const BuscaColunasUsuarioParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
});

export const buscaColunasUsuarioResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão para a listagem do recurso. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem do recurso
 */
export const AlteraColunasUsuarioParams = zod.object({
  recurso: zod.enum([
    'bancos',
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
    'planos',
    'modulos',
    'rotinas',
    'rotinas-front-end',
    'permissoes',
    'usuarios',
    'empresas',
    'filiais',
    'unidades',
    'servidores',
  ]),
});

export const alteraColunasUsuarioBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Planilha .xlsx com o cabeçalho das colunas aceitas pela importação do recurso e duas linhas de exemplo com registros reais (reenviá-las só regrava os mesmos dados). Os valores de pedágio têm seu próprio modelo, exporta-planilha-modelo-valores.
 * @summary Baixa a planilha modelo de importação do recurso
 */
export const ExportaPlanilhaModeloParams = zod.object({
  recurso: zod.enum([
    'cidades',
    'paises',
    'cfops',
    'ncms',
    'aliquotas-icms',
    'aliquotas-seguros',
    'praca-pedagio',
  ]),
});

export const ExportaPlanilhaModeloResponse = zod.unknown();
