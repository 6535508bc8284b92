/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista planos
 */
export const listaPlanosQueryLimitePaginaDefault = 10;
export const listaPlanosQueryPaginaDefault = 1;

export const listaPlanosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaPlanosQueryValorMinimoMin = 0;

export const listaPlanosQueryValorMaximoMin = 0;

export const listaPlanosQueryModuloIdMax = 9007199254740991;

export const ListaPlanosQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaPlanosQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaPlanosQueryPaginaDefault)
    .describe(
      'Número da página, começando em 1. Uma página além da última responde items vazio, com os totais (relações em common.yaml#/Pagina).',
    ),
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
    .regex(listaPlanosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  valorMinimo: zod.coerce
    .number()
    .min(listaPlanosQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (inclusive).'),
  valorMaximo: zod.coerce
    .number()
    .min(listaPlanosQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (inclusive).'),
  moduloId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaPlanosQueryModuloIdMax)
    .optional()
    .describe('Só planos que incluem este módulo.'),
});

export const listaPlanosResponseOneTotalItensMin = 0;

export const listaPlanosResponseOneTotalPaginasMin = 0;

export const listaPlanosResponseTwoItemsItemOneDescricaoMax = 120;

export const listaPlanosResponseTwoItemsItemOneValorMin = 0;

export const listaPlanosResponseTwoItemsItemOneModuloIdsItemMax = 9007199254740991;

export const listaPlanosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaPlanosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaPlanosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaPlanosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaPlanosResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const listaPlanosResponseTwoItemsItemThreeModulosItemIdMax = 9007199254740991;

export const listaPlanosResponseTwoItemsItemThreeModulosItemCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const listaPlanosResponseTwoItemsItemThreeModulosItemValorMin = 0;

export const ListaPlanosResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaPlanosResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaPlanosResponseOneTotalPaginasMin)
      .describe('ceil(totalItens / limitePagina); 0 quando totalItens é 0.'),
  })
  .describe(
    'Envelope de toda listagem paginada (cada listagem acrescenta `items`). Relações que toda resposta mantém, com limitePagina e pagina da chamada: items.length ≤ limitePagina; totalPaginas = ceil(totalItens / limitePagina) (0 quando não há itens); uma página antes da última traz limitePagina itens, a última o resto; uma página além da última responde 200 com items vazio e os mesmos totalItens e totalPaginas (não é erro).',
  )
  .and(
    zod.object({
      items: zod.array(
        zod
          .object({
            descricao: zod
              .string()
              .min(1)
              .max(listaPlanosResponseTwoItemsItemOneDescricaoMax)
              .describe('Descrição do plano (gravada em maiúsculas).'),
            valor: zod
              .number()
              .min(listaPlanosResponseTwoItemsItemOneValorMin)
              .describe(
                'Valor mensal do plano em reais (R$), maior ou igual a zero, com 2 casas decimais. A seleção de módulos mostra a soma dos valores dos módulos escolhidos como referência.',
              ),
            moduloIds: zod
              .array(
                zod
                  .int()
                  .min(1)
                  .max(listaPlanosResponseTwoItemsItemOneModuloIdsItemMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
              )
              .min(1)
              .describe(
                "Ids dos módulos incluídos no plano, sem repetição. Deve incluir o módulo de código BASICO; sem ele a API responde 400 com 'O módulo básico deve ser selecionado'.",
              ),
          })
          .describe('Dados de plano de assinatura enviados na criação e na alteração.')
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
                          .max(listaPlanosResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
                          .describe(
                            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                          ),
                        nome: zod.string(),
                        email: zod.email().optional(),
                        avatarUrl: zod
                          .union([
                            zod
                              .stringFormat(
                                'uri-reference',
                                listaPlanosResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
                              )
                              .describe(
                                'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                              ),
                            zod.null(),
                          ])
                          .optional()
                          .describe('Avatar do usuário; nulo sem avatar.'),
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
                          .max(listaPlanosResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
                          .describe(
                            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                          ),
                        nome: zod.string(),
                        email: zod.email().optional(),
                        avatarUrl: zod
                          .union([
                            zod
                              .stringFormat(
                                'uri-reference',
                                listaPlanosResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
                              )
                              .describe(
                                'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                              ),
                            zod.null(),
                          ])
                          .optional()
                          .describe('Avatar do usuário; nulo sem avatar.'),
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
                .max(listaPlanosResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
              modulos: zod
                .array(
                  zod
                    .object({
                      id: zod
                        .int()
                        .min(1)
                        .max(listaPlanosResponseTwoItemsItemThreeModulosItemIdMax)
                        .describe(
                          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                        ),
                      codigo: zod.string().regex(listaPlanosResponseTwoItemsItemThreeModulosItemCodigoRegExp),
                      descricao: zod.string(),
                      valor: zod
                        .number()
                        .min(listaPlanosResponseTwoItemsItemThreeModulosItemValorMin)
                        .describe('Valor mensal do módulo em reais (R$).'),
                    })
                    .describe('Módulo incluído num plano, como mostrado na seleção de módulos.'),
                )
                .describe('Módulos do plano (os mesmos de moduloIds), com código, descrição e valor.'),
            }),
          ),
      ),
    }),
  );

/**
 * @summary Cria plano
 */
export const criaPlanoBodyDescricaoMax = 120;

export const criaPlanoBodyValorMin = 0;

export const criaPlanoBodyModuloIdsItemMax = 9007199254740991;

export const CriaPlanoBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaPlanoBodyDescricaoMax)
      .describe('Descrição do plano (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(criaPlanoBodyValorMin)
      .describe(
        'Valor mensal do plano em reais (R$), maior ou igual a zero, com 2 casas decimais. A seleção de módulos mostra a soma dos valores dos módulos escolhidos como referência.',
      ),
    moduloIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(criaPlanoBodyModuloIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .min(1)
      .describe(
        "Ids dos módulos incluídos no plano, sem repetição. Deve incluir o módulo de código BASICO; sem ele a API responde 400 com 'O módulo básico deve ser selecionado'.",
      ),
  })
  .describe('Dados de plano de assinatura enviados na criação e na alteração.');

export const criaPlanoResponseOneDescricaoMax = 120;

export const criaPlanoResponseOneValorMin = 0;

export const criaPlanoResponseOneModuloIdsItemMax = 9007199254740991;

export const criaPlanoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaPlanoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaPlanoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaPlanoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaPlanoResponseThreeIdMax = 9007199254740991;

export const criaPlanoResponseThreeModulosItemIdMax = 9007199254740991;

export const criaPlanoResponseThreeModulosItemCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const criaPlanoResponseThreeModulosItemValorMin = 0;

export const CriaPlanoResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaPlanoResponseOneDescricaoMax)
      .describe('Descrição do plano (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(criaPlanoResponseOneValorMin)
      .describe(
        'Valor mensal do plano em reais (R$), maior ou igual a zero, com 2 casas decimais. A seleção de módulos mostra a soma dos valores dos módulos escolhidos como referência.',
      ),
    moduloIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(criaPlanoResponseOneModuloIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .min(1)
      .describe(
        "Ids dos módulos incluídos no plano, sem repetição. Deve incluir o módulo de código BASICO; sem ele a API responde 400 com 'O módulo básico deve ser selecionado'.",
      ),
  })
  .describe('Dados de plano de assinatura enviados na criação e na alteração.')
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
                  .max(criaPlanoResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaPlanoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
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
                  .max(criaPlanoResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', criaPlanoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
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
        .max(criaPlanoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      modulos: zod
        .array(
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(criaPlanoResponseThreeModulosItemIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              codigo: zod.string().regex(criaPlanoResponseThreeModulosItemCodigoRegExp),
              descricao: zod.string(),
              valor: zod
                .number()
                .min(criaPlanoResponseThreeModulosItemValorMin)
                .describe('Valor mensal do módulo em reais (R$).'),
            })
            .describe('Módulo incluído num plano, como mostrado na seleção de módulos.'),
        )
        .describe('Módulos do plano (os mesmos de moduloIds), com código, descrição e valor.'),
    }),
  );

/**
 * @summary Busca plano por id
 */
export const buscaPlanoPathIdMax = 9007199254740991;

export const BuscaPlanoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaPlanoPathIdMax),
});

export const buscaPlanoResponseOneDescricaoMax = 120;

export const buscaPlanoResponseOneValorMin = 0;

export const buscaPlanoResponseOneModuloIdsItemMax = 9007199254740991;

export const buscaPlanoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaPlanoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaPlanoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaPlanoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaPlanoResponseThreeIdMax = 9007199254740991;

export const buscaPlanoResponseThreeModulosItemIdMax = 9007199254740991;

export const buscaPlanoResponseThreeModulosItemCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const buscaPlanoResponseThreeModulosItemValorMin = 0;

export const BuscaPlanoResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(buscaPlanoResponseOneDescricaoMax)
      .describe('Descrição do plano (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(buscaPlanoResponseOneValorMin)
      .describe(
        'Valor mensal do plano em reais (R$), maior ou igual a zero, com 2 casas decimais. A seleção de módulos mostra a soma dos valores dos módulos escolhidos como referência.',
      ),
    moduloIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(buscaPlanoResponseOneModuloIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .min(1)
      .describe(
        "Ids dos módulos incluídos no plano, sem repetição. Deve incluir o módulo de código BASICO; sem ele a API responde 400 com 'O módulo básico deve ser selecionado'.",
      ),
  })
  .describe('Dados de plano de assinatura enviados na criação e na alteração.')
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
                  .max(buscaPlanoResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaPlanoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp)
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
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
                  .max(buscaPlanoResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat('uri-reference', buscaPlanoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp)
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
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
        .max(buscaPlanoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      modulos: zod
        .array(
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(buscaPlanoResponseThreeModulosItemIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              codigo: zod.string().regex(buscaPlanoResponseThreeModulosItemCodigoRegExp),
              descricao: zod.string(),
              valor: zod
                .number()
                .min(buscaPlanoResponseThreeModulosItemValorMin)
                .describe('Valor mensal do módulo em reais (R$).'),
            })
            .describe('Módulo incluído num plano, como mostrado na seleção de módulos.'),
        )
        .describe('Módulos do plano (os mesmos de moduloIds), com código, descrição e valor.'),
    }),
  );

/**
 * @summary Altera plano
 */
export const alteraPlanoPathIdMax = 9007199254740991;

export const AlteraPlanoParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraPlanoPathIdMax),
});

export const alteraPlanoBodyDescricaoMax = 120;

export const alteraPlanoBodyValorMin = 0;

export const alteraPlanoBodyModuloIdsItemMax = 9007199254740991;

export const AlteraPlanoBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraPlanoBodyDescricaoMax)
      .describe('Descrição do plano (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(alteraPlanoBodyValorMin)
      .describe(
        'Valor mensal do plano em reais (R$), maior ou igual a zero, com 2 casas decimais. A seleção de módulos mostra a soma dos valores dos módulos escolhidos como referência.',
      ),
    moduloIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(alteraPlanoBodyModuloIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .min(1)
      .describe(
        "Ids dos módulos incluídos no plano, sem repetição. Deve incluir o módulo de código BASICO; sem ele a API responde 400 com 'O módulo básico deve ser selecionado'.",
      ),
  })
  .describe('Dados de plano de assinatura enviados na criação e na alteração.');

export const alteraPlanoResponseOneDescricaoMax = 120;

export const alteraPlanoResponseOneValorMin = 0;

export const alteraPlanoResponseOneModuloIdsItemMax = 9007199254740991;

export const alteraPlanoResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraPlanoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraPlanoResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraPlanoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraPlanoResponseThreeIdMax = 9007199254740991;

export const alteraPlanoResponseThreeModulosItemIdMax = 9007199254740991;

export const alteraPlanoResponseThreeModulosItemCodigoRegExp = new RegExp('^[A-Z0-9_]{2,30}$');
export const alteraPlanoResponseThreeModulosItemValorMin = 0;

export const AlteraPlanoResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraPlanoResponseOneDescricaoMax)
      .describe('Descrição do plano (gravada em maiúsculas).'),
    valor: zod
      .number()
      .min(alteraPlanoResponseOneValorMin)
      .describe(
        'Valor mensal do plano em reais (R$), maior ou igual a zero, com 2 casas decimais. A seleção de módulos mostra a soma dos valores dos módulos escolhidos como referência.',
      ),
    moduloIds: zod
      .array(
        zod
          .int()
          .min(1)
          .max(alteraPlanoResponseOneModuloIdsItemMax)
          .describe(
            'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
          ),
      )
      .min(1)
      .describe(
        "Ids dos módulos incluídos no plano, sem repetição. Deve incluir o módulo de código BASICO; sem ele a API responde 400 com 'O módulo básico deve ser selecionado'.",
      ),
  })
  .describe('Dados de plano de assinatura enviados na criação e na alteração.')
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
                  .max(alteraPlanoResponseTwoUsuarioCreatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        alteraPlanoResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
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
                  .max(alteraPlanoResponseTwoUsuarioUpdatedOneIdMax)
                  .describe(
                    'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                  ),
                nome: zod.string(),
                email: zod.email().optional(),
                avatarUrl: zod
                  .union([
                    zod
                      .stringFormat(
                        'uri-reference',
                        alteraPlanoResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
                      )
                      .describe(
                        'Imagem decorativa (avatar, logotipo): um caminho da API (CaminhoArquivo, ex. /v1/arquivos/{arquivoId}), baixado com o token da sessão, ou uma URL absoluta https (CDN, URL assinada), que o navegador carrega sem o token. Outra forma não é exibida; uma imagem que não carrega dá lugar às iniciais ou a nenhum logotipo, sem mensagem de erro.',
                      ),
                    zod.null(),
                  ])
                  .optional()
                  .describe('Avatar do usuário; nulo sem avatar.'),
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
        .max(alteraPlanoResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      modulos: zod
        .array(
          zod
            .object({
              id: zod
                .int()
                .min(1)
                .max(alteraPlanoResponseThreeModulosItemIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              codigo: zod.string().regex(alteraPlanoResponseThreeModulosItemCodigoRegExp),
              descricao: zod.string(),
              valor: zod
                .number()
                .min(alteraPlanoResponseThreeModulosItemValorMin)
                .describe('Valor mensal do módulo em reais (R$).'),
            })
            .describe('Módulo incluído num plano, como mostrado na seleção de módulos.'),
        )
        .describe('Módulos do plano (os mesmos de moduloIds), com código, descrição e valor.'),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta planos em planilha Excel
 */

export const exportaExcelPlanosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelPlanosQueryValorMinimoMin = 0;

export const exportaExcelPlanosQueryValorMaximoMin = 0;

export const exportaExcelPlanosQueryModuloIdMax = 9007199254740991;

export const exportaExcelPlanosQueryIdsItemMax = 9007199254740991;

export const exportaExcelPlanosQueryIdsMax = 100;

export const ExportaExcelPlanosQueryParams = zod.object({
  limitePagina: zod.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Quantidade máxima de registros exportados; ausente = todos os que atendem aos filtros.'),
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
    .regex(exportaExcelPlanosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  valorMinimo: zod.coerce
    .number()
    .min(exportaExcelPlanosQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (inclusive).'),
  valorMaximo: zod.coerce
    .number()
    .min(exportaExcelPlanosQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (inclusive).'),
  moduloId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelPlanosQueryModuloIdMax)
    .optional()
    .describe('Só planos que incluem este módulo.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelPlanosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelPlanosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelPlanosResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta planos em relatório PDF
 */

export const exportaListagemPlanosQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemPlanosQueryValorMinimoMin = 0;

export const exportaListagemPlanosQueryValorMaximoMin = 0;

export const exportaListagemPlanosQueryModuloIdMax = 9007199254740991;

export const exportaListagemPlanosQueryIdsItemMax = 9007199254740991;

export const exportaListagemPlanosQueryIdsMax = 100;

export const ExportaListagemPlanosQueryParams = zod.object({
  limitePagina: zod.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Quantidade máxima de registros exportados; ausente = todos os que atendem aos filtros.'),
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
    .regex(exportaListagemPlanosQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  valorMinimo: zod.coerce
    .number()
    .min(exportaListagemPlanosQueryValorMinimoMin)
    .optional()
    .describe('Valor mensal mínimo, em reais (inclusive).'),
  valorMaximo: zod.coerce
    .number()
    .min(exportaListagemPlanosQueryValorMaximoMin)
    .optional()
    .describe('Valor mensal máximo, em reais (inclusive).'),
  moduloId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemPlanosQueryModuloIdMax)
    .optional()
    .describe('Só planos que incluem este módulo.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemPlanosQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemPlanosQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemPlanosResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de planos
 */
export const buscaColunasUsuarioPlanosResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioPlanosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioPlanosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de planos
 */
export const alteraColunasUsuarioPlanosBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioPlanosBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioPlanosBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioPlanosResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioPlanosResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioPlanosResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});
