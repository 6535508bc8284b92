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
export const listaModulosResponseTwoItemsItemOneValorMultipleOf = 0.01;

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
              .multipleOf(listaModulosResponseTwoItemsItemOneValorMultipleOf)
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
                        id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
                        id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
              id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
export const criaModuloBodyValorMultipleOf = 0.01;

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
      .multipleOf(criaModuloBodyValorMultipleOf)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.');

export const criaModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const criaModuloResponseOneDescricaoMax = 120;

export const criaModuloResponseOneValorMin = 0;
export const criaModuloResponseOneValorMultipleOf = 0.01;

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
      .multipleOf(criaModuloResponseOneValorMultipleOf)
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
                id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
                id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
      id: zod.int().min(1).describe('Identificador numérico do registro.'),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Busca módulo por id
 */

export const BuscaModuloParams = zod.object({
  id: zod.coerce.number().int().min(1),
});

export const buscaModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const buscaModuloResponseOneDescricaoMax = 120;

export const buscaModuloResponseOneValorMin = 0;
export const buscaModuloResponseOneValorMultipleOf = 0.01;

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
      .multipleOf(buscaModuloResponseOneValorMultipleOf)
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
                id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
                id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
      id: zod.int().min(1).describe('Identificador numérico do registro.'),
      ativo: zod.boolean(),
    }),
  );

/**
 * @summary Altera módulo
 */

export const AlteraModuloParams = zod.object({
  id: zod.coerce.number().int().min(1),
});

export const alteraModuloBodyCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const alteraModuloBodyDescricaoMax = 120;

export const alteraModuloBodyValorMin = 0;
export const alteraModuloBodyValorMultipleOf = 0.01;

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
      .multipleOf(alteraModuloBodyValorMultipleOf)
      .describe('Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.'),
  })
  .describe('Dados de módulo do sistema enviados na criação e na alteração.');

export const alteraModuloResponseOneCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const alteraModuloResponseOneDescricaoMax = 120;

export const alteraModuloResponseOneValorMin = 0;
export const alteraModuloResponseOneValorMultipleOf = 0.01;

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
      .multipleOf(alteraModuloResponseOneValorMultipleOf)
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
                id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
                id: zod.int().min(1).describe('Identificador numérico do registro.'),
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
      id: zod.int().min(1).describe('Identificador numérico do registro.'),
      ativo: zod.boolean(),
    }),
  );
