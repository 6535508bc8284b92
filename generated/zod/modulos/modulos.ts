/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista módulos
 */
export const listaModulosQueryLimitePaginaDefault = 10;
export const listaModulosQueryPaginaDefault = 1;

export const listaModulosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaModulosQueryValorMinimoMin = 0;

export const listaModulosQueryValorMaximoMin = 0;

export const ListaModulosQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaModulosQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaModulosQueryPaginaDefault)
    .describe('Número da página, começando em 1.'),
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
    .regex(listaModulosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  valorMinimo: zod.coerce
    .number()
    .min(listaModulosQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (inclusive).'),
  valorMaximo: zod.coerce
    .number()
    .min(listaModulosQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (inclusive).'),
});

export const listaModulosResponseOneTotalItensMin = 0;

export const listaModulosResponseOneTotalPaginasMin = 0;

export const listaModulosResponseTwoItemsItemOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const listaModulosResponseTwoItemsItemOneDescricaoMax = 120;

export const listaModulosResponseTwoItemsItemOneValorMin = 0;

export const listaModulosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaModulosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaModulosResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const ListaModulosResponse = zod
  .object({
    totalItens: zod.int().min(listaModulosResponseOneTotalItensMin),
    totalPaginas: zod.int().min(listaModulosResponseOneTotalPaginasMin),
  })
  .describe('Envelope de toda listagem paginada (cada listagem acrescenta `items`).')
  .and(
    zod.object({
      items: zod.array(
        zod
          .object({
            codigo: zod
              .string()
              .regex(listaModulosResponseTwoItemsItemOneCodigoRegExp)
              .describe(
                'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
              ),
            descricao: zod
              .string()
              .min(1)
              .max(listaModulosResponseTwoItemsItemOneDescricaoMax)
              .describe('Descrição do módulo (gravada em maiúsculas).'),
            valor: zod
              .number()
              .min(listaModulosResponseTwoItemsItemOneValorMin)
              .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
          })
          .describe('Dados de módulo do sistema enviados na criação e na alteração.')
          .and(
            zod
              .object({
                createdAt: zod.iso.datetime({ offset: true }).optional(),
                usuarioCreated: zod
                  .union([
                    zod
                      .object({
                        id: zod
                          .int()
                          .min(1)
                          .max(listaModulosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                updatedAt: zod.iso.datetime({ offset: true }).nullish(),
                usuarioUpdated: zod
                  .union([
                    zod
                      .object({
                        id: zod
                          .int()
                          .min(1)
                          .max(listaModulosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
              .describe('Campos de auditoria presentes em muitos registros.'),
          )
          .and(
            zod.object({
              id: zod
                .int()
                .min(1)
                .max(listaModulosResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
            }),
          ),
      ),
    }),
  );

/**
 * @summary Cria módulo
 */
export const criaModuloBodyCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const criaModuloBodyDescricaoMax = 120;

export const criaModuloBodyValorMin = 0;

export const CriaModuloBody = zod
  .object({
    codigo: zod
      .string()
      .regex(criaModuloBodyCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(criaModuloBodyDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(criaModuloBodyValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.');

export const criaModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const criaModuloResponseOneDescricaoMax = 120;

export const criaModuloResponseOneValorMin = 0;

export const criaModuloResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaModuloResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaModuloResponseThreeIdMax = 9007199254740991;

export const CriaModuloResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(criaModuloResponseOneCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(criaModuloResponseOneDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(criaModuloResponseOneValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.')
  .and(
    zod
      .object({
        createdAt: zod.iso.datetime({ offset: true }).optional(),
        usuarioCreated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaModuloResponseTwoUsuarioCreatedOneIdMax)
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
        updatedAt: zod.iso.datetime({ offset: true }).nullish(),
        usuarioUpdated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(criaModuloResponseTwoUsuarioUpdatedOneIdMax)
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
      .describe('Campos de auditoria presentes em muitos registros.'),
  )
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(criaModuloResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca módulo por id
 */
export const buscaModuloPathIdMax = 9007199254740991;

export const BuscaModuloParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaModuloPathIdMax),
});

export const buscaModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const buscaModuloResponseOneDescricaoMax = 120;

export const buscaModuloResponseOneValorMin = 0;

export const buscaModuloResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaModuloResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaModuloResponseThreeIdMax = 9007199254740991;

export const BuscaModuloResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(buscaModuloResponseOneCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(buscaModuloResponseOneDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(buscaModuloResponseOneValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.')
  .and(
    zod
      .object({
        createdAt: zod.iso.datetime({ offset: true }).optional(),
        usuarioCreated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaModuloResponseTwoUsuarioCreatedOneIdMax)
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
        updatedAt: zod.iso.datetime({ offset: true }).nullish(),
        usuarioUpdated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(buscaModuloResponseTwoUsuarioUpdatedOneIdMax)
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
      .describe('Campos de auditoria presentes em muitos registros.'),
  )
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(buscaModuloResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera módulo
 */
export const alteraModuloPathIdMax = 9007199254740991;

export const AlteraModuloParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraModuloPathIdMax),
});

export const alteraModuloBodyCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const alteraModuloBodyDescricaoMax = 120;

export const alteraModuloBodyValorMin = 0;

export const AlteraModuloBody = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraModuloBodyCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(alteraModuloBodyDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(alteraModuloBodyValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.');

export const alteraModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const alteraModuloResponseOneDescricaoMax = 120;

export const alteraModuloResponseOneValorMin = 0;

export const alteraModuloResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraModuloResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraModuloResponseThreeIdMax = 9007199254740991;

export const AlteraModuloResponse = zod
  .object({
    codigo: zod
      .string()
      .regex(alteraModuloResponseOneCodigoRegExp)
      .describe(
        'Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.',
      ),
    descricao: zod
      .string()
      .min(1)
      .max(alteraModuloResponseOneDescricaoMax)
      .describe('Descrição do módulo (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(alteraModuloResponseOneValorMin)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.')
  .and(
    zod
      .object({
        createdAt: zod.iso.datetime({ offset: true }).optional(),
        usuarioCreated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraModuloResponseTwoUsuarioCreatedOneIdMax)
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
        updatedAt: zod.iso.datetime({ offset: true }).nullish(),
        usuarioUpdated: zod
          .union([
            zod
              .object({
                id: zod
                  .int()
                  .min(1)
                  .max(alteraModuloResponseTwoUsuarioUpdatedOneIdMax)
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
      .describe('Campos de auditoria presentes em muitos registros.'),
  )
  .and(
    zod.object({
      id: zod
        .int()
        .min(1)
        .max(alteraModuloResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
    }),
  );
