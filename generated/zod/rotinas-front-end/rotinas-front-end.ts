/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * @summary Lista rotinas de front-end
 */
export const listaRotinasFrontEndQueryLimitePaginaDefault = 10;
export const listaRotinasFrontEndQueryPaginaDefault = 1;

export const listaRotinasFrontEndQueryOrdenacaoRegExp = new RegExp('^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$');
export const listaRotinasFrontEndQueryRotinaIdMax = 9007199254740991;

export const ListaRotinasFrontEndQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaRotinasFrontEndQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaRotinasFrontEndQueryPaginaDefault)
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
    .regex(listaRotinasFrontEndQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  rotinaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(listaRotinasFrontEndQueryRotinaIdMax)
    .optional()
    .describe('Rotina do sistema vinculada.'),
});

export const listaRotinasFrontEndResponseOneTotalItensMin = 0;

export const listaRotinasFrontEndResponseOneTotalPaginasMin = 0;

export const listaRotinasFrontEndResponseTwoItemsItemOneDescricaoMax = 120;

export const listaRotinasFrontEndResponseTwoItemsItemOneRotaMax = 200;

export const listaRotinasFrontEndResponseTwoItemsItemOneRotaRegExp = new RegExp('^/[A-Za-z0-9/_:-]*$');
export const listaRotinasFrontEndResponseTwoItemsItemOneRotinaIdMax = 9007199254740991;

export const listaRotinasFrontEndResponseTwoItemsItemTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const listaRotinasFrontEndResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaRotinasFrontEndResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const listaRotinasFrontEndResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const listaRotinasFrontEndResponseTwoItemsItemThreeIdMax = 9007199254740991;

export const listaRotinasFrontEndResponseTwoItemsItemThreeRotinaIdMax = 9007199254740991;

export const ListaRotinasFrontEndResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaRotinasFrontEndResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaRotinasFrontEndResponseOneTotalPaginasMin)
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
              .max(listaRotinasFrontEndResponseTwoItemsItemOneDescricaoMax)
              .describe('Descrição da tela (gravada em maiúsculas).'),
            rota: zod
              .string()
              .max(listaRotinasFrontEndResponseTwoItemsItemOneRotaMax)
              .regex(listaRotinasFrontEndResponseTwoItemsItemOneRotaRegExp)
              .describe(
                'Rota da tela na aplicação, começando por / (ex. /dashboard/cidades); parâmetros no formato :nome (ex. /dashboard/cidades/:id). Única no sistema.',
              ),
            rotinaId: zod
              .int()
              .min(1)
              .max(listaRotinasFrontEndResponseTwoItemsItemOneRotinaIdMax)
              .describe('Rotina do sistema cujas permissões dão acesso à tela.'),
          })
          .describe('Dados de rotina de front-end (rota de tela) enviados na criação e na alteração.')
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
                          .max(listaRotinasFrontEndResponseTwoItemsItemTwoUsuarioCreatedOneIdMax)
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
                                listaRotinasFrontEndResponseTwoItemsItemTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                          .max(listaRotinasFrontEndResponseTwoItemsItemTwoUsuarioUpdatedOneIdMax)
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
                                listaRotinasFrontEndResponseTwoItemsItemTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
                .max(listaRotinasFrontEndResponseTwoItemsItemThreeIdMax)
                .describe(
                  'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                ),
              ativo: zod.boolean(),
              rotina: zod
                .object({
                  id: zod
                    .int()
                    .min(1)
                    .max(listaRotinasFrontEndResponseTwoItemsItemThreeRotinaIdMax)
                    .describe(
                      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
                    ),
                  nome: zod.string().optional(),
                  descricao: zod.string().optional(),
                })
                .describe('Rotina vinculada (id e descricao).'),
            }),
          ),
      ),
    }),
  );

/**
 * @summary Cria rotina de front-end
 */
export const criaRotinaFrontEndBodyDescricaoMax = 120;

export const criaRotinaFrontEndBodyRotaMax = 200;

export const criaRotinaFrontEndBodyRotaRegExp = new RegExp('^/[A-Za-z0-9/_:-]*$');
export const criaRotinaFrontEndBodyRotinaIdMax = 9007199254740991;

export const CriaRotinaFrontEndBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaRotinaFrontEndBodyDescricaoMax)
      .describe('Descrição da tela (gravada em maiúsculas).'),
    rota: zod
      .string()
      .max(criaRotinaFrontEndBodyRotaMax)
      .regex(criaRotinaFrontEndBodyRotaRegExp)
      .describe(
        'Rota da tela na aplicação, começando por / (ex. /dashboard/cidades); parâmetros no formato :nome (ex. /dashboard/cidades/:id). Única no sistema.',
      ),
    rotinaId: zod
      .int()
      .min(1)
      .max(criaRotinaFrontEndBodyRotinaIdMax)
      .describe('Rotina do sistema cujas permissões dão acesso à tela.'),
  })
  .describe('Dados de rotina de front-end (rota de tela) enviados na criação e na alteração.');

export const criaRotinaFrontEndResponseOneDescricaoMax = 120;

export const criaRotinaFrontEndResponseOneRotaMax = 200;

export const criaRotinaFrontEndResponseOneRotaRegExp = new RegExp('^/[A-Za-z0-9/_:-]*$');
export const criaRotinaFrontEndResponseOneRotinaIdMax = 9007199254740991;

export const criaRotinaFrontEndResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const criaRotinaFrontEndResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaRotinaFrontEndResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const criaRotinaFrontEndResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const criaRotinaFrontEndResponseThreeIdMax = 9007199254740991;

export const criaRotinaFrontEndResponseThreeRotinaIdMax = 9007199254740991;

export const CriaRotinaFrontEndResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(criaRotinaFrontEndResponseOneDescricaoMax)
      .describe('Descrição da tela (gravada em maiúsculas).'),
    rota: zod
      .string()
      .max(criaRotinaFrontEndResponseOneRotaMax)
      .regex(criaRotinaFrontEndResponseOneRotaRegExp)
      .describe(
        'Rota da tela na aplicação, começando por / (ex. /dashboard/cidades); parâmetros no formato :nome (ex. /dashboard/cidades/:id). Única no sistema.',
      ),
    rotinaId: zod
      .int()
      .min(1)
      .max(criaRotinaFrontEndResponseOneRotinaIdMax)
      .describe('Rotina do sistema cujas permissões dão acesso à tela.'),
  })
  .describe('Dados de rotina de front-end (rota de tela) enviados na criação e na alteração.')
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
                  .max(criaRotinaFrontEndResponseTwoUsuarioCreatedOneIdMax)
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
                        criaRotinaFrontEndResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(criaRotinaFrontEndResponseTwoUsuarioUpdatedOneIdMax)
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
                        criaRotinaFrontEndResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(criaRotinaFrontEndResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      rotina: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(criaRotinaFrontEndResponseThreeRotinaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Rotina vinculada (id e descricao).'),
    }),
  );

/**
 * @summary Busca rotina de front-end por id
 */
export const buscaRotinaFrontEndPathIdMax = 9007199254740991;

export const BuscaRotinaFrontEndParams = zod.object({
  id: zod.coerce.number().int().min(1).max(buscaRotinaFrontEndPathIdMax),
});

export const buscaRotinaFrontEndResponseOneDescricaoMax = 120;

export const buscaRotinaFrontEndResponseOneRotaMax = 200;

export const buscaRotinaFrontEndResponseOneRotaRegExp = new RegExp('^/[A-Za-z0-9/_:-]*$');
export const buscaRotinaFrontEndResponseOneRotinaIdMax = 9007199254740991;

export const buscaRotinaFrontEndResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const buscaRotinaFrontEndResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaRotinaFrontEndResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const buscaRotinaFrontEndResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const buscaRotinaFrontEndResponseThreeIdMax = 9007199254740991;

export const buscaRotinaFrontEndResponseThreeRotinaIdMax = 9007199254740991;

export const BuscaRotinaFrontEndResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(buscaRotinaFrontEndResponseOneDescricaoMax)
      .describe('Descrição da tela (gravada em maiúsculas).'),
    rota: zod
      .string()
      .max(buscaRotinaFrontEndResponseOneRotaMax)
      .regex(buscaRotinaFrontEndResponseOneRotaRegExp)
      .describe(
        'Rota da tela na aplicação, começando por / (ex. /dashboard/cidades); parâmetros no formato :nome (ex. /dashboard/cidades/:id). Única no sistema.',
      ),
    rotinaId: zod
      .int()
      .min(1)
      .max(buscaRotinaFrontEndResponseOneRotinaIdMax)
      .describe('Rotina do sistema cujas permissões dão acesso à tela.'),
  })
  .describe('Dados de rotina de front-end (rota de tela) enviados na criação e na alteração.')
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
                  .max(buscaRotinaFrontEndResponseTwoUsuarioCreatedOneIdMax)
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
                        buscaRotinaFrontEndResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(buscaRotinaFrontEndResponseTwoUsuarioUpdatedOneIdMax)
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
                        buscaRotinaFrontEndResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(buscaRotinaFrontEndResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      rotina: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(buscaRotinaFrontEndResponseThreeRotinaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Rotina vinculada (id e descricao).'),
    }),
  );

/**
 * @summary Altera rotina de front-end
 */
export const alteraRotinaFrontEndPathIdMax = 9007199254740991;

export const AlteraRotinaFrontEndParams = zod.object({
  id: zod.coerce.number().int().min(1).max(alteraRotinaFrontEndPathIdMax),
});

export const alteraRotinaFrontEndBodyDescricaoMax = 120;

export const alteraRotinaFrontEndBodyRotaMax = 200;

export const alteraRotinaFrontEndBodyRotaRegExp = new RegExp('^/[A-Za-z0-9/_:-]*$');
export const alteraRotinaFrontEndBodyRotinaIdMax = 9007199254740991;

export const AlteraRotinaFrontEndBody = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraRotinaFrontEndBodyDescricaoMax)
      .describe('Descrição da tela (gravada em maiúsculas).'),
    rota: zod
      .string()
      .max(alteraRotinaFrontEndBodyRotaMax)
      .regex(alteraRotinaFrontEndBodyRotaRegExp)
      .describe(
        'Rota da tela na aplicação, começando por / (ex. /dashboard/cidades); parâmetros no formato :nome (ex. /dashboard/cidades/:id). Única no sistema.',
      ),
    rotinaId: zod
      .int()
      .min(1)
      .max(alteraRotinaFrontEndBodyRotinaIdMax)
      .describe('Rotina do sistema cujas permissões dão acesso à tela.'),
  })
  .describe('Dados de rotina de front-end (rota de tela) enviados na criação e na alteração.');

export const alteraRotinaFrontEndResponseOneDescricaoMax = 120;

export const alteraRotinaFrontEndResponseOneRotaMax = 200;

export const alteraRotinaFrontEndResponseOneRotaRegExp = new RegExp('^/[A-Za-z0-9/_:-]*$');
export const alteraRotinaFrontEndResponseOneRotinaIdMax = 9007199254740991;

export const alteraRotinaFrontEndResponseTwoUsuarioCreatedOneIdMax = 9007199254740991;

export const alteraRotinaFrontEndResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraRotinaFrontEndResponseTwoUsuarioUpdatedOneIdMax = 9007199254740991;

export const alteraRotinaFrontEndResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp = new RegExp(
  '^(/[^/\\\\]|https://[^/])',
);
export const alteraRotinaFrontEndResponseThreeIdMax = 9007199254740991;

export const alteraRotinaFrontEndResponseThreeRotinaIdMax = 9007199254740991;

export const AlteraRotinaFrontEndResponse = zod
  .object({
    descricao: zod
      .string()
      .min(1)
      .max(alteraRotinaFrontEndResponseOneDescricaoMax)
      .describe('Descrição da tela (gravada em maiúsculas).'),
    rota: zod
      .string()
      .max(alteraRotinaFrontEndResponseOneRotaMax)
      .regex(alteraRotinaFrontEndResponseOneRotaRegExp)
      .describe(
        'Rota da tela na aplicação, começando por / (ex. /dashboard/cidades); parâmetros no formato :nome (ex. /dashboard/cidades/:id). Única no sistema.',
      ),
    rotinaId: zod
      .int()
      .min(1)
      .max(alteraRotinaFrontEndResponseOneRotinaIdMax)
      .describe('Rotina do sistema cujas permissões dão acesso à tela.'),
  })
  .describe('Dados de rotina de front-end (rota de tela) enviados na criação e na alteração.')
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
                  .max(alteraRotinaFrontEndResponseTwoUsuarioCreatedOneIdMax)
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
                        alteraRotinaFrontEndResponseTwoUsuarioCreatedOneAvatarUrlOneRegExp,
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
                  .max(alteraRotinaFrontEndResponseTwoUsuarioUpdatedOneIdMax)
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
                        alteraRotinaFrontEndResponseTwoUsuarioUpdatedOneAvatarUrlOneRegExp,
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
        .max(alteraRotinaFrontEndResponseThreeIdMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
      ativo: zod.boolean(),
      rotina: zod
        .object({
          id: zod
            .int()
            .min(1)
            .max(alteraRotinaFrontEndResponseThreeRotinaIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          nome: zod.string().optional(),
          descricao: zod.string().optional(),
        })
        .describe('Rotina vinculada (id e descricao).'),
    }),
  );

/**
 * Exclui definitivamente a rotina de front-end (permissão DEL_FRONT_ROT).
 * @summary Exclui rotina de front-end
 */
export const deletaRotinaFrontEndPathIdMax = 9007199254740991;

export const DeletaRotinaFrontEndParams = zod.object({
  id: zod.coerce.number().int().min(1).max(deletaRotinaFrontEndPathIdMax),
});

export const DeletaRotinaFrontEndResponse = zod.void();

/**
 * Os mesmos filtros da listagem (pesquisa, aba, ordenação e filtros avançados) e as colunas visíveis nas preferências do usuário, na ordem delas. Sem limiteExportacao, todos os registros que atendem aos filtros; com ids, só esses ("Exportar seleção").
 * @summary Exporta rotinas de front-end em planilha Excel
 */

export const exportaExcelRotinasFrontEndQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaExcelRotinasFrontEndQueryRotinaIdMax = 9007199254740991;

export const exportaExcelRotinasFrontEndQueryIdsItemMax = 9007199254740991;

export const exportaExcelRotinasFrontEndQueryIdsMax = 100;

export const ExportaExcelRotinasFrontEndQueryParams = zod.object({
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
    .regex(exportaExcelRotinasFrontEndQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  rotinaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaExcelRotinasFrontEndQueryRotinaIdMax)
    .optional()
    .describe('Rotina do sistema vinculada.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaExcelRotinasFrontEndQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaExcelRotinasFrontEndQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaExcelRotinasFrontEndResponse = zod.unknown();

/**
 * Relatório PDF da listagem, com os mesmos filtros e colunas da exportação em Excel.
 * @summary Exporta rotinas de front-end em relatório PDF
 */

export const exportaListagemRotinasFrontEndQueryOrdenacaoRegExp = new RegExp(
  '^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$',
);
export const exportaListagemRotinasFrontEndQueryRotinaIdMax = 9007199254740991;

export const exportaListagemRotinasFrontEndQueryIdsItemMax = 9007199254740991;

export const exportaListagemRotinasFrontEndQueryIdsMax = 100;

export const ExportaListagemRotinasFrontEndQueryParams = zod.object({
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
    .regex(exportaListagemRotinasFrontEndQueryOrdenacaoRegExp)
    .optional()
    .describe('Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).'),
  rotinaId: zod.coerce
    .number()
    .int()
    .min(1)
    .max(exportaListagemRotinasFrontEndQueryRotinaIdMax)
    .optional()
    .describe('Rotina do sistema vinculada.'),
  ids: zod
    .array(
      zod.coerce
        .number()
        .int()
        .min(1)
        .max(exportaListagemRotinasFrontEndQueryIdsItemMax)
        .describe(
          'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
        ),
    )
    .min(1)
    .max(exportaListagemRotinasFrontEndQueryIdsMax)
    .optional()
    .describe(
      'Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.',
    ),
});

export const ExportaListagemRotinasFrontEndResponse = zod.unknown();

/**
 * Preferências do usuário da sessão. colunas vazio = nenhuma preferência gravada (a interface usa a configuração padrão da listagem).
 * @summary Busca as preferências de colunas da listagem de rotinas de front-end
 */
export const buscaColunasUsuarioRotinasFrontEndResponseColunasItemPosicaoMin = 0;

export const BuscaColunasUsuarioRotinasFrontEndResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(buscaColunasUsuarioRotinasFrontEndResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

/**
 * Substitui as preferências do usuário da sessão. "Redefinir padrão" envia colunas vazio, que apaga a preferência.
 * @summary Grava as preferências de colunas da listagem de rotinas de front-end
 */
export const alteraColunasUsuarioRotinasFrontEndBodyColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioRotinasFrontEndBody = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioRotinasFrontEndBodyColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});

export const alteraColunasUsuarioRotinasFrontEndResponseColunasItemPosicaoMin = 0;

export const AlteraColunasUsuarioRotinasFrontEndResponse = zod.object({
  colunas: zod.array(
    zod
      .object({
        coluna: zod.string(),
        posicao: zod.int().min(alteraColunasUsuarioRotinasFrontEndResponseColunasItemPosicaoMin),
        mostrar: zod.boolean(),
      })
      .describe('Preferência de exibição de uma coluna da listagem, por usuário e recurso.'),
  ),
});
