/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * Os filtros da listagem de unidades são cliente e filial.
 * @summary Lista unidades
 */
export const listaUnidadesQueryLimitePaginaDefault = 10;
export const listaUnidadesQueryPaginaDefault = 1;

export const listaUnidadesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaUnidadesQueryEmpresaIdMax = 9007199254740991;

export const listaUnidadesQueryFilialIdMax = 9007199254740991;

export const ListaUnidadesQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaUnidadesQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaUnidadesQueryPaginaDefault)
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
    .regex(listaUnidadesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaUnidadesQueryEmpresaIdMax)
    .optional()
    .describe('Só unidades do cliente.'),
  filialId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaUnidadesQueryFilialIdMax)
    .optional()
    .describe('Só unidades da filial.'),
});

export const listaUnidadesResponseOneTotalItensMin = 0;

export const listaUnidadesResponseOneTotalPaginasMin = 0;

export const listaUnidadesResponseTwoItemsItemOneCodigoMax = 9999;

export const listaUnidadesResponseTwoItemsItemOneNomeMax = 150;

export const listaUnidadesResponseTwoItemsItemOneEmpresaIdMax = 9007199254740991;

export const listaUnidadesResponseTwoItemsItemOneFilialIdMax = 9007199254740991;

export const listaUnidadesResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaUnidadesResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaUnidadesResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaUnidadesResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaUnidadesResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const listaUnidadesResponseTwoItemsItemThreeEmpresaIdMax = 9007199254740991;

export const listaUnidadesResponseTwoItemsItemThreeFilialIdMax = 9007199254740991;

export const ListaUnidadesResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaUnidadesResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaUnidadesResponseOneTotalPaginasMin)
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
            codigo: zod
              .int()
              .min(1)
              .max(listaUnidadesResponseTwoItemsItemOneCodigoMax)
              .describe('Código da unidade, único dentro da filial.'),
            nome: zod
              .string()
              .min(1)
              .max(listaUnidadesResponseTwoItemsItemOneNomeMax)
              .describe('Nome da unidade (gravado em maiúsculas).'),
            empresaId: zod
              .int()
              .min(1)
              .max(listaUnidadesResponseTwoItemsItemOneEmpresaIdMax)
              .describe('Cliente.'),
            filialId: zod
              .int()
              .min(1)
              .max(listaUnidadesResponseTwoItemsItemOneFilialIdMax)
              .describe('Filial do cliente a que a unidade pertence.'),
          })
          .describe(
            'Dados da unidade enviados na criação e na alteração (a filial deve ser do cliente informado).',
          )
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
                          .max(listaUnidadesResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaUnidadesResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaUnidadesResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaUnidadesResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaUnidadesResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
              empresa: zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaUnidadesResponseTwoItemsItemThreeEmpresaIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string(),
                })
                .describe('Cliente resumido (id e nome).'),
              filial: zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaUnidadesResponseTwoItemsItemThreeFilialIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  codigo: zod.int().min(1),
                  nome: zod.string(),
                  fantasia: zod.string().nullish(),
                })
                .describe('Filial resumida (para seletores e referências).'),
            }),
          ),
      ),
    }),
  );

/**
 * Código repetido na filial responde 409; filial de outro cliente responde 400.
 * @summary Cria unidade
 */
export const criaUnidadeBodyCodigoMax = 9999;

export const criaUnidadeBodyNomeMax = 150;

export const criaUnidadeBodyEmpresaIdMax = 9007199254740991;

export const criaUnidadeBodyFilialIdMax = 9007199254740991;

export const CriaUnidadeBody = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(criaUnidadeBodyCodigoMax)
      .describe('Código da unidade, único dentro da filial.'),
    nome: zod
      .string()
      .min(1)
      .max(criaUnidadeBodyNomeMax)
      .describe('Nome da unidade (gravado em maiúsculas).'),
    empresaId: zod.int().min(1).max(criaUnidadeBodyEmpresaIdMax).describe('Cliente.'),
    filialId: zod
      .int()
      .min(1)
      .max(criaUnidadeBodyFilialIdMax)
      .describe('Filial do cliente a que a unidade pertence.'),
  })
  .describe('Dados da unidade enviados na criação e na alteração (a filial deve ser do cliente informado).');

export const criaUnidadeResponseOneCodigoMax = 9999;

export const criaUnidadeResponseOneNomeMax = 150;

export const criaUnidadeResponseOneEmpresaIdMax = 9007199254740991;

export const criaUnidadeResponseOneFilialIdMax = 9007199254740991;

export const criaUnidadeResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaUnidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaUnidadeResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaUnidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaUnidadeResponseThreeIdMax = 9007199254740991;

export const criaUnidadeResponseThreeEmpresaIdMax = 9007199254740991;

export const criaUnidadeResponseThreeFilialIdMax = 9007199254740991;

export const CriaUnidadeResponse = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(criaUnidadeResponseOneCodigoMax)
      .describe('Código da unidade, único dentro da filial.'),
    nome: zod
      .string()
      .min(1)
      .max(criaUnidadeResponseOneNomeMax)
      .describe('Nome da unidade (gravado em maiúsculas).'),
    empresaId: zod.int().min(1).max(criaUnidadeResponseOneEmpresaIdMax).describe('Cliente.'),
    filialId: zod
      .int()
      .min(1)
      .max(criaUnidadeResponseOneFilialIdMax)
      .describe('Filial do cliente a que a unidade pertence.'),
  })
  .describe('Dados da unidade enviados na criação e na alteração (a filial deve ser do cliente informado).')
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
                  .max(criaUnidadeResponseTwoUsuarioCreatedOneIdMax)
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
                        criaUnidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaUnidadeResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaUnidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaUnidadeResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      empresa: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(criaUnidadeResponseThreeEmpresaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string(),
        })
        .describe('Cliente resumido (id e nome).'),
      filial: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(criaUnidadeResponseThreeFilialIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          codigo: zod.int().min(1),
          nome: zod.string(),
          fantasia: zod.string().nullish(),
        })
        .describe('Filial resumida (para seletores e referências).'),
    }),
  );

/**
 * @summary Busca unidade por id
 */
export const buscaUnidadePathIdMax = 9007199254740991;

export const BuscaUnidadeParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaUnidadePathIdMax),
});

export const buscaUnidadeResponseOneCodigoMax = 9999;

export const buscaUnidadeResponseOneNomeMax = 150;

export const buscaUnidadeResponseOneEmpresaIdMax = 9007199254740991;

export const buscaUnidadeResponseOneFilialIdMax = 9007199254740991;

export const buscaUnidadeResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaUnidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaUnidadeResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaUnidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaUnidadeResponseThreeIdMax = 9007199254740991;

export const buscaUnidadeResponseThreeEmpresaIdMax = 9007199254740991;

export const buscaUnidadeResponseThreeFilialIdMax = 9007199254740991;

export const BuscaUnidadeResponse = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(buscaUnidadeResponseOneCodigoMax)
      .describe('Código da unidade, único dentro da filial.'),
    nome: zod
      .string()
      .min(1)
      .max(buscaUnidadeResponseOneNomeMax)
      .describe('Nome da unidade (gravado em maiúsculas).'),
    empresaId: zod.int().min(1).max(buscaUnidadeResponseOneEmpresaIdMax).describe('Cliente.'),
    filialId: zod
      .int()
      .min(1)
      .max(buscaUnidadeResponseOneFilialIdMax)
      .describe('Filial do cliente a que a unidade pertence.'),
  })
  .describe('Dados da unidade enviados na criação e na alteração (a filial deve ser do cliente informado).')
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
                  .max(buscaUnidadeResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaUnidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaUnidadeResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaUnidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaUnidadeResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      empresa: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(buscaUnidadeResponseThreeEmpresaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string(),
        })
        .describe('Cliente resumido (id e nome).'),
      filial: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(buscaUnidadeResponseThreeFilialIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          codigo: zod.int().min(1),
          nome: zod.string(),
          fantasia: zod.string().nullish(),
        })
        .describe('Filial resumida (para seletores e referências).'),
    }),
  );

/**
 * @summary Altera unidade
 */
export const alteraUnidadePathIdMax = 9007199254740991;

export const AlteraUnidadeParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraUnidadePathIdMax),
});

export const alteraUnidadeBodyCodigoMax = 9999;

export const alteraUnidadeBodyNomeMax = 150;

export const alteraUnidadeBodyEmpresaIdMax = 9007199254740991;

export const alteraUnidadeBodyFilialIdMax = 9007199254740991;

export const AlteraUnidadeBody = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(alteraUnidadeBodyCodigoMax)
      .describe('Código da unidade, único dentro da filial.'),
    nome: zod
      .string()
      .min(1)
      .max(alteraUnidadeBodyNomeMax)
      .describe('Nome da unidade (gravado em maiúsculas).'),
    empresaId: zod.int().min(1).max(alteraUnidadeBodyEmpresaIdMax).describe('Cliente.'),
    filialId: zod
      .int()
      .min(1)
      .max(alteraUnidadeBodyFilialIdMax)
      .describe('Filial do cliente a que a unidade pertence.'),
  })
  .describe('Dados da unidade enviados na criação e na alteração (a filial deve ser do cliente informado).');

export const alteraUnidadeResponseOneCodigoMax = 9999;

export const alteraUnidadeResponseOneNomeMax = 150;

export const alteraUnidadeResponseOneEmpresaIdMax = 9007199254740991;

export const alteraUnidadeResponseOneFilialIdMax = 9007199254740991;

export const alteraUnidadeResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraUnidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraUnidadeResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraUnidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraUnidadeResponseThreeIdMax = 9007199254740991;

export const alteraUnidadeResponseThreeEmpresaIdMax = 9007199254740991;

export const alteraUnidadeResponseThreeFilialIdMax = 9007199254740991;

export const AlteraUnidadeResponse = zod
  .object({
    codigo: zod
      .int()
      .min(1)
      .max(alteraUnidadeResponseOneCodigoMax)
      .describe('Código da unidade, único dentro da filial.'),
    nome: zod
      .string()
      .min(1)
      .max(alteraUnidadeResponseOneNomeMax)
      .describe('Nome da unidade (gravado em maiúsculas).'),
    empresaId: zod.int().min(1).max(alteraUnidadeResponseOneEmpresaIdMax).describe('Cliente.'),
    filialId: zod
      .int()
      .min(1)
      .max(alteraUnidadeResponseOneFilialIdMax)
      .describe('Filial do cliente a que a unidade pertence.'),
  })
  .describe('Dados da unidade enviados na criação e na alteração (a filial deve ser do cliente informado).')
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
                  .max(alteraUnidadeResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraUnidadeResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraUnidadeResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraUnidadeResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraUnidadeResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      empresa: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraUnidadeResponseThreeEmpresaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string(),
        })
        .describe('Cliente resumido (id e nome).'),
      filial: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraUnidadeResponseThreeFilialIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          codigo: zod.int().min(1),
          nome: zod.string(),
          fantasia: zod.string().nullish(),
        })
        .describe('Filial resumida (para seletores e referências).'),
    }),
  );

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta unidades em planilha Excel
 */

export const exportaExcelUnidadesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaExcelUnidadesQueryEmpresaIdMax = 9007199254740991;

export const exportaExcelUnidadesQueryFilialIdMax = 9007199254740991;

export const exportaExcelUnidadesQueryIdsItemMax = 9007199254740991;

export const exportaExcelUnidadesQueryIdsMax = 100;

export const ExportaExcelUnidadesQueryParams = zod.object({
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
    .regex(exportaExcelUnidadesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelUnidadesQueryEmpresaIdMax)
    .optional()
    .describe('Só unidades do cliente.'),
  filialId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelUnidadesQueryFilialIdMax)
    .optional()
    .describe('Só unidades da filial.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelUnidadesQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelUnidadesQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelUnidadesResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta unidades em relatório PDF
 */

export const exportaListagemUnidadesQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const exportaListagemUnidadesQueryEmpresaIdMax = 9007199254740991;

export const exportaListagemUnidadesQueryFilialIdMax = 9007199254740991;

export const exportaListagemUnidadesQueryIdsItemMax = 9007199254740991;

export const exportaListagemUnidadesQueryIdsMax = 100;

export const ExportaListagemUnidadesQueryParams = zod.object({
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
    .regex(exportaListagemUnidadesQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  empresaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemUnidadesQueryEmpresaIdMax)
    .optional()
    .describe('Só unidades do cliente.'),
  filialId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemUnidadesQueryFilialIdMax)
    .optional()
    .describe('Só unidades da filial.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemUnidadesQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemUnidadesQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemUnidadesResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de unidades
 */
export const buscaColunasUsuarioUnidadesResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioUnidadesResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioUnidadesResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de unidades
 */
export const alteraColunasUsuarioUnidadesBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioUnidadesBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioUnidadesBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioUnidadesResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioUnidadesResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioUnidadesResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * @summary Busca a configuração fiscal da unidade
 */
export const buscaConfiguracoesUnidadePathIdMax = 9007199254740991;

export const BuscaConfiguracoesUnidadeParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaConfiguracoesUnidadePathIdMax),
});

export const buscaConfiguracoesUnidadeResponseAmbienteVersaoCTeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');

export const buscaConfiguracoesUnidadeResponseAmbienteVersaoMDFeRegExp = new RegExp(
  '^[0-9]{1,2}\\.[0-9]{2}$',
);
export const buscaConfiguracoesUnidadeResponseEmissaoObsTributariaMax = 2000;

export const buscaConfiguracoesUnidadeResponseSeriesSerieCTeMax = 3;

export const buscaConfiguracoesUnidadeResponseSeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const buscaConfiguracoesUnidadeResponseSeriesSerieMDFeMax = 3;

export const buscaConfiguracoesUnidadeResponseSeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');

export const BuscaConfiguracoesUnidadeResponse = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(buscaConfiguracoesUnidadeResponseAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(buscaConfiguracoesUnidadeResponseAmbienteVersaoMDFeRegExp)
          .describe('Versão do leiaute do MDF-e (ex. 3.00).'),
      })
      .describe('Ambiente e versões dos leiautes fiscais.'),
    emissao: zod
      .object({
        tipoEmissaoCTe: zod
          .enum(['NORMAL', 'CONTINGENCIA_FSDA', 'AUTORIZACAO_SVC_RS', 'AUTORIZACAO_SVC_SP'])
          .describe(
            'Forma de emissão do CT-e. NORMAL; CONTINGENCIA_FSDA (formulário de segurança); AUTORIZACAO_SVC_RS e AUTORIZACAO_SVC_SP (SEFAZ Virtual de Contingência).',
          ),
        tipoEmissaoMDFe: zod
          .enum(['NORMAL', 'CONTINGENCIA_OFFLINE'])
          .describe('Forma de emissão do MDF-e (NORMAL ou CONTINGENCIA_OFFLINE).'),
        obsTributaria: zod
          .string()
          .max(buscaConfiguracoesUnidadeResponseEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(buscaConfiguracoesUnidadeResponseSeriesSerieCTeMax)
          .regex(buscaConfiguracoesUnidadeResponseSeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(buscaConfiguracoesUnidadeResponseSeriesSerieMDFeMax)
          .regex(buscaConfiguracoesUnidadeResponseSeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  );

/**
 * @summary Altera a configuração fiscal da unidade
 */
export const alteraConfiguracoesUnidadePathIdMax = 9007199254740991;

export const AlteraConfiguracoesUnidadeParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraConfiguracoesUnidadePathIdMax),
});

export const alteraConfiguracoesUnidadeBodyAmbienteVersaoCTeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');

export const alteraConfiguracoesUnidadeBodyAmbienteVersaoMDFeRegExp = new RegExp('^[0-9]{1,2}\\.[0-9]{2}$');
export const alteraConfiguracoesUnidadeBodyEmissaoObsTributariaMax = 2000;

export const alteraConfiguracoesUnidadeBodySeriesSerieCTeMax = 3;

export const alteraConfiguracoesUnidadeBodySeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const alteraConfiguracoesUnidadeBodySeriesSerieMDFeMax = 3;

export const alteraConfiguracoesUnidadeBodySeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');

export const AlteraConfiguracoesUnidadeBody = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesUnidadeBodyAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesUnidadeBodyAmbienteVersaoMDFeRegExp)
          .describe('Versão do leiaute do MDF-e (ex. 3.00).'),
      })
      .describe('Ambiente e versões dos leiautes fiscais.'),
    emissao: zod
      .object({
        tipoEmissaoCTe: zod
          .enum(['NORMAL', 'CONTINGENCIA_FSDA', 'AUTORIZACAO_SVC_RS', 'AUTORIZACAO_SVC_SP'])
          .describe(
            'Forma de emissão do CT-e. NORMAL; CONTINGENCIA_FSDA (formulário de segurança); AUTORIZACAO_SVC_RS e AUTORIZACAO_SVC_SP (SEFAZ Virtual de Contingência).',
          ),
        tipoEmissaoMDFe: zod
          .enum(['NORMAL', 'CONTINGENCIA_OFFLINE'])
          .describe('Forma de emissão do MDF-e (NORMAL ou CONTINGENCIA_OFFLINE).'),
        obsTributaria: zod
          .string()
          .max(alteraConfiguracoesUnidadeBodyEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesUnidadeBodySeriesSerieCTeMax)
          .regex(alteraConfiguracoesUnidadeBodySeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesUnidadeBodySeriesSerieMDFeMax)
          .regex(alteraConfiguracoesUnidadeBodySeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  );

export const alteraConfiguracoesUnidadeResponseAmbienteVersaoCTeRegExp = new RegExp(
  '^[0-9]{1,2}\\.[0-9]{2}$',
);

export const alteraConfiguracoesUnidadeResponseAmbienteVersaoMDFeRegExp = new RegExp(
  '^[0-9]{1,2}\\.[0-9]{2}$',
);
export const alteraConfiguracoesUnidadeResponseEmissaoObsTributariaMax = 2000;

export const alteraConfiguracoesUnidadeResponseSeriesSerieCTeMax = 3;

export const alteraConfiguracoesUnidadeResponseSeriesSerieCTeRegExp = new RegExp('^[0-9]{1,3}$');
export const alteraConfiguracoesUnidadeResponseSeriesSerieMDFeMax = 3;

export const alteraConfiguracoesUnidadeResponseSeriesSerieMDFeRegExp = new RegExp('^[0-9]{1,3}$');

export const AlteraConfiguracoesUnidadeResponse = zod
  .object({
    ambiente: zod
      .object({
        tipoAmbiente: zod
          .enum(['PRODUCAO', 'HOMOLOGACAO'])
          .describe('Ambiente da SEFAZ em que os documentos são emitidos.'),
        versaoCTe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesUnidadeResponseAmbienteVersaoCTeRegExp)
          .describe('Versão do leiaute do CT-e (ex. 4.00).'),
        versaoMDFe: zod
          .string()
          .min(1)
          .regex(alteraConfiguracoesUnidadeResponseAmbienteVersaoMDFeRegExp)
          .describe('Versão do leiaute do MDF-e (ex. 3.00).'),
      })
      .describe('Ambiente e versões dos leiautes fiscais.'),
    emissao: zod
      .object({
        tipoEmissaoCTe: zod
          .enum(['NORMAL', 'CONTINGENCIA_FSDA', 'AUTORIZACAO_SVC_RS', 'AUTORIZACAO_SVC_SP'])
          .describe(
            'Forma de emissão do CT-e. NORMAL; CONTINGENCIA_FSDA (formulário de segurança); AUTORIZACAO_SVC_RS e AUTORIZACAO_SVC_SP (SEFAZ Virtual de Contingência).',
          ),
        tipoEmissaoMDFe: zod
          .enum(['NORMAL', 'CONTINGENCIA_OFFLINE'])
          .describe('Forma de emissão do MDF-e (NORMAL ou CONTINGENCIA_OFFLINE).'),
        obsTributaria: zod
          .string()
          .max(alteraConfiguracoesUnidadeResponseEmissaoObsTributariaMax)
          .nullish()
          .describe('Observação tributária impressa nos documentos (texto livre).'),
      })
      .describe('Forma de emissão dos documentos e observação tributária padrão.'),
    series: zod
      .object({
        serieCTe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesUnidadeResponseSeriesSerieCTeMax)
          .regex(alteraConfiguracoesUnidadeResponseSeriesSerieCTeRegExp)
          .describe('Série do CT-e (0 a 999).'),
        serieMDFe: zod
          .string()
          .min(1)
          .max(alteraConfiguracoesUnidadeResponseSeriesSerieMDFeMax)
          .regex(alteraConfiguracoesUnidadeResponseSeriesSerieMDFeRegExp)
          .describe('Série do MDF-e (0 a 999).'),
      })
      .describe('Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).'),
  })
  .describe(
    'Configuração fiscal de um cliente, filial ou unidade (corpo de altera-configuracoes). Enquanto nunca foi gravada, a consulta responde os padrões: HOMOLOGACAO, CT-e 4.00, MDF-e 3.00, emissão NORMAL e séries "1".',
  );
